// Where identity's revocations are kept: the platform's revocations table, checked on every request
// by every service (auth/revocations.ts), written in the transaction of the change that causes them.
import type { OwnedKit, Revocation, Revocations, Tx } from '@adops/platform';

export type SessionStore = ReturnType<typeof sessionStore>;

export function sessionStore(kit: OwnedKit<'identity'>, revocations: Revocations) {
  return {
    transaction: <T>(work: (tx: Tx<'identity'>) => Promise<T>): Promise<T> => kit.transaction(work),

    recordRevocation: (tx: Tx<'identity'>, revocation: Revocation): Promise<void> => revocations.record(tx.m, revocation),
  };
}
