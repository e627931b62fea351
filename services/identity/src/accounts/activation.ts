// Activation (spec 000 §1, 002 §1): the e-mailed link activates the account once; a user who lost it
// asks for another (re-invite).
import type { UserKind } from '@adops/platform';
import type { UserStore } from '../users/store.ts';
import { normaliseEmail } from '../users/rules.ts';
import { userActivationChanged } from '../users/events.ts';
import { activationOutcome, activationPath, checkEmailMessage, type ActivationOutcome } from './rules.ts';
import { activationMail } from './mail-messages.ts';
import type { AccountMail } from './account-mail.ts';
import type { AccountStore } from './store.ts';

export type Activation = ReturnType<typeof createActivation>;

export function createActivation(store: AccountStore, users: UserStore, mail: AccountMail) {
  return {
    activate: (token: string, kind: UserKind): Promise<ActivationOutcome> =>
      store.transaction(async (tx) => {
        const row = await store.findToken(token, 'activation', tx);
        const user = row && (await users.byId(row.userId, tx));
        const outcome = activationOutcome(row, user, kind);
        if (outcome !== 'success' || !row || !user) return outcome;
        // Someone else became this agent's active dashboard user meanwhile: this one may not link too.
        if (user.agentId && (await users.activeDashboardUserOf(user.agentId, tx))) return 'invalid';
        await store.markTokenUsed(tx, row.id);
        const next = { ...user, isActive: true, updatedAt: new Date() };
        await users.activate(tx, user.id, next.updatedAt);
        await tx.record(userActivationChanged(next));
        return 'success';
      }),

    async reinvite(emailInput: string, kind: UserKind) {
      const email = normaliseEmail(emailInput);
      const user = await users.byEmail(email, kind);
      if (user && !user.isActive) {
        const token = await store.issueToken(user.id, 'activation');
        await mail.send(activationMail(email, mail.link(activationPath(kind, token)), kind === 'dashboard'));
      }
      // The same answer either way, so addresses cannot be probed.
      return { message: checkEmailMessage(email) };
    },
  };
}
