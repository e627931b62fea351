// The customer edit page links to the customer's own screens: e-mail templates, stores, assets and listings
// (/customers/listings/{customerId}), side by side in its actions.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { CustomerEditPage } from './CustomerEditPage.tsx';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { CUSTOMER_PATHS } from './paths.ts';

const CUSTOMER = '5b2d6a8e-3f5c-4d8e-9b1a-2c3d4e5f6a7b';

afterEach(() => vi.unstubAllGlobals());

describe('customer edit page', () => {
  it("links to the customer's stores, assets and listings", async () => {
    stubFetch({
      [`GET /api/customers/${CUSTOMER}`]: () => json({
        id: CUSTOMER, name: 'Harbour Realty', isActive: true, hasApiKey: false, hasLogo: false,
        currency: { code: 'NZD', currencySuffix: 'NZD' }, country: { code: 'NZ', taxCode: 'GST' },
        sharingOptions: { campaigns: true, listings: true, resources: true, allowedSharingWidgets: ['facebook'] }, imageAdLimit: 10,
        settings: [], reportDomains: [], facebookPages: [],
        createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z',
      }),
    });
    renderRoutes([{ path: `${CUSTOMER_PATHS.customer}/:customerId/edit`, element: <CustomerEditPage /> }], `${CUSTOMER_PATHS.customer}/${CUSTOMER}/edit`, authState(makeUser(['operations'])));
    const listings = await screen.findByRole('link', { name: 'Listings' });
    expect(listings).toHaveAttribute('href', `/customers/listings/${CUSTOMER}`);
    expect(screen.getByRole('link', { name: 'Stores' })).toHaveAttribute('href', `${CUSTOMER_PATHS.customer}/${CUSTOMER}/stores`);
    expect(screen.getByRole('link', { name: 'Assets' })).toHaveAttribute('href', `${CUSTOMER_PATHS.customer}/${CUSTOMER}/assets`);
    // Side by side: Listings comes right after Assets.
    const links = screen.getAllByRole('link').map((l) => l.textContent?.trim());
    expect(links.indexOf('Listings')).toBe(links.indexOf('Assets') + 1);
  });
});
