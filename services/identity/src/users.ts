// Staff management of users (spec 000 admin area, 001 settings/users) and dashboard users.
import { In, type DataSource, type SelectQueryBuilder } from 'typeorm';
import { applyScope, badRequest, listPage, conflict, forbidden, notFound, scopeOf, visibleOrNotFound, type ListQuery as PlatformListQuery, type Outbox, type Principal, type Role, type UserKind } from '@adops/platform';
import { ApiKeyEntity, PictureEntity, TokenEntity, UserEntity, type UserRow } from './persistence/entities.ts';
import { assertDoesNotOutrank, assertMayManage, assertRolesFit, eventData, newUser, normaliseEmail } from './domain/users.ts';
import { assertNewPassword, hashPassword } from './domain/passwords.ts';
import type { Accounts } from './accounts.ts';
import type { SessionRevoker } from './sessions.ts';

export interface ListQuery extends PlatformListQuery {
  kind?: UserKind;
  role?: Role;
  isActive?: boolean;
  pending?: boolean;
  customerId?: string;
  agentId?: string;
}

export interface CreateUserInput {
  email: string;
  displayName?: string;
  username?: string;
  roles: Role[];
  kind?: UserKind;
  password?: string;
  confirmPassword?: string;
  isActive?: boolean;
  customerId?: string;
  agentId?: string;
  officeIds?: string[];
}

export type UpdateUserInput = Partial<Pick<UserRow, 'displayName' | 'username' | 'roles' | 'isActive' | 'customerId' | 'agentId' | 'officeIds'>>;

const SORTABLE = ['createdAt', 'email', 'displayName'] as const;

/** What the session carries: changing any of these ends the user's sessions, so the next request sees the change. */
const SESSION_FIELDS = ['roles', 'customerId', 'agentId', 'officeIds'] as const;
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const NOT_YOUR_OWN = 'You cannot change your own roles or activation.';

export class Users {
  private readonly ds: DataSource;
  private readonly outbox: Outbox<'identity'>;
  private readonly accounts: Accounts;
  private readonly sessions: SessionRevoker;

  constructor(ds: DataSource, outbox: Outbox<'identity'>, accounts: Accounts, sessions: SessionRevoker) {
    this.ds = ds;
    this.outbox = outbox;
    this.accounts = accounts;
    this.sessions = sessions;
  }

  private repo() {
    return this.ds.getRepository(UserEntity);
  }

  /** One page of users, by the platform's list rules (page, limit, allowed sorts, search). */
  private page(qb: SelectQueryBuilder<UserRow>, q: ListQuery) {
    return listPage(qb, q, { alias: 'u', sortable: SORTABLE, defaultSort: '-createdAt', searchIn: ['email', 'displayName', 'username'] });
  }

  list(q: ListQuery) {
    const qb = this.repo().createQueryBuilder('u').where('u.kind = :kind', { kind: q.kind ?? 'staff' });
    if (q.role) qb.andWhere('u.roles LIKE :role', { role: `%"${q.role}"%` });
    if (q.isActive !== undefined) qb.andWhere('u.isActive = :active', { active: q.isActive });
    // Self signed-up staff have no role until an admin approves them by granting one.
    if (q.pending !== undefined) qb.andWhere(q.pending ? "u.roles = '[]'" : "u.roles <> '[]'");
    return this.page(qb, q);
  }

  /** Dashboard users, narrowed to what the caller may see (tenancy). */
  listDashboard(actor: Principal, q: ListQuery) {
    const qb = this.repo().createQueryBuilder('u').where('u.kind = :kind', { kind: 'dashboard' });
    applyScope(qb, scopeOf(actor), { customer: 'u.customerId', office: { column: 'u.officeIds', many: true }, agent: 'u.agentId' });
    if (q.customerId) qb.andWhere('u.customerId = :customerId', { customerId: q.customerId });
    if (q.agentId) qb.andWhere('u.agentId = :agentId', { agentId: q.agentId });
    return this.page(qb, q);
  }

  /** A user the actor may act on: staff reach everyone; dashboard managers their scope's dashboard users. */
  async visible(actor: Principal, id: string): Promise<UserRow> {
    const user = await this.repo().findOne({ where: { id } });
    const scope = scopeOf(actor);
    if (scope.level === 'all') {
      if (!user) throw notFound('User not found.');
      return user;
    }
    return visibleOrNotFound(scope, user?.kind === 'dashboard' ? user : undefined, 'User not found.');
  }

  async create(actor: Principal, input: CreateUserInput): Promise<UserRow> {
    const kind = input.kind ?? 'staff';
    assertRolesFit(kind, input.roles, input.customerId);
    assertMayManage(actor, undefined, input.roles);
    const email = normaliseEmail(input.email);
    if (input.password !== undefined) assertNewPassword(input.password, input.confirmPassword);
    const user = newUser({
      email,
      kind,
      roles: input.roles,
      // Without a password the user is invited and becomes active by choosing one.
      isActive: input.isActive ?? true,
      passwordHash: input.password !== undefined ? await hashPassword(input.password) : null,
      ...(input.displayName ? { displayName: input.displayName } : {}),
      ...(input.username ? { username: input.username } : {}),
      ...(input.customerId ? { customerId: input.customerId } : {}),
      ...(input.agentId ? { agentId: input.agentId } : {}),
      ...(input.officeIds ? { officeIds: input.officeIds } : {}),
    });
    await this.ds.transaction(async (m) => {
      if (await m.findOne(UserEntity, { where: { email, kind } })) throw conflict('A user with this email already exists.');
      await m.insert(UserEntity, user);
      await this.outbox.record(m, { type: 'user.signed_up', subject: user.id, customerId: user.customerId, data: eventData(user) });
    });
    if (input.password === undefined) await this.accounts.inviteToChoosePassword(user);
    return user;
  }

