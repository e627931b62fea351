// Who may manage which user (identity's rule: only an admin may change an admin, or grant or remove the
// admin role): pages do not offer what the server would refuse, and a refused save keeps the form and
// shows the server's message instead of going to /forbidden. Only a page load (GET) of a forbidden
// resource goes there.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildRouteTree, type AppRoute } from '../../app/routes.tsx';
import { mayGrantAdmin, mayManageUser, rolesOf } from '../../lib/auth/roles.ts';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { APP_PATHS, GUEST, MESSAGES } from '../../constants.ts';
import { SETTINGS_PATHS } from '../settings/paths.ts';
import type { User } from '../../lib/api/generated/identity.ts';
import { ChangeUserPasswordPage, ChangeUserPicturePage, EditProfilePage } from '../settings/UserManagementPages.tsx';
import { SettingsPage } from '../settings/SettingsPage.tsx';

vi.mock('../../frames/staff/TopMenu.tsx', () => ({ TopMenu: () => null }));
afterEach(() => vi.unstubAllGlobals());

const ADMIN_ID = '11111111-1111-4111-8111-111111111111';
const SALES_ID = '22222222-2222-4222-8222-222222222222';
const anAdmin = makeUser(['admin'], { id: ADMIN_ID, email: 'boss@adops.local', displayName: 'Ada Admin' });
const aSalesUser = makeUser(['sales'], { id: SALES_ID, email: 'sam@adops.local', displayName: 'Sam Sales' });
const operations = makeUser(['operations'], { displayName: 'Olive Ops' });
const refusal = 'Only an admin may grant, remove or change the admin role.';

const routes: AppRoute[] = [
  { path: APP_PATHS.forbidden, roles: GUEST, title: 'Forbidden', element: <div data-testid="forbidden-page" /> },
  { path: `${SETTINGS_PATHS.settings}/:tabId`, roles: rolesOf('listUsers', ['admin', 'operations']), title: 'Settings', element: <SettingsPage /> },
  { path: `${SETTINGS_PATHS.settingsUsersEditProfile}/:userId`, roles: rolesOf('updateUser', ['admin', 'operations']), title: 'Edit Profile', element: <EditProfilePage /> },
  { path: `${SETTINGS_PATHS.settingsUsersChangePassword}/:userId`, roles: rolesOf('setUserPassword', ['admin', 'operations']), title: 'Change Password', element: <ChangeUserPasswordPage /> },
  { path: `${SETTINGS_PATHS.settingsUsersChangePicture}/:userId`, roles: rolesOf('setUserPicture', ['admin', 'operations']), title: 'Change Profile Picture', element: <ChangeUserPicturePage /> },
];
const tree = buildRouteTree(routes);
const userRoutes = (users: User[]) => Object.fromEntries(users.map((u) => [`GET /api/users/${u.id}`, () => json(u)]));

describe('mayManageUser', () => {
  it('lets an admin manage anyone, operations only non-admins, and no one else', () => {
    expect(mayManageUser('updateUser', anAdmin, anAdmin)).toBe(true);
    expect(mayManageUser('setUserPassword', operations, aSalesUser)).toBe(true);
    expect(mayManageUser('updateUser', operations, anAdmin)).toBe(false);
    expect(mayManageUser('deactivateUser', operations, anAdmin)).toBe(false);
    expect(mayManageUser('updateUser', makeUser(['sales']), aSalesUser)).toBe(false);
    expect(mayManageUser('updateUser', null, aSalesUser)).toBe(false);
    // An admin's picture too (identity: 403 'Only an admin may grant, remove or change the admin role.').
    expect(mayManageUser('setUserPicture', anAdmin, anAdmin)).toBe(true);
    expect(mayManageUser('setUserPicture', operations, aSalesUser)).toBe(true);
    expect(mayManageUser('setUserPicture', operations, anAdmin)).toBe(false);
    expect(mayManageUser('setUserPicture', makeUser(['sales']), aSalesUser)).toBe(false);
    expect(mayGrantAdmin(anAdmin)).toBe(true);
    expect(mayGrantAdmin(operations)).toBe(false);
  });
});

