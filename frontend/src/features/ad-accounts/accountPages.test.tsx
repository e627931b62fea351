// The ad-account lists (000 §2, 001 §7): 25 a page by customer, an account changed in a dialog with its
// credentials write-only ('Stored') and its network's minimum budget, a new one created with the credentials
// typed, and an unlink the server refuses saying why.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { HARBOUR, HARBOUR_REALTY, customerOptions } from '../../test/listingFixtures.ts';
import type { AdAccount } from '../../lib/api/generated/ads.ts';
import { AccountsListPage } from './AccountPages.tsx';
import { AD_ACCOUNT_PATHS } from './paths.ts';

const ID = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
const account = (overrides: Partial<AdAccount> = {}): AdAccount => ({
  id: ID, kind: 'social', provider: 'meta', accountId: '1029384756', name: 'Harbour ads', currency: 'NZD', timezone: 'Pacific/Auckland',
  customerId: HARBOUR, hasCredentials: true, createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z', ...overrides,
});
const routes = [
  { path: AD_ACCOUNT_PATHS.adAccounts, element: <AccountsListPage kind="social" /> },
  { path: AD_ACCOUNT_PATHS.gdnAccounts, element: <AccountsListPage kind="display" /> },
];
const RUNNING = 'This ad account has running campaigns.';

afterEach(() => vi.unstubAllGlobals());

describe('the FB ad accounts list', () => {
  it('lists 25 a page, filters by customer and edits an account with stored credentials and its minimum budget', async () => {
    const { calls } = stubFetch({
      'GET /api/customers/options': customerOptions(HARBOUR_REALTY),
      'GET /api/ad-accounts': () => json({ items: [account()], count: 1 }),
      [`GET /api/ad-accounts/${ID}/minimum-budget`]: () => json({ currency: 'NZD', dailyMinimum: 500 }),
      [`PUT /api/ad-accounts/${ID}`]: () => json(account({ name: 'Harbour social' })),
    });
    const user = userEvent.setup();
    renderRoutes(routes, AD_ACCOUNT_PATHS.adAccounts, authState(makeUser(['operations'])));
    const row = (await screen.findByText('Harbour ads')).closest('tr')!;
    expect(within(row).getByText('Stored')).toBeInTheDocument();
    const first = calls.find((c) => c.url.pathname === '/api/ad-accounts')!.url.searchParams;
    expect(first.get('limit')).toBe('25');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Customer' }), HARBOUR);
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('customerId')).toBe(HARBOUR));

    await user.click(within(row).getByText('Harbour ads'));
    const dialog = await screen.findByTestId('account-dialog');
    expect(await within(dialog).findByTestId('account-minimum-budget')).toHaveTextContent('$5.00 NZD');
    // Credentials are never shown: the fields start empty and say the stored ones stay.
    const token = within(dialog).getByLabelText('Access token') as HTMLInputElement;
    expect(token.value).toBe('');
    expect(within(dialog).getAllByText('Stored. Leave empty to keep it.').length).toBe(3);
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Harbour social');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ name: 'Harbour social', timezone: 'Pacific/Auckland', customerId: HARBOUR });
  });

  it("shows the server's reason when an account with running campaigns is unlinked", async () => {
    stubFetch({
      'GET /api/customers/options': customerOptions(HARBOUR_REALTY),
      'GET /api/ad-accounts': () => json({ items: [account()], count: 1 }),
      [`DELETE /api/ad-accounts/${ID}`]: () => json({ title: 'Conflict', status: 409, detail: RUNNING }, 409),
    });
    const user = userEvent.setup();
    renderRoutes(routes, AD_ACCOUNT_PATHS.adAccounts, authState(makeUser(['admin'])));
    await user.click(await screen.findByRole('button', { name: 'Unlink Harbour ads' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(RUNNING)).toBeInTheDocument();
  });
});

describe('the GDN accounts list', () => {
  it('creates a Google Ads account with the credentials it needs, asking for the missing ones first', async () => {
    const { calls } = stubFetch({
      'GET /api/customers/options': customerOptions(HARBOUR_REALTY),
      'GET /api/gdn-accounts': () => json({ items: [], count: 0 }),
      'POST /api/gdn-accounts': () => json(account({ kind: 'display', provider: 'google', accountId: '5647382910', name: 'Harbour display' }), 201),
    });
    const user = userEvent.setup();
    renderRoutes(routes, AD_ACCOUNT_PATHS.gdnAccounts, authState(makeUser(['admin'])));
    expect(await screen.findByText('No GDN accounts yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add GDN account' }));
    const dialog = await screen.findByTestId('account-dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Network/ }), 'google');
    await user.type(within(dialog).getByLabelText(/^Account id/), '5647382910');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Harbour display');
    await user.type(within(dialog).getByLabelText(/^Developer token/), 'dev');
    await user.click(within(dialog).getByRole('button', { name: 'Add GDN account' }));
    expect(await within(dialog).findAllByText('Required for this provider.')).toHaveLength(3);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText(/^OAuth client id/), 'client');
    await user.type(within(dialog).getByLabelText(/^OAuth client secret/), 'secret');
    await user.type(within(dialog).getByLabelText(/^Refresh token/), 'refresh');
    await user.click(within(dialog).getByRole('button', { name: 'Add GDN account' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      provider: 'google', accountId: '5647382910', name: 'Harbour display', currency: 'NZD', timezone: 'Pacific/Auckland', customerId: null,
      credentials: { developerToken: 'dev', clientId: 'client', clientSecret: 'secret', refreshToken: 'refresh' },
    });
  });
});
