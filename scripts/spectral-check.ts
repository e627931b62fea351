// make check: Spectral with spectral:oas and the OWASP API Security ruleset (.spectral.yaml) over every
// bundled spec, openapi/generated/<context>.openapi.yaml, so a new context is linted as soon as
// `make gen` writes its bundle. Fails on any error; prints the errors, then the warnings per rule and
// one line `spectral: N errors, N warnings`. Under `make test` (TEST_RESULTS set) that line also goes to
// $TEST_RESULTS/spectral.summary, which scripts/test-summary.ts prints above the totals.
// What a new spec most often trips: an integer without `format` (int32, int64) or `maximum` (OWASP
// api4 integer rules), and a component nothing refers to (adops-unused-component; `x-event` schemas
// excepted). The per-rule reasons for what .spectral.yaml turns off or replaces are in that file.
import { spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const generated = join(root, 'openapi', 'generated');

/** One finding as `spectral lint --format json` reports it (severity 0 error, 1 warning, 2 info, 3 hint). */
export interface Finding {
  code: string;
  message: string;
  path: Array<string | number>;
  severity: number;
  source?: string;
  range: { start: { line: number; character: number } };
}

export interface Tally {
  errors: number;
  warnings: number;
  /** `rule severity` → count, sorted by rule. */
  perRule: Array<{ rule: string; severity: 'error' | 'warning'; count: number }>;
}

export function tally(findings: Finding[]): Tally {
  const counts = new Map<string, number>();
  let errors = 0;
  let warnings = 0;
  for (const f of findings) {
    if (f.severity > 1) continue;
    if (f.severity === 0) errors++;
    else warnings++;
    const key = `${f.code}\t${f.severity === 0 ? 'error' : 'warning'}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const perRule = [...counts]
    .map(([key, count]) => {
      const [rule, severity] = key.split('\t') as [string, 'error' | 'warning'];
      return { rule, severity, count };
    })
    .sort((a, b) => a.rule.localeCompare(b.rule) || a.severity.localeCompare(b.severity));
  return { errors, warnings, perRule };
}

export const summaryLine = (t: Tally) => `spectral: ${t.errors} error${t.errors === 1 ? '' : 's'}, ${t.warnings} warning${t.warnings === 1 ? '' : 's'}`;

/** Lints the given specs with the repository's ruleset; the findings as Spectral reports them. */
export function lint(specs: string[], ruleset = join(root, '.spectral.yaml')): Finding[] {
  const run = spawnSync(join(root, 'node_modules', '.bin', 'spectral'), ['lint', '--ruleset', ruleset, '--format', 'json', '--quiet', '--fail-severity', 'hint', ...specs], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  // Exit 1 only says that there are findings; anything else, or no JSON, is Spectral failing to run.
  if (run.status !== 0 && run.status !== 1) throw new Error(`spectral failed (exit ${run.status}): ${run.stderr || run.stdout}`);
  return JSON.parse(run.stdout) as Finding[];
}

if (import.meta.main) {
  const specs = readdirSync(generated)
    .filter((f) => f.endsWith('.openapi.yaml'))
    .sort()
    .map((f) => join(generated, f));
  if (specs.length === 0) throw new Error('no openapi/generated/*.openapi.yaml: run `make gen`');
  const findings = lint(specs);
  const t = tally(findings);
  for (const f of findings.filter((x) => x.severity === 0)) {
    const where = `${relative(root, f.source ?? '?')}:${f.range.start.line + 1}:${f.range.start.character + 1}`;
    console.log(`${where} error ${f.code}: ${f.message} (${f.path.join('.')})`);
  }
  for (const r of t.perRule) console.log(`${String(r.count).padStart(5)} ${r.severity.padEnd(7)} ${r.rule}`);
  const line = summaryLine(t);
  console.log(`${line} (${specs.map((s) => relative(root, s)).join(', ')}; ruleset .spectral.yaml)`);
  if (process.env.TEST_RESULTS) writeFileSync(join(process.env.TEST_RESULTS, 'spectral.summary'), `${line}\n`);
  process.exit(t.errors > 0 ? 1 : 0);
}
