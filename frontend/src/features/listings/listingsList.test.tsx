// The listing lists (000 §2, §7): every customer's, newest first in pages of 25, with the status the server
// labels (DONE shows as Saved) and filters by status and customer; a customer's list is that customer's only
// and creates listings for it; the selected listings of a page get a status at once or are deleted.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingsListPage } from './ListingPages.tsx';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { LISTING_PATHS } from './paths.ts';
import { customerOptions, HARBOUR, HARBOUR_REALTY, listing, listingStatuses, SUMMIT, SUMMIT_HOMES } from '../../test/listingFixtures.ts';

const row = (n: number, customerId: string, listingStatus: 'DONE' | 'ARCHIVED') => listing({
  id: `8b5a9d1b-6c8f-4a01-8e4d-5f6a7b8c9d0${n}`, customerId, reference: `DASH${n}`, title: `Listing ${n}`, type: 'RURAL_FOR_SALE', startPrice: null,
  listingStatus, metaData: [],
});
const handlers = {
  'GET /api/customers/options': customerOptions(HARBOUR_REALTY, SUMMIT_HOMES),
  'GET /api/listings/enumerations/listingStatus': listingStatuses,
  'GET /api/listings': (_: Request, url: URL) => json({ items: [row(1, HARBOUR, 'DONE'), row(2, SUMMIT, 'ARCHIVED')].filter((l) => !url.searchParams.get('customerId') || l.customerId === url.searchParams.get('customerId')), count: 2 }),
};
const routes = [
  { path: LISTING_PATHS.customerListings, element: <ListingsListPage /> },
  { path: `${LISTING_PATHS.customerListings}/:customerId`, element: <ListingsListPage /> },
  { path: '*', element: <div data-testid="elsewhere" /> },
];

afterEach(() => vi.unstubAllGlobals());

describe('listing lists', () => {
  it("lists every customer's listings newest first, 25 a page, with the server's status labels and filters", async () => {
    const { calls } = stubFetch(handlers);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, LISTING_PATHS.customerListings, authState(makeUser(['operations'])));
    expect(await screen.findByRole('heading', { name: 'Customer Listings' })).toBeInTheDocument();
    expect(await screen.findByText('Listing 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Saved').length).toBeGreaterThan(1)); // the filter's option and the row
    expect(screen.queryByText('DONE')).toBeNull();
    expect(screen.getAllByText('Summit Homes').length).toBeGreaterThan(1);
    const first = calls.find((c) => c.url.pathname === '/api/listings')!.url.searchParams;
    expect(Object.fromEntries(first)).toEqual({ page: '1', limit: '25', sort: '-createdAt' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'ARCHIVED');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Customer' }), SUMMIT);
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('customerId')).toBe(SUMMIT));
    expect(calls.at(-1)!.url.searchParams.get('listingStatus')).toBe('ARCHIVED');

    await user.type(screen.getByRole('textbox', { name: 'Search listings' }), 'dash2');
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('search')).toBe('dash2'));
    expect(calls.at(-1)!.url.searchParams.get('searchField')).toBe('reference');

    await user.click(screen.getByText('Listing 2'));
    expect(router.state.location.pathname).toBe(`${LISTING_PATHS.listing}/${row(2, SUMMIT, 'ARCHIVED').id}`);
  });

  it("shows one customer's listings and creates a listing for that customer", async () => {
    const { calls } = stubFetch(handlers);
    renderRoutes(routes, `${LISTING_PATHS.customerListings}/${HARBOUR}`, authState(makeUser(['admin'])));
    expect(await screen.findByRole('heading', { name: 'Listings of Harbour Realty' })).toBeInTheDocument();
    expect(await screen.findByText('Listing 1')).toBeInTheDocument();
    expect(screen.queryByText('Listing 2')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();
    expect(calls.filter((c) => c.url.pathname === '/api/listings').every((c) => c.url.searchParams.get('customerId') === HARBOUR)).toBe(true);
    expect(screen.getByRole('link', { name: 'Create listing' })).toHaveAttribute('href', `${LISTING_PATHS.listingCreate}?customerId=${HARBOUR}`);
  });

  it('sets the status of the selected listings at once, and deletes them after asking', async () => {
    const { calls } = stubFetch({
      ...handlers,
      'PUT /api/listings': () => json({ items: [] }),
      'DELETE /api/listings': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, LISTING_PATHS.customerListings, authState(makeUser(['admin'])));
    await screen.findByText('Listing 2');
    expect(screen.queryByTestId('bulk-actions')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select every listing of the page' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Listing 1' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Set the status of the selected' }), 'ARCHIVED');
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: [row(2, SUMMIT, 'ARCHIVED').id], listingStatus: 'ARCHIVED' }));
    await waitFor(() => expect(screen.queryByTestId('bulk-actions')).toBeNull());

    await user.click(screen.getByRole('checkbox', { name: 'Select Listing 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url.searchParams.getAll('ids')).toEqual([row(1, HARBOUR, 'DONE').id]));
  });
});
