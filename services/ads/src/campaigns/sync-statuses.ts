// Following campaigns on their networks: a job of the jobs kit (SYNC_CAMPAIGNS_JOB) that reads each
// live campaign's status back (getCampaign) and records what changed — campaign.completed once when it
// is over, campaign.ad_rejected when an ad is rejected — and queues again the creations whose retry is
// due. It is queued every ADS_SYNC_INTERVAL_MS, unless one is waiting already
// (periodic-jobs.ts); replicas may each queue one, and a second run finds nothing more to change.
import type { JobKind, RunningJob } from '@adops/platform';
import type { CampaignNetworks } from './campaign-networks.ts';
import type { CampaignStore } from './store.ts';

export interface SyncResult {
  read: number;
  failed: number;
  requeued: number;
}

export class StatusSync implements JobKind<Record<string, never>, SyncResult> {
  private readonly store: CampaignStore;
  private readonly networks: CampaignNetworks;
  private readonly clock: () => Date;

  constructor(deps: { store: CampaignStore; networks: CampaignNetworks; clock: () => Date }) {
    this.store = deps.store;
    this.networks = deps.networks;
    this.clock = deps.clock;
  }

  async run(job: RunningJob<Record<string, never>>): Promise<SyncResult> {
    const result: SyncResult = { read: 0, failed: 0, requeued: 0 };
    for (const due of await this.store.dueForRetry(this.clock())) {
      const queued = await this.store.transaction(async (tx) => {
        const current = await this.store.lock(tx, due.id);
        if (current.status !== 'CREATING' || current.nextAttemptAt === null) return false;
        await this.store.write(tx, current, { nextAttemptAt: null });
        await this.store.enqueueCreation(tx, current);
        return true;
      });
      if (queued) result.requeued++;
    }
    for (const campaign of await this.store.live()) {
      if (await job.stopRequested()) break;
      try {
        const target = await this.networks.of(campaign);
        if (!target) continue;
        const read = await target.network.getCampaign(target.account, campaign.externalId!);
        await this.store.transaction((tx) => this.networks.recordStatus(tx, campaign.id, read));
        result.read++;
      } catch (error) {
        // One campaign's network failing must not hold up the others': it is read again next time.
        result.failed++;
        job.log.warn({ err: error, campaignId: campaign.id }, 'could not read a campaign from its network');
      }
    }
    return result;
  }
}
