// Staff accounts that signed themselves up have no role and await an admin's approval: both users lists
// show them as 'Pending approval' (not an empty roles cell) and filter them (listUsers?pending=true);
// their edit pages say that granting a role approves the account, and saving with a role sends it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildRouteTree, type AppRoute } from '../../app/routes.tsx';
import { rolesOf } from '../../lib/auth/roles.ts';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { MESSAGES } from '../../constants.ts';
import { SETTINGS_PATHS } from '../settings/paths.ts';
import { USER_LABELS, USER_MESSAGES } from './messages.ts';
import { USER_PATHS } from './paths.ts';
import type { User } from '../../lib/api/generated/identity.ts';
import { EditProfilePage } from '../settings/UserManagementPages.tsx';
import { SettingsPage } from '../settings/SettingsPage.tsx';
import { UserEditPage } from './UserEditPage.tsx';
import { UsersListPage } from './UsersListPage.tsx';
import { UserViewPage } from './UserViewPage.tsx';

vi.mock('../../frames/staff/TopMenu.tsx', () => ({ TopMenu: () => null }));
afterEach(() => vi.unstubAllGlobals());

const PENDING_ID = '33333333-3333-4333-8333-333333333333';
const admin = makeUser(['admin'], { displayName: 'Ada Admin' });
const pendingUser = makeUser([], { id: PENDING_ID, email: 'new@example.com', displayName: 'Nina New' });
const salesUser = makeUser(['sales'], { id: '22222222-2222-4222-8222-222222222222', email: 'sam@adops.local', displayName: 'Sam Sales' });

const routes: AppRoute[] = [
  { path: USER_PATHS.adminUsers, roles: rolesOf('listUsers', ['admin']), title: 'Users', element: <UsersListPage /> },
  { path: `${USER_PATHS.adminUsers}/:userId`, roles: rolesOf('getUser', ['admin']), title: 'User', element: <UserViewPage /> },
  { path: `${USER_PATHS.adminUsers}/:userId/edit`, roles: rolesOf('updateUser', ['admin']), title: 'Edit User', element: <UserEditPage /> },
  { path: `${SETTINGS_PATHS.settings}/:tabId`, roles: rolesOf('listUsers', ['admin', 'operations']), title: 'Settings', element: <SettingsPage /> },
  { path: `${SETTINGS_PATHS.settingsUsersEditProfile}/:userId`, roles: rolesOf('updateUser', ['admin', 'operations']), title: 'Edit Profile', element: <EditProfilePage /> },
];
const tree = buildRouteTree(routes);

/** listUsers answering like identity: `pending=true` only the users with no role. */
const listUsers = (all: User[]) => (_: Request, url: URL) => {
  const items = url.searchParams.get('pending') === 'true' ? all.filter((u) => u.roles.length === 0) : all;
  return json({ items, count: items.length });
};

