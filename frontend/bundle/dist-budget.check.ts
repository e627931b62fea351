// make test's check of the built app (node --test, after `make build-frontend`): the first load of
// frontend/dist, what index.html loads gzipped, is within its budget. The build itself fails over budget
// (./budgetPlugin.ts); this step also holds when make took dist as up to date, and prints the weight.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FIRST_LOAD_BUDGET_BYTES, firstLoadAssets, kB } from './firstLoad.ts';

const dist = join(import.meta.dirname, '..', 'dist');

test(`the first load is at most ${kB(FIRST_LOAD_BUDGET_BYTES)} gzipped`, (t) => {
  assert.ok(existsSync(join(dist, 'index.html')), 'frontend/dist/index.html is missing: run make build-frontend');
  const assets = firstLoadAssets(dist);
  const total = assets.reduce((sum, a) => sum + a.gzipBytes, 0);
  t.diagnostic(`first load: ${kB(total)} gzipped in ${assets.length} files`);
  assert.ok(total <= FIRST_LOAD_BUDGET_BYTES, `first load ${kB(total)} exceeds ${kB(FIRST_LOAD_BUDGET_BYTES)}: ${assets.map((a) => `${a.file} ${kB(a.gzipBytes)}`).join(', ')}`);
});
