// How long a ready order waits for its campaign, read from the events themselves after a run of
// order-campaign.js: the order context's outbox records order.ready and the ads context's records
// campaign.created, each in the transaction of the change it describes, with its createdAt. The ads
// context's creation job (jobs table, kind ads-create-campaign) splits the wait into its three legs:
// delivery and building (order.ready → the job queued in the inbox's transaction), the runner's pickup
// (queued → started) and the creation on the simulator (started → campaign.created). Delivery itself
// splits further by the order outbox's sentAt (the relay's publish, written once the transport took
// the batch) and the ads inbox's handledAt (the consumer's transaction began handling the event); the
// way back (campaign.created → the order context's inbox) is what the order's reader waits for next.
//
// Two sources, one computation (`latencyOf`): the embedded default's SQLite files (DATA_DIR; SQLite
// keeps TypeORM's 'YYYY-MM-DD hh:mm:ss.sss' UTC text) and the standalone services' MariaDB databases
// (DATETIME(3) in UTC, data-source.ts timezone 'Z', read as strings for the same parsing).
//
//   node scripts/k6/campaign-latency.ts <dataDir> [since ISO instant]                 the embedded default
//   node scripts/k6/campaign-latency.ts <order mysql URL> <ads mysql URL> [since]     standalone on MariaDB
// Both print the figures as JSON.
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';

export interface Spread {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

export interface CampaignLatency {
  /** Orders whose order.ready was recorded since the start. */
  ready: number;
  /** Of those, the orders with a campaign.created. */
  created: number;
  /** order.ready → the order's first campaign.created, ms. */
  readyToCreated: Spread;
  /** order.ready → the creation job queued (the event's delivery and the campaign's building), ms. */
  readyToQueued: Spread;
  /** The job queued → a runner started it, ms. */
  queuedToStarted: Spread;
  /** The job started → campaign.created (the simulator's calls and the write), ms. */
  startedToCreated: Spread;
  /** order.ready recorded → the relay marked it sent (the transport took it), ms. */
  readyToSent: Spread;
  /** order.ready recorded → the ads consumer's transaction handling it began (inbox handledAt), ms. */
  readyToHandled: Spread;
  /** The ads consumer began handling order.ready → the creation job queued (building the campaign), ms. */
  handledToQueued: Spread;
  /** The way back: campaign.created recorded → the order context's consumer began handling it (the order shows it once that commits), ms. */
  createdToOrder: Spread;
}

/** What the computation reads; instants as epoch ms. */
export interface PipelineRows {
  /** order.ready in the order context's outbox. */
  ready: { eventId: string; orderId: string; at: number; sentAt: number | null }[];
  /** campaign.created in the ads context's outbox, in outbox order. */
  created: { eventId: string; orderId: string; at: number }[];
  /** The ads context's creation jobs, oldest first, with the order of the campaign each creates. */
  jobs: { orderId: string; queued: number; started: number | null }[];
  /** When the ads consumer handled each order.ready (its inbox). */
  handled: Map<string, number>;
  /** When the order context's consumer handled each campaign.created (its inbox). */
  handledByOrder: Map<string, number>;
}

/** A stored instant as epoch ms: 'YYYY-MM-DD hh:mm:ss.sss' (UTC, SQLite's text or MariaDB's DATETIME as a string) or an ISO string. */
const instant = (v: string) => Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(v) ? v : `${v.replace(' ', 'T')}Z`);

/** Nearest-rank percentiles of a sample (NaN when empty). */
export function spread(values: number[]): Spread {
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => (s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]! : NaN);
  return { count: s.length, p50: at(0.5), p95: at(0.95), max: s.length ? s[s.length - 1]! : NaN };
}

/** The figures of the orders made ready at or after `since` (epoch ms). */
export function latencyOf(rows: PipelineRows, since: number): CampaignLatency {
  const ready = rows.ready.filter((e) => e.at >= since);
  const created = new Map<string, number>();
  const createdEvent = new Map<string, string>();
  for (const e of rows.created) {
    if (created.has(e.orderId)) continue;
    created.set(e.orderId, e.at);
    createdEvent.set(e.orderId, e.eventId);
  }
  const jobs = new Map<string, { queued: number; started: number | null }>();
  for (const j of rows.jobs) if (!jobs.has(j.orderId)) jobs.set(j.orderId, j);
  const x = { toCreated: [] as number[], toQueued: [] as number[], toStarted: [] as number[], startToCreated: [] as number[], toSent: [] as number[], toHandled: [] as number[], handledToQueued: [] as number[], back: [] as number[] };
  for (const r of ready) {
    const at = created.get(r.orderId);
    if (at !== undefined) x.toCreated.push(at - r.at);
    const backAt = rows.handledByOrder.get(createdEvent.get(r.orderId) ?? '');
    if (at !== undefined && backAt !== undefined) x.back.push(backAt - at);
    if (r.sentAt !== null) x.toSent.push(r.sentAt - r.at);
    const handled = rows.handled.get(r.eventId);
    if (handled !== undefined) x.toHandled.push(handled - r.at);
    const job = jobs.get(r.orderId);
    if (!job) continue;
    x.toQueued.push(job.queued - r.at);
    if (handled !== undefined) x.handledToQueued.push(job.queued - handled);
    if (job.started === null) continue;
    x.toStarted.push(job.started - job.queued);
    if (at !== undefined) x.startToCreated.push(at - job.started);
  }
  return {
    ready: ready.length,
    created: x.toCreated.length,
    readyToCreated: spread(x.toCreated),
    readyToQueued: spread(x.toQueued),
    queuedToStarted: spread(x.toStarted),
    startedToCreated: spread(x.startToCreated),
    readyToSent: spread(x.toSent),
    readyToHandled: spread(x.toHandled),
    handledToQueued: spread(x.handledToQueued),
    createdToOrder: spread(x.back),
  };
}

