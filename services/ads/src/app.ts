// The ads service module: its spec, tables, handlers and consumers, for its own process (main.ts) and
// for the embedded default alike. Wiring only: each area's store and use cases, handed to its handlers
// and consumers.
import { fileURLToPath } from 'node:url';
import type { DataSource } from 'typeorm';
import type { operations } from '@adops/openapi/generated/ads';
import { completeHandlers, customerReferencesSubscription, defineModule, loadSecretBox, mergeSubscriptions, OwnedKit, type Outbox, type SecretBox } from '@adops/platform';
import { adsMigrations, adsTables } from './tables.ts';
import { AccountStore } from './accounts/store.ts';
import { AdAccounts } from './accounts/accounts.ts';
import { MinimumBudgets } from './accounts/minimum-budgets.ts';
import { accountHandlers } from './accounts/handlers.ts';
import { AdNetworks } from './campaigns/network/networks.ts';

export const adsSpecPath = fileURLToPath(new URL('../../../openapi/generated/ads.openapi.yaml', import.meta.url));

/** Each area's store and use cases over one owned-resource kit. */
export function adsAreas(dataSource: DataSource, outbox: Outbox<'ads'>, secrets: SecretBox, networks: AdNetworks) {
  const kit = new OwnedKit(dataSource, outbox);
  const accountStore = new AccountStore(kit);
  const adAccounts = new AdAccounts(accountStore, secrets);
  return {
    accountStore,
    adAccounts,
    minimumBudgets: new MinimumBudgets(adAccounts, networks),
  };
}

export const adsModule = defineModule({
  name: 'ads',
  specPath: adsSpecPath,
  entities: adsTables,
  migrations: adsMigrations,
  async create(ctx) {
    const networks = new AdNetworks([]);
    const areas = adsAreas(ctx.dataSource, ctx.outbox, loadSecretBox(ctx.config), networks);
    return {
      handlers: completeHandlers<operations>({
        ...accountHandlers({ ...areas, hasRunningCampaigns: async () => false }),
      }),
      // The customer context's customers, offices and agents (customer_references): accounts and
      // templates name a customer, campaigns its office and agents.
      subscription: mergeSubscriptions('ads', [customerReferencesSubscription('ads')]),
    };
  },
});
