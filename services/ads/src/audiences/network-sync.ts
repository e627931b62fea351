// Pulling a social account's custom audiences and pages from its network into our tables. The network
// is asked first, outside any transaction (a slow network must not hold row locks); then, with the
// account row locked so two syncs of one account take turns, the stored rows are matched to the
// network's by its ids (rules.ts planSync): new ones added, known ones refreshed, gone ones removed.
import { notFound, Problem, type Principal } from '@adops/platform';
import type { AdAccounts } from '../accounts/accounts.ts';
import { networkAccountOf } from '../accounts/minimum-budgets.ts';
import { ACCOUNT_MESSAGES } from '../accounts/rules.ts';
import type { AdAccountRow } from '../accounts/entities.ts';
import type { AdNetworks } from '../campaigns/network/networks.ts';
import type { AdNetwork, NetworkAccount } from '../campaigns/network/port.ts';
import type { AudienceStore } from './store.ts';
import { AUDIENCE_MESSAGES, keepsNetworkId, planSync, storedAudienceFields, storedPageFields } from './rules.ts';

export interface SyncResult {
  added: number;
  updated: number;
  removed: number;
}

export class NetworkSync {
  private readonly store: AudienceStore;
  private readonly adAccounts: AdAccounts;
  private readonly networks: AdNetworks;
  private readonly clock: () => Date;

  constructor(store: AudienceStore, adAccounts: AdAccounts, networks: AdNetworks, clock: () => Date = () => new Date()) {
    this.store = store;
    this.adAccounts = adAccounts;
    this.networks = networks;
    this.clock = clock;
  }

  async audiences(principal: Principal, adAccountId: string): Promise<SyncResult> {
    const account = await this.adAccounts.get(principal, 'social', adAccountId);
    const network = (await this.ask(account, (n, a) => n.listAudiences(a))).filter((a) => keepsNetworkId(a.audienceId));
    return this.store.kit.transaction(async (tx) => {
      if (!(await this.store.lockAccount(tx, account.id))) throw notFound(ACCOUNT_MESSAGES.notFound);
      const syncedAt = this.clock();
      const plan = planSync(await this.store.audiencesOf(tx, account.id), network, (s) => s.audienceId, (n) => n.audienceId);
      await this.store.insertMany(tx, this.store.audiences, plan.add.map((a) => ({ ...storedAudienceFields(a), adAccountId: account.id, tags: [], syncedAt })));
      // Staff's name, description and tags stay: only what the network alone knows is refreshed.
      for (const { stored, from } of plan.refresh) {
        const { subtype, approximateCount } = storedAudienceFields(from);
        await this.store.audiences.write(tx, stored, { subtype, approximateCount, syncedAt });
      }
      await this.store.audiences.deleteMany(tx, plan.remove);
      return { added: plan.add.length, updated: plan.refresh.length, removed: plan.remove.length };
    });
  }

  async pages(principal: Principal, adAccountId: string): Promise<SyncResult> {
    const account = await this.adAccounts.get(principal, 'social', adAccountId);
    const network = (await this.ask(account, (n, a) => n.listPages(a))).filter((p) => keepsNetworkId(p.pageId));
    return this.store.kit.transaction(async (tx) => {
      if (!(await this.store.lockAccount(tx, account.id))) throw notFound(ACCOUNT_MESSAGES.notFound);
      const syncedAt = this.clock();
      const plan = planSync(await this.store.pagesOf(tx, account.id), network, (s) => s.pageId, (n) => n.pageId);
      await this.store.insertMany(tx, this.store.pages, plan.add.map((p) => ({ ...storedPageFields(p), adAccountId: account.id, syncedAt })));
      for (const { stored, from } of plan.refresh) {
        const { name, link } = storedPageFields(from);
        await this.store.pages.write(tx, stored, { name, link, syncedAt });
      }
      await this.store.pages.deleteMany(tx, plan.remove);
      return { added: plan.add.length, updated: plan.refresh.length, removed: plan.remove.length };
    });
  }

  /** A call to the account's network; its failure is the network's, a 502, not ours. */
  private async ask<T>(account: AdAccountRow, call: (network: AdNetwork, account: NetworkAccount) => Promise<T>): Promise<T> {
    try {
      return await call(this.networks.for(account.provider), networkAccountOf(account, this.adAccounts.openCredentials(account)));
    } catch (error) {
      // Staff (the only callers) see the network's own reason: an expired token is theirs to renew.
      const reason = String((error as Error)?.message ?? error).slice(0, 500) || 'no reason given';
      throw new Problem(502, 'Bad Gateway', AUDIENCE_MESSAGES.networkUnreachable, { errors: [{ path: '/network', message: reason }] });
    }
  }
}
