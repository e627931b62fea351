// Every staff user's own account (/user/settings): admin, operations and sales each open it (the route allows
// them), change their own password through PUT /api/users/me/password and see the picture upload; a dashboard
// user does not (they have the dashboard's settings).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes, buildRouteTree } from '../../app/routes.tsx';
import { decide } from '../../lib/auth/roles.ts';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { APP_PATHS } from '../../constants.ts';
import { SETTINGS_PATHS } from './paths.ts';

vi.mock('../../frames/staff/TopMenu.tsx', () => ({ TopMenu: () => null }));
afterEach(() => vi.unstubAllGlobals());

const own = appRoutes.filter((r) => r.path.startsWith(SETTINGS_PATHS.userSettings));
const tree = buildRouteTree(appRoutes.filter((r) => r.path.startsWith(SETTINGS_PATHS.userSettings) || r.path === APP_PATHS.forbidden));
const PASSWORD = 'Correct-Horse-9!';

describe('own account', () => {
  it('is open to every staff role and to no dashboard role', () => {
    expect(own.map((r) => r.path)).toEqual([SETTINGS_PATHS.userSettings, `${SETTINGS_PATHS.userSettings}/:section`]);
    for (const route of own) {
      for (const role of ['admin', 'operations', 'sales', 'user']) expect(decide(route.roles, { roles: [role] }), `${route.path} ${role}`).toBe('allow');
      for (const role of ['corporate', 'agent']) expect(decide(route.roles, { roles: [role] }), `${route.path} ${role}`).toBe('forbidden');
    }
  });

  it.each(['admin', 'operations', 'sales'])('lets %s change their own password', async (role) => {
    const { calls } = stubFetch({ 'PUT /api/users/me/password': () => json({ message: 'Password changed.' }) });
    const user = userEvent.setup();
    const { router } = renderRoutes(tree, `${SETTINGS_PATHS.userSettings}/password`, authState(makeUser([role as never])));
    await user.type(await screen.findByLabelText(/Current password/), 'Old-Passw0rd!');
    await user.type(screen.getByLabelText(/^New password/), PASSWORD);
    await user.type(screen.getByLabelText(/Confirm/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ currentPassword: 'Old-Passw0rd!', password: PASSWORD, confirmPassword: PASSWORD }));
    expect(await screen.findByText('Password changed.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${SETTINGS_PATHS.userSettings}/password`);
  });

  it.each(['admin', 'operations', 'sales'])('offers %s the upload of their own picture', async (role) => {
    stubFetch({});
    renderRoutes(tree, `${SETTINGS_PATHS.userSettings}/picture`, authState(makeUser([role as never])));
    expect(await screen.findByRole('button', { name: 'Upload a picture' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Picture', selected: true })).toBeInTheDocument();
  });

  it('counts a chosen picture not saved yet as a change: leaving asks until it is cancelled', async () => {
    stubFetch({});
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:http://localhost:3000/picture' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    const stopped = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const user = userEvent.setup();
    renderRoutes(tree, `${SETTINGS_PATHS.userSettings}/picture`, authState(makeUser(['sales'])));
    await screen.findByRole('button', { name: 'Upload a picture' });
    expect(stopped()).toBe(false);
    await user.upload(screen.getByTestId('picture-input'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Crop your picture')).toBeInTheDocument();
    expect(stopped()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(stopped()).toBe(false));
  });

  it('keeps a dashboard user out', async () => {
    stubFetch({});
    const { router } = renderRoutes(tree, `${SETTINGS_PATHS.userSettings}/password`, authState(makeUser(['corporate'], { kind: 'dashboard' })));
    await waitFor(() => expect(router.state.location.pathname).toBe(APP_PATHS.forbidden));
  });
});