describe('user management as an operations user', () => {
  it("does not offer editing an admin's profile, picture or password in the users list", async () => {
    stubFetch({ 'GET /api/users/list': () => json({ items: [anAdmin, aSalesUser], count: 2 }) });
    const user = userEvent.setup();
    const { router } = renderRoutes(tree, SETTINGS_PATHS.settingsUsersTab, authState(operations));
    const adminRow = (await screen.findByRole('cell', { name: 'Ada Admin' })).closest('tr')!;
    const salesRow = screen.getByRole('cell', { name: 'Sam Sales' }).closest('tr')!;
    expect(within(adminRow).queryByRole('link', { name: /Edit profile/ })).toBeNull();
    expect(within(adminRow).queryByRole('link', { name: /Change password/ })).toBeNull();
    expect(within(adminRow).getByRole('img', { name: `Ada Admin: ${MESSAGES.onlyAdminMayChangeAdmin}` })).toBeInTheDocument();
    expect(within(adminRow).queryByRole('link', { name: /Change picture/ })).toBeNull();
    expect(within(salesRow).getByRole('link', { name: 'Edit profile of Sam Sales' })).toBeInTheDocument();
    expect(within(salesRow).getByRole('link', { name: 'Change picture of Sam Sales' })).toBeInTheDocument();
    expect(within(salesRow).getByRole('link', { name: 'Change password of Sam Sales' })).toBeInTheDocument();
    await user.click(screen.getByRole('cell', { name: 'Ada Admin' }));
    expect(router.state.location.pathname).toBe(SETTINGS_PATHS.settingsUsersTab);
    await user.click(screen.getByRole('cell', { name: 'Sam Sales' }));
    expect(router.state.location.pathname).toBe(`${SETTINGS_PATHS.settingsUsersEditProfile}/${SALES_ID}`);
  });

  it("reached by its address, an admin's profile or password page says why instead of offering a form", async () => {
    stubFetch(userRoutes([anAdmin]));
    renderRoutes(tree, `${SETTINGS_PATHS.settingsUsersEditProfile}/${ADMIN_ID}`, authState(operations));
    expect(await screen.findByText(MESSAGES.onlyAdminMayChangeAdmin)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Display name/ })).toBeNull();
  });

  it("reached by its address, an admin's picture page says why instead of offering an upload", async () => {
    stubFetch(userRoutes([anAdmin]));
    renderRoutes(tree, `${SETTINGS_PATHS.settingsUsersChangePicture}/${ADMIN_ID}`, authState(operations));
    expect(await screen.findByTestId('only-admin-notice')).toHaveTextContent(MESSAGES.onlyAdminMayChangeAdmin);
    expect(screen.queryByRole('button', { name: 'Upload a picture' })).toBeNull();
  });

  it("a refused save keeps the form as typed and shows the server's message; it does not go to /forbidden", async () => {
    const { calls } = stubFetch({
      ...userRoutes([aSalesUser]),
      // e.g. an admin made this user an admin meanwhile: the server refuses.
      [`PUT /api/users/${SALES_ID}`]: () => json({ type: 'about:blank', title: 'Forbidden', status: 403, detail: refusal }, 403),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(tree, `${SETTINGS_PATHS.settingsUsersEditProfile}/${SALES_ID}`, authState(operations));
    const name = await screen.findByRole('textbox', { name: /Display name/ });
    expect(screen.getByRole('checkbox', { name: 'admin' })).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Samantha Sales');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`${SETTINGS_PATHS.settingsUsersEditProfile}/${SALES_ID}`);
    expect(screen.queryByTestId('forbidden-page')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Display name/ })).toHaveValue('Samantha Sales');
    expect(screen.queryByText('Successfully Saved!')).toBeNull();
  });

  it("shows a refused field's message at that field", async () => {
    const message = 'The display name is taken.';
    stubFetch({
      ...userRoutes([aSalesUser]),
      [`PUT /api/users/${SALES_ID}`]: () => json({ type: 'about:blank', title: 'Conflict', status: 409, detail: message, errors: [{ path: '/body/displayName', message }] }, 409),
    });
    const user = userEvent.setup();
    renderRoutes(tree, `${SETTINGS_PATHS.settingsUsersEditProfile}/${SALES_ID}`, authState(operations));
    await screen.findByRole('textbox', { name: /Display name/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Display name/ })).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('a page load of a user the server forbids still goes to /forbidden', async () => {
    stubFetch({ [`GET /api/users/${SALES_ID}`]: () => json({ type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Forbidden' }, 403) });
    const { router } = renderRoutes(tree, `${SETTINGS_PATHS.settingsUsersChangePassword}/${SALES_ID}`, authState(operations));
    expect(await screen.findByTestId('forbidden-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(APP_PATHS.forbidden);
  });
});

describe('user management as an admin', () => {
  it("offers an admin's profile, picture and password", async () => {
    stubFetch({ 'GET /api/users/list': () => json({ items: [anAdmin, aSalesUser], count: 2 }) });
    renderRoutes(tree, SETTINGS_PATHS.settingsUsersTab, authState(makeUser(['admin'], { displayName: 'Another Admin' })));
    const adminRow = (await screen.findByRole('cell', { name: 'Ada Admin' })).closest('tr')!;
    expect(within(adminRow).getByRole('link', { name: 'Edit profile of Ada Admin' })).toBeInTheDocument();
    expect(within(adminRow).getByRole('link', { name: 'Change picture of Ada Admin' })).toBeInTheDocument();
    expect(within(adminRow).getByRole('link', { name: 'Change password of Ada Admin' })).toBeInTheDocument();
  });
});
