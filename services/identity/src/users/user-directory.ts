// Reading users (spec 000 admin area, 001 settings/users, 002 dashboard users): the lists, and one
// user as far as the caller reaches (staff reach everyone; dashboard managers their scope's dashboard
// users; anything else is 404).
import type { DataSource } from 'typeorm';
import { notFound, type Principal } from '@adops/platform';
import type { UserRow } from '../persistence/entities.ts';
import { dashboardListFilters, findUser, staffListFilters, type UserListQuery, type UserResources } from '../persistence/users.ts';

export type UserDirectory = ReturnType<typeof createUserDirectory>;

export function createUserDirectory(ds: DataSource, { users, dashboardUsers }: UserResources) {
  return {
    list: (actor: Principal, q: UserListQuery) => users.list(actor, q, staffListFilters(q)),

    /** Dashboard users, narrowed to what the caller may see (tenancy). */
    listDashboard: (actor: Principal, q: UserListQuery) => dashboardUsers.list(actor, q, dashboardListFilters(q)),

    /** A user the actor may act on, or 404. */
    visible: (actor: Principal, id: string): Promise<UserRow> => users.get(actor, id),

    /** Any user by id, for the signed-in user's own account and for staff-only operations. */
    async byId(id: string): Promise<UserRow> {
      const user = await findUser(ds.manager, id);
      if (!user) throw notFound('User not found.');
      return user;
    },
  };
}
