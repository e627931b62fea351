// The closing summary of `make test`: totals per runner, then each failed test named on one line (so a
// log cut to its tail still says what failed), then `N passed, N failed`, exiting non-zero on a failure.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const summarise = (files: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), 'summary-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return spawnSync(process.execPath, ['scripts/test-summary.ts', dir], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

test('each failed test is named with the first line of its message, above the totals', () => {
  const run = summarise({
    'integration.xml': `<testsuites><testsuite name="orders">
      <testcase name="lists orders" classname="orders"/>
      <testcase name="refuses &quot;x&quot;" classname="orders"><failure message="Expected 400&#10;got 500" type="x">stack</failure></testcase>
      <testcase name="skipped one" classname="orders"><skipped/></testcase>
    </testsuite></testsuites>`,
    'e2e.xml': `<testsuites><testsuite name="menus"><testsuite name="at phone width"><testcase name="a page" classname="test"><error>boom
at line 3</error></testcase></testsuite><testcase name="passes" classname="test"/></testsuite></testsuites>`,
  });
  assert.equal(run.status, 1);
  const lines = run.stdout.trim().split('\n');
  assert.equal(lines.at(-1), '2 passed, 2 failed');
  assert.ok(lines.includes('FAILED integration: orders › refuses "x": Expected 400 got 500'), run.stdout);
  assert.ok(lines.includes('FAILED e2e: menus › at phone width › a page: boom'), run.stdout);
});

test('a green run names nothing and exits 0', () => {
  const run = summarise({ 'unit.xml': '<testsuites><testcase name="ok" classname="a"/></testsuites>' });
  assert.equal(run.status, 0);
  assert.doesNotMatch(run.stdout, /FAILED/);
  assert.equal(run.stdout.trim().split('\n').at(-1), '1 passed, 0 failed');
});
