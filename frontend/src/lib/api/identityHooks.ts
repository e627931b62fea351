// SWR hooks per identity resource. Keys are arrays starting with the operationId, so a mutation can
// revalidate every page of a list with `mutate((key) => Array.isArray(key) && key[0] === 'listUsers')`.
import useSWR, { type SWRConfiguration } from 'swr';
import type { Identity } from '@adops/openapi';
import { identity, optOut } from './clients.ts';
import { unwrap } from './problem.ts';
import { PAGE_SIZES, SEARCH_MIN_LENGTH } from '../../constants.ts';

export type User = Identity.components['schemas']['User'];
export type UserList = Identity.components['schemas']['UserList'];
export type AuthConfig = Identity.components['schemas']['AuthConfig'];
export type ApiKey = Identity.components['schemas']['ApiKey'];
export type ApiKeyList = Identity.components['schemas']['ApiKeyList'];
export type RoleName = Identity.components['schemas']['Role'];

export const ME_KEY = ['getMe'] as const;

/** The signed-in user, or null. A 401 here means "not signed in", so this call opts out of the catalogue. */
export async function fetchMe(): Promise<User | null> {
  const result = await identity.GET('/api/users/me', { ...optOut() });
  if (result.response.status === 401) return null;
  return unwrap(result);
}

export function useAuthConfig(config?: SWRConfiguration<AuthConfig>) {
  return useSWR(['getAuthConfig'], async () => unwrap(await identity.GET('/api/auth/config')), {
    revalidateOnFocus: false,
    ...config,
  });
}

export interface UserListQuery {
  page: number;
  limit?: number;
  search?: string;
  kind?: 'staff' | 'dashboard';
  /** Only staff accounts that signed themselves up and await an admin's approval (no role yet). */
  pending?: boolean;
  sort?: 'createdAt' | '-createdAt' | 'email' | '-email' | 'displayName' | '-displayName';
}

export function useUsers(query: UserListQuery) {
  const search = query.search && query.search.trim().length >= SEARCH_MIN_LENGTH ? query.search.trim() : undefined;
  const params = {
    page: query.page,
    limit: query.limit ?? PAGE_SIZES.users,
    sort: query.sort ?? '-createdAt',
    ...(search ? { search } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.pending ? { pending: true } : {}),
  };
  return useSWR(['listUsers', params], async () => unwrap(await identity.GET('/api/users/list', { params: { query: params } })), {
    keepPreviousData: true,
  });
}

export function useUser(userId: string | undefined) {
  return useSWR(userId ? ['getUser', userId] : null, async () =>
    unwrap(await identity.GET('/api/users/{userId}', { params: { path: { userId: userId! } } })),
  );
}

export function useApiKeys(userId: string | undefined) {
  return useSWR(userId ? ['listApiKeys', userId] : null, async () =>
    unwrap(await identity.GET('/api/api-keys', { params: { query: { userId: userId! } } })),
  );
}

export const isKey = (name: string) => (key: unknown) => Array.isArray(key) && key[0] === name;

/** The url of a user's picture (served with the session cookie). */
export const pictureUrl = (userId: string) => `/api/users/${encodeURIComponent(userId)}/picture`;
