// Runs the cases against the embedded default: reads first (with modest concurrency), then what
// removes objects, each removal on a fresh object made while the fixtures are as seeded (or on the
// fixture, made again after it), then writes one operation at a time (creates, updates, then actions
// on an object), each after checking that the objects it addresses still exist.
import { judge, type Case } from './cases.ts';
import { describe, type World } from './world.ts';
import type { Kind } from './openapi.ts';

export interface Outcome {
  request: string;
  status: number;
  problems: string[];
  detail: string;
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Writes in an order that keeps the fixtures usable: creates, then updates, then actions on an object. */
function writeRank(c: Case): number {
  if (c.op.method === 'POST' && !c.op.path.includes('{')) return 0;
  if (c.op.method === 'PUT' || c.op.method === 'PATCH') return 1;
  return 2;
}

export async function runCases(world: World, cases: Case[], concurrency = 6): Promise<Map<string, Outcome>> {
  const outcomes = new Map<string, Outcome>();
  const run = async (c: Case, targets?: Map<Kind, string>) => {
    const { request, missing } = world.build(c.op, c.owner, c.filtered, targets);
    if (missing.length) {
      outcomes.set(c.name, {
        request: describe(request),
        status: 0,
        detail: '',
        problems: [`could not build the request: ${missing.join('; ')}`],
      });
      return;
    }
    const client = c.principal.type === 'anonymous' ? undefined : world.clients.get(c.principal.label);
    if (c.principal.type !== 'anonymous' && !client) {
      outcomes.set(c.name, {
        request: describe(request),
        status: 0,
        detail: '',
        problems: [`${c.principal.label} has no session`],
      });
      return;
    }
    const res = await world.send(client, request);
    const contentType = res.headers.get('content-type') ?? '';
    const answer = { status: res.status, body: res.body, contentType };
    const detail = res.body && typeof res.body === 'object' ? String(res.body.detail ?? '') : '';
    outcomes.set(c.name, { request: describe(request), status: res.status, detail, problems: judge(c, answer, world) });
  };

  const byOp = (phase: Case['phase']) => {
    const groups = new Map<string, Case[]>();
    for (const c of cases.filter((x) => x.phase === phase))
      groups.set(c.op.operationId, [...(groups.get(c.op.operationId) ?? []), c]);
    return [...groups.values()];
  };

  const debug = process.env.MATRIX_DEBUG
    ? (what: string) =>
        console.log(`[matrix] ${what} at ${((Date.now() - t0) / 1000).toFixed(1)} s, ${world.requests} requests`)
    : () => {};
  const t0 = Date.now();
  await pool(
    cases.filter((c) => c.phase === 'read'),
    concurrency,
    (c) => run(c),
  );
  debug('reads done');

  for (const group of byOp('destroy')) {
    const started = Date.now();
    await world.ensureObjectsOf(group[0]!.op);
    // Each case removes a fresh object of the kind it removes, made for it; where none can be made
    // (one per customer), it removes the fixture itself, which is made again before the next case.
    const fresh = new Map<Case, string | undefined>();
    // An object made as a side effect (x-made-by) takes an event's delivery to appear: all are made at once.
    await pool(
      group,
      group[0]!.inputs.target?.madeBy ? group.length : concurrency,
      async (c) => {
        // An author-only removal: a dashboard user allowed to call it removes an object of their own making.
        const author = c.op.authorOnly && c.expect === 'allowed' && c.principal.type === 'dashboard' ? c.principal.label : undefined;
        fresh.set(c, c.inputs.target && (await world.fresh(c.inputs.target, c.owner, author)));
      },
    );
    const targets = (c: Case) =>
      c.inputs.target && fresh.get(c) ? new Map([[c.inputs.target, fresh.get(c)!]]) : undefined;
    await pool(
      group.filter((c) => !c.inputs.target || fresh.get(c)),
      concurrency,
      (c) => run(c, targets(c)),
    );
    for (const c of group.filter((x) => x.inputs.target && !fresh.get(x))) {
      await run(c);
      await world.ensureObjectsOf(c.op);
    }
    if (Date.now() - started > 2000) debug(`${group[0]!.op.operationId} (a fresh object each) took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  debug('removals done');
  for (const group of byOp('write').sort(
    (a, b) => writeRank(a[0]!) - writeRank(b[0]!) || a[0]!.op.operationId.localeCompare(b[0]!.op.operationId),
  )) {
    await world.ensureObjectsOf(group[0]!.op);
    // Refusals change nothing and run together; the calls that may change an object (toggle it,
    // say) run one after another, so the state each finds is the same every run.
    await pool(
      group.filter((c) => c.expect !== 'allowed'),
      concurrency,
      (c) => run(c),
    );
    for (const c of group.filter((x) => x.expect === 'allowed')) await run(c);
  }

  debug('writes done');
  return outcomes;
}
