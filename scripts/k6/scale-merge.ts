// Puts the figures a partial scale run measured again (SCALE_VARIANTS, SCALE_TARGETS, SCALE_SIZES) into a whole
// run's result, per row (target, list, variant) and table size, and its DB ceilings when it measured them; the
// result records what was measured again and when, and `SCALE_RESULT=<out> BENCH_ONLY=scale scripts/bench` writes
// the tables and goals from it, naming those figures (docs/performance.md).
//
//   node scripts/k6/scale-merge.ts <whole run.json> <out.json> <partial run.json>...
import { readFileSync, writeFileSync } from 'node:fs';
import type { ScaleResult } from './scale-bench.ts';

const [whole, out, ...partials] = process.argv.slice(2);
if (!whole || !out || !partials.length) throw new Error('usage: scale-merge.ts <whole run.json> <out.json> <partial run.json>...');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as ScaleResult;
const key = (r: ScaleResult['rows'][number]) => `${r.target} ${r.list} ${r.variant}`;

const result = read(whole);
result.remeasured = [];
for (const file of partials) {
  const partial = read(file);
  const rows = new Map(result.rows.map((r) => [key(r), r]));
  let figures = 0;
  for (const r of partial.rows) {
    const into = rows.get(key(r));
    if (!into) continue;
    for (const [size, v] of Object.entries(r.bySize)) {
      into.bySize[Number(size)] = v;
      figures++;
    }
  }
  if (partial.ceilings?.length) result.ceilings = partial.ceilings;
  result.remeasured.push({ at: partial.measuredAt, figures, rows: [...partial.rows.map(key), ...(partial.ceilings?.length ? ['the DB ceilings'] : [])], loadAverage: partial.loadAverage });
  console.log(`${file}: ${figures} figures${partial.ceilings?.length ? ' and the DB ceilings' : ''} put in place`);
}
writeFileSync(out, JSON.stringify(result, null, 2));
