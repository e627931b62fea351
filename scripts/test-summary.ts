// Totals the JUnit reports every test runner of `make test` wrote into .cache/test-results and
// prints the closing line CI reads: `N passed, N failed`. Exits non-zero when anything failed.
// Above it go the one-line counts that steps leave as <name>.summary (`spectral: 0 errors, N warnings`
// from scripts/spectral-check.ts): figures worth seeing that are no test. Each failed test is named there
// too, with the first line of its message, so a CI log cut to its tail still says what failed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.cache/test-results';
let passed = 0;
let failed = 0;
const rows: string[] = [];
const failures: string[] = [];

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1] ?? '';
const unescapeXml = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&#(?:10|13|x[aAdD]);/g, ' ').replace(/&amp;/g, '&');

/** `step: suite › test: first line of the message`, bounded so one failure stays one line. */
function failureLine(step: string, suites: readonly string[], testcase: string): string {
  const open = testcase.match(/<testcase\b[^>]*>/)?.[0] ?? '';
  const failure = testcase.match(/<(?:failure|error)\b[^>]*>/)?.[0] ?? '';
  const body = testcase.match(/<(?:failure|error)\b[^>]*>([\s\S]*?)<\/(?:failure|error)>/)?.[1] ?? '';
  const message = unescapeXml(attr(failure, 'message') || body).replace(/<!\[CDATA\[|\]\]>/g, '').trim().split('\n')[0] ?? '';
  // node's reporter names every case's class "test": the enclosing suites say where it is.
  const classname = attr(open, 'classname');
  const where = [...suites, ...(classname && classname !== 'test' && classname !== suites.at(-1) ? [classname] : []), attr(open, 'name')].filter(Boolean).map(unescapeXml).join(' › ');
  return `FAILED ${step}: ${where}: ${message}`.slice(0, 400);
}

for (const file of readdirSync(dir).filter((f) => f.endsWith('.xml')).sort()) {
  const xml = readFileSync(join(dir, file), 'utf8');
  const step = file.replace(/\.xml$/, '');
  // Each <testcase> is one test; it failed when it holds a <failure> or <error>; skipped ones don't count.
  // Suites are tracked as they open and close, to name where a failed case sits.
  const tokens = xml.match(/<testsuite\b[^>]*?\/>|<testsuite\b[^>]*>|<\/testsuite>|<testcase\b[\s\S]*?(?:\/>|<\/testcase>)/g) ?? [];
  const suites: string[] = [];
  let p = 0;
  let f = 0;
  for (const t of tokens) {
    if (t.startsWith('</testsuite')) suites.pop();
    else if (t.startsWith('<testsuite')) {
      if (!t.endsWith('/>')) suites.push(attr(t, 'name'));
    } else if (/<skipped\b/.test(t)) continue;
    else if (/<(failure|error)\b/.test(t)) {
      f++;
      failures.push(failureLine(step, suites, t));
    } else p++;
  }
  passed += p;
  failed += f;
  rows.push(`${step.padEnd(28)} ${String(p).padStart(5)} passed ${String(f).padStart(4)} failed`);
}
console.log(`\n${rows.join('\n')}\n`);
for (const file of readdirSync(dir).filter((f) => f.endsWith('.summary')).sort()) {
  for (const line of readFileSync(join(dir, file), 'utf8').split('\n').filter(Boolean)) console.log(line);
}
for (const line of failures) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
