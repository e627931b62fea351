// Staff and dashboard managers managing users (spec 000 admin area, 001 settings/users, 002 dashboard
// users): create, change, activate or deactivate, remove, set a password. Every change reads the user
// for update in its transaction, and records its event and the revocation of the user's sessions
// there too.
import { badRequest, conflict, forbidden, type Principal, type Role, type UserKind } from '@adops/platform';
import { assertNewPassword, USER_EXISTS } from '../accounts/rules.ts';
import { hashPassword } from '../accounts/passwords.ts';
import type { AccountStore } from '../accounts/store.ts';
import type { PasswordReset } from '../accounts/password-reset.ts';
import type { ApiKeyStore } from '../api-keys/store.ts';
import type { SessionRevoker } from '../sessions/revocations.ts';
import { newUser, type UserRow } from './entities.ts';
import { assertDoesNotOutrank, assertMayManage, assertRolesFit, changesSession, normaliseEmail, NOT_YOUR_OWN } from './rules.ts';
import { userActivationChanged, userRemoved, userSignedUp } from './events.ts';
import type { UserStore } from './store.ts';

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

export interface UserManagementDeps {
  store: UserStore;
  /** The removed users' one-time tokens and API keys go with them. */
  tokens: AccountStore;
  apiKeys: ApiKeyStore;
  revoker: SessionRevoker;
  passwordReset: PasswordReset;
}

export function createUserManagement({ store, tokens, apiKeys, revoker, passwordReset }: UserManagementDeps) {
  const { users } = store;
  return {
    async create(principal: Principal, input: CreateUserInput): Promise<UserRow> {
      const kind = input.kind ?? 'staff';
      assertRolesFit(kind, input.roles, input.customerId);
      assertMayManage(principal, undefined, input.roles);
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
      await store.transaction(async (tx) => {
        if (await store.byEmail(email, kind, tx)) throw conflict(USER_EXISTS);
        await store.insert(tx, user);
        await tx.record(userSignedUp(user));
      });
      if (input.password === undefined) await passwordReset.inviteToChoosePassword(user);
      return user;
    },

    update: (principal: Principal, id: string, input: UpdateUserInput): Promise<UserRow> =>
      store.transaction(async (tx) => {
        const user = await users.lock(tx, principal, id);
        assertMayManage(principal, user, input.roles);
        const proposed = { ...user, ...input };
        assertRolesFit(proposed.kind, proposed.roles, proposed.customerId);
        const activationChanged = input.isActive !== undefined && input.isActive !== user.isActive;
        const sessionChanged = changesSession(user, input);
        if (principal.userId === id && (activationChanged || sessionChanged)) throw forbidden(NOT_YOUR_OWN);
        const next = await users.write(tx, user, input, (written) => (activationChanged ? userActivationChanged(written) : undefined));
        if (input.isActive === false && activationChanged) await revoker.revokeUser(tx, id, 'deactivated');
        else if (sessionChanged) await revoker.revokeUser(tx, id, 'roles_changed');
        return next;
      }),

    setActive: (principal: Principal, id: string, active: boolean): Promise<void> =>
      store.transaction(async (tx) => {
        const user = await users.lock(tx, principal, id);
        if (principal.kind === 'dashboard' && !active) throw forbidden();
        assertDoesNotOutrank(principal, user);
        assertMayManage(principal, user);
        if (principal.userId === id) throw forbidden(NOT_YOUR_OWN);
        if (user.isActive === active) return;
        await users.write(tx, user, { isActive: active }, userActivationChanged);
        if (!active) await revoker.revokeUser(tx, id, 'deactivated');
      }),

    /** Removes users with everything of theirs (tokens, API keys, picture); their sessions end. */
    async remove(principal: Principal, ids: string[]): Promise<number> {
      if (ids.includes(principal.userId)) throw badRequest('You cannot remove yourself.');
      if (!ids.length) return 0;
      return store.transaction(async (tx) => {
        const found = await store.reachable(tx, principal, ids);
        for (const user of found) {
          await tx.record(userRemoved(user));
          await revoker.revokeUser(tx, user.id, 'removed');
        }
        if (found.length) {
          const foundIds = found.map((u) => u.id);
          await tokens.deleteTokensOf(tx, foundIds);
          await apiKeys.deleteKeysOf(tx, foundIds);
          await store.deletePicturesOf(tx, foundIds);
          await store.deleteUsers(tx, foundIds);
        }
        return found.length;
      });
    },

    async setPassword(principal: Principal, id: string, password: string, confirmPassword: string): Promise<void> {
      // One's own password changes with the current one (changeMyPassword), never by the staff route.
      if (principal.userId === id) throw forbidden('Change your own password in your settings, with your current password.');
      const user = await users.get(principal, id);
      assertMayManage(principal, user);
      assertNewPassword(password, confirmPassword);
      const passwordHash = await hashPassword(password);
      await store.transaction(async (tx) => {
        await users.write(tx, await users.lock(tx, principal, id), { passwordHash });
        await revoker.revokeUser(tx, id, 'password_changed');
      });
    },
  };
}
