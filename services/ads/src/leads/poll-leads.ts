// Fetching leads from the networks: a job of the jobs kit (POLL_LEADS_JOB) that asks each LEADS campaign
// on a network (live or recently completed), or the one campaign its input names (Meta's webhook queues
// that), for the leads since its latest kept one (rules.ts pollSince) and takes them in (intake.ts). A
// run after a crash or a restart asks again from what is kept, so no lead is lost and none is kept twice.
// Queued every ADS_LEADS_INTERVAL_MS (campaigns/periodic-jobs.ts).
import type { JobKind, RunningJob } from '@adops/platform';
import type { CampaignNetworks } from '../campaigns/campaign-networks.ts';
import type { CampaignRow } from '../campaigns/entities.ts';
import { isSyncDue } from '../insights/rules.ts';
import type { LeadIntake } from './intake.ts';
import { pollSince } from './rules.ts';
import type { LeadStore, PollLeadsInput } from './store.ts';

export interface LeadPollResult {
  polled: number;
  added: number;
  failed: number;
}

const isLeadsCampaign = (c: CampaignRow) => c.spec.objective === 'LEADS';

export class LeadPoll implements JobKind<PollLeadsInput, LeadPollResult> {
  private readonly store: LeadStore;
  private readonly intake: LeadIntake;
  private readonly networks: CampaignNetworks;
  private readonly clock: () => Date;

  constructor(deps: { store: LeadStore; intake: LeadIntake; networks: CampaignNetworks; clock: () => Date }) {
    this.store = deps.store;
    this.intake = deps.intake;
    this.networks = deps.networks;
    this.clock = deps.clock;
  }

  async run(job: RunningJob<PollLeadsInput>): Promise<LeadPollResult> {
    const result: LeadPollResult = { polled: 0, added: 0, failed: 0 };
    for (const campaign of await this.campaigns(job.input)) {
      if (await job.stopRequested()) break;
      try {
        result.added += await this.pollOne(campaign);
        result.polled++;
      } catch (error) {
        // One campaign's network failing must not hold up the others': it is asked again next time.
        result.failed++;
        job.log.warn({ err: error, campaignId: campaign.id }, "could not fetch a campaign's leads from its network");
      }
    }
    return result;
  }

  /** Fetches one campaign's new leads and keeps them; answers how many were new. */
  async pollOne(campaign: CampaignRow): Promise<number> {
    const target = await this.networks.of(campaign);
    if (!target || !campaign.externalId) return 0;
    const since = pollSince(await this.store.latestCreatedTime(campaign.id));
    return this.intake.take(campaign, await target.network.leads(target.account, campaign.externalId, since));
  }

  private async campaigns(input: PollLeadsInput): Promise<CampaignRow[]> {
    if (input.campaignId) {
      const one = await this.store.findCampaign(input.campaignId);
      return one && one.externalId && !one.deleted ? [one] : [];
    }
    const now = this.clock();
    return (await this.store.pollCandidates()).filter((c) => isLeadsCampaign(c) && isSyncDue(c, now));
  }
}
