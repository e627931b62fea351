// Staff and dashboard managers managing users (spec 000 admin area, 001 settings/users, 002 dashboard
// users): create, change, activate or deactivate, remove, set a password. Every change reads the user
// for update in its transaction, and records its event and the revocation of the user's sessions
// there too.
import { In } from 'typeorm';
import { badRequest, conflict, forbidden, type OwnedKit, type Principal, type Role, type UserKind } from '@adops/platform';
import { ApiKeyEntity, PictureEntity, TokenEntity, UserEntity, type UserRow } from '../persistence/entities.ts';
import { findUserByEmail, type UserResource } from '../persistence/users.ts';
import { assertDoesNotOutrank, assertMayManage, assertRolesFit, changesSession, newUser, normaliseEmail, NOT_YOUR_OWN } from '../domain/users.ts';
import { assertNewPassword, hashPassword } from '../domain/passwords.ts';
import { USER_EXISTS } from '../domain/account-messages.ts';
import { userActivationChanged, userRemoved, userSignedUp } from '../events/user-events.ts';
import type { SessionRevoker } from '../events/session-revocations.ts';
import type { PasswordReset } from '../accounts/password-reset.ts';

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

export type UserManagement = ReturnType<typeof createUserManagement>;

export function createUserManagement(kit: OwnedKit<'identity'>, users: UserResource, revoker: SessionRevoker, passwordReset: PasswordReset) {
  return {
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
      await kit.transaction(async (tx) => {
        if (await findUserByEmail(tx.m, email, kind)) throw conflict(USER_EXISTS);
        await tx.m.insert(UserEntity, user);
        await tx.record(userSignedUp(user));
      });
      if (input.password === undefined) await passwordReset.inviteToChoosePassword(user);
      return user;
    },

    update: (actor: Principal, id: string, input: UpdateUserInput): Promise<UserRow> =>
      kit.transaction(async (tx) => {
        const user = await users.lock(tx, actor, id);
        assertMayManage(actor, user, input.roles);
        const proposed = { ...user, ...input };
        assertRolesFit(proposed.kind, proposed.roles, proposed.customerId);
        const activationChanged = input.isActive !== undefined && input.isActive !== user.isActive;
        const sessionChanged = changesSession(user, input);
        if (actor.userId === id && (activationChanged || sessionChanged)) throw forbidden(NOT_YOUR_OWN);
        const next = await users.write(tx, user, input, (written) => (activationChanged ? userActivationChanged(written) : undefined));
        if (input.isActive === false && activationChanged) await revoker.revokeUser(tx.m, id, 'deactivated');
        else if (sessionChanged) await revoker.revokeUser(tx.m, id, 'roles_changed');
        return next;
      }),

    setActive: (actor: Principal, id: string, active: boolean): Promise<void> =>
      kit.transaction(async (tx) => {
        const user = await users.lock(tx, actor, id);
        if (actor.kind === 'dashboard' && !active) throw forbidden();
        assertDoesNotOutrank(actor, user);
        assertMayManage(actor, user);
        if (actor.userId === id) throw forbidden(NOT_YOUR_OWN);
        if (user.isActive === active) return;
        await users.write(tx, user, { isActive: active }, userActivationChanged);
        if (!active) await revoker.revokeUser(tx.m, id, 'deactivated');
      }),

    /** Removes users with everything of theirs (tokens, API keys, picture); their sessions end. */
    async remove(actor: Principal, ids: string[]): Promise<number> {
      if (ids.includes(actor.userId)) throw badRequest('You cannot remove yourself.');
      if (!ids.length) return 0;
      return kit.transaction(async (tx) => {
        const found = await (await users.query(actor, tx.m)).andWhere('u.id IN (:...removeIds)', { removeIds: ids }).getMany();
        for (const user of found) {
          await tx.record(userRemoved(user));
          await revoker.revokeUser(tx.m, user.id, 'removed');
        }
        if (found.length) {
          const foundIds = found.map((u) => u.id);
          await tx.m.delete(TokenEntity, { userId: In(foundIds) });
          await tx.m.delete(ApiKeyEntity, { userId: In(foundIds) });
          await tx.m.delete(PictureEntity, { userId: In(foundIds) });
          await tx.m.delete(UserEntity, { id: In(foundIds) });
        }
        return found.length;
      });
    },

    async setPassword(actor: Principal, id: string, password: string, confirmPassword: string): Promise<void> {
      // One's own password changes with the current one (changeMyPassword), never by the staff route.
      if (actor.userId === id) throw forbidden('Change your own password in your settings, with your current password.');
      const user = await users.get(actor, id);
      assertMayManage(actor, user);
      assertNewPassword(password, confirmPassword);
      const passwordHash = await hashPassword(password);
      await kit.transaction(async (tx) => {
        await users.write(tx, await users.lock(tx, actor, id), { passwordHash });
        await revoker.revokeUser(tx.m, id, 'password_changed');
      });
    },
  };
}
