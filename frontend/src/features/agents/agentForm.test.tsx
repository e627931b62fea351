// Agent phone numbers (001 §5): the server checks them against the customer's country; an invalid
// number blocks saving and the server's message shows at that number; a valid one saves with
// 'Successfully Saved!' (001 §8).
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AgentForm } from './AgentForm.tsx';
import { authState, makeUser, Wrapper } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';

const CUSTOMER = '5b2d6a8e-3f5c-4d8e-9b1a-2c3d4e5f6a7b';
const message = 'The phone number 12345 is not a valid number for NZ.';

afterEach(() => vi.unstubAllGlobals());

function agentFrom(body: Record<string, unknown>) {
  return {
    id: '7a4f8c0a-5b7e-4fa0-9d3c-4e5f6a7b8c9d', fbAdAccountIds: [], gdnAccountIds: [], didSignUpDashboard: false, dashboardListingTypes: [],
    createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z', officeIds: [], ...body,
  };
}

describe('agent form phone numbers', () => {
  it("shows the server's message at the invalid number, keeps the form, and saves once the number is valid", async () => {
    const { calls } = stubFetch({
      'GET /api/customers/options': () => json({ items: [{ id: CUSTOMER, name: 'Harbour Realty' }], count: 1 }),
      'GET /api/offices': () => json({ items: [], count: 0 }),
      [`GET /api/customers/${CUSTOMER}/facebook-pages`]: () => json({ items: [], count: 0 }),
      'POST /api/agents': async (request) => {
        const body = (await request.json()) as { phones: { type: string; value: string }[] };
        if (body.phones.some((p) => p.value === '12345')) {
          return json({
            type: 'about:blank', title: 'Bad Request', status: 400, detail: message,
            errors: [{ path: '/body/phones/1/value', message }],
          }, 400);
        }
        return json(agentFrom({ ...body, phones: body.phones.map((p) => ({ ...p, value: '+64211234567' })) }), 201);
      },
    });
    const saved = vi.fn();
    const user = userEvent.setup();
    render(<Wrapper auth={authState(makeUser(['admin']))}><AgentForm customerId={CUSTOMER} onSaved={saved} /></Wrapper>);

    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Jo Agent');
    await user.click(screen.getByRole('button', { name: 'Add phone' }));
    await user.click(screen.getByRole('button', { name: 'Add phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone 1 number' }), '021 123 4567');
    await user.type(screen.getByRole('textbox', { name: 'Phone 2 number' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Create agent' }));

    // The message shows at the second number only, and nothing was saved.
    const second = await screen.findByTestId('phone-1');
    await waitFor(() => expect(within(second).getByText(message)).toBeInTheDocument());
    expect(within(screen.getByTestId('phone-0')).queryByText(message)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Phone 2 number' })).toHaveAttribute('aria-invalid', 'true');
    expect(saved).not.toHaveBeenCalled();
    expect(screen.queryByText('Successfully Saved!')).toBeNull();

    // Editing the number clears the server's message; a valid number saves.
    await user.clear(screen.getByRole('textbox', { name: 'Phone 2 number' }));
    expect(screen.queryByText(message)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Phone 2 number' }), '021 765 4321');
    await user.click(screen.getByRole('button', { name: 'Create agent' }));
    expect(await screen.findByText('Successfully Saved!')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toMatchObject({
      customerId: CUSTOMER, fullName: 'Jo Agent',
      phones: [{ type: 'MOBILE', value: '021 123 4567' }, { type: 'MOBILE', value: '021 765 4321' }],
    });
  });

  it('asks for a number in an empty phone row before calling the server', async () => {
    const { calls } = stubFetch({
      'GET /api/customers/options': () => json({ items: [{ id: CUSTOMER, name: 'Harbour Realty' }], count: 1 }),
      'GET /api/offices': () => json({ items: [], count: 0 }),
      [`GET /api/customers/${CUSTOMER}/facebook-pages`]: () => json({ items: [], count: 0 }),
    });
    const user = userEvent.setup();
    render(<Wrapper auth={authState(makeUser(['admin']))}><AgentForm customerId={CUSTOMER} /></Wrapper>);
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Jo Agent');
    await user.click(screen.getByRole('button', { name: 'Add phone' }));
    await user.click(screen.getByRole('button', { name: 'Create agent' }));
    expect(within(screen.getByTestId('phone-0')).getByText('Please enter the phone number or remove it.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