describe('users lists: pending approval', () => {
  for (const [name, path] of [['/admin/users', USER_PATHS.adminUsers], ['the settings users tab', SETTINGS_PATHS.settingsUsersTab]] as const) {
    it(`${name} shows a user with no role as pending approval and filters them with pending=true`, async () => {
      const { calls } = stubFetch({ 'GET /api/users/list': listUsers([pendingUser, salesUser]) });
      const user = userEvent.setup();
      renderRoutes(tree, path, authState(admin));
      const pendingRow = (await screen.findByRole('cell', { name: 'Nina New' })).closest('tr')!;
      const salesRow = screen.getByRole('cell', { name: 'Sam Sales' }).closest('tr')!;
      expect(within(pendingRow).getByTestId('pending-approval')).toHaveTextContent(USER_LABELS.pendingApproval);
      expect(within(salesRow).queryByTestId('pending-approval')).toBeNull();
      expect(within(salesRow).getByText('sales')).toBeInTheDocument();
      // Unfiltered at first.
      expect(calls.every((c) => !c.url.searchParams.has('pending'))).toBe(true);

      const filter = screen.getByRole('combobox', { name: USER_LABELS.filterUsers });
      expect(within(filter).getByRole('option', { name: USER_LABELS.allUsers })).toBeInTheDocument();
      await user.selectOptions(filter, USER_LABELS.pendingApproval);
      await waitFor(() => expect(screen.queryByRole('cell', { name: 'Sam Sales' })).toBeNull());
      expect(screen.getByRole('cell', { name: 'Nina New' })).toBeInTheDocument();
      const last = calls.filter((c) => c.url.pathname === '/api/users/list').at(-1)!;
      expect(last.url.searchParams.get('pending')).toBe('true');
      expect(last.url.searchParams.get('page')).toBe('1');

      await user.selectOptions(filter, USER_LABELS.allUsers);
      await screen.findByRole('cell', { name: 'Sam Sales' });
      expect(calls.filter((c) => c.url.pathname === '/api/users/list').at(-1)!.url.searchParams.has('pending')).toBe(false);
    });
  }

  it('says so when no user is pending', async () => {
    stubFetch({ 'GET /api/users/list': listUsers([salesUser]) });
    const user = userEvent.setup();
    renderRoutes(tree, USER_PATHS.adminUsers, authState(admin));
    await screen.findByRole('cell', { name: 'Sam Sales' });
    await user.selectOptions(screen.getByRole('combobox', { name: USER_LABELS.filterUsers }), USER_LABELS.pendingApproval);
    expect(await screen.findByText(USER_LABELS.noPendingUsers)).toBeInTheDocument();
  });

  it("the user's page shows pending approval in place of roles", async () => {
    stubFetch({ [`GET /api/users/${PENDING_ID}`]: () => json(pendingUser) });
    renderRoutes(tree, `${USER_PATHS.adminUsers}/${PENDING_ID}`, authState(admin));
    expect(await screen.findByTestId('pending-approval')).toHaveTextContent(USER_LABELS.pendingApproval);
  });
});

describe('approving a pending user', () => {
  for (const [name, path] of [['/admin/users/{id}/edit', `${USER_PATHS.adminUsers}/${PENDING_ID}/edit`], ['the settings profile page', `${SETTINGS_PATHS.settingsUsersEditProfile}/${PENDING_ID}`]] as const) {
    it(`${name} says granting a role approves the account, and saving with a role approves it`, async () => {
      let current: User = pendingUser;
      const { calls } = stubFetch({
        [`GET /api/users/${PENDING_ID}`]: () => json(current),
        [`PUT /api/users/${PENDING_ID}`]: async (request) => {
          const body = (await request.json()) as Partial<User>;
          current = { ...current, ...body, updatedAt: '2026-11-22T09:00:00.000Z' };
          return json(current);
        },
        'GET /api/users/list': listUsers([]),
        'GET /api/api-keys': () => json({ items: [], count: 0 }),
      });
      const user = userEvent.setup();
      renderRoutes(tree, path, authState(admin));
      const notice = await screen.findByTestId('pending-approval-notice');
      expect(notice).toHaveTextContent(USER_LABELS.pendingApproval);
      expect(notice).toHaveTextContent(USER_MESSAGES.pendingApproval);
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

      // Saving without a role is not an approval: the form asks for one and sends nothing.
      await user.click(screen.getByRole('button', { name: USER_LABELS.approveAndSave }));
      expect(await screen.findByText(USER_MESSAGES.rolesRequired)).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

      await user.click(screen.getByRole('checkbox', { name: 'sales' }));
      await user.click(screen.getByRole('button', { name: USER_LABELS.approveAndSave }));
      expect(await screen.findByText(MESSAGES.successfullySaved)).toBeInTheDocument();
      const puts = calls.filter((c) => c.method === 'PUT');
      expect(puts).toHaveLength(1);
      expect(puts[0]!.body).toMatchObject({ roles: ['sales'] });
      // Approved: the form is an ordinary one again (behind the success dialog, hence `hidden`).
      await waitFor(() => expect(screen.queryByTestId('pending-approval-notice')).toBeNull());
      expect(screen.getByRole('button', { name: 'Save', hidden: true })).toBeInTheDocument();
      expect(within(screen.getByRole('group', { name: 'Roles', hidden: true })).getByRole('checkbox', { name: 'sales', hidden: true })).toBeChecked();
    });
  }

  it('a user with a role is not shown as pending', async () => {
    stubFetch({ [`GET /api/users/${salesUser.id}`]: () => json(salesUser), 'GET /api/api-keys': () => json({ items: [], count: 0 }) });
    renderRoutes(tree, `${USER_PATHS.adminUsers}/${salesUser.id}/edit`, authState(admin));
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByTestId('pending-approval-notice')).toBeNull();
  });
});
