// Per-frame sign-in (002 §2 "An unauthenticated user on dashboard pages goes to sign-in"): an anonymous user on
// a page of a frame that names its sign-in (the customer dashboard's) goes there with the page as its url and
// remembered; a 401 from the API on such a page does the same (the error catalogue's bridge); staff pages keep
// the staff sign-in. A signed-in user on the dashboard sign-in goes to the dashboard index.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router';
import { AuthContext } from '../lib/auth/auth.tsx';
import type { User } from '../lib/api/generated/identity.ts';
import type { ErrorCatalogueHandlers } from '../lib/api/errorCatalogue.ts';
import { peekReturnTo } from '../lib/auth/returnTo.ts';
import { authState, makeUser, renderRoutes, Wrapper } from '../test/render.tsx';
import { GUEST } from '../constants.ts';
import { AUTH_PATHS } from '../features/auth/paths.ts';
import { buildRouteTree, type AppRoute } from './routes.tsx';

let handlers: ErrorCatalogueHandlers | undefined;
vi.mock('../lib/api/clients.ts', async (original) => ({
  ...(await original<typeof import('../lib/api/clients.ts')>()),
  setErrorCatalogueHandlers: (next: ErrorCatalogueHandlers) => {
    handlers = next;
    return () => {};
  },
}));
// The frames' real route guard, sign-in rule and catalogue bridge; their layouts' looks are not the subject here.
vi.mock('../frames/staff/TopMenu.tsx', () => ({ TopMenu: () => <nav data-testid="top-menu" /> }));
vi.mock('../frames/dashboard/DashboardLayout.tsx', () => ({ DashboardLayout: () => <div data-testid="dashboard-layout"><Outlet /></div> }));

const page = (name: string) => <div data-testid="page">{name}</div>;
function DashboardSignIn() {
  const { url } = useParams();
  return <div data-testid="page">dashboard-sign-in {url ?? ''}</div>;
}
const INDEX = '/customer-dashboard';
const routes: AppRoute[] = [
  { path: '/', roles: 'signed-in', title: 'Home', element: page('home') },
  { path: '/orders/list', roles: ['admin'], title: 'Orders', element: page('staff-orders') },
  { path: AUTH_PATHS.signIn, roles: GUEST, title: 'Sign In', element: page('staff-sign-in') },
  { path: INDEX, roles: ['agent', 'admin'], title: 'Dashboard', frame: 'dashboard', element: page('index') },
  { path: `${INDEX}/settings`, roles: ['agent', 'admin'], title: 'Settings', frame: 'dashboard', element: page('settings') },
  // A page anyone may open (so that only the catalogue's bridge, not the route guard, acts on a 401 there).
  { path: `${INDEX}/open`, roles: GUEST, title: 'Open', frame: 'dashboard', element: page('open') },
  { path: AUTH_PATHS.customerDashboardSignIn, roles: GUEST, signedIn: INDEX, title: 'Dashboard Sign In', frame: 'dashboard', element: <DashboardSignIn /> },
  { path: `${AUTH_PATHS.customerDashboardSignIn}/:url`, roles: GUEST, signedIn: INDEX, title: 'Dashboard Sign In', frame: 'dashboard', element: <DashboardSignIn /> },
];
const tree = buildRouteTree(routes);

/** The auth state as the app keeps it: setUser(null) signs the user out for the route guard too. */
function SignedInAs({ user: initial, children }: { user: User; children: ReactNode }) {
  const [user, setUser] = useState<User | null>(initial);
  return <AuthContext.Provider value={authState(user, { setUser })}>{children}</AuthContext.Provider>;
}
function renderSignedIn(path: string, user: User) {
  const router = createMemoryRouter(tree, { initialEntries: [path] });
  render(<Wrapper auth={authState(null)}><SignedInAs user={user}><RouterProvider router={router} /></SignedInAs></Wrapper>);
  return { router };
}
const current = async () => (await screen.findByTestId('page')).textContent;

