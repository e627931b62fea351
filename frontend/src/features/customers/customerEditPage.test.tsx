// The customer edit page links to the customer's own screens: e-mail templates, stores, assets and listings
// (/customers/listings/{customerId}), side by side in its actions. Its e-mail templates page shows a refused
// load of the templates by its problem where the table would be.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { CustomerEditPage } from './CustomerEditPage.tsx';
import { EmailTemplatesPage } from './EmailTemplatesPage.tsx';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { CUSTOMER_PATHS } from './paths.ts';

const CUSTOMER = '5b2d6a8e-3f5c-4d8e-9b1a-2c3d4e5f6a7b';
const customer = () => ({
  id: CUSTOMER, name: 'Harbour Realty', isActive: true, hasApiKey: false, hasLogo: false,
  currency: { code: 'NZD', currencySuffix: 'NZD' }, country: { code: 'NZ', taxCode: 'GST' },
  sharingOptions: { campaigns: true, listings: true, resources: true, allowedSharingWidgets: ['facebook'] }, imageAdLimit: 10,
  settings: [], reportDomains: [], facebookPages: [],
  createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('customer edit page', () => {
  it("links to the customer's stores, assets and listings", async () => {
    stubFetch({
      [`GET /api/customers/${CUSTOMER}`]: () => json(customer()),
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

describe('e-mail templates page', () => {
  it('shows a refused load of the templates by its problem where the table would be', async () => {
    stubFetch({
      [`GET /api/customers/${CUSTOMER}`]: () => json(customer()),
      'GET /api/email-templates': () => json({ type: 'about:blank', title: 'Bad Request', status: 400, detail: 'The templates cannot be listed now.' }, 400),
    });
    renderRoutes([{ path: `${CUSTOMER_PATHS.customer}/:customerId/email-templates`, element: <EmailTemplatesPage /> }],
      `${CUSTOMER_PATHS.customer}/${CUSTOMER}/email-templates`, authState(makeUser(['operations'])));
    expect(await screen.findByTestId('load-error-state')).toHaveTextContent('The templates cannot be listed now.');
    expect(screen.queryByText('No e-mail templates.')).toBeNull();
  });
});