  async update(actor: Principal, id: string, input: UpdateUserInput): Promise<UserRow> {
    const user = await this.visible(actor, id);
    assertMayManage(actor, user, input.roles);
    const next: UserRow = { ...user, ...input, updatedAt: new Date() };
    assertRolesFit(next.kind, next.roles, next.customerId);
    const activationChanged = input.isActive !== undefined && input.isActive !== user.isActive;
    const sessionChanged = SESSION_FIELDS.some((f) => input[f] !== undefined && !sameJson(input[f], user[f]));
    if (actor.userId === id && (activationChanged || sessionChanged)) throw forbidden(NOT_YOUR_OWN);
    await this.ds.transaction(async (m) => {
      await m.update(UserEntity, { id }, { ...input, updatedAt: next.updatedAt });
      if (activationChanged) {
        await this.outbox.record(m, { type: input.isActive ? 'user.activated' : 'user.deactivated', subject: id, customerId: next.customerId, data: eventData(next) });
      }
      if (input.isActive === false && activationChanged) await this.sessions.revokeUser(m, id, 'deactivated');
      else if (sessionChanged) await this.sessions.revokeUser(m, id, 'roles_changed');
    });
    return next;
  }

  async setActive(actor: Principal, id: string, active: boolean): Promise<void> {
    const user = await this.visible(actor, id);
    if (actor.kind === 'dashboard' && !active) throw forbidden();
    assertDoesNotOutrank(actor, user);
    assertMayManage(actor, user);
    if (actor.userId === id) throw forbidden(NOT_YOUR_OWN);
    if (user.isActive === active) return;
    await this.ds.transaction(async (m) => {
      await m.update(UserEntity, { id }, { isActive: active, updatedAt: new Date() });
      await this.outbox.record(m, { type: active ? 'user.activated' : 'user.deactivated', subject: id, customerId: user.customerId, data: eventData({ ...user, isActive: active }) });
      if (!active) await this.sessions.revokeUser(m, id, 'deactivated');
    });
  }

  async remove(actor: Principal, ids: string[]): Promise<number> {
    if (ids.includes(actor.userId)) throw badRequest('You cannot remove yourself.');
    return this.ds.transaction(async (m) => {
      const users = await m.find(UserEntity, { where: { id: In(ids) } });
      for (const user of users) {
        await this.outbox.record(m, { type: 'user.removed', subject: user.id, customerId: user.customerId, data: eventData(user) });
        await this.sessions.revokeUser(m, user.id, 'removed');
      }
      if (users.length) {
        const found = users.map((u) => u.id);
        await m.delete(TokenEntity, { userId: In(found) });
        await m.delete(ApiKeyEntity, { userId: In(found) });
        await m.delete(PictureEntity, { userId: In(found) });
        await m.delete(UserEntity, { id: In(found) });
      }
      return users.length;
    });
  }

  async setPassword(actor: Principal, id: string, password: string, confirmPassword: string): Promise<void> {
    // One's own password changes with the current one (changeMyPassword), never by the staff route.
    if (actor.userId === id) throw forbidden('Change your own password in your settings, with your current password.');
    const user = await this.visible(actor, id);
    assertMayManage(actor, user);
    assertNewPassword(password, confirmPassword);
    const passwordHash = await hashPassword(password);
    await this.ds.transaction(async (m) => {
      await m.update(UserEntity, { id }, { passwordHash, updatedAt: new Date() });
      await this.sessions.revokeUser(m, id, 'password_changed');
    });
  }

  /** The signed-in user's own new password: their other sessions end; the caller gets a fresh one. */
  async changeOwnPassword(user: UserRow, password: string, confirmPassword: string): Promise<void> {
    assertNewPassword(password, confirmPassword);
    const passwordHash = await hashPassword(password);
    await this.ds.transaction(async (m) => {
      await m.update(UserEntity, { id: user.id }, { passwordHash, updatedAt: new Date() });
      await this.sessions.revokeUser(m, user.id, 'password_changed');
    });
  }

  async updateProfile(userId: string, input: { displayName?: string; username?: string }): Promise<UserRow> {
    const user = await this.repo().findOne({ where: { id: userId } });
    if (!user) throw notFound('User not found.');
    const next = { ...user, ...input, updatedAt: new Date() };
    await this.repo().update({ id: userId }, { ...input, updatedAt: next.updatedAt });
    return next;
  }

  async unlink(userId: string, provider: string): Promise<UserRow> {
    const user = await this.repo().findOne({ where: { id: userId } });
    if (!user || !user.linkedAccounts.some((a) => a.provider === provider)) throw notFound(`No linked ${provider} account.`);
    const linkedAccounts = user.linkedAccounts.filter((a) => a.provider !== provider);
    const next = { ...user, linkedAccounts, updatedAt: new Date() };
    await this.repo().update({ id: userId }, { linkedAccounts, updatedAt: next.updatedAt });
    return next;
  }
}
