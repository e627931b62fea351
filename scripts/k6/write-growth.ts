// Does a write cost more as the data grows? Two instances of the embedded default: one holding a
// small customers table, one grown to a large one through the API. The small one meanwhile creates
// and removes as many customers again, so both have run the same code as often (a JIT-warm process
// answers faster). Customer creates (POST /api/customers, one request at a time, timed by the client)
// are then measured on both in alternating rounds, so whatever else the machine is doing meanwhile
// weighs on both alike. RSS is read from /proc: the large instance's when it held the small size and
// again at the large one.
// `make bench` runs it (target `growth`); by hand, against two running instances:
//
//   SMALL=http://127.0.0.1:8081@<pid> LARGE=http://127.0.0.1:8082@<pid> node scripts/k6/write-growth.ts [500 20000]
//
// Signs in as ADMIN_EMAIL / ADMIN_PASSWORD (the seeded admin). Only ever point it at 127.0.0.1.
import { existsSync, readFileSync } from 'node:fs';

export interface Server {
  url: string;
  pid: number;
}

export interface SizeFigures {
  /** Customers in the table before the timed creates (each adds one). */
  rows: number;
  medianMs: number;
  p95Ms: number;
  /** VmRSS of that instance after the timed creates. */
  rssMb: number;
}

export interface WriteCost {
  small: SizeFigures;
  large: SizeFigures;
  /** VmRSS of the large instance when its table held the small size, and at the large size. */
  largeRssMb: { atSmall: number; atLarge: number };
  growSeconds: number;
}

export interface WriteCostOptions {
  small: Server;
  large: Server;
  smallRows?: number;
  largeRows?: number;
  /** Alternating rounds of timed creates, and creates per instance per round. */
  rounds?: number;
  perRound?: number;
  /** Concurrent writers while growing a table. */
  concurrency?: number;
  admin?: { email: string; password: string };
  log?: (msg: string) => void;
}

export function rssMb(pid: number, field = 'VmRSS'): number {
  if (!existsSync(`/proc/${pid}/status`)) return NaN;
  const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** Creates customers on one instance; counts what it holds. */
class Writer {
  readonly server: Server;
  created = 0;
  private next = 0;
  private cookie = '';
  private readonly run = Math.random().toString(36).slice(2, 8);

  constructor(server: Server) {
    this.server = server;
  }

  async signIn(admin: { email: string; password: string }) {
    const res = await fetch(`${this.server.url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    if (!res.ok) throw new Error(`sign-in at ${this.server.url} failed: ${res.status} ${await res.text()}`);
    // Production's session cookie is __Host- (Secure); sent by hand, it works over plain http too.
    this.cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  }

  /** One create; returns its latency in ms and the new customer's id. */
  async create(): Promise<{ ms: number; id: string }> {
    const n = this.next++;
    const t0 = performance.now();
    const res = await fetch(`${this.server.url}/api/customers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: this.cookie },
      body: JSON.stringify({ name: `Growth ${this.run} ${n}`, email: `growth-${this.run}-${n}@bench.local`, website: `https://growth-${n}.bench.local` }),
    });
    const body = (await res.json()) as { id: string };
    const ms = performance.now() - t0;
    if (res.status !== 201) throw new Error(`create customer at ${this.server.url}: ${res.status}`);
    this.created++;
    return { ms, id: body.id };
  }

  /** Creates `count` more customers and removes them again, a hundred at a time. */
  async churn(count: number, concurrency: number) {
    const end = this.next + count;
    await Promise.all(Array.from({ length: concurrency }, async () => {
      const ids: string[] = [];
      while (this.next < end) {
        ids.push((await this.create()).id);
        if (ids.length === 100 || this.next >= end) {
          const res = await fetch(`${this.server.url}/api/customers/bulk-remove`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: this.cookie },
            body: JSON.stringify({ ids: ids.splice(0) }),
          });
          if (!res.ok) throw new Error(`remove customers at ${this.server.url}: ${res.status} ${await res.text()}`);
          this.created -= ((await res.json()) as { removed: number }).removed;
        }
      }
    }));
  }

  async growTo(rows: number, concurrency: number) {
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (this.next < rows) await this.create();
    }));
  }
}

export async function measureWriteCost(opts: WriteCostOptions): Promise<WriteCost> {
  const { smallRows = 500, largeRows = 20_000, rounds = 10, perRound = 30, concurrency = 8 } = opts;
  const admin = opts.admin ?? { email: process.env.ADMIN_EMAIL ?? 'admin@adops.local', password: process.env.ADMIN_PASSWORD ?? 'Admin-Passw0rd!' };
  const log = opts.log ?? ((msg: string) => console.error(`write-growth: ${msg}`));
  const small = new Writer(opts.small);
  const large = new Writer(opts.large);
  await small.signIn(admin);
  await large.signIn(admin);

  const t0 = Date.now();
  await Promise.all([small.growTo(smallRows, concurrency), large.growTo(smallRows, concurrency)]);
  const atSmall = rssMb(large.server.pid);
  await Promise.all([large.growTo(largeRows, concurrency), small.churn(largeRows - smallRows, concurrency)]);
  const growSeconds = (Date.now() - t0) / 1000;
  log(`grew the tables to ${small.created} and ${large.created} customers in ${growSeconds.toFixed(0)} s`);

  const times = new Map<Writer, number[]>([[small, []], [large, []]]);
  for (let r = 0; r < rounds; r++) {
    for (const w of r % 2 ? [small, large] : [large, small]) {
      for (let i = 0; i < perRound; i++) times.get(w)!.push((await w.create()).ms);
    }
  }
  const figures = (w: Writer, rows: number): SizeFigures => {
    const sorted = times.get(w)!.sort((a, b) => a - b);
    return { rows, medianMs: quantile(sorted, 0.5), p95Ms: quantile(sorted, 0.95), rssMb: rssMb(w.server.pid) };
  };
  const result = { small: figures(small, smallRows), large: figures(large, largeRows), largeRssMb: { atSmall, atLarge: rssMb(large.server.pid) }, growSeconds };
  for (const f of [result.small, result.large]) log(`at ${f.rows} customers: median ${f.medianMs.toFixed(2)} ms, p95 ${f.p95Ms.toFixed(2)} ms, RSS ${f.rssMb} MB`);
  return result;
}

if (import.meta.main) {
  const server = (v: string | undefined, name: string): Server => {
    const m = v?.match(/^(http:\/\/127\.0\.0\.1:\d+)@(\d+)$/);
    if (!m) throw new Error(`${name}=http://127.0.0.1:<port>@<pid> is required`);
    return { url: m[1]!, pid: Number(m[2]) };
  };
  const [smallRows = 500, largeRows = 20_000] = process.argv.slice(2).map(Number);
  const r = await measureWriteCost({ small: server(process.env.SMALL, 'SMALL'), large: server(process.env.LARGE, 'LARGE'), smallRows, largeRows });
  console.log(
    `median create ${r.small.medianMs.toFixed(2)} ms at ${r.small.rows} customers, ${r.large.medianMs.toFixed(2)} ms at ${r.large.rows} (×${(r.large.medianMs / r.small.medianMs).toFixed(2)}); ` +
      `RSS of the large instance ${r.largeRssMb.atSmall} MB at ${r.small.rows}, ${r.largeRssMb.atLarge} MB at ${r.large.rows}`,
  );
}
