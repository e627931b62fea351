// The menus. Each frame declares its menu places (src/frames/<name>/menus.ts): a menu its layout shows, or a
// dropdown in another place. Each feature declares its entries and the place each goes in (its feature.tsx), so
// a feature's entries land with its pages. menuOf(place) gives a place's items, its entries and dropdowns by
// order; no place is named here, so a new frame or place is added without editing this file.
// A dropdown without an entry the user may open is not shown (Campaign, until its features exist).
import { DEFAULT_MENU_ROLES, EVERYONE } from '../constants.ts';
import type { MenuEntry, MenuPlaceDefinition, MenuPlaceName } from './feature.ts';
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

const declared = import.meta.glob<Partial<Record<MenuPlaceName, MenuPlaceDefinition>>>('../frames/*/menus.ts', { eager: true, import: 'menuPlaces' });

function register(): ReadonlyMap<MenuPlaceName, MenuPlaceDefinition> {
  const places = new Map<MenuPlaceName, MenuPlaceDefinition>();
  for (const path of Object.keys(declared).sort()) {
    for (const [name, place] of Object.entries(declared[path]!) as [MenuPlaceName, MenuPlaceDefinition | undefined][]) {
      if (!place) continue;
      if (places.has(name)) throw new Error(`Two menu places are named "${name}"`);
      places.set(name, place);
    }
  }
  return places;
}

const PLACES = register();
const ENTRIES: MenuEntry[] = FEATURES.flatMap((feature) => feature.menu ?? []);
for (const entry of ENTRIES) {
  if (!PLACES.has(entry.place)) throw new Error(`Menu entry "${entry.label}" is in no known place ("${entry.place}")`);
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;
const item = ({ label, to, roles, toByRole }: MenuEntry): MenuItem => ({ label, to, roles, toByRole });

/** The items of a menu place: the dropdowns in it (each with its own items) and its entries, by order. */
export function menuOf(place: MenuPlaceName): MenuItem[] {
  const dropdowns = [...PLACES].flatMap(([name, { dropdown }]) =>
    dropdown?.in === place ? [{ order: dropdown.order, item: { label: dropdown.label, roles: dropdown.roles, children: menuOf(name) } }] : []);
  const entries = ENTRIES.filter((e) => e.place === place).map((e) => ({ order: e.order, item: item(e) }));
  return [...dropdowns, ...entries].sort(byOrder).map((e) => e.item);
}

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
