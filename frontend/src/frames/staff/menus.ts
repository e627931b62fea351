// The staff frame's menu places (000 §2, 001 §2): the top bar with its Customers, Campaign and Features
// dropdowns, and the account menu. Features put their entries in them (MenuEntry.place).
import type { MenuPlaceDefinition, MenuPlaceName } from '../../app/feature.ts';

declare module '../../app/feature.ts' {
  interface MenuPlaceNames {
    /** The top bar. */
    top: true;
    /** The account menu under the user's name. */
    user: true;
    customers: true;
    campaign: true;
    features: true;
  }
}

const STAFF = ['admin', 'operations', 'sales'];

export const menuPlaces: Partial<Record<MenuPlaceName, MenuPlaceDefinition>> = {
  top: {},
  user: {},
  customers: { dropdown: { in: 'top', order: 10, label: 'Customers', roles: STAFF } },
  campaign: { dropdown: { in: 'top', order: 20, label: 'Campaign', roles: STAFF } },
  features: { dropdown: { in: 'top', order: 30, label: 'Features', roles: ['admin', 'sales', 'operations'] } },
};
