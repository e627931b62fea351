// The top menu of spec 000 §2 and 001 §2. Entries whose pages are not built yet carry `built: false`
// and stay hidden until their area lands; flip the flag when the route exists.
import { DEFAULT_MENU_ROLES, EVERYONE, ROUTES } from '../constants.ts';

export interface MenuItem {
  label: string;
  to?: string;
  /** Who sees it; '*' means everyone; the default is user and admin. */
  roles?: readonly string[] | typeof EVERYONE;
  built?: boolean;
  children?: MenuItem[];
  /** Per-role targets, e.g. operations' Settings opens the users tab. */
  toByRole?: Record<string, string>;
}

const STAFF = ['admin', 'operations', 'sales'];
const ADMIN_OPS = ['admin', 'operations'];

export const TOP_MENU: MenuItem[] = [
  {
    label: 'Customers', roles: STAFF, children: [
      { label: 'Customers', to: ROUTES.customers, roles: ADMIN_OPS, built: true },
      { label: 'Offices', to: ROUTES.officesList, roles: ['user', 'admin', 'operations'], built: true },
      { label: 'Agents', to: ROUTES.agentsList, roles: STAFF, built: true },
      { label: 'Customer Listings', to: '/customers/listings', roles: ADMIN_OPS, built: false },
      { label: 'Open Homes', to: '/customer/open-homes', roles: ADMIN_OPS, built: false },
    ],
  },
  {
    label: 'Campaign', roles: STAFF, children: [
      { label: 'Orders', to: '/orders/list', roles: STAFF, built: false },
      { label: 'FB Ad Accounts', to: '/ad-accounts', roles: ADMIN_OPS, built: false },
      { label: 'GDN Accounts', to: '/gdn-accounts', roles: ADMIN_OPS, built: false },
      { label: 'FB Campaigns', to: '/campaigns', roles: STAFF, built: false },
      { label: 'GDN Campaigns', to: '/gdn-campaigns', roles: STAFF, built: false },
      { label: 'Meta Pages', to: '/meta-pages', roles: STAFF, built: false },
    ],
  },
  {
    label: 'Features', roles: ['admin', 'sales', 'operations'], children: [
      { label: 'Budget Plans', to: '/budget-plans', roles: ['admin'], built: false },
      { label: 'Dashboard Templates', to: ROUTES.dashboardTemplatesList, built: true },
      { label: 'Dashboard Settings', to: ROUTES.dashboardsList, built: true },
      { label: 'Products', to: '/products', roles: ['user', 'admin', 'operations'], built: false },
    ],
  },
  { label: 'Users', to: ROUTES.adminUsers, roles: ['admin'], built: true },
  {
    label: 'Settings', to: ROUTES.settingsUsersTab, roles: ADMIN_OPS, built: true,
    toByRole: { operations: ROUTES.settingsUsersTab },
  },
];

export const USER_MENU: MenuItem[] = [
  { label: 'Profile', to: `${ROUTES.userSettings}/profile`, roles: ['admin'], built: true },
  { label: 'Password', to: `${ROUTES.userSettings}/password`, roles: ['admin'], built: true },
  { label: 'Linked accounts', to: `${ROUTES.userSettings}/accounts`, roles: ['admin'], built: true },
  { label: 'Picture', to: `${ROUTES.userSettings}/picture`, roles: ['admin'], built: true },
];

function allowed(item: MenuItem, roles: readonly string[]): boolean {
  const want = item.roles ?? DEFAULT_MENU_ROLES;
  return want === EVERYONE || roles.some((r) => (want as readonly string[]).includes(r));
}

/** The entries a user with these roles sees: allowed, built, and dropdowns with at least one child. */
export function visibleMenu(items: MenuItem[], roles: readonly string[]): MenuItem[] {
  return items.flatMap((item): MenuItem[] => {
    if (!allowed(item, roles)) return [];
    if (item.children) {
      const children = visibleMenu(item.children, roles);
      return children.length ? [{ ...item, children }] : [];
    }
    if (!item.built) return [];
    const roleTarget = roles.map((r) => item.toByRole?.[r]).find(Boolean);
    return [{ ...item, to: roleTarget ?? item.to }];
  });
}
