// Reading insights: a campaign's days, the dashboard overview's charts (002 §7) and the campaign stats
// (002 §3, §9) with their export. Tenancy comes with the owned resources (store.ts, leads/store.ts); the
// customer a dashboard user names must be their own (rules.ts customerFilter).
import type { Principal } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/ads';
import type { CampaignRow, DailyInsightRow } from '../campaigns/entities.ts';
import type { LeadStore } from '../leads/store.ts';
import { customerFilter, overviewComponents, overviewWindow, utcDay } from './rules.ts';
import type { CampaignFilters, InsightStore } from './store.ts';

export type OverviewQuery = NonNullable<operations['getOverviewComponents']['parameters']['query']>;
export type StatsQuery = NonNullable<operations['listCampaignStats']['parameters']['query']>;
export type StatsExportQuery = NonNullable<operations['exportCampaignStats']['parameters']['query']>;

const EXPORT_LIMIT = 10_000;

export class Insights {
  private readonly store: InsightStore;
  private readonly leads: LeadStore;
  private readonly clock: () => Date;

  constructor(deps: { store: InsightStore; leads: LeadStore; clock: () => Date }) {
    this.store = deps.store;
    this.leads = deps.leads;
    this.clock = deps.clock;
  }

  async ofCampaign(principal: Principal, campaignId: string): Promise<{ campaign: CampaignRow; days: DailyInsightRow[] }> {
    const campaign = await this.store.get(principal, campaignId);
    return { campaign, days: await this.store.days(campaign.id) };
  }

  async overview(principal: Principal, q: OverviewQuery) {
    const filters: CampaignFilters = { customerId: customerFilter(principal, q.customerId), officeId: q.officeId, agentId: q.agentId };
    const { from, to } = overviewWindow(q, this.clock());
    const [fromDay, toDay] = [utcDay(from), utcDay(to)];
    const [days, impressions, leadCounts] = await Promise.all([
      this.store.daySums(principal, filters, fromDay, toDay),
      this.store.impressionsByCampaign(principal, filters, fromDay, toDay),
      this.leads.countsByAgent(principal, { customerId: filters.customerId, officeId: filters.officeId, agentId: filters.agentId, from, to }),
    ]);
    const names = await this.store.names(leadCounts.flatMap((l) => (l.agentId ? [l.agentId] : [])));
    const leadsByAgent = leadCounts.map((l) => ({ name: l.agentId ? (names.get(l.agentId)?.name ?? 'Unknown agent') : 'No agent', leads: l.leads }));
    return { dateFrom: from, dateTo: to, components: overviewComponents({ from: fromDay, to: toDay, days, impressionsByCampaign: impressions, leadsByAgent }) };
  }

  stats(principal: Principal, q: StatsQuery) {
    return this.store.page(principal, q, statsFilters(principal, q));
  }

  exportRows(principal: Principal, q: StatsExportQuery): Promise<CampaignRow[]> {
    return this.store.all(principal, statsFilters(principal, q), EXPORT_LIMIT);
  }
}

function statsFilters(principal: Principal, q: Pick<StatsQuery, 'customerId' | 'officeId' | 'agentId' | 'dateFrom' | 'dateTo'>): CampaignFilters {
  return {
    customerId: customerFilter(principal, q.customerId),
    officeId: q.officeId,
    agentId: q.agentId,
    startFrom: q.dateFrom ? new Date(q.dateFrom) : undefined,
    startTo: q.dateTo ? new Date(q.dateTo) : undefined,
  };
}
