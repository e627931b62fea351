// The listings tab (002 §2, §5, §9): the user's listings 10 a page, newest first, never sending a customer;
// up to 10 selected across pages; a listing deleted since the page loaded cannot be selected ('Cant select
// deleted listing') nor ordered ('Deleted listing included: {title}'); Order opens the order screen with the
// selection; Create listing and Bulk manage by the dashboard's role lists.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch, type Handler } from '../../test/fetchStub.ts';
import { listing } from '../../test/listingFixtures.ts';
import { ListingsTab } from './ListingsTab.tsx';
import { CUSTOMER_ID, dashboardHandler } from './testDashboard.ts';

const id = (n: number) => `8b5a9d1b-6c8f-4a01-8e4d-${String(n).padStart(12, '0')}`;
const rows = Array.from({ length: 12 }, (_, i) => listing({ id: id(i + 1), title: `Listing ${i + 1}`, reference: `DASH${i + 1}`, customerId: CUSTOMER_ID }));
const routes = [
  { path: '/customer-dashboard', element: <ListingsTab /> },
  { path: '*', element: <div data-testid="elsewhere" /> },
];
const dashboardUser = (role: 'corporate' | 'agent' | 'branchmanager') =>
  authState(makeUser([role], { kind: 'dashboard', customerId: CUSTOMER_ID }));

