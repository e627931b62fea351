// Reading users (spec 000 admin area, 001 settings/users, 002 dashboard users): the lists, and one
// user as far as the caller reaches (staff reach everyone; dashboard managers their scope's dashboard
// users; anything else is 404).
import { notFound, type Principal } from '@adops/platform';
import type { UserRow } from './entities.ts';
import type { UserListQuery, UserStore } from './store.ts';

export type UserDirectory = ReturnType<typeof createUserDirectory>;

export function createUserDirectory(store: UserStore) {
  return {
    list: (principal: Principal, q: UserListQuery) => store.list(principal, q),

    /** Dashboard users, narrowed to what the caller may see (tenancy). */
    listDashboard: (principal: Principal, q: UserListQuery) => store.listDashboard(principal, q),

    /** A user the principal may act on, or 404. */
    visible: (principal: Principal, id: string): Promise<UserRow> => store.users.get(principal, id),

    /** Any user by id, for the signed-in user's own account and for staff-only operations. */
    async byId(id: string): Promise<UserRow> {
      const user = await store.byId(id);
      if (!user) throw notFound('User not found.');
      return user;
    },
  };
}
