// Benchmark of the listing context's location search (not a test: numbers, no pass/fail).
//   node --expose-gc scripts/geo-search-bench.ts
// Prints the time and heap to build the index once, then the time per query over a set of typed
// prefixes (3 characters up to whole names, broad and narrow, with and without a country filter).
import { performance } from 'node:perf_hooks';
import { locationIndex } from '../services/listing/src/geo/gazetteer/index.ts';

const gc = (globalThis as { gc?: () => void }).gc;
const heapMb = () => {
  gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

const before = heapMb();
let started = performance.now();
const index = locationIndex();
index.search('warm'); // the country table loads on the first answer
const buildMs = performance.now() - started;
const indexMb = heapMb() - before;
console.log(`index: ${index.size} places, built in ${buildMs.toFixed(0)} ms, heap +${indexMb.toFixed(1)} MiB${gc ? '' : ' (run with --expose-gc for an exact heap figure)'}`);

const typed = ['pon', 'pons', 'ponsonby', 'bon', 'bondi', 'par', 'parramatta', 'chr', 'christchurch', 'auc', 'auckland', 'san', 'new', 'sai', 'mel', 'syd', 'wel', 'zür', 'ōtā'];
const filters: (readonly string[] | undefined)[] = [undefined, ['AU', 'NZ']];
for (const countries of filters) {
  for (let i = 0; i < 200; i++) for (const q of typed) index.search(q, { countries }); // warm-up
  const times: number[] = [];
  for (let round = 0; round < 50; round++) {
    for (const q of typed) {
      started = performance.now();
      index.search(q, { countries });
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(3);
  console.log(`queries${countries ? ` in ${countries.join('+')}` : ''}: ${times.length}, median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
}
const worst = typed.map((q) => {
  started = performance.now();
  for (let i = 0; i < 20; i++) index.search(q);
  return { q, ms: (performance.now() - started) / 20 };
});
worst.sort((a, b) => b.ms - a.ms);
console.log('slowest prefixes:', worst.slice(0, 3).map((w) => `${w.q} ${w.ms.toFixed(3)} ms`).join(', '));
