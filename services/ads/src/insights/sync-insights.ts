// Reading campaigns' delivery back from their networks: a job of the jobs kit (SYNC_INSIGHTS_JOB) that,
// for each live or recently completed campaign (rules.ts isSyncDue), reads its days from its start date to
// today in its account's time zone and replaces them (store.ts replaceDays: the same days read twice are
// the same rows), with the campaign's totals and insightsSyncedAt. Queued every ADS_INSIGHTS_INTERVAL_MS
// (campaigns/periodic-jobs.ts).
import type { JobKind, RunningJob } from '@adops/platform';
import type { CampaignNetworks } from '../campaigns/campaign-networks.ts';
import { dateIn } from '../campaigns/rules.ts';
import type { CampaignRow } from '../campaigns/entities.ts';
import { isSyncDue } from './rules.ts';
import type { InsightStore } from './store.ts';

export interface InsightSyncResult {
  read: number;
  failed: number;
}

export class InsightSync implements JobKind<Record<string, never>, InsightSyncResult> {
  private readonly store: InsightStore;
  private readonly networks: CampaignNetworks;
  private readonly clock: () => Date;

  constructor(deps: { store: InsightStore; networks: CampaignNetworks; clock: () => Date }) {
    this.store = deps.store;
    this.networks = deps.networks;
    this.clock = deps.clock;
  }

  async run(job: RunningJob<Record<string, never>>): Promise<InsightSyncResult> {
    const result: InsightSyncResult = { read: 0, failed: 0 };
    const now = this.clock();
    const due = (await this.store.syncCandidates()).filter((c) => isSyncDue(c, now));
    for (const [i, campaign] of due.entries()) {
      if (await job.stopRequested()) break;
      try {
        if (await this.syncOne(campaign)) result.read++;
      } catch (error) {
        // One campaign's network failing must not hold up the others': it is read again next time.
        result.failed++;
        job.log.warn({ err: error, campaignId: campaign.id }, "could not read a campaign's insights from its network");
      }
      await job.progress(i + 1, due.length, result.failed);
    }
    return result;
  }

  /** Reads one campaign's days and replaces them; false when its account was unlinked since. */
  async syncOne(campaign: CampaignRow): Promise<boolean> {
    const target = await this.networks.of(campaign);
    if (!target || !campaign.externalId) return false;
    const now = this.clock();
    const from = dateIn(campaign.startTime, target.timeZone);
    const to = dateIn(now, target.timeZone);
    if (to < from) return false;
    const days = await target.network.insights(target.account, campaign.externalId, { from, to });
    await this.store.replaceDays(campaign.id, from, to, days, now);
    return true;
  }
}
