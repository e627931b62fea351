// The route check of spec 000 §2/§4/§6: guest anywhere; no user → remember and sign in; no role →
// forbidden; unknown → not-found; trailing slash removed; error pages never remembered.
import { describe, expect, it, beforeEach, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { buildRouteTree, appRoutes, type AppRoute } from './routes.tsx';
import { decide, rolesOf } from '../lib/auth/roles.ts';
import { peekReturnTo, RETURN_TO_STORAGE_KEY, takeReturnTo } from '../lib/auth/returnTo.ts';
import { authState, makeUser, renderRoutes } from '../test/render.tsx';
import { APP_PATHS, GUEST } from '../constants.ts';
import { AUTH_PATHS } from '../features/auth/paths.ts';
import { USER_PATHS } from '../features/users/paths.ts';

// Keep the real frame (trailing slash, guard, catch-all) but stub out the pages and the top menu.
vi.mock('../frames/staff/TopMenu.tsx', () => ({ TopMenu: () => <nav data-testid="top-menu" /> }));
const page = (name: string) => <div data-testid="page">{name}</div>;
const testRoutes: AppRoute[] = [
  { path: '/', roles: 'signed-in', title: 'Home', element: page('home') },
  { path: APP_PATHS.notFound, roles: GUEST, title: 'Not Found', element: page('not-found') },
  { path: APP_PATHS.forbidden, roles: GUEST, title: 'Forbidden', element: page('forbidden') },
  { path: APP_PATHS.badRequest, roles: GUEST, title: 'Bad Request', element: page('bad-request') },
  { path: AUTH_PATHS.signIn, roles: GUEST, title: 'Sign In', element: page('sign-in') },
  { path: '/open', roles: [GUEST], title: 'Open', element: page('open') },
  { path: USER_PATHS.adminUsers, roles: rolesOf('listUsers', ['admin']), title: 'Users', element: page('admin-users') },
  { path: '/settings/:tabId', roles: rolesOf('listUsers', ['admin', 'operations']), title: 'Settings', element: page('settings') },
];
const tree = buildRouteTree(testRoutes);
const current = async () => (await screen.findByTestId('page')).textContent;

describe('route guard', () => {
  beforeEach(() => sessionStorage.clear());

  it('lets a guest route through without a user', async () => {
    renderRoutes(tree, '/open', authState(null));
    expect(await current()).toBe('open');
  });

  it('sends a signed-out user to sign-in and remembers the target with its query', async () => {
    const { router } = renderRoutes(tree, '/admin/users?page=2', authState(null));
    expect(await current()).toBe('sign-in');
    expect(router.state.location.pathname).toBe(AUTH_PATHS.signIn);
    expect(sessionStorage.getItem(RETURN_TO_STORAGE_KEY)).toBe('/admin/users?page=2');
    expect(takeReturnTo()).toBe('/admin/users?page=2');
    expect(takeReturnTo()).toBe('/');
  });

  it('sends a signed-in user without the role to /forbidden', async () => {
    const { router } = renderRoutes(tree, '/admin/users', authState(makeUser(['sales'])));
    expect(await current()).toBe('forbidden');
    expect(router.state.location.pathname).toBe(APP_PATHS.forbidden);
    expect(peekReturnTo()).toBeNull();
  });

  it('allows a user with any one of the roles', async () => {
    renderRoutes(tree, '/settings/users', authState(makeUser(['sales', 'operations'])));
    expect(await current()).toBe('settings');
    expect(document.title).toBe('AdOps | Settings');
  });

  it('keeps operations out of the admin-only area although the API allows them', async () => {
    renderRoutes(tree, '/admin/users', authState(makeUser(['operations'])));
    expect(await current()).toBe('forbidden');
  });

  it('sends unknown paths to /not-found after removing the trailing slash', async () => {
    const { router } = renderRoutes(tree, '/some/unknown/path/', authState(null));
    expect(await current()).toBe('not-found');
    expect(router.state.location.pathname).toBe(APP_PATHS.notFound);
    expect(peekReturnTo()).toBeNull();
  });

  it('removes a trailing slash and keeps the query', async () => {
    const { router } = renderRoutes(tree, '/settings/users/?x=1', authState(makeUser(['admin'])));
    expect(await current()).toBe('settings');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/settings/users?x=1'));
  });

  it('never remembers the error pages', async () => {
    for (const path of [APP_PATHS.notFound, APP_PATHS.forbidden, APP_PATHS.badRequest]) {
      const protectedErrorPage: AppRoute[] = [{ path, roles: ['admin'], title: 'x', element: page('x') },
        { path: AUTH_PATHS.signIn, roles: GUEST, title: 'Sign In', element: page('sign-in') }];
      const view = renderRoutes(buildRouteTree(protectedErrorPage), path, authState(null));
      expect(await current()).toBe('sign-in');
      expect(peekReturnTo()).toBeNull();
      view.unmount();
    }
  });

  it('shows a bare page (frame: bare) without the top menu, guarded like any other', async () => {
    const routes: AppRoute[] = [...testRoutes, { path: '/framed', roles: 'signed-in', title: 'Framed', frame: 'bare', element: page('framed') }];
    const view = renderRoutes(buildRouteTree(routes), '/framed/', authState(makeUser(['agent'])));
    expect(await current()).toBe('framed');
    expect(screen.queryByTestId('top-menu')).toBeNull();
    expect(document.title).toBe('AdOps | Framed');
    view.unmount();
    renderRoutes(buildRouteTree(routes), '/framed', authState(null));
    expect(await current()).toBe('sign-in');
    expect(screen.getByTestId('top-menu')).toBeInTheDocument();
  });

  it('shows a spinner, not a redirect, while the user is loading', () => {
    const { router } = renderRoutes(tree, '/admin/users', authState(undefined as never, { loading: true }));
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(screen.queryByTestId('page')).toBeNull();
  });
});

describe('route roles', () => {
  it('decides guest, sign-in, forbidden and allow', () => {
    expect(decide(GUEST, null)).toBe('allow');
    expect(decide(['admin'], null)).toBe('sign-in');
    expect(decide('signed-in', null)).toBe('sign-in');
    expect(decide('signed-in', { roles: ['sales'] })).toBe('allow');
    expect(decide(['admin'], { roles: ['sales'] })).toBe('forbidden');
    expect(decide(['admin', 'operations'], { roles: ['operations'] })).toBe('allow');
  });

  it('declares the spec roles on every route of the app', () => {
    const rolesAt = (path: string) => appRoutes.find((r) => r.path === path)?.roles;
    expect(rolesAt('/admin/users')).toEqual(['admin']);
    expect(rolesAt('/admin/users/:userId/edit')).toEqual(['admin']);
    expect(rolesAt('/user/settings/:section')).toEqual(['admin', 'operations', 'sales', 'user']);
    expect(rolesAt('/settings/:tabId')).toEqual(['admin', 'operations']);
    expect(rolesAt('/settings/users/create')).toEqual(['admin', 'operations']);
    expect(rolesAt('/settings/users/change-password/:userId')).toEqual(['admin', 'operations']);
    expect(rolesAt('/authentication/signin')).toBe(GUEST);
    expect(rolesAt('/password/reset/:token')).toBe(GUEST);
    for (const path of ['/authentication/signup', '/authentication/invalid', '/authentication/dashboardinvalid',
      '/authentication/dashboardexpiredlink', '/authentication/success', '/authentication/dashboardsuccess',
      '/authentication/dashboardsuccessexisting', '/authentication/resend', '/authentication/dashboardresend',
      '/password/forgot', '/password/reset/invalid', '/password/reset/success', '/password/dashboard/forgot',
      '/password/dashboard/reset/invalid', '/password/dashboard/reset/:token', '/password/dashboard/reset/success',
      '/not-found', '/bad-request', '/forbidden', '/admin/users/:userId', '/settings/users/edit-profile/:userId',
      '/settings/users/change-profile-picture/:userId', '/user/settings']) {
      expect(rolesAt(path), path).toBeDefined();
    }
  });
});
