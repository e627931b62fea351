// Open homes (000 §2, §7): the visitors newest visit first, 25 a page, filtered by customer; a visitor's
// page shows who came, when, and links the listing; an unknown visitor is not found.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OpenHomesListPage, OpenHomeVisitorPage } from './OpenHomePages.tsx';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { LISTING_PATHS } from '../listings/paths.ts';
import { OPEN_HOME_PATHS } from './paths.ts';
import { customerOptions, HARBOUR, HARBOUR_REALTY, LISTING, listing } from '../../test/listingFixtures.ts';

const VISITOR = '9c6b0e2c-7d9a-4b12-9f5e-6a7b8c9d0e1f';
const visitor = {
  id: VISITOR, customerId: HARBOUR, listingId: LISTING, officeId: null, agentId: null, firstName: 'Sam', lastName: 'Visitor',
  email: 'sam.visitor@example.com', phone: '+64 21 555 0100', notes: 'Wants a second viewing.', visitedAt: '2026-11-22T09:30:00.000Z', createdAt: '2026-11-22T09:31:00.000Z',
};
const handlers = {
  'GET /api/customers/options': customerOptions(HARBOUR_REALTY),
  'GET /api/open-homes': () => json({ items: [visitor], count: 1 }),
  [`GET /api/open-homes/${VISITOR}`]: () => json(visitor),
  [`GET /api/listings/${LISTING}`]: () => json(listing()),
};
const routes = [
  { path: OPEN_HOME_PATHS.openHomes, element: <OpenHomesListPage /> },
  { path: `${OPEN_HOME_PATHS.openHomes}/:openHomeVisitorId`, element: <OpenHomeVisitorPage /> },
  { path: '*', element: <div data-testid="elsewhere" /> },
];

afterEach(() => vi.unstubAllGlobals());

describe('open homes', () => {
  it('lists visitors newest visit first, filters by customer, and opens a visitor with a link to the listing', async () => {
    const { calls } = stubFetch(handlers);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, OPEN_HOME_PATHS.openHomes, authState(makeUser(['admin'])));
    expect(await screen.findByText('Sam Visitor')).toBeInTheDocument();
    expect(screen.getByText('22/11/2026 22:30')).toBeInTheDocument();
    expect(Object.fromEntries(calls.find((c) => c.url.pathname === '/api/open-homes')!.url.searchParams)).toEqual({ page: '1', limit: '25', sort: '-visitedAt' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Customer' }), HARBOUR);
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('customerId')).toBe(HARBOUR));

    await user.click(screen.getByText('Sam Visitor'));
    expect(router.state.location.pathname).toBe(`${OPEN_HOME_PATHS.openHomes}/${VISITOR}`);
    expect(await screen.findByRole('heading', { name: 'Sam Visitor' })).toBeInTheDocument();
    expect(screen.getByText('Wants a second viewing.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '12 Harbour View Road' })).toHaveAttribute('href', `${LISTING_PATHS.listing}/${LISTING}`);
  });

  it('says an unknown visitor is not found', async () => {
    stubFetch({ 'GET /api/customers/options': handlers['GET /api/customers/options'] });
    renderRoutes(routes, `${OPEN_HOME_PATHS.openHomes}/${VISITOR}`, authState(makeUser(['operations'])));
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });

  it("lists one listing's visitors when the listing page links them", async () => {
    const { calls } = stubFetch(handlers);
    renderRoutes(routes, `${OPEN_HOME_PATHS.openHomes}?listingId=${LISTING}`, authState(makeUser(['admin'])));
    expect(await screen.findByRole('heading', { name: 'Open Homes of 12 Harbour View Road' })).toBeInTheDocument();
    expect(await screen.findByText('Sam Visitor')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/open-homes')!.url.searchParams.get('listingId')).toBe(LISTING);
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the listing' })).toHaveAttribute('href', `${LISTING_PATHS.listing}/${LISTING}`);
  });
});
