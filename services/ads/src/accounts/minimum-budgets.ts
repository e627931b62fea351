// An account's minimum daily budget, asked of its network (001 §7 ad-account minimum-budget).
import type { Principal } from '@adops/platform';
import type { MinimumBudget } from '@adops/openapi/generated/ads';
import type { AdNetworks } from '../campaigns/network/networks.ts';
import type { NetworkAccount } from '../campaigns/network/port.ts';
import type { AdAccountRow } from './entities.ts';
import type { AdAccounts } from './accounts.ts';

export class MinimumBudgets {
  private readonly accounts: AdAccounts;
  private readonly networks: AdNetworks;

  constructor(accounts: AdAccounts, networks: AdNetworks) {
    this.accounts = accounts;
    this.networks = networks;
  }

  async of(principal: Principal, id: string): Promise<MinimumBudget> {
    const row = await this.accounts.get(principal, 'social', id);
    const dailyMinimum = await this.networks.for(row.provider).minimumBudget(networkAccountOf(row, this.accounts.openCredentials(row)));
    return { currency: row.currency, dailyMinimum };
  }
}

/** The port's view of an account: its network id, currency and opened credentials. */
export function networkAccountOf(row: AdAccountRow, credentials: Record<string, string> | null): NetworkAccount {
  return { provider: row.provider, kind: row.kind, accountId: row.accountId, currency: row.currency, ...(credentials ? { credentials } : {}) };
}
