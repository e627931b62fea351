// The first load is what index.html names (scripts, module preloads, stylesheets), gzipped; lazy chunks are not.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstLoadAssets } from './firstLoad.ts';
import { firstLoadBudget } from './budgetPlugin.ts';

function dist(files: Record<string, string>, html: string) {
  const dir = mkdtempSync(join(tmpdir(), 'adops-dist-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  writeFileSync(join(dir, 'index.html'), html);
  return dir;
}

const big = 'x'.repeat(5000) + Array.from({ length: 3000 }, (_, i) => i.toString(36)).join('');
const files = { 'assets/index.js': big, 'assets/vendor.js': 'vendor();', 'assets/index.css': 'body{}', 'assets/page.js': big };
const html = `<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor.js">
<link rel="stylesheet" crossorigin href="/assets/index.css">
<link rel="icon" href="/favicon.ico">`;

describe('first load', () => {
  it('counts the entry, its preloads and stylesheets, gzipped, and no lazy chunk', () => {
    const assets = firstLoadAssets(dist(files, html));
    expect(assets.map((a) => a.file).sort()).toEqual(['/assets/index.css', '/assets/index.js', '/assets/vendor.js']);
    const entry = assets.find((a) => a.file === '/assets/index.js')!;
    expect(entry.bytes).toBe(big.length);
    expect(entry.gzipBytes).toBe(gzipSync(big, { level: 9 }).length);
  });

  it('fails the build over budget and removes index.html; passes under it', () => {
    const run = (budget: number, dir: string) => {
      const plugin = firstLoadBudget(budget) as unknown as { configResolved(c: unknown): void; closeBundle(): void };
      plugin.configResolved({ root: dir, build: { outDir: '.' } });
      return () => plugin.closeBundle();
    };
    const under = dist(files, html);
    expect(run(1_000_000, under)).not.toThrow();
    const over = dist(files, html);
    expect(run(100, over)).toThrow(/over budget/);
    expect(() => firstLoadAssets(over)).toThrow(/index\.html/);
  });
});
