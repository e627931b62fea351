// Totals the JUnit reports every test runner of `make test` wrote into .cache/test-results and
// prints the closing line CI reads: `N passed, N failed`. Exits non-zero when anything failed.
// Above it go the one-line counts that steps leave as <name>.summary (`spectral: 0 errors, N warnings`
// from scripts/spectral-check.ts): figures worth seeing that are no test.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.cache/test-results';
let passed = 0;
let failed = 0;
const rows: string[] = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.xml')).sort()) {
  const xml = readFileSync(join(dir, file), 'utf8');
  // Each <testcase> is one test; it failed when it holds a <failure> or <error>; skipped ones don't count.
  const cases = xml.match(/<testcase\b[\s\S]*?(?:\/>|<\/testcase>)/g) ?? [];
  let p = 0;
  let f = 0;
  for (const c of cases) {
    if (/<skipped\b/.test(c)) continue;
    if (/<(failure|error)\b/.test(c)) f++;
    else p++;
  }
  passed += p;
  failed += f;
  rows.push(`${file.replace(/\.xml$/, '').padEnd(28)} ${String(p).padStart(5)} passed ${String(f).padStart(4)} failed`);
}
console.log(`\n${rows.join('\n')}\n`);
for (const file of readdirSync(dir).filter((f) => f.endsWith('.summary')).sort()) {
  for (const line of readFileSync(join(dir, file), 'utf8').split('\n').filter(Boolean)) console.log(line);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
