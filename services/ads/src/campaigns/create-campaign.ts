// Creating one recorded campaign on its network: a job of the platform's jobs kit (CREATE_CAMPAIGN_JOB),
// queued with the campaign in order.ready's transaction, so it survives a restart (a job interrupted by
// a shutdown is queued again, a dead runner's when its heartbeat goes stale).
//
// Exactly once on the network, however often it runs: it first asks the network for a campaign made
// for our reference (the campaign's id), and creates one only when there is none; so a run that died
// after the network made the campaign, but before the ids were written, finds it the next time. The
// ids, the status and campaign.created are then written in one transaction, only while the campaign is
// still CREATING.
//
// A network error leaves the campaign CREATING and sets when to try again (doubling pauses); the status
// sync queues the job again then. An error that trying again cannot mend (the network refused the
// request), or the last try, makes the campaign FAILED and tells the order (campaign.ad_rejected).
import type { EntityManager } from 'typeorm';
import type { JobKind, JobRecord, RunningJob } from '@adops/platform';
import type { CampaignNetworks } from './campaign-networks.ts';
import { campaignAdRejected } from './events.ts';
import { CAMPAIGN_MESSAGES, isPermanentNetworkError, MAX_CREATION_ATTEMPTS, retryDelayMs } from './rules.ts';
import type { CampaignStore, CreateCampaignInput } from './store.ts';

export type CreateCampaignResult = { outcome: 'created' | 'found' | 'skipped' | 'failed' | 'retry'; externalId?: string; retryAt?: string };

export class CampaignCreation implements JobKind<CreateCampaignInput, CreateCampaignResult> {
  /**
   * Slots of its own: a creation is one network call, waited on rather than computed, and an order's
   * campaign must not queue behind the context's insight syncs and lead polls (issue 31: order.ready →
   * campaign.created at 20 orders a second).
   */
  readonly concurrency = 8;
  private readonly store: CampaignStore;
  private readonly networks: CampaignNetworks;
  private readonly clock: () => Date;
  private readonly retry: { baseMs: number; maxMs: number };

  constructor(deps: { store: CampaignStore; networks: CampaignNetworks; clock: () => Date; retry: { baseMs: number; maxMs: number } }) {
    this.store = deps.store;
    this.networks = deps.networks;
    this.clock = deps.clock;
    this.retry = deps.retry;
  }

  async run(job: RunningJob<CreateCampaignInput>): Promise<CreateCampaignResult> {
    const campaign = await this.store.find(job.input.campaignId);
    if (!campaign || campaign.status !== 'CREATING') return { outcome: 'skipped' };
    let created;
    let outcome: CreateCampaignResult['outcome'];
    let timeZone: string;
    try {
      // An account of a provider this process has no adapter for throws here: tried again later, as a
      // deployment may configure it (and our own database may answer again).
      const target = await this.networks.of(campaign);
      if (!target) return this.fail(campaign.id, CAMPAIGN_MESSAGES.noAccount);
      const { network, account } = target;
      timeZone = target.timeZone;
      const found = await network.findCampaign(account, campaign.id);
      created = found ?? (await network.createCampaign(account, campaign.spec));
      outcome = found ? 'found' : 'created';
    } catch (error) {
      const message = String((error as Error)?.message ?? error);
      if (isPermanentNetworkError(error)) return this.fail(campaign.id, CAMPAIGN_MESSAGES.networkRefused(message));
      job.log.warn({ err: error, campaignId: campaign.id }, 'the ad network could not create the campaign; tried again later');
      return this.later(campaign.id, message);
    }
    await this.store.transaction((tx) => this.networks.recordCreated(tx, campaign.id, created, timeZone));
    return { outcome, externalId: created.externalId };
  }

  /** A run that ended in an error of ours (not the network's), or a job given up: the campaign is tried again later, not left CREATING for good. */
  async onStoppedOrFailed(job: JobRecord<CreateCampaignInput, CreateCampaignResult>, manager: EntityManager): Promise<void> {
    await this.store.retryLater(manager, job.input.campaignId, new Date(this.clock().getTime() + this.retry.baseMs));
  }

  /** FAILED with the reason, and the order told; only a campaign still CREATING. */
  private async fail(campaignId: string, reason: string): Promise<CreateCampaignResult> {
    await this.store.transaction(async (tx) => {
      const current = await this.store.lock(tx, campaignId);
      if (current.status !== 'CREATING') return;
      const failed = await this.store.write(tx, current, { status: 'FAILED', reviewReasons: [reason], nextAttemptAt: null });
      await tx.record(campaignAdRejected(failed, failed.reviewReasons));
    });
    return { outcome: 'failed' };
  }

  /** Another try after a pause that doubles with each error; after the last, FAILED. */
  private async later(campaignId: string, message: string): Promise<CreateCampaignResult> {
    const current = await this.store.find(campaignId);
    const attempts = (current?.creationAttempts ?? 0) + 1;
    if (attempts >= MAX_CREATION_ATTEMPTS) return this.fail(campaignId, CAMPAIGN_MESSAGES.networkRefused(message));
    const retryAt = new Date(this.clock().getTime() + retryDelayMs(attempts, this.retry));
    await this.store.transaction(async (tx) => {
      const locked = await this.store.lock(tx, campaignId);
      if (locked.status === 'CREATING') await this.store.write(tx, locked, { creationAttempts: attempts, nextAttemptAt: retryAt });
    });
    return { outcome: 'retry', retryAt: retryAt.toISOString() };
  }
}
