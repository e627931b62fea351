// The signed-in user's own account (spec 000 §5 profile, 001 settings): profile, password, linked
// sign-in accounts.
import type { DataSource } from 'typeorm';
import { notFound } from '@adops/platform';
import { UserEntity, type UserRow } from '../persistence/entities.ts';
import { findUser } from '../persistence/users.ts';
import { assertNewPassword, hashPassword } from '../domain/passwords.ts';
import type { SessionRevoker } from '../events/session-revocations.ts';

export type OwnAccount = ReturnType<typeof createOwnAccount>;

export function createOwnAccount(ds: DataSource, revoker: SessionRevoker) {
  return {
    /** The user's new password: their other sessions end; the caller gets a fresh one. */
    async changePassword(user: UserRow, password: string, confirmPassword: string): Promise<void> {
      assertNewPassword(password, confirmPassword);
      const passwordHash = await hashPassword(password);
      await ds.transaction(async (m) => {
        await m.update(UserEntity, { id: user.id }, { passwordHash, updatedAt: new Date() });
        await revoker.revokeUser(m, user.id, 'password_changed');
      });
    },

    updateProfile: (userId: string, input: { displayName?: string; username?: string }): Promise<UserRow> =>
      ds.transaction(async (m) => {
        const user = await findUser(m, userId);
        if (!user) throw notFound('User not found.');
        const next = { ...user, ...input, updatedAt: new Date() };
        await m.update(UserEntity, { id: userId }, { ...input, updatedAt: next.updatedAt });
        return next;
      }),

    unlink: (userId: string, provider: string): Promise<UserRow> =>
      ds.transaction(async (m) => {
        const user = await findUser(m, userId);
        if (!user || !user.linkedAccounts.some((a) => a.provider === provider)) throw notFound(`No linked ${provider} account.`);
        const linkedAccounts = user.linkedAccounts.filter((a) => a.provider !== provider);
        const next = { ...user, linkedAccounts, updatedAt: new Date() };
        await m.update(UserEntity, { id: userId }, { linkedAccounts, updatedAt: next.updatedAt });
        return next;
      }),
  };
}
