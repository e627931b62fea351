// After sign-in the user returns to the page remembered before sign-in, when their roles open it; a page their
// roles do not open (a sales user's remembered admin link) goes home, not to /forbidden: the page was remembered
// before anyone signed in, so no one chose to open it. A page opened later without the role is still forbidden.
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AppRoute } from '../../app/feature.ts';
import { RequireRoles } from '../../components/RouteGuard.tsx';
import { AuthContext } from '../../lib/auth/auth.tsx';
import { rolesOf } from '../../lib/auth/roles.ts';
import { peekReturnTo, rememberTarget } from '../../lib/auth/returnTo.ts';
import type { User } from '../../lib/api/generated/identity.ts';
import { authState, makeUser, Wrapper } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { APP_PATHS, GUEST } from '../../constants.ts';
import { USER_PATHS } from '../users/paths.ts';
import { AUTH_PATHS } from './paths.ts';
import { SignInPage } from './SignInPage.tsx';

const page = (name: string) => <div data-testid="page">{name}</div>;
const routes: AppRoute[] = [
  { path: APP_PATHS.home, roles: 'signed-in', title: 'Home', element: page('home') },
  { path: APP_PATHS.forbidden, roles: GUEST, title: 'Forbidden', element: page('forbidden') },
  { path: AUTH_PATHS.signIn, roles: GUEST, title: 'Sign In', element: <SignInPage /> },
  { path: USER_PATHS.adminUsers, roles: rolesOf('listUsers', ['admin']), title: 'Users', element: page('admin-users') },
  { path: '/orders/list', roles: ['admin', 'operations', 'sales'], title: 'Orders', element: page('orders') },
];

/** The auth state as the app keeps it: signing in sets the user the route guard then decides with. */
function SignedInAs({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  return <AuthContext.Provider value={authState(user, { setUser })}>{children}</AuthContext.Provider>;
}

async function signInAs(roles: User['roles'], remembered: string) {
  rememberTarget(remembered);
  stubFetch({
    'GET /api/auth/config': () => json({ signUpEnabled: false, providers: [] }),
    'POST /api/auth/signin': () => json({ redirect: false, isActive: true, roles, user: makeUser(roles) }),
  });
  // Each page behind the app's route guard, as the route table puts it.
  const guarded = routes.map((r) => ({ path: r.path, element: <RequireRoles roles={r.roles} title={r.title}>{r.element}</RequireRoles> }));
  const router = createMemoryRouter(guarded, { initialEntries: [AUTH_PATHS.signIn] });
  render(<Wrapper auth={authState(null)}><SignedInAs><RouterProvider router={router} /></SignedInAs></Wrapper>);
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'sam@adops.example');
  await user.type(screen.getByLabelText(/Password/), 'a-long-password');
  await user.click(screen.getByRole('button', { name: /Sign in/ }));
  return router;
}

describe('the return after sign-in', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('goes home when the signed-in user\'s roles do not open the remembered page', async () => {
    const router = await signInAs(['sales'], `${USER_PATHS.adminUsers}?page=2`);
    await waitFor(() => expect(router.state.location.pathname).toBe(APP_PATHS.home));
    expect(await screen.findByTestId('page')).toHaveTextContent('home');
    expect(peekReturnTo()).toBeNull();

    // Opened afterwards, the same page is forbidden: only the return is sent home.
    await router.navigate(USER_PATHS.adminUsers);
    await waitFor(() => expect(router.state.location.pathname).toBe(APP_PATHS.forbidden));
  });

  it('opens the remembered page when the roles allow it', async () => {
    const router = await signInAs(['sales'], '/orders/list?page=2');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/orders/list?page=2'));
    expect(await screen.findByTestId('page')).toHaveTextContent('orders');
  });
});
