// "Log in as" on the staff users screen (001 §4): the dashboard users filter lists them, an active one
// offers "Log in as", which asks identity for a pre-auth url and opens it in a new tab (this tab keeps
// the staff session); an inactive one, a staff user and a role createPreAuthUrl refuses are not offered it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildRouteTree, type AppRoute } from '../../app/routes.tsx';
import { rolesOf } from '../../lib/auth/roles.ts';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { USER_PATHS } from './paths.ts';
import { UsersListPage } from './UsersListPage.tsx';
import { UserViewPage } from './UserViewPage.tsx';
import { USER_LABELS } from './messages.ts';

vi.mock('../../frames/staff/TopMenu.tsx', () => ({ TopMenu: () => null }));
afterEach(() => vi.unstubAllGlobals());

const AGENT_ID = '33333333-3333-4333-8333-333333333333';
const admin = makeUser(['admin'], { displayName: 'Ada Admin' });
const agent = makeUser(['agent'], { id: AGENT_ID, kind: 'dashboard', displayName: 'Jo Agent', email: 'jo@agency.test' });
const inactive = makeUser(['agent'], { id: '44444444-4444-4444-8444-444444444444', kind: 'dashboard', displayName: 'Ina Inactive', isActive: false });
const staff = makeUser(['sales'], { id: '55555555-5555-4555-8555-555555555555', displayName: 'Sam Sales' });
const PRE_AUTH_URL = 'http://localhost/api/auth/dashboard/preauth/pa_1';

const routes: AppRoute[] = [
  { path: USER_PATHS.adminUsers, roles: rolesOf('listUsers', ['admin']), title: 'Users', element: <UsersListPage /> },
  { path: `${USER_PATHS.adminUsers}/:userId`, roles: rolesOf('getUser', ['admin']), title: 'User', element: <UserViewPage /> },
];
const tree = buildRouteTree(routes);

describe('log in as a dashboard user', () => {
  it('the dashboard users filter lists them; "Log in as" opens the pre-auth url in a new tab and stays here', async () => {
    const { calls } = stubFetch({
      'GET /api/users/list': (_r, url) => json(url.searchParams.get('kind') === 'dashboard' ? { items: [agent, inactive], count: 2 } : { items: [staff], count: 1 }),
      'POST /api/auth/dashboard/preauth': () => json({ url: PRE_AUTH_URL }),
    });
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    const user = userEvent.setup();
    const { router } = renderRoutes(tree, USER_PATHS.adminUsers, authState(admin));
    const staffRow = (await screen.findByRole('cell', { name: 'Sam Sales' })).closest('tr')!;
    expect(within(staffRow).queryByRole('button', { name: /Log in as/ })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: USER_LABELS.filterUsers }), USER_LABELS.dashboardUsers);
    const agentRow = (await screen.findByRole('cell', { name: 'Jo Agent' })).closest('tr')!;
    const inactiveRow = screen.getByRole('cell', { name: 'Ina Inactive' }).closest('tr')!;
    expect(within(inactiveRow).queryByRole('button', { name: /Log in as/ })).toBeNull();
    expect(calls.some((c) => c.url.pathname === '/api/users/list' && c.url.searchParams.get('kind') === 'dashboard')).toBe(true);

    await user.click(within(agentRow).getByRole('button', { name: 'Log in as Jo Agent' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(PRE_AUTH_URL, '_blank'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ userid: AGENT_ID });
    // The row's button does not open the user's page: this tab stays on the list.
    expect(router.state.location.pathname).toBe(USER_PATHS.adminUsers);
  });

  it("the dashboard user's page offers it too", async () => {
    stubFetch({ [`GET /api/users/${AGENT_ID}`]: () => json(agent) });
    renderRoutes(tree, `${USER_PATHS.adminUsers}/${AGENT_ID}`, authState(admin));
    expect(await screen.findByRole('button', { name: 'Log in as Jo Agent' })).toBeInTheDocument();
  });

  it('a blocked pop-up is said', async () => {
    stubFetch({
      [`GET /api/users/${AGENT_ID}`]: () => json(agent),
      'POST /api/auth/dashboard/preauth': () => json({ url: PRE_AUTH_URL }),
    });
    vi.stubGlobal('open', vi.fn(() => null));
    const user = userEvent.setup();
    renderRoutes(tree, `${USER_PATHS.adminUsers}/${AGENT_ID}`, authState(admin));
    await user.click(await screen.findByRole('button', { name: 'Log in as Jo Agent' }));
    expect(await screen.findByText(/blocked the new tab/)).toBeInTheDocument();
  });
});
