// The users' store. The users table is an owned resource: a dashboard user belongs to its customer,
// offices and agent, so a corporate user or branch manager reads and changes only the dashboard users
// within reach (staff users belong to no customer: only staff reach them). Plus the reads and writes
// the account flows need, and the users' pictures. A function given a transaction runs in it; a read
// without one reads outside any.
import { In, type SelectQueryBuilder } from 'typeorm';
import type { ListQuery, OwnedKit, OwnedResource, Principal, Role, Tx, UserKind } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import { PictureEntity, UserEntity, type PictureRow, type UserRow } from './entities.ts';

export type UserResource = OwnedResource<UserRow, 'identity'>;

export interface UserListQuery extends ListQuery {
  kind?: UserKind;
  role?: Role;
  isActive?: boolean;
  pending?: boolean;
  customerId?: string;
  agentId?: string;
}

/** The filters of the staff list of users (one kind, by role, activation or pending approval). */
const staffListFilters = (q: UserListQuery) => (qb: SelectQueryBuilder<UserRow>) => {
  qb.andWhere('u.kind = :kind', { kind: q.kind ?? 'staff' });
  if (q.role) qb.andWhere('u.roles LIKE :role', { role: `%"${q.role}"%` });
  if (q.isActive !== undefined) qb.andWhere('u.isActive = :active', { active: q.isActive });
  // Self signed-up staff have no role until an admin approves them by granting one.
  if (q.pending !== undefined) qb.andWhere(q.pending ? "u.roles = '[]'" : "u.roles <> '[]'");
};

/** The filters of the dashboard users' list (of one customer or agent). */
const dashboardListFilters = (q: UserListQuery) => (qb: SelectQueryBuilder<UserRow>) => {
  qb.andWhere('u.kind = :kind', { kind: 'dashboard' });
  if (q.customerId) qb.andWhere('u.customerId = :customerId', { customerId: q.customerId });
  if (q.agentId) qb.andWhere('u.agentId = :agentId', { agentId: q.agentId });
};

export type UserStore = ReturnType<typeof userStore>;

export function userStore(kit: OwnedKit<'identity'>) {
  const rows = {
    entity: UserEntity,
    alias: 'u',
    owners: { customer: 'customerId', office: { column: 'officeIds', many: true }, agent: 'agentId' },
    notFound: 'User not found.',
  } as const;
  /** The users, for reads and writes and the staff list (listUsers). */
  const users: UserResource = kit.resource<UserRow>({ ...rows, list: lists.listUsers });
  /** The same rows as listDashboardUsers lists them. */
  const dashboardUsers: UserResource = kit.resource<UserRow>({ ...rows, list: lists.listDashboardUsers });
  const manager = (tx?: Tx<'identity'>) => tx?.m ?? kit.ds.manager;

  return {
    users,
    transaction: <T>(work: (tx: Tx<'identity'>) => Promise<T>): Promise<T> => kit.transaction(work),

    /** The staff list of users (one kind, by role, activation or pending approval). */
    list: (principal: Principal, q: UserListQuery) => users.list(principal, q, staffListFilters(q)),

    /** Dashboard users (of one customer or agent), narrowed to what the caller may see (tenancy). */
    listDashboard: (principal: Principal, q: UserListQuery) => dashboardUsers.list(principal, q, dashboardListFilters(q)),

    byId: (id: string, tx?: Tx<'identity'>): Promise<UserRow | null> => manager(tx).findOne(UserEntity, { where: { id } }),

    /** Addresses are unique per kind: a staff user and a dashboard user may share one. */
    byEmail: (email: string, kind: UserKind, tx?: Tx<'identity'>): Promise<UserRow | null> => manager(tx).findOne(UserEntity, { where: { email, kind } }),

    /** The active dashboard user linked to the agent, if any (an agent has at most one). */
    activeDashboardUserOf: (agentId: string, tx?: Tx<'identity'>): Promise<UserRow | null> =>
      manager(tx).findOne(UserEntity, { where: { agentId, kind: 'dashboard', isActive: true } }),

    /** The users with these ids that the principal reaches. */
    async reachable(tx: Tx<'identity'>, principal: Principal, ids: string[]): Promise<UserRow[]> {
      return (await users.query(principal, tx.m)).andWhere('u.id IN (:...removeIds)', { removeIds: ids }).getMany();
    },

    async insert(tx: Tx<'identity'>, user: UserRow): Promise<void> {
      await tx.m.insert(UserEntity, user);
    },

    async activate(tx: Tx<'identity'>, id: string, updatedAt: Date): Promise<void> {
      await tx.m.update(UserEntity, { id }, { isActive: true, updatedAt });
    },

    async setPasswordHash(tx: Tx<'identity'>, id: string, passwordHash: string): Promise<void> {
      await tx.m.update(UserEntity, { id }, { passwordHash, updatedAt: new Date() });
    },

    /** Stamps a sign-in on the user's own row: the user signing in has no principal yet. */
    async stampSignIn(id: string, at: Date): Promise<void> {
      await kit.ds.manager.update(UserEntity, { id }, { lastSignInAt: at });
    },

    async saveProfile(tx: Tx<'identity'>, id: string, profile: Partial<Pick<UserRow, 'displayName' | 'username' | 'linkedAccounts'>>, updatedAt: Date): Promise<void> {
      await tx.m.update(UserEntity, { id }, { ...profile, updatedAt });
    },

    async deleteUsers(tx: Tx<'identity'>, ids: string[]): Promise<void> {
      await tx.m.delete(UserEntity, { id: In(ids) });
    },

    /** A user's picture: a user's picture belongs to no customer; the handlers decide who may read or change it. */
    pictureOf: (userId: string): Promise<PictureRow | null> => kit.ds.manager.findOne(PictureEntity, { where: { userId } }),

    /** The user's one picture, replacing any before it. */
    async replacePicture(tx: Tx<'identity'>, userId: string, contentType: string, data: Buffer): Promise<void> {
      await tx.m.delete(PictureEntity, { userId });
      await tx.m.insert(PictureEntity, { userId, contentType, data, updatedAt: new Date() });
      await tx.m.update(UserEntity, { id: userId }, { hasPicture: true, updatedAt: new Date() });
    },

    async deletePicturesOf(tx: Tx<'identity'>, userIds: string[]): Promise<void> {
      await tx.m.delete(PictureEntity, { userId: In(userIds) });
    },
  };
}
