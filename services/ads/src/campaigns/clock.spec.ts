import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CampaignClock } from './clock.ts';

test('the clock starts at ADS_SIMULATOR_NOW plus the offset days, and flows on with the real time', () => {
  let real = Date.parse('2030-01-01T00:00:00Z');
  const clock = new CampaignClock({ simulatorNow: new Date('2026-03-01T00:00:00Z'), simulatorOffsetDays: 2 }, () => real);
  assert.equal(clock.now().toISOString(), '2026-03-03T00:00:00.000Z');
  real += 90_000;
  assert.equal(clock.now().toISOString(), '2026-03-03T00:01:30.000Z');
  clock.advanceDays(1);
  clock.advance(-30_000);
  assert.equal(clock.now().toISOString(), '2026-03-04T00:01:00.000Z');
});

test('without a fixed start it is the real time plus the offset', () => {
  const real = Date.parse('2030-01-01T00:00:00Z');
  assert.equal(new CampaignClock({ simulatorNow: null, simulatorOffsetDays: -1 }, () => real).now().toISOString(), '2029-12-31T00:00:00.000Z');
});
