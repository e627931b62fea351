// Test helpers: the app's providers with a fixed signed-in user and a memory router.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { SWRConfig } from 'swr';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AuthContext, type AuthState } from '../lib/auth/auth.tsx';
import { DialogProvider } from '../components/Dialogs.tsx';
import type { User } from '../lib/api/generated/identity.ts';

export function makeUser(roles: User['roles'], overrides: Partial<User> = {}): User {
  return {
    id: '0b7c1c1e-6c1f-4d7e-9a51-0f3b9e3f8a11', email: 'someone@adops.local', displayName: 'Some One', roles,
    isActive: true, kind: 'staff', officeIds: [], linkedAccounts: [], hasPicture: false,
    createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z', ...overrides,
  };
}

export function authState(user: User | null, overrides: Partial<AuthState> = {}): AuthState {
  return {
    user, loading: false, setUser: () => {}, refresh: async () => user, signOut: async () => '/', ...overrides,
  };
}

export function Wrapper({ auth, children }: { auth: AuthState; children: ReactNode }) {
  return (
    <ChakraProvider value={defaultSystem}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <AuthContext.Provider value={auth}>
          <DialogProvider>{children}</DialogProvider>
        </AuthContext.Provider>
      </SWRConfig>
    </ChakraProvider>
  );
}

export function renderRoutes(routes: RouteObject[], path: string, auth: AuthState) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<Wrapper auth={auth}><RouterProvider router={router} /></Wrapper>);
  return { router, ...view };
}
