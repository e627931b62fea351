// Customer listings (000 §2, §6: admin, operations): every customer's listings, one customer's, a listing
// to view and edit, and creating one (/listing/create, ours: the spec names no create route; the customer's
// listings page links it with the customer chosen).
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { LISTING_PATHS } from './paths.ts';

const ADMIN_OPS = ['admin', 'operations'];
const pages = () => import('./ListingPages.tsx');
const ListingsListPage = lazyPage(pages, (m) => m.ListingsListPage);
const ListingCreatePage = lazyPage(pages, (m) => m.ListingCreatePage);
const ListingEditPage = lazyPage(pages, (m) => m.ListingEditPage);

export const feature: Feature = {
  frame: 'staff',
  routes: [
    { path: LISTING_PATHS.customerListings, roles: rolesOf('listListings', ADMIN_OPS), title: 'Customer Listings', element: <ListingsListPage /> },
    { path: `${LISTING_PATHS.customerListings}/:customerId`, roles: rolesOf('listListings', ADMIN_OPS), title: 'Customer Listings', element: <ListingsListPage /> },
    { path: LISTING_PATHS.listingCreate, roles: rolesOf('createListing', ADMIN_OPS), title: 'Create Listing', element: <ListingCreatePage /> },
    { path: `${LISTING_PATHS.listing}/:listingId`, roles: rolesOf('getListing', ADMIN_OPS), title: 'Listing', element: <ListingEditPage /> },
  ],
  menu: [{ place: 'customers', order: 4, label: 'Customer Listings', to: LISTING_PATHS.customerListings, roles: ADMIN_OPS }],
};
