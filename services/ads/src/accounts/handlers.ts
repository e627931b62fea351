// /api/ad-accounts and /api/gdn-accounts: the social and display-network accounts campaigns run on;
// /api/billing-accounts: those an order may be billed to, as the dashboard's order flow offers them.
import { principalOf, reply, type SomeHandlers, type Tx } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/ads';
import type { AdAccounts } from './accounts.ts';
import type { MinimumBudgets } from './minimum-budgets.ts';
import { toAdAccountDto, toBillingAccountDto } from './dto.ts';

type AccountOps =
  | 'listAdAccounts' | 'createAdAccount' | 'getAdAccount' | 'updateAdAccount' | 'deleteAdAccount' | 'getAdAccountMinimumBudget'
  | 'listGdnAccounts' | 'createGdnAccount' | 'getGdnAccount' | 'updateGdnAccount' | 'deleteGdnAccount'
  | 'listBillingAccounts';

export interface AccountUseCases {
  adAccounts: AdAccounts;
  minimumBudgets: MinimumBudgets;
  /** Whether campaigns still run on an account (the campaigns area answers). */
  hasRunningCampaigns: (accountId: string, tx: Tx<'ads'>) => Promise<boolean>;
}

export function accountHandlers({ adAccounts, minimumBudgets, hasRunningCampaigns }: AccountUseCases): SomeHandlers<operations, AccountOps> {
  return {
    listAdAccounts: async (req, res) => {
      const page = await adAccounts.list(principalOf(req), 'social', req.query);
      reply(res, 200, { items: page.items.map(toAdAccountDto), count: page.count });
    },
    createAdAccount: async (req, res) => reply(res, 201, toAdAccountDto(await adAccounts.create(principalOf(req), 'social', req.body))),
    getAdAccount: async (req, res) => reply(res, 200, toAdAccountDto(await adAccounts.get(principalOf(req), 'social', req.params.adAccountId))),
    updateAdAccount: async (req, res) => reply(res, 200, toAdAccountDto(await adAccounts.update(principalOf(req), 'social', req.params.adAccountId, req.body))),
    deleteAdAccount: async (req, res) => {
      await adAccounts.remove(principalOf(req), 'social', req.params.adAccountId, hasRunningCampaigns);
      res.status(204).end();
    },
    getAdAccountMinimumBudget: async (req, res) => reply(res, 200, await minimumBudgets.of(principalOf(req), req.params.adAccountId)),
    listGdnAccounts: async (req, res) => {
      const page = await adAccounts.list(principalOf(req), 'display', req.query);
      reply(res, 200, { items: page.items.map(toAdAccountDto), count: page.count });
    },
    createGdnAccount: async (req, res) => reply(res, 201, toAdAccountDto(await adAccounts.create(principalOf(req), 'display', req.body))),
    getGdnAccount: async (req, res) => reply(res, 200, toAdAccountDto(await adAccounts.get(principalOf(req), 'display', req.params.gdnAccountId))),
    updateGdnAccount: async (req, res) => reply(res, 200, toAdAccountDto(await adAccounts.update(principalOf(req), 'display', req.params.gdnAccountId, req.body))),
    deleteGdnAccount: async (req, res) => {
      await adAccounts.remove(principalOf(req), 'display', req.params.gdnAccountId, hasRunningCampaigns);
      res.status(204).end();
    },
    listBillingAccounts: async (req, res) => {
      const page = await adAccounts.billingAccounts(principalOf(req), req.query);
      reply(res, 200, { items: page.items.map(toBillingAccountDto), count: page.count });
    },
  };
}