function handlers(gone: Set<string> = new Set()): Record<string, Handler> {
  const one: Record<string, Handler> = Object.fromEntries(rows.map((l) => [`GET /api/listings/${l.id}`,
    () => (gone.has(l.id) ? json({ title: 'Not Found', status: 404, detail: 'Listing not found.' }, 404) : json(l))]));
  return {
    'GET /api/dashboards/current': dashboardHandler(),
    'GET /api/listings': (_: Request, url: URL) => {
      const limit = Number(url.searchParams.get('limit')); const page = Number(url.searchParams.get('page'));
      return json({ items: rows.slice((page - 1) * limit, page * limit), count: rows.length });
    },
    ...one,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the listings tab', () => {
  it("lists the user's listings 10 a page, newest first, without naming a customer, with the page sizes of 002 §9", async () => {
    const { calls } = stubFetch(handlers());
    const user = userEvent.setup();
    renderRoutes(routes, '/customer-dashboard?tab=listings', dashboardUser('agent'));
    expect(await screen.findByText('Listing 10')).toBeInTheDocument();
    expect(screen.queryByText('Listing 11')).toBeNull();
    const first = calls.find((c) => c.url.pathname === '/api/listings')!.url.searchParams;
    expect(Object.fromEntries(first)).toEqual({ page: '1', limit: '10', sort: '-createdAt' });
    const sizes = within(screen.getByRole('combobox', { name: 'Page size' })).getAllByRole('option').map((o) => o.textContent);
    expect(sizes).toEqual(['10 a page', '20 a page', '30 a page', '50 a page', '75 a page', '100 a page']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '20');
    expect(await screen.findByText('Listing 12')).toBeInTheDocument();
    expect(calls.at(-1)!.url.searchParams.get('limit')).toBe('20');
    expect(calls.every((c) => !c.url.searchParams.has('customerId'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Edit Listing 3' })).toHaveAttribute('href', `/customer-dashboard/listing/${id(3)}/edit`);
  });

  it('selects up to 10 listings across pages and orders them', async () => {
    stubFetch(handlers());
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/customer-dashboard?tab=listings', dashboardUser('agent'));
    await screen.findByText('Listing 10');
    for (let n = 1; n <= 10; n++) await user.click(screen.getByRole('checkbox', { name: `Select Listing ${n}` }));
    await waitFor(() => expect(screen.getByTestId('listing-selection')).toHaveTextContent('10 of 10 selected'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Listing 11' }));
    expect(await screen.findByText('Selection limit is 10 listings.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Selection limit is 10 listings.')).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Select Listing 11' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: /Order/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer-dashboard/order'));
    expect(router.state.location.search).toBe(`?listingIds=${rows.slice(0, 10).map((l) => l.id).join('%2C')}`);
  });

  it("does not select a listing deleted since the page loaded: 'Cant select deleted listing'", async () => {
    const gone = new Set<string>();
    const { calls } = stubFetch(handlers(gone));
    const user = userEvent.setup();
    renderRoutes(routes, '/customer-dashboard?tab=listings', dashboardUser('agent'));
    await screen.findByText('Listing 2');
    gone.add(id(2));
    await user.click(screen.getByRole('checkbox', { name: 'Select Listing 2' }));
    expect(await screen.findByText('Cant select deleted listing')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('listing-selection')).toHaveTextContent('0 of 10 selected'));
    // The list is asked again (the deleted one leaves it) and, while still on show, it is marked and not selectable.
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/listings').length).toBeGreaterThan(1));
  });

  it("refuses to order a selection holding a listing deleted since: 'Deleted listing included: {title}'", async () => {
    const gone = new Set<string>();
    stubFetch(handlers(gone));
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/customer-dashboard?tab=listings', dashboardUser('agent'));
    await screen.findByText('Listing 4');
    await user.click(screen.getByRole('checkbox', { name: 'Select Listing 3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Listing 4' }));
    await waitFor(() => expect(screen.getByTestId('listing-selection')).toHaveTextContent('2 of 10 selected'));
    gone.add(id(4));
    await user.click(screen.getByRole('button', { name: /Order/ }));
    expect(await screen.findByText('Deleted listing included: Listing 4')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/customer-dashboard');
    // The deleted one leaves the selection; the rest is ordered.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('listing-selection')).toHaveTextContent('1 of 10 selected'));
    await user.click(screen.getByRole('button', { name: /Order/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?listingIds=${id(3)}`));
  });

  it('offers Create listing and Bulk manage only to the roles the controls name', async () => {
    stubFetch(handlers());
    const corporate = renderRoutes(routes, '/customer-dashboard?tab=listings', dashboardUser('corporate'));
    expect(await screen.findByRole('link', { name: 'Create listing' })).toHaveAttribute('href', '/customer-dashboard/listings/create');
    expect(screen.getByRole('link', { name: 'Bulk manage' })).toHaveAttribute('href', '/customer-dashboard/listings/bulkManage');
    corporate.unmount();
    renderRoutes(routes, '/customer-dashboard?tab=listings', dashboardUser('branchmanager'));
    expect(await screen.findByRole('link', { name: 'Create listing' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bulk manage' })).toBeNull();
  });

  it('offers neither when the controls name no role of the user', async () => {
    stubFetch({ ...handlers(), 'GET /api/dashboards/current': dashboardHandler({ enableCreateListingRoles: ['corporate'], enableBulkCreateRoles: [] }) });
    renderRoutes(routes, '/customer-dashboard?tab=listings', dashboardUser('agent'));
    await screen.findByText('Listing 1');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Create listing' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Bulk manage' })).toBeNull();
  });

  it('filters by listing type for the roles of enableListingTypeFilterRoles only', async () => {
    const { calls } = stubFetch({ ...handlers(), 'GET /api/dashboards/current': dashboardHandler({ enableListingTypeFilterRoles: ['corporate'] }) });
    const user = userEvent.setup();
    const corporate = renderRoutes(routes, '/customer-dashboard?tab=listings', dashboardUser('corporate'));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Listing type' }), 'RURAL_FOR_SALE');
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('type')).toBe('RURAL_FOR_SALE'));
    corporate.unmount();
    renderRoutes(routes, '/customer-dashboard?tab=listings', dashboardUser('agent'));
    await screen.findByText('Listing 1');
    expect(screen.queryByRole('combobox', { name: 'Listing type' })).toBeNull();
    expect(calls.at(-1)!.url.searchParams.has('type')).toBe(false);
  });
});
