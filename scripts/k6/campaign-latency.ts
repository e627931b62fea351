// How long a ready order waits for its campaign, read from the events themselves after a run of
// order-campaign.js on the embedded default: the order context's outbox records order.ready and the
// ads context's records campaign.created, each in the transaction of the change it describes, with
// its createdAt (data/columns.ts: SQLite keeps TypeORM's 'YYYY-MM-DD hh:mm:ss.sss' UTC text). The
// ads context's creation job (jobs table, kind ads-create-campaign) splits the wait into its three
// legs: delivery and building (order.ready → the job queued in the inbox's transaction), the runner's
// pickup (queued → started) and the creation on the simulator (started → campaign.created).
//
//   node scripts/k6/campaign-latency.ts <dataDir> [since ISO instant]   prints the figures as JSON
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
}

/** A stored instant as epoch ms: SQLite's 'YYYY-MM-DD hh:mm:ss.sss' (UTC) or an ISO string. */
const instant = (v: string) => Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(v) ? v : `${v.replace(' ', 'T')}Z`);

/** Nearest-rank percentiles of a sample (NaN when empty). */
export function spread(values: number[]): Spread {
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => (s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]! : NaN);
  return { count: s.length, p50: at(0.5), p95: at(0.95), max: s.length ? s[s.length - 1]! : NaN };
}

interface EventRow {
  orderId: string;
  at: number;
}

function events(file: string, type: string): EventRow[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db.prepare('SELECT payload, createdAt FROM outbox WHERE type = ? ORDER BY seq').all(type) as {
      payload: string;
      createdAt: string;
    }[];
    return rows.map((r) => ({
      orderId: (JSON.parse(r.payload) as { data: { orderId: string } }).data.orderId,
      at: instant(r.createdAt),
    }));
  } finally {
    db.close();
  }
}

/** The first creation job of each order's campaigns: when it was queued and started. */
function creationJobs(file: string): Map<string, { queued: number; started: number | null }> {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db
      .prepare(
        `SELECT c.orderId, j.createdAt, j.startedAt FROM jobs j JOIN campaigns c ON c.id = json_extract(j.input, '$.campaignId')
         WHERE j.kind = 'ads-create-campaign' ORDER BY j.createdAt`,
      )
      .all() as { orderId: string; createdAt: string; startedAt: string | null }[];
    const byOrder = new Map<string, { queued: number; started: number | null }>();
    for (const r of rows)
      if (!byOrder.has(r.orderId))
        byOrder.set(r.orderId, { queued: instant(r.createdAt), started: r.startedAt ? instant(r.startedAt) : null });
    return byOrder;
  } finally {
    db.close();
  }
}

/** The figures of the orders made ready at or after `since` (epoch ms), from the embedded default's DATA_DIR. */
export function campaignLatency(dataDir: string, since: number): CampaignLatency {
  const ready = events(join(dataDir, 'order.sqlite'), 'order.ready').filter((e) => e.at >= since);
  const created = new Map<string, number>();
  for (const e of events(join(dataDir, 'ads.sqlite'), 'campaign.created'))
    if (!created.has(e.orderId)) created.set(e.orderId, e.at);
  const jobs = creationJobs(join(dataDir, 'ads.sqlite'));
  const toCreated: number[] = [];
  const toQueued: number[] = [];
  const toStarted: number[] = [];
  const startToCreated: number[] = [];
  for (const r of ready) {
    const at = created.get(r.orderId);
    if (at !== undefined) toCreated.push(at - r.at);
    const job = jobs.get(r.orderId);
    if (!job) continue;
    toQueued.push(job.queued - r.at);
    if (job.started === null) continue;
    toStarted.push(job.started - job.queued);
    if (at !== undefined) startToCreated.push(at - job.started);
  }
  return {
    ready: ready.length,
    created: toCreated.length,
    readyToCreated: spread(toCreated),
    readyToQueued: spread(toQueued),
    queuedToStarted: spread(toStarted),
    startedToCreated: spread(startToCreated),
  };
}

if (import.meta.main) {
  const [dataDir, since] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: node scripts/k6/campaign-latency.ts <dataDir> [since ISO instant]');
  console.log(JSON.stringify(campaignLatency(dataDir, since ? Date.parse(since) : 0), null, 2));
}
