// The shares area's store: email_shares (the throttle's count and the record of what was sent), and
// what a share reads of the other areas — a listing's page and a resource's landing URL from the
// projections (projections/store.ts) with the customer's sharing options, a report link and its campaign's reach from reports/store.ts.
import { MoreThan, type DataSource } from 'typeorm';
import type { Principal } from '@adops/platform';
import type { ProjectionStore } from '../projections/store.ts';
import type { KnownListingRow, KnownResourceRow } from '../projections/entities.ts';
import type { KnownSharingOptions } from '../projections/rules.ts';
import type { ReportStore } from '../reports/store.ts';
import type { CampaignRow } from '../campaigns/entities.ts';
import { EmailShareEntity, type EmailShareRow } from './entities.ts';

export class ShareStore {
  private readonly ds: DataSource;
  private readonly projections: ProjectionStore;
  private readonly reports: ReportStore;

  constructor(ds: DataSource, deps: { projections: ProjectionStore; reports: ReportStore }) {
    this.ds = ds;
    this.projections = deps.projections;
    this.reports = deps.reports;
  }

  /** The listing if it is known and not deleted. */
  async listing(id: string): Promise<KnownListingRow | null> {
    return (await this.projections.listings(this.ds.manager, [id]))[0] ?? null;
  }

  /** The resource as last told (deleted or not), or null. */
  resource(id: string): Promise<KnownResourceRow | null> {
    return this.projections.knownResource(this.ds.manager, id);
  }

  /** The sharing options the customer's events last told; null while none carried them (the defaults). */
  async sharingOptions(customerId: string): Promise<KnownSharingOptions | null> {
    return (await this.projections.names(this.ds.manager, [customerId])).get(customerId)?.sharingOptions ?? null;
  }

  /** The campaign of a report link if the link exists, the campaign is not deleted and the principal reaches it. */
  async reportCampaign(principal: Principal, shortId: string): Promise<CampaignRow | null> {
    const link = await this.reports.link(shortId);
    // One read: the campaign found within the principal's reach is the one the report shows.
    const campaign = link ? await this.reports.reachableCampaign(principal, link.campaignId) : null;
    return campaign && !campaign.deleted ? campaign : null;
  }

  /** Records a share before it is sent: a concurrent one counts it at once. */
  async record(row: EmailShareRow): Promise<void> {
    await this.ds.getRepository(EmailShareEntity).insert(row);
  }

  /** Forgets a share that was refused or not sent. */
  async forget(id: string): Promise<void> {
    await this.ds.getRepository(EmailShareEntity).delete({ id });
  }

  /** How many shares the user recorded after `since`, and the oldest of them. */
  async countSince(userId: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
    const repo = this.ds.getRepository(EmailShareEntity);
    const where = { userId, sentAt: MoreThan(since) };
    const [count, oldest] = await Promise.all([repo.count({ where }), repo.findOne({ select: { id: true, sentAt: true }, where, order: { sentAt: 'ASC' } })]);
    return { count, oldest: oldest?.sentAt ?? null };
  }
}
