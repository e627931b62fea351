// A refused save shows where the user looks: each message at its field (the first field takes the focus, so a
// long form scrolls to it) and, at the top of the form, a line pointing at them; a refusal about no field
// shows its detail at the top. The form keeps what was typed. Driven through a real form (office edit).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { OfficeEditPage } from '../../features/offices/OfficePages.tsx';
import { OFFICE_PATHS } from '../../features/offices/paths.ts';
import { refusedFieldsMessage } from '../../components/form/Form.tsx';
import { NO_ANSWER } from './useApiForm.ts';

afterEach(() => vi.unstubAllGlobals());

const OFFICE = '1f2e3d4c-5b6a-4789-9abc-def012345678';
const office = { id: OFFICE, customerId: 'c', name: 'Ponsonby', createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z' };
const routes = [{ path: `${OFFICE_PATHS.offices}/:officeId/edit`, element: <OfficeEditPage /> }];
const admin = authState(makeUser(['admin']));

function stub(refusal: unknown) {
  return stubFetch({
    'GET /api/customers/options': () => json({ items: [], count: 0 }),
    [`GET /api/offices/${OFFICE}`]: () => json(office),
    [`PUT /api/offices/${OFFICE}`]: () => json(refusal, 400),
  });
}

describe('a refused save', () => {
  it('shows the messages at their fields, points at them from the top, and focuses the first', async () => {
    const phone = 'The phone number 12345 is not a valid number for NZ.';
    const email = 'The e-mail address is already used by another office.';
    stub({ type: 'about:blank', title: 'Bad Request', status: 400, detail: `${phone} (and 1 more)`,
      errors: [{ path: '/body/phone', message: phone }, { path: '/body/email', message: email }] });
    const user = userEvent.setup();
    renderRoutes(routes, `${OFFICE_PATHS.offices}/${OFFICE}/edit`, admin);
    const phoneInput = await screen.findByRole('textbox', { name: /Phone/ });
    await user.type(phoneInput, '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(phone)).toBeInTheDocument();
    expect(screen.getByText(email)).toBeInTheDocument();
    expect(screen.getByTestId('form-refused-fields')).toHaveTextContent(refusedFieldsMessage(2));
    const emailInput = screen.getByRole('textbox', { name: /E-mail/ });
    // The first message's field (the form's order is the server's: e-mail comes after phone here) has the focus.
    await waitFor(() => expect([phoneInput, emailInput]).toContain(document.activeElement));
    expect(phoneInput).toHaveAttribute('aria-invalid', 'true');
    expect(phoneInput).toHaveValue('12345');

    // Each edited field loses its message, and the top follows.
    await user.type(emailInput, 'x');
    await waitFor(() => expect(screen.getByTestId('form-refused-fields')).toHaveTextContent(refusedFieldsMessage(1)));
    await user.clear(phoneInput);
    await waitFor(() => expect(screen.queryByTestId('form-refused-fields')).toBeNull());
  });

  it('shows a refusal about no field at the top of the form, with its detail', async () => {
    stub({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'The office was changed by someone else meanwhile.' });
    const user = userEvent.setup();
    renderRoutes(routes, `${OFFICE_PATHS.offices}/${OFFICE}/edit`, admin);
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), ' North');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The office was changed by someone else meanwhile.')).toBeInTheDocument();
    expect(screen.queryByTestId('form-refused-fields')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Ponsonby North');
  });
});

describe('a save that gets no answer', () => {
  it('says so at the top of the form, in words a user understands, and keeps the form', async () => {
    stubFetch({
      'GET /api/customers/options': () => json({ items: [], count: 0 }),
      [`GET /api/offices/${OFFICE}`]: () => json(office),
      [`PUT /api/offices/${OFFICE}`]: () => { throw new TypeError('Failed to fetch'); },
    });
    const user = userEvent.setup();
    renderRoutes(routes, `${OFFICE_PATHS.offices}/${OFFICE}/edit`, admin);
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), ' North');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(NO_ANSWER)).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Ponsonby North');
  });
});
