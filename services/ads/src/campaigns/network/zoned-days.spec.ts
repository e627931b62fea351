import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localDate, nextDate, startOfLocalDay } from './zoned-days.ts';

test('a late-evening UTC instant is already the next day in Auckland', () => {
  const at = Date.parse('2026-11-27T20:22:00Z');
  assert.equal(localDate(at, 'UTC'), '2026-11-27');
  assert.equal(localDate(at, 'Pacific/Auckland'), '2026-11-28');
});

test("a local day starts at the zone's midnight: Auckland in summer is UTC+13", () => {
  assert.equal(new Date(startOfLocalDay('2026-11-28', 'Pacific/Auckland')).toISOString(), '2026-11-27T11:00:00.000Z');
  assert.equal(new Date(startOfLocalDay('2026-11-28', 'UTC')).toISOString(), '2026-11-28T00:00:00.000Z');
});

test('across a daylight-saving change a local day is 23 or 25 hours long', () => {
  // New Zealand moved its clocks forward on 27 September 2026 and back on 5 April 2026.
  const spring = startOfLocalDay(nextDate('2026-09-27'), 'Pacific/Auckland') - startOfLocalDay('2026-09-27', 'Pacific/Auckland');
  const autumn = startOfLocalDay(nextDate('2026-04-05'), 'Pacific/Auckland') - startOfLocalDay('2026-04-05', 'Pacific/Auckland');
  assert.equal(spring / 3_600_000, 23);
  assert.equal(autumn / 3_600_000, 25);
});

test('the next date rolls over months and years', () => {
  assert.equal(nextDate('2026-12-31'), '2027-01-01');
  assert.equal(nextDate('2028-02-28'), '2028-02-29');
});