// The queries, the same on both engines (the join of jobs to campaigns is done here: MariaDB's
// JSON_EXTRACT answers a quoted string where SQLite's answers the value).
const SQL = {
  events: 'SELECT id, payload, createdAt, sentAt FROM outbox WHERE type = ? ORDER BY seq',
  jobs: "SELECT input, createdAt, startedAt FROM jobs WHERE kind = 'ads-create-campaign' ORDER BY createdAt",
  campaigns: 'SELECT id, orderId FROM campaigns WHERE orderId IS NOT NULL',
  inbox: 'SELECT eventId, handledAt FROM inbox WHERE type = ?',
};
type EventRecord = { id: string; payload: string; createdAt: string; sentAt: string | null };
type JobRecord = { input: string; createdAt: string; startedAt: string | null };
type CampaignRecord = { id: string; orderId: string };
type InboxRecord = { eventId: string; handledAt: string };

function rowsOf(order: { ready: EventRecord[]; inbox: InboxRecord[] }, ads: { created: EventRecord[]; jobs: JobRecord[]; campaigns: CampaignRecord[]; inbox: InboxRecord[] }): PipelineRows {
  const orderOf = (r: EventRecord) => (JSON.parse(r.payload) as { data: { orderId: string } }).data.orderId;
  const campaignOrder = new Map(ads.campaigns.map((c) => [c.id, c.orderId]));
  const jobs: PipelineRows['jobs'] = [];
  for (const j of ads.jobs) {
    const orderId = campaignOrder.get((JSON.parse(j.input) as { campaignId?: string }).campaignId ?? '');
    if (orderId) jobs.push({ orderId, queued: instant(j.createdAt), started: j.startedAt ? instant(j.startedAt) : null });
  }
  return {
    ready: order.ready.map((r) => ({ eventId: r.id, orderId: orderOf(r), at: instant(r.createdAt), sentAt: r.sentAt ? instant(r.sentAt) : null })),
    created: ads.created.map((r) => ({ eventId: r.id, orderId: orderOf(r), at: instant(r.createdAt) })),
    jobs,
    handled: new Map(ads.inbox.map((r) => [r.eventId, instant(r.handledAt)])),
    handledByOrder: new Map(order.inbox.map((r) => [r.eventId, instant(r.handledAt)])),
  };
}

/** The figures of the orders made ready at or after `since` (epoch ms), from the embedded default's DATA_DIR. */
export function campaignLatency(dataDir: string, since: number): CampaignLatency {
  const open = (name: string) => new DatabaseSync(join(dataDir, name), { readOnly: true });
  const order = open('order.sqlite');
  const ads = open('ads.sqlite');
  try {
    const all = <T>(db: DatabaseSync, sql: string, ...params: string[]) => db.prepare(sql).all(...params) as T[];
    return latencyOf(
      rowsOf(
        { ready: all<EventRecord>(order, SQL.events, 'order.ready'), inbox: all<InboxRecord>(order, SQL.inbox, 'campaign.created') },
        { created: all<EventRecord>(ads, SQL.events, 'campaign.created'), jobs: all<JobRecord>(ads, SQL.jobs), campaigns: all<CampaignRecord>(ads, SQL.campaigns), inbox: all<InboxRecord>(ads, SQL.inbox, 'order.ready') },
      ),
      since,
    );
  } finally {
    order.close();
    ads.close();
  }
}

/** The same from the standalone order and ads services' MariaDB databases (mysql:// URLs naming each database). */
export async function campaignLatencyMysql(orderUrl: string, adsUrl: string, since: number): Promise<CampaignLatency> {
  const { createConnection } = await import('mysql2/promise');
  // Instants as the stored text, parsed as UTC like SQLite's.
  const order = await createConnection({ uri: orderUrl, dateStrings: true });
  const ads = await createConnection({ uri: adsUrl, dateStrings: true });
  try {
    const all = async <T>(c: typeof order, sql: string, ...params: string[]) => (await c.query(sql, params))[0] as T[];
    return latencyOf(
      rowsOf(
        { ready: await all<EventRecord>(order, SQL.events, 'order.ready'), inbox: await all<InboxRecord>(order, SQL.inbox, 'campaign.created') },
        {
          created: await all<EventRecord>(ads, SQL.events, 'campaign.created'),
          jobs: await all<JobRecord>(ads, SQL.jobs),
          campaigns: await all<CampaignRecord>(ads, SQL.campaigns),
          inbox: await all<InboxRecord>(ads, SQL.inbox, 'order.ready'),
        },
      ),
      since,
    );
  } finally {
    await order.end();
    await ads.end();
  }
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  if (args[0]?.startsWith('mysql:')) {
    const [orderUrl, adsUrl, since] = args;
    if (!adsUrl) throw new Error('usage: node scripts/k6/campaign-latency.ts <order mysql URL> <ads mysql URL> [since ISO instant]');
    console.log(JSON.stringify(await campaignLatencyMysql(orderUrl, adsUrl, since ? Date.parse(since) : 0), null, 2));
  } else {
    const [dataDir, since] = args;
    if (!dataDir) throw new Error('usage: node scripts/k6/campaign-latency.ts <dataDir> [since ISO instant]');
    console.log(JSON.stringify(campaignLatency(dataDir, since ? Date.parse(since) : 0), null, 2));
  }
}
