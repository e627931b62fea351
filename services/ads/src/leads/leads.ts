// Reading leads (002 §7, §9): the list and the rows its export selects. Tenancy comes with the owned
// resource (store.ts); the customer a dashboard user names must be their own (insights/rules.ts customerFilter).
import type { Principal } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/ads';
import { customerFilter } from '../insights/rules.ts';
import type { LeadRow } from './entities.ts';
import type { LeadFilters, LeadStore } from './store.ts';

export type LeadListQuery = NonNullable<operations['listLeads']['parameters']['query']>;
type FilterQuery = Pick<LeadListQuery, 'customerId' | 'campaignId' | 'agentId' | 'dateFrom' | 'dateTo'>;

const EXPORT_LIMIT = 10_000;

function filtersOf(principal: Principal, q: FilterQuery): LeadFilters {
  return {
    customerId: customerFilter(principal, q.customerId),
    campaignId: q.campaignId,
    agentId: q.agentId,
    from: q.dateFrom ? new Date(q.dateFrom) : undefined,
    to: q.dateTo ? new Date(q.dateTo) : undefined,
  };
}

export class Leads {
  private readonly store: LeadStore;

  constructor(store: LeadStore) {
    this.store = store;
  }

  /** A page of leads with their campaigns' names. */
  async list(principal: Principal, q: LeadListQuery): Promise<{ items: LeadRow[]; count: number; campaignNames: Map<string, string> }> {
    const page = await this.store.page(principal, q, filtersOf(principal, q));
    return { ...page, campaignNames: await this.store.campaignNames(page.items.map((l) => l.campaignId)) };
  }

  /** The leads a CSV export selects, with their campaigns' names, in batches (streamed): no cap. */
  async *exportBatches(principal: Principal, q: FilterQuery): AsyncGenerator<Array<{ lead: LeadRow; campaignName: string }>> {
    for await (const batch of await this.store.batches(principal, filtersOf(principal, q))) {
      const names = await this.store.campaignNames(batch.map((l) => l.campaignId));
      yield batch.map((lead) => ({ lead, campaignName: names.get(lead.campaignId) ?? '' }));
    }
  }

  /** The leads an Excel export selects (a workbook is written whole in memory): at most EXPORT_LIMIT. */
  async exportRows(principal: Principal, q: FilterQuery): Promise<{ items: LeadRow[]; campaignNames: Map<string, string> }> {
    const items = await this.store.all(principal, filtersOf(principal, q), EXPORT_LIMIT);
    return { items, campaignNames: await this.store.campaignNames(items.map((l) => l.campaignId)) };
  }
}
