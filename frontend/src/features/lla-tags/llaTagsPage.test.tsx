// /customer/{customerId}/llatags (000 §2): the customer's tags 25 a page; a new one is made in a dialog from the
// audiences of the customer's own and the shared social accounts, checked on submit in the server's words, and
// the server's refusals show at their fields (the 409 'name taken' at the name); an edited tag keeps an audience
// no account lists any more in sight; deleting asks 'Are you sure you want to do this?' first.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { HARBOUR } from '../../test/listingFixtures.ts';
import type { AdAccount, CustomAudience, LlaTag } from '../../lib/api/generated/ads.ts';
import { LlaTagsPage } from './LlaTagsPage.tsx';
import { LLA_TAG_ROUTES, llaTagsPath } from './paths.ts';

const OWN = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
const SHARED = '7b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0e';
const OTHER = '8c9d0e1f-2a3b-4c4d-8e5f-6a7b8c9d0e1f';
const VENDORS = '5d6e7f80-9a0b-4c1d-8e2f-3a4b5c6d7e8f';
const BUYERS = '5d6e7f80-9a0b-4c1d-8e2f-3a4b5c6d7e90';
const GONE = '5d6e7f80-9a0b-4c1d-8e2f-3a4b5c6d7e91';
const TAG_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
const AT = '2026-11-22T08:00:00.000Z';

const account = (id: string, name: string, customerId: string | null): AdAccount => ({
  id, kind: 'social', provider: 'meta', accountId: id.slice(0, 8), name, currency: 'NZD', timezone: 'Pacific/Auckland', customerId, hasCredentials: true, createdAt: AT, updatedAt: AT,
});
const audience = (id: string, adAccountId: string, name: string): CustomAudience => ({
  id, adAccountId, audienceId: id.slice(-6), name, description: '', subtype: 'CUSTOM', approximateCount: 1200, tags: [], syncedAt: AT, createdAt: AT, updatedAt: AT,
});
const tag = (overrides: Partial<LlaTag> = {}): LlaTag => ({
  id: TAG_ID, customerId: HARBOUR, name: 'Vendors lookalike', sourceAudienceIds: [VENDORS], country: 'NZ', ratio: 3, createdAt: AT, updatedAt: AT, ...overrides,
});
const list = <T,>(items: T[]) => () => json({ items, count: items.length });

/** The customer, its own and a shared social account (and another customer's, never offered), and their audiences. */
const customerRoutes = {
  [`GET /api/customers/${HARBOUR}`]: () => json({ id: HARBOUR, name: 'Harbour Realty' }),
  'GET /api/ad-accounts': (_: Request, url: URL) => json(url.searchParams.get('customerId') === HARBOUR
    ? { items: [account(OWN, 'Harbour ads', HARBOUR)], count: 1 }
    : { items: [account(OWN, 'Harbour ads', HARBOUR), account(OTHER, 'Summit ads', 'someone-else'), account(SHARED, 'Simulator social', null)], count: 3 }),
  [`GET /api/ad-accounts/${OWN}/custom-audiences`]: list([audience(VENDORS, OWN, 'Website vendors')]),
  [`GET /api/ad-accounts/${SHARED}/custom-audiences`]: list([audience(BUYERS, SHARED, 'Buyers')]),
  [`GET /api/ad-accounts/${OTHER}/custom-audiences`]: list([audience(GONE, OTHER, 'Not yours')]),
};
const routes = [{ path: LLA_TAG_ROUTES.list, element: <LlaTagsPage /> }];
const TAKEN = 'This customer already has an LLA tag of this name.';

afterEach(() => vi.unstubAllGlobals());

