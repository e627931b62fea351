// Outside production, the simulated network comes with an account of each kind, linked for every
// customer (customerId null), so an order placed on a fresh `make up` becomes a running campaign
// without anyone first linking an account. Linked once: a restart, or two processes starting at the
// same moment, finds the account the first one made (the unique network-account index).
import { Problem } from '@adops/platform';
import type { AccountKind } from './rules.ts';
import { linkedOnce, type AccountStore } from './store.ts';

/** The simulated accounts: fixed network ids, so they are recognisably the simulator's own. */
export const SIMULATED_ACCOUNTS: ReadonlyArray<{ kind: AccountKind; accountId: string; name: string }> = [
  { kind: 'social', accountId: '1000000001', name: 'Simulated social account' },
  { kind: 'display', accountId: '1000000002', name: 'Simulated display account' },
];

export class SimulatedAccounts {
  private readonly store: AccountStore;

  constructor(store: AccountStore) {
    this.store = store;
  }

  /** Links each simulated account that is not linked yet (one unlinked by staff stays unlinked until the next start). */
  async ensure(currency: string, timezone: string): Promise<void> {
    for (const account of SIMULATED_ACCOUNTS) {
      if (await this.store.linkedNetworkAccount(account.kind, 'simulator', account.accountId)) continue;
      try {
        await linkedOnce(() =>
          this.store.kit.transaction((tx) =>
            this.store.accounts.insert(tx, { ...account, provider: 'simulator', currency, timezone, customerId: null, credentials: null }),
          ),
        );
      } catch (e) {
        // Another process linked it between the look and the insert: it exists, which is all we want.
        if (!(e instanceof Problem && e.status === 409)) throw e;
      }
    }
  }
}
