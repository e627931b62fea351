// Meta pages (001 §7 campaigns/getMetaPages, the /meta-pages screen): the pages the social accounts post
// as, as last synced, for admin, operations and sales; narrowed to one account or a customer's accounts.
import type { Principal, ResourceListQuery } from '@adops/platform';
import type { AudienceStore } from './store.ts';

export class MetaPages {
  private readonly store: AudienceStore;

  constructor(store: AudienceStore) {
    this.store = store;
  }

  /**
   * The pages of the linked social accounts only (an unlinked account's pages stay behind in the table
   * until it is linked again and synced); both filters: the account's pages if it is the customer's.
   */
  async list(principal: Principal, q: ResourceListQuery & { customerId?: string; adAccountId?: string }) {
    const linked = await this.store.accountIdsOf('social', q.customerId ?? 'any');
    return this.store.listPages(principal, q, q.adAccountId !== undefined ? linked.filter((id) => id === q.adAccountId) : linked);
  }
}