describe('per-frame sign-in', () => {
  beforeEach(() => {
    sessionStorage.clear();
    handlers = undefined;
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('sends an anonymous user on a dashboard page to the dashboard sign-in with the page as its url, remembered', async () => {
    const { router } = renderRoutes(tree, `${INDEX}/settings?section=password`, authState(null));
    expect(await current()).toBe('dashboard-sign-in /customer-dashboard/settings?section=password');
    expect(router.state.location.pathname).toBe(`${AUTH_PATHS.customerDashboardSignIn}/${encodeURIComponent('/customer-dashboard/settings?section=password')}`);
    expect(peekReturnTo()).toBe('/customer-dashboard/settings?section=password');
    expect(screen.getByTestId('dashboard-layout')).toBeTruthy();
  });

  it('sends an anonymous user on the dashboard index to the plain dashboard sign-in', async () => {
    const { router } = renderRoutes(tree, INDEX, authState(null));
    expect(await current()).toBe('dashboard-sign-in ');
    expect(router.state.location.pathname).toBe(AUTH_PATHS.customerDashboardSignIn);
  });

  it('keeps the staff sign-in for staff pages', async () => {
    const { router } = renderRoutes(tree, '/orders/list', authState(null));
    expect(await current()).toBe('staff-sign-in');
    expect(router.state.location.pathname).toBe(AUTH_PATHS.signIn);
    expect(peekReturnTo()).toBe('/orders/list');
  });

  it('sends a signed-in user on the dashboard sign-in, with or without a url, to the index', async () => {
    const { router } = renderRoutes(tree, AUTH_PATHS.customerDashboardSignIn, authState(makeUser(['agent'], { kind: 'dashboard' })));
    expect(await current()).toBe('index');
    expect(router.state.location.pathname).toBe(INDEX);
  });

  it('on a 401 from the API on a dashboard page, forgets the user and goes to the dashboard sign-in with the page', async () => {
    // The browser's address and the router's agree, as in the app.
    const { router } = renderSignedIn(`${INDEX}/settings?section=picture`, makeUser(['agent'], { kind: 'dashboard' }));
    expect(await current()).toBe('settings');
    await waitFor(() => expect(handlers).toBeDefined());
    window.history.replaceState(null, '', `${INDEX}/settings?section=picture`);
    act(() => handlers!.unauthorized());
    expect(await current()).toBe('dashboard-sign-in /customer-dashboard/settings?section=picture');
    await waitFor(() => expect(router.state.location.pathname)
      .toBe(`${AUTH_PATHS.customerDashboardSignIn}/${encodeURIComponent('/customer-dashboard/settings?section=picture')}`));
    expect(peekReturnTo()).toBe('/customer-dashboard/settings?section=picture');
  });

  it('on a 401 on a dashboard page anyone may open, the bridge itself goes to the dashboard sign-in', async () => {
    const { router } = renderSignedIn(`${INDEX}/open?x=1`, makeUser(['agent'], { kind: 'dashboard' }));
    expect(await current()).toBe('open');
    await waitFor(() => expect(handlers).toBeDefined());
    window.history.replaceState(null, '', `${INDEX}/open?x=1`);
    act(() => handlers!.unauthorized());
    expect(await current()).toBe('dashboard-sign-in /customer-dashboard/open?x=1');
    expect(router.state.location.pathname).toBe(`${AUTH_PATHS.customerDashboardSignIn}/${encodeURIComponent('/customer-dashboard/open?x=1')}`);
  });

  it('on a 401 from the API on a staff page, goes to the staff sign-in', async () => {
    const { router } = renderSignedIn('/orders/list', makeUser(['admin']));
    expect(await current()).toBe('staff-orders');
    await waitFor(() => expect(handlers).toBeDefined());
    window.history.replaceState(null, '', '/orders/list');
    act(() => handlers!.unauthorized());
    await waitFor(() => expect(router.state.location.pathname).toBe(AUTH_PATHS.signIn));
    expect(peekReturnTo()).toBe('/orders/list');
  });
});
