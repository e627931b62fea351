// A Vite plugin that fails the build when the first load (./firstLoad.ts: what index.html loads, gzipped)
// exceeds its budget, and says what it weighs either way. A failed check removes dist/index.html, so the
// over-budget build is never served nor taken as up to date by `make`.
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_LOAD_BUDGET_BYTES, firstLoadAssets, kB } from './firstLoad.ts';

export function firstLoadBudget(budgetBytes: number = FIRST_LOAD_BUDGET_BYTES): Plugin {
  let outDir = '';
  return {
    name: 'adops-first-load-budget',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = firstLoadAssets(outDir);
      const total = assets.reduce((sum, a) => sum + a.gzipBytes, 0);
      const line = `first load: ${kB(total)} gzipped in ${assets.length} files (budget ${kB(budgetBytes)})`;
      if (total <= budgetBytes) {
        console.log(line);
        return;
      }
      rmSync(join(outDir, 'index.html'), { force: true });
      const heaviest = [...assets].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5).map((a) => `  ${kB(a.gzipBytes)} ${a.file}`);
      throw new Error(`${line}: over budget. Load what the first page does not need lazily. Heaviest:\n${heaviest.join('\n')}`);
    },
  };
}
