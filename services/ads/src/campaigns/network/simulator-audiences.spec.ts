import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SIMULATED_AUDIENCES_MAX, SIMULATED_AUDIENCES_MIN, simulatedAudiences, simulatedPages } from './simulator-audiences.ts';
import type { NetworkAccount } from './port.ts';

const account = (accountId: string, kind: 'social' | 'display' = 'social'): NetworkAccount => ({ provider: 'simulator', kind, accountId, currency: 'NZD' });

test("an account's audiences are the same on every call, with ids unique within it", () => {
  const first = simulatedAudiences(account('1029384756'));
  assert.deepEqual(simulatedAudiences(account('1029384756')), first);
  assert.ok(first.length >= SIMULATED_AUDIENCES_MIN && first.length <= SIMULATED_AUDIENCES_MAX);
  assert.equal(new Set(first.map((a) => a.audienceId)).size, first.length);
  assert.ok(first.every((a) => a.audienceId.length <= 40 && a.name.length > 0));
  assert.ok(first.every((a) => a.approximateCount === null || (Number.isInteger(a.approximateCount) && a.approximateCount >= 1000)));
});

test('two accounts, or two kinds of one id, have different audiences', () => {
  const a = simulatedAudiences(account('111'));
  const b = simulatedAudiences(account('222'));
  assert.notDeepEqual(a.map((x) => x.audienceId), b.map((x) => x.audienceId));
  const display = simulatedAudiences(account('111', 'display'));
  assert.ok(display.every((d) => !a.some((s) => s.audienceId === d.audienceId)));
});

test('a social account has one to three pages, the same every time; a display account none', () => {
  const pages = simulatedPages(account('1029384756'));
  assert.ok(pages.length >= 1 && pages.length <= 3);
  assert.deepEqual(simulatedPages(account('1029384756')), pages);
  assert.equal(new Set(pages.map((p) => p.pageId)).size, pages.length);
  assert.ok(pages.every((p) => p.link === `https://www.facebook.com/${p.pageId}`));
  assert.deepEqual(simulatedPages(account('1029384756', 'display')), []);
});