describe('the LLA tags of a customer', () => {
  it("creates a tag from the customer's and the shared audiences, checked on submit, with the server's 409 at the name", async () => {
    let posts = 0;
    const { calls } = stubFetch({
      ...customerRoutes,
      'GET /api/lla-tags': list([tag()]),
      'POST /api/lla-tags': () => (++posts === 1
        ? json({ title: 'Conflict', status: 409, detail: TAKEN }, 409)
        : json(tag({ id: '4d5e6f70-8b9c-4dae-8f01-2b3c4d5e6f70', name: 'Buyers lookalike' }), 201)),
    });
    const user = userEvent.setup();
    renderRoutes(routes, llaTagsPath(HARBOUR), authState(makeUser(['operations'])));
    expect(await screen.findByText('LLA tags · Harbour Realty')).toBeInTheDocument();
    const row = (await screen.findByText('Vendors lookalike')).closest('tr')!;
    expect(within(row).getByText('New Zealand (NZ)')).toBeInTheDocument();
    expect(within(row).getByText('3 %')).toBeInTheDocument();
    const listed = calls.find((c) => c.url.pathname === '/api/lla-tags')!.url.searchParams;
    expect(listed.get('customerId')).toBe(HARBOUR);
    expect(listed.get('limit')).toBe('25');

    await user.click(screen.getByRole('button', { name: 'Add LLA tag' }));
    const dialog = await screen.findByTestId('lla-tag-dialog');
    // The customer's own account and the shared one, each with its audiences; another customer's is not offered.
    await within(dialog).findByText('Website vendors');
    expect(within(dialog).getByText('Buyers')).toBeInTheDocument();
    expect(within(dialog).queryByText('Not yours')).toBeNull();
    expect(within(dialog).queryByTestId(`source-account-${OTHER}`)).toBeNull();

    await user.type(within(dialog).getByLabelText(/^Name/), 'Buyers lookalike');
    const ratio = within(dialog).getByRole('spinbutton', { name: /Ratio/ });
    await user.clear(ratio);
    await user.type(ratio, '12');
    // Nothing shows before a submit attempt (000 §5), and nothing is sent while a check fails.
    expect(within(dialog).queryByText('Lookalike ratio must be between 1 and 10 per cent.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add LLA tag' }));
    expect(await within(dialog).findByText('Lookalike ratio must be between 1 and 10 per cent.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(ratio);
    await user.type(ratio, '4');
    await user.click(within(dialog).getByText('Buyers'));
    await user.click(within(dialog).getByRole('button', { name: 'Add LLA tag' }));
    expect(await within(dialog).findByText(TAKEN)).toBeInTheDocument();
    expect(within(dialog).getByText('Not saved: see the message at the field below.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ customerId: HARBOUR, name: 'Buyers lookalike', sourceAudienceIds: [BUYERS], country: 'NZ', ratio: 4 });

    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Buyers lookalike 2');
    await user.click(within(dialog).getByRole('button', { name: 'Add LLA tag' }));
    await waitFor(() => expect(screen.queryByTestId('lla-tag-dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it("keeps an audience no account lists in sight, shows the server's refusal of it at the audiences, and saves without it", async () => {
    let puts = 0;
    const { calls } = stubFetch({
      ...customerRoutes,
      'GET /api/lla-tags': list([tag({ sourceAudienceIds: [VENDORS, GONE] })]),
      [`PUT /api/lla-tags/${TAG_ID}`]: () => (++puts === 1
        ? json({ title: 'Bad Request', status: 400, errors: [{ path: '/body/sourceAudienceIds/1', message: 'Custom audience not found.' }] }, 400)
        : json(tag({ ratio: 5 }))),
    });
    const user = userEvent.setup();
    renderRoutes(routes, llaTagsPath(HARBOUR), authState(makeUser(['admin'])));
    await user.click(await screen.findByText('Vendors lookalike'));
    const dialog = await screen.findByTestId('lla-tag-dialog');
    const unlisted = await within(dialog).findByTestId('source-unlisted');
    expect(within(unlisted).getByText(GONE)).toBeInTheDocument();
    const ratio = within(dialog).getByRole('spinbutton', { name: /Ratio/ });
    await user.clear(ratio);
    await user.type(ratio, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Custom audience not found.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ name: 'Vendors lookalike', sourceAudienceIds: [VENDORS, GONE], country: 'NZ', ratio: 5 });

    await user.click(within(unlisted).getByText(GONE));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('lla-tag-dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({ name: 'Vendors lookalike', sourceAudienceIds: [VENDORS], country: 'NZ', ratio: 5 });
  });

  it("deletes a tag only once the user says yes to 'Are you sure you want to do this?'", async () => {
    const { calls } = stubFetch({
      ...customerRoutes,
      'GET /api/lla-tags': list([tag()]),
      [`DELETE /api/lla-tags/${TAG_ID}`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, llaTagsPath(HARBOUR), authState(makeUser(['operations'])));
    await user.click(await screen.findByRole('button', { name: 'Delete Vendors lookalike' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to do this?')).toBeInTheDocument();
    expect(within(confirm).getByText('Delete the LLA tag Vendors lookalike?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Vendors lookalike' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === `/api/lla-tags/${TAG_ID}`)).toBe(true));
    expect(await screen.findByText('The LLA tag Vendors lookalike has been deleted.')).toBeInTheDocument();
  });
});
