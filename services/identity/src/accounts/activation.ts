// Activation (spec 000 §1, 002 §1): the e-mailed link activates the account once; a user who lost it
// asks for another (re-invite).
import type { OwnedKit, UserKind } from '@adops/platform';
import { UserEntity } from '../persistence/entities.ts';
import { findUser, findUserByEmail } from '../persistence/users.ts';
import { activeDashboardUserOf } from '../persistence/agent-directory.ts';
import { findOneTimeToken, issueOneTimeToken, markTokenUsed } from '../persistence/one-time-tokens.ts';
import { activationOutcome, type ActivationOutcome } from '../domain/one-time-tokens.ts';
import { normaliseEmail } from '../domain/users.ts';
import { activationPath } from '../domain/links.ts';
import { checkEmailMessage } from '../domain/account-messages.ts';
import { userActivationChanged } from '../events/user-events.ts';
import { activationMail } from '../mail/messages.ts';
import type { AccountMail } from './account-mail.ts';

export type Activation = ReturnType<typeof createActivation>;

export function createActivation(kit: OwnedKit<'identity'>, mail: AccountMail) {
  return {
    activate: (token: string, kind: UserKind): Promise<ActivationOutcome> =>
      kit.transaction(async (tx) => {
        const { m } = tx;
        const row = await findOneTimeToken(m, token, 'activation');
        const user = row && (await findUser(m, row.userId));
        const outcome = activationOutcome(row, user, kind);
        if (outcome !== 'success' || !row || !user) return outcome;
        // Someone else became this agent's active dashboard user meanwhile: this one may not link too.
        if (user.agentId && (await activeDashboardUserOf(m, user.agentId))) return 'invalid';
        await markTokenUsed(m, row.id);
        const next = { ...user, isActive: true, updatedAt: new Date() };
        await m.update(UserEntity, { id: user.id }, { isActive: true, updatedAt: next.updatedAt });
        await tx.record(userActivationChanged(next));
        return 'success';
      }),

    async reinvite(emailInput: string, kind: UserKind) {
      const email = normaliseEmail(emailInput);
      const user = await findUserByEmail(kit.ds.manager, email, kind);
      if (user && !user.isActive) {
        const token = await kit.ds.transaction((m) => issueOneTimeToken(m, user.id, 'activation'));
        await mail.send(activationMail(email, mail.link(activationPath(kind, token)), kind === 'dashboard'));
      }
      // The same answer either way, so addresses cannot be probed.
      return { message: checkEmailMessage(email) };
    },
  };
}
