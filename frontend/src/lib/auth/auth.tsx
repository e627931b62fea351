// The signed-in user, bootstrapped from GET /api/users/me (the session itself is an httpOnly cookie the
// page never sees). `user` is undefined while loading, null when signed out.
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import useSWR from 'swr';
import { clients } from '../api/clients.ts';
import { optOut } from '../api/errorCatalogue.ts';
import { useSignOut, type User } from '../api/generated/identity.ts';
import { unwrap } from '../api/problem.ts';
import { forgetSessionAs } from './sessionAs.ts';

/** The signed-in user's cache key: only this module reads or writes it (through setUser). */
const ME_KEY = ['auth', 'me'] as const;

/** The signed-in user, or null. A 401 here means "not signed in", so this call opts out of the catalogue. */
export async function fetchMe(): Promise<User | null> {
  // Not the generated hook: a 401 here is an answer (signed out), not an error.
  const result = await clients.identity.GET('/api/users/me', { ...optOut() });
  if (result.response.status === 401) return null;
  return unwrap(result);
}

export interface AuthState {
  user: User | null | undefined;
  loading: boolean;
  setUser(user: User | null): void;
  refresh(): Promise<User | null | undefined>;
  /** Signs out on the server; returns where to go (the url the server gives, else /). The caller
   *  navigates there and then clears the user with setUser(null). In a "log in as" tab only that
   *  session ends (the call carries X-Session) and the tab is an ordinary one again. */
  signOut(): Promise<string>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isLoading, mutate } = useSWR(ME_KEY, fetchMe, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const setUser = useCallback((user: User | null) => void mutate(user, { revalidate: false }), [mutate]);
  const refresh = useCallback(() => mutate(), [mutate]);
  const callSignOut = useSignOut();
  const signOut = useCallback(async () => {
    const { data: result } = await callSignOut({ ...optOut() });
    forgetSessionAs();
    return result?.url || '/';
  }, [callSignOut]);
  const value = useMemo<AuthState>(
    () => ({ user: data, loading: isLoading && data === undefined, setUser, refresh, signOut }),
    [data, isLoading, setUser, refresh, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}

export const hasAnyRole = (user: Pick<User, 'roles'> | null | undefined, roles: readonly string[]) =>
  !!user && user.roles.some((role) => roles.includes(role));
