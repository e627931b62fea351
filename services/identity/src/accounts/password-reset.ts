// Forgotten passwords (spec 000 §2, 002 §2): a reset link by e-mail, valid for an hour and used once;
// the same link invites a user created without a password to choose one.
import { badRequest, gone, type RateLimitReport, type UserKind } from '@adops/platform';
import type { UserRow } from '../users/entities.ts';
import type { UserStore } from '../users/store.ts';
import { normaliseEmail } from '../users/rules.ts';
import type { SessionRevoker } from '../sessions/revocations.ts';
import { assertNewPassword, EXPIRED_LINK, INVALID_RESET, isExpired, resetPath } from './rules.ts';
import { hashPassword } from './passwords.ts';
import { inviteMail, resetMail } from './mail-messages.ts';
import type { AccountMail } from './account-mail.ts';
import type { SignInLimiter } from './sign-in-limiter.ts';
import type { AccountStore } from './store.ts';

export interface PasswordResetDeps {
  store: AccountStore;
  users: UserStore;
  limiter: SignInLimiter;
  revoker: SessionRevoker;
  mail: AccountMail;
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;

export function createPasswordReset({ store, users, limiter, revoker, mail }: PasswordResetDeps) {
  return {
    async forgot(emailInput: string, kind: UserKind, address: string, report: RateLimitReport) {
      await limiter.forgotAttempt(address, report);
      const email = normaliseEmail(emailInput);
      const user = await users.byEmail(email, kind);
      if (user) {
        const token = await store.issueToken(user.id, 'reset');
        await mail.send(resetMail(email, mail.link(resetPath(kind, token))));
      }
      return { message: 'If that address is registered, a reset link is on its way.' };
    },

    async reset(token: string, kind: UserKind, password: string, confirmPassword: string) {
      const row = await store.findToken(token, 'reset');
      const user = row && (await users.byId(row.userId));
      if (!row || row.usedAt || !user || user.kind !== kind) throw badRequest(INVALID_RESET);
      if (isExpired(row)) throw gone(EXPIRED_LINK);
      assertNewPassword(password, confirmPassword);
      const passwordHash = await hashPassword(password);
      await store.transaction(async (tx) => {
        // Claim the token first: of two concurrent resets with one token, only one changes the password.
        if (!(await store.claimToken(tx, row.id))) throw badRequest(INVALID_RESET);
        await users.setPasswordHash(tx, user.id, passwordHash);
        await revoker.revokeUser(tx, user.id, 'password_changed');
      });
      return { message: 'Your password has been reset.' };
    },

    /** An invitation for a user created without a password: a reset link valid for an hour. */
    async inviteToChoosePassword(user: UserRow): Promise<void> {
      const token = await store.issueToken(user.id, 'reset');
      await mail.send(inviteMail(user.email, mail.link(resetPath(user.kind, token))));
    },
  };
}
