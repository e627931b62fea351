// The listing and open-home screens' routes and menu entries (000 §2, §6): admin and operations open them
// (sales and dashboard users are forbidden), /listing/create is not taken for a listing id, and the
// Customers dropdown links Customer Listings and Open Homes.
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { appRoutes } from '../../app/routes.tsx';
import { menuOf, visibleMenu } from '../../app/menu.ts';
import { decide } from '../../lib/auth/roles.ts';
import { CUSTOMER_PATHS } from '../customers/paths.ts';
import { LISTING_PATHS } from './paths.ts';
import { OPEN_HOME_PATHS } from '../open-homes/paths.ts';

const TOP_MENU = menuOf('top');

const ID = '8b5a9d1b-6c8f-4a01-8e4d-5f6a7b8c9d0e';
const routeOf = (path: string) => matchRoutes(appRoutes.map((r) => ({ path: r.path, route: r })), path)?.[0]?.route.route;
const paths = [LISTING_PATHS.customerListings, `${LISTING_PATHS.customerListings}/${ID}`, LISTING_PATHS.listingCreate, `${LISTING_PATHS.listing}/${ID}`, OPEN_HOME_PATHS.openHomes, `${OPEN_HOME_PATHS.openHomes}/${ID}`];

describe('listing and open-home routes', () => {
  it('are found, with their own page titles', () => {
    expect(paths.map((p) => routeOf(p)?.title)).toEqual(['Customer Listings', 'Customer Listings', 'Create Listing', 'Listing', 'Open Homes', 'Open Home Visitor']);
    // /customer/open-homes is not taken for a customer id; /listing/create not for a listing id
    expect(routeOf(`${CUSTOMER_PATHS.customer}/${ID}/edit`)?.title).toBe('Edit Customer');
  });

  it('let admin and operations in, and keep sales and dashboard users out', () => {
    for (const path of paths) {
      const roles = routeOf(path)!.roles;
      expect(decide(roles, { roles: ['admin'] }), path).toBe('allow');
      expect(decide(roles, { roles: ['operations'] }), path).toBe('allow');
      expect(decide(roles, { roles: ['sales'] }), path).toBe('forbidden');
      expect(decide(roles, { roles: ['corporate'] }), path).toBe('forbidden');
      expect(decide(roles, null), path).toBe('sign-in');
    }
  });

  it('are linked from the Customers dropdown for admin and operations only', () => {
    const entries = (roles: string[]) => visibleMenu(TOP_MENU, roles).find((i) => i.label === 'Customers')?.children ?? [];
    for (const role of ['admin', 'operations']) {
      expect(entries([role]).filter((e) => ['Customer Listings', 'Open Homes'].includes(e.label)).map((e) => e.to))
        .toEqual([LISTING_PATHS.customerListings, OPEN_HOME_PATHS.openHomes]);
    }
    expect(entries(['sales']).map((e) => e.label)).toEqual(['Agents']);
  });
});
