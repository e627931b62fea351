// What the first load of the app costs: every script, module preload and stylesheet that dist/index.html
// names, gzipped as a server sends them. The pages are lazy chunks and not part of it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Asset {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** The assets index.html loads before the app can render, with their sizes. */
export function firstLoadAssets(distDir: string): Asset[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\bhref="([^"]+)"/g),
  ].map((m) => m[1]!);
  return [...new Set(urls)]
    .filter((url) => !/^(https?:)?\/\//.test(url))
    .map((url) => {
      const content = readFileSync(join(distDir, url.replace(/^\//, '')));
      return { file: url, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    });
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The most the first load may weigh, gzipped: however many features the app has, they load lazily. */
export const FIRST_LOAD_BUDGET_BYTES = 250_000;

if (import.meta.main) {
  const assets = firstLoadAssets(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));
  for (const a of assets.sort((x, y) => y.gzipBytes - x.gzipBytes)) console.log(`${kB(a.gzipBytes).padStart(9)} gzip ${kB(a.bytes).padStart(9)}  ${a.file}`);
  const total = assets.reduce((sum, a) => sum + a.gzipBytes, 0);
  console.log(`${kB(total).padStart(9)} gzip ${kB(assets.reduce((sum, a) => sum + a.bytes, 0)).padStart(9)}  first load (${assets.length} files)`);
}
