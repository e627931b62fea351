// Forgotten passwords (spec 000 §2, 002 §2): a reset link by e-mail, valid for an hour and used once;
// the same link invites a user created without a password to choose one.
import type { DataSource } from 'typeorm';
import { badRequest, gone, type RateLimitReport, type UserKind } from '@adops/platform';
import { UserEntity, type UserRow } from '../persistence/entities.ts';
import { findUser, findUserByEmail } from '../persistence/users.ts';
import { claimToken, findOneTimeToken, issueOneTimeToken } from '../persistence/one-time-tokens.ts';
import { isExpired } from '../domain/one-time-tokens.ts';
import { assertNewPassword, hashPassword } from '../domain/passwords.ts';
import { normaliseEmail } from '../domain/users.ts';
import { resetPath } from '../domain/links.ts';
import { EXPIRED_LINK, INVALID_RESET } from '../domain/account-messages.ts';
import type { SessionRevoker } from '../events/session-revocations.ts';
import { inviteMail, resetMail } from '../mail/messages.ts';
import type { AccountMail } from './account-mail.ts';
import type { SignInLimiter } from './sign-in-limiter.ts';

export type PasswordReset = ReturnType<typeof createPasswordReset>;

export function createPasswordReset(ds: DataSource, limiter: SignInLimiter, revoker: SessionRevoker, mail: AccountMail) {
  return {
    async forgot(emailInput: string, kind: UserKind, address: string, report: RateLimitReport) {
      await limiter.forgotAttempt(address, report);
      const email = normaliseEmail(emailInput);
      const user = await findUserByEmail(ds.manager, email, kind);
      if (user) {
        const token = await ds.transaction((m) => issueOneTimeToken(m, user.id, 'reset'));
        await mail.send(resetMail(email, mail.link(resetPath(kind, token))));
      }
      return { message: 'If that address is registered, a reset link is on its way.' };
    },

    async reset(token: string, kind: UserKind, password: string, confirmPassword: string) {
      const row = await findOneTimeToken(ds.manager, token, 'reset');
      const user = row && (await findUser(ds.manager, row.userId));
      if (!row || row.usedAt || !user || user.kind !== kind) throw badRequest(INVALID_RESET);
      if (isExpired(row)) throw gone(EXPIRED_LINK);
      assertNewPassword(password, confirmPassword);
      const passwordHash = await hashPassword(password);
      await ds.transaction(async (m) => {
        // Claim the token first: of two concurrent resets with one token, only one changes the password.
        if (!(await claimToken(m, row.id))) throw badRequest(INVALID_RESET);
        await m.update(UserEntity, { id: user.id }, { passwordHash, updatedAt: new Date() });
        await revoker.revokeUser(m, user.id, 'password_changed');
      });
      return { message: 'Your password has been reset.' };
    },

    /** An invitation for a user created without a password: a reset link valid for an hour. */
    async inviteToChoosePassword(user: UserRow): Promise<void> {
      const token = await ds.transaction((m) => issueOneTimeToken(m, user.id, 'reset'));
      await mail.send(inviteMail(user.email, mail.link(resetPath(user.kind, token))));
    },
  };
}
