// The signed-in user's own account (spec 000 §5 profile, 001 settings): profile, password, linked
// sign-in accounts.
import { notFound } from '@adops/platform';
import { assertNewPassword } from '../accounts/rules.ts';
import { hashPassword } from '../accounts/passwords.ts';
import type { SessionRevoker } from '../sessions/revocations.ts';
import type { UserRow } from './entities.ts';
import type { UserStore } from './store.ts';

export type OwnAccount = ReturnType<typeof createOwnAccount>;

export function createOwnAccount(store: UserStore, revoker: SessionRevoker) {
  return {
    /** The user's new password: their other sessions end; the caller gets a fresh one. */
    async changePassword(user: UserRow, password: string, confirmPassword: string): Promise<void> {
      assertNewPassword(password, confirmPassword);
      const passwordHash = await hashPassword(password);
      await store.transaction(async (tx) => {
        await store.setPasswordHash(tx, user.id, passwordHash);
        await revoker.revokeUser(tx, user.id, 'password_changed');
      });
    },

    updateProfile: (userId: string, input: { displayName?: string; username?: string }): Promise<UserRow> =>
      store.transaction(async (tx) => {
        const user = await store.byId(userId, tx);
        if (!user) throw notFound('User not found.');
        const next = { ...user, ...input, updatedAt: new Date() };
        await store.saveProfile(tx, userId, input, next.updatedAt);
        return next;
      }),

    unlink: (userId: string, provider: string): Promise<UserRow> =>
      store.transaction(async (tx) => {
        const user = await store.byId(userId, tx);
        if (!user || !user.linkedAccounts.some((a) => a.provider === provider)) throw notFound(`No linked ${provider} account.`);
        const linkedAccounts = user.linkedAccounts.filter((a) => a.provider !== provider);
        const next = { ...user, linkedAccounts, updatedAt: new Date() };
        await store.saveProfile(tx, userId, { linkedAccounts }, next.updatedAt);
        return next;
      }),
  };
}
