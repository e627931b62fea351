// The staff menus follow the roles of 000 §2 and 001 §2: every entry a role sees opens a page that role may open
// (never a 403), every page of a menu a staff role may open is in that role's menu, the contents per role, and
// on a phone the top menu is a drawer behind a menu button.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { menuOf, visibleMenu, type MenuItem } from '../../app/menu.ts';
import { appRoutes } from '../../app/routes.tsx';
import { decide } from '../../lib/auth/roles.ts';
import { STAFF_ROLES } from '../../constants.ts';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { TopMenu } from './TopMenu.tsx';

afterEach(() => vi.unstubAllGlobals());

const TOP = menuOf('top');
const USER = menuOf('user');

/** The route a menu target opens (the most specific match, as the router picks it). */
function routeOf(to: string) {
  const route = matchRoutes(appRoutes.map((r) => ({ path: r.path, route: r })), to)?.at(-1)?.route.route;
  if (!route) throw new Error(`No route opens the menu target ${to}`);
  return route;
}
const mayOpen = (to: string, role: string) => decide(routeOf(to).roles, { roles: [role] }) === 'allow';
const leaves = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => (i.children ? leaves(i.children) : [i]));
const contents = (items: MenuItem[]) => items.map((i) => (i.children ? { [i.label]: i.children.map((c) => c.label) } : i.label));

describe('menus per role', () => {
  it.each([...STAFF_ROLES])('never offers %s a page that would refuse it', (role) => {
    for (const entry of leaves(visibleMenu([...TOP, ...USER], [role]))) {
      expect(mayOpen(entry.to!, role), `${entry.label} → ${entry.to}`).toBe(true);
    }
  });

  it.each(['admin', 'operations', 'sales'])('offers %s every menu page it may open, where its dropdown shows to it', (role) => {
    const seen = new Set(leaves(visibleMenu([...TOP, ...USER], [role])).map((e) => e.to));
    const inPlace = (items: MenuItem[], dropdownRoles?: readonly string[] | '*') => items.flatMap((item): MenuItem[] => {
      if (item.children) return inPlace(item.children, item.roles);
      const shown = dropdownRoles === undefined || dropdownRoles === '*' || dropdownRoles.includes(role);
      return shown ? [item] : [];
    });
    for (const entry of inPlace([...TOP, ...USER])) {
      const to = entry.toByRole?.[role] ?? entry.to!;
      if (mayOpen(to, role)) expect(seen.has(to), `${entry.label} → ${to}`).toBe(true);
    }
  });

  it('gives admin, operations and sales the top menu of 000 §2 and 001 §2 for their roles', () => {
    const customers = ['Customers', 'Offices', 'Agents', 'Customer Listings', 'Bulk Upload', 'Import Jobs', 'Open Homes'];
    const features = ['Dashboard Templates', 'Dashboard Settings', 'Products', 'Product Types'];
    const campaign = ['Orders', 'FB Ad Accounts', 'GDN Accounts', 'FB Campaigns', 'GDN Campaigns', 'Meta Pages'];
    expect(contents(visibleMenu(TOP, ['admin']))).toEqual([{ Customers: customers }, { Campaign: campaign }, { Features: features }, 'Users', 'Creative Templates', 'Shared Assets', 'Settings']);
    expect(contents(visibleMenu(TOP, ['operations']))).toEqual([{ Customers: customers }, { Campaign: campaign }, { Features: features }, 'Creative Templates', 'Shared Assets', 'Settings']);
    // Customers, offices, listings and open homes are admin and operations (000 §6, 001 §2); agents and orders
    // are sales' too, ad accounts are not (000 §2), campaign lists and meta pages are (001 §1); no product or
    // dashboard page allows sales.
    expect(contents(visibleMenu(TOP, ['sales']))).toEqual([{ Customers: ['Agents'] }, { Campaign: ['Orders', 'FB Campaigns', 'GDN Campaigns', 'Meta Pages'] }]);
  });

  it.each(['admin', 'operations', 'sales'])('gives %s its own profile, password, linked accounts and picture', (role) => {
    expect(contents(visibleMenu(USER, [role]))).toEqual(['Profile', 'Password', 'Linked accounts', 'Picture']);
  });
});

// jsdom applies the wide layout's rules (the menu button is display: none there, so it has no accessible name),
// hence finding the button by its label; the browser test shows it at 375 px.
describe('the top menu on a phone', () => {
  const render = (roles: string[]) => {
    stubFetch({ 'GET /api/auth/config': () => json({ providers: [], signUpEnabled: false }) });
    return renderRoutes([{ path: '*', element: <TopMenu /> }], '/', authState(makeUser(roles as never, { displayName: 'Sam Sales' })));
  };

  it('opens a drawer with every entry of the user, dropdowns as groups, and closes it on the way to a page', async () => {
    const user = userEvent.setup();
    const { router } = render(['sales']);
    await user.click(await screen.findByLabelText('Open the menu'));
    const drawer = await screen.findByRole('dialog');
    const nav = within(drawer).getByRole('navigation', { name: 'Menu' });
    expect(within(nav).getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['Customers', 'Campaign']);
    expect(within(nav).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Agents', '/agents/list'], ['Orders', '/orders/list'], ['FB Campaigns', '/campaigns'], ['GDN Campaigns', '/gdn-campaigns'], ['Meta Pages', '/meta-pages'],
    ]);
    await user.click(within(nav).getByRole('link', { name: 'Orders' }));
    expect(router.state.location.pathname).toBe('/orders/list');
    // Closed (jsdom never ends its closing animation, so the browser test sees it leave the page).
    await vi.waitFor(() => expect(screen.getByLabelText('Open the menu')).toHaveAttribute('aria-expanded', 'false'));
  });

  it("lists the admin's dropdowns and links in the drawer as in the bar", async () => {
    const user = userEvent.setup();
    render(['admin']);
    await user.click(await screen.findByLabelText('Open the menu'));
    const nav = within(await screen.findByRole('dialog')).getByRole('navigation', { name: 'Menu' });
    expect(within(nav).getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['Customers', 'Campaign', 'Features']);
    expect(within(nav).getByRole('link', { name: 'Product Types' })).toHaveAttribute('href', '/product-types');
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
  });

  it('keeps the account menu, with the own settings, for a sales user', async () => {
    const user = userEvent.setup();
    render(['sales']);
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Profile', 'Password', 'Linked accounts', 'Picture', 'Sign out']);
  });
});
