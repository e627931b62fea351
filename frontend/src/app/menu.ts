// The top menu of spec 000 §2 and 001 §2: its dropdowns are declared here, their entries (and the top-level
// and user-menu entries) by each feature (its feature.tsx), so a feature's menu entries land with its pages.
// A dropdown without an entry the user may open is not shown (Campaign, until its features exist).
import { DEFAULT_MENU_ROLES, EVERYONE } from '../constants.ts';
import type { MenuEntry, MenuPlace } from './feature.ts';
import { FEATURES } from './features.ts';

export interface MenuItem {
  label: string;
  to?: string;
  /** Who sees it; '*' means everyone; the default is user and admin. */
  roles?: readonly string[] | typeof EVERYONE;
  children?: MenuItem[];
  /** Per-role targets, e.g. operations' Settings opens the users tab. */
  toByRole?: Record<string, string>;
}

const STAFF = ['admin', 'operations', 'sales'];

/** The dropdowns of the top menu, in their order among the top-level entries. */
const DROPDOWNS: { place: Exclude<MenuPlace, 'top' | 'user'>; order: number; label: string; roles: readonly string[] }[] = [
  { place: 'customers', order: 10, label: 'Customers', roles: STAFF },
  { place: 'campaign', order: 20, label: 'Campaign', roles: STAFF },
  { place: 'features', order: 30, label: 'Features', roles: ['admin', 'sales', 'operations'] },
];

const ENTRIES: MenuEntry[] = FEATURES.flatMap((feature) => feature.menu ?? []);
const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;
const item = ({ label, to, roles, toByRole }: MenuEntry): MenuItem => ({ label, to, roles, toByRole });
const entriesOf = (place: MenuPlace) => ENTRIES.filter((e) => e.place === place).sort(byOrder);

export const TOP_MENU: MenuItem[] = [
  ...DROPDOWNS.map((d) => ({ order: d.order, item: { label: d.label, roles: d.roles, children: entriesOf(d.place).map(item) } })),
  ...entriesOf('top').map((e) => ({ order: e.order, item: item(e) })),
].sort(byOrder).map((e) => e.item);

export const USER_MENU: MenuItem[] = entriesOf('user').map(item);

function allowed(entry: MenuItem, roles: readonly string[]): boolean {
  const want = entry.roles ?? DEFAULT_MENU_ROLES;
  return want === EVERYONE || roles.some((r) => (want as readonly string[]).includes(r));
}

/** The entries a user with these roles sees: allowed, and dropdowns with at least one child. */
export function visibleMenu(items: MenuItem[], roles: readonly string[]): MenuItem[] {
  return items.flatMap((entry): MenuItem[] => {
    if (!allowed(entry, roles)) return [];
    if (entry.children) {
      const children = visibleMenu(entry.children, roles);
      return children.length ? [{ ...entry, children }] : [];
    }
    const roleTarget = roles.map((r) => entry.toByRole?.[r]).find(Boolean);
    return [{ ...entry, to: roleTarget ?? entry.to }];
  });
}
