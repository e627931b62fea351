// The users table as an owned resource: a dashboard user belongs to its customer, offices and agent,
// so a corporate user or branch manager reads and changes only the dashboard users within reach (staff
// users belong to no customer: only staff reach them). Plus the reads the account flows need.
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import type { ListQuery, OwnedKit, OwnedResource, Role, UserKind } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import { UserEntity, type UserRow } from './entities.ts';

export type UserResource = OwnedResource<UserRow, 'identity'>;

/** The users, for reads and writes and the staff list (listUsers); and the same rows as listDashboardUsers lists them. */
export interface UserResources {
  users: UserResource;
  dashboardUsers: UserResource;
}

export function declareUsers(kit: OwnedKit<'identity'>): UserResources {
  const rows = {
    entity: UserEntity,
    alias: 'u',
    owners: { customer: 'customerId', office: { column: 'officeIds', many: true }, agent: 'agentId' },
    notFound: 'User not found.',
  } as const;
  return { users: kit.resource<UserRow>({ ...rows, list: lists.listUsers }), dashboardUsers: kit.resource<UserRow>({ ...rows, list: lists.listDashboardUsers }) };
}

export interface UserListQuery extends ListQuery {
  kind?: UserKind;
  role?: Role;
  isActive?: boolean;
  pending?: boolean;
  customerId?: string;
  agentId?: string;
}

/** The filters of the staff list of users (one kind, by role, activation or pending approval). */
export const staffListFilters = (q: UserListQuery) => (qb: SelectQueryBuilder<UserRow>) => {
  qb.andWhere('u.kind = :kind', { kind: q.kind ?? 'staff' });
  if (q.role) qb.andWhere('u.roles LIKE :role', { role: `%"${q.role}"%` });
  if (q.isActive !== undefined) qb.andWhere('u.isActive = :active', { active: q.isActive });
  // Self signed-up staff have no role until an admin approves them by granting one.
  if (q.pending !== undefined) qb.andWhere(q.pending ? "u.roles = '[]'" : "u.roles <> '[]'");
};

/** The filters of the dashboard users' list (of one customer or agent). */
export const dashboardListFilters = (q: UserListQuery) => (qb: SelectQueryBuilder<UserRow>) => {
  qb.andWhere('u.kind = :kind', { kind: 'dashboard' });
  if (q.customerId) qb.andWhere('u.customerId = :customerId', { customerId: q.customerId });
  if (q.agentId) qb.andWhere('u.agentId = :agentId', { agentId: q.agentId });
};

export const findUser = (m: EntityManager, id: string): Promise<UserRow | null> => m.findOne(UserEntity, { where: { id } });

/** Addresses are unique per kind: a staff user and a dashboard user may share one. */
export const findUserByEmail = (m: EntityManager, email: string, kind: UserKind): Promise<UserRow | null> => m.findOne(UserEntity, { where: { email, kind } });
