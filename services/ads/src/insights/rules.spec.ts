import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Principal } from '@adops/platform';
import { costPerVideoViewOf, ctrOf, customerFilter, daysBetween, isSyncDue, MAX_CHART_DAYS, overviewComponents, overviewWindow, RECENTLY_COMPLETED_MS, sumCounts, totalsOf } from './rules.ts';

describe('CTR and cost per video view', () => {
  it('CTR is clicks per 100 impressions, two decimals; 0 without impressions', () => {
    assert.equal(ctrOf(21, 1000), 2.1);
    assert.equal(ctrOf(1, 3), 33.33);
    assert.equal(ctrOf(5, 0), 0);
  });

  it('cost per video view is spend per view in major units, four decimals; null without views', () => {
    assert.equal(costPerVideoViewOf(1000, 400, 'NZD'), 0.025);
    assert.equal(costPerVideoViewOf(1000, 3, 'NZD'), 3.3333);
    assert.equal(costPerVideoViewOf(1000, 4, 'JPY'), 250);
    assert.equal(costPerVideoViewOf(1000, 0, 'NZD'), null);
  });

  it('totals sum days and derive the ratios from the sums', () => {
    const sum = sumCounts([
      { reach: 10, impressions: 100, clicks: 1, videoViews: 2, spend: 50 },
      { reach: 20, impressions: 300, clicks: 7, videoViews: 2, spend: 150 },
    ]);
    assert.deepEqual(sum, { reach: 30, impressions: 400, clicks: 8, videoViews: 4, spend: 200 });
    assert.deepEqual(totalsOf(sum, 'NZD'), { reach: 30, impressions: 400, clicks: 8, ctr: 2, videoViews: 4, costPerVideoView: 0.5 });
  });
});

describe('the overview window (002 §7, §9)', () => {
  const now = new Date('2026-12-10T12:00:00.000Z');

  it('defaults to three months back until now', () => {
    assert.deepEqual(overviewWindow({}, now), { from: new Date('2026-09-10T12:00:00.000Z'), to: now });
  });

  it('a from-date in the future is reset to now, a to-date in the future is now', () => {
    assert.deepEqual(overviewWindow({ dateFrom: '2027-01-01T00:00:00Z', dateTo: '2027-02-01T00:00:00Z' }, now), { from: now, to: now });
  });

  it('keeps dates in the past, and a from-date after the to-date becomes the to-date', () => {
    assert.deepEqual(overviewWindow({ dateFrom: '2026-12-01T00:00:00Z', dateTo: '2026-12-05T00:00:00Z' }, now), { from: new Date('2026-12-01T00:00:00Z'), to: new Date('2026-12-05T00:00:00Z') });
    assert.deepEqual(overviewWindow({ dateFrom: '2026-12-08T00:00:00Z', dateTo: '2026-12-05T00:00:00Z' }, now), { from: new Date('2026-12-05T00:00:00Z'), to: new Date('2026-12-05T00:00:00Z') });
  });
});

describe('the days of a range', () => {
  it('lists every day, both ends included, across a month end', () => {
    assert.deepEqual(daysBetween('2026-11-29', '2026-12-02'), ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    assert.deepEqual(daysBetween('2026-12-02', '2026-12-01'), []);
  });
});

describe('which campaigns the insights sync reads', () => {
  const now = new Date('2026-12-10T00:00:00Z');
  const base = { externalId: 'x', deleted: false, completedAt: null, insightsSyncedAt: null };

  it('live ones, never one not on a network or deleted', () => {
    assert.equal(isSyncDue({ ...base, status: 'ACTIVE' }, now), true);
    assert.equal(isSyncDue({ ...base, status: 'PAUSED' }, now), true);
    assert.equal(isSyncDue({ ...base, status: 'ACTIVE', externalId: null }, now), false);
    assert.equal(isSyncDue({ ...base, status: 'ACTIVE', deleted: true }, now), false);
    assert.equal(isSyncDue({ ...base, status: 'FAILED' }, now), false);
  });

  it('completed ones for a few days, and later only until read once since completing', () => {
    const completedAt = new Date(now.getTime() - RECENTLY_COMPLETED_MS + 1000);
    assert.equal(isSyncDue({ ...base, status: 'COMPLETED', completedAt, insightsSyncedAt: now }, now), true);
    const longAgo = new Date(now.getTime() - RECENTLY_COMPLETED_MS * 3);
    assert.equal(isSyncDue({ ...base, status: 'COMPLETED', completedAt: longAgo, insightsSyncedAt: new Date(longAgo.getTime() + 1) }, now), false);
    assert.equal(isSyncDue({ ...base, status: 'COMPLETED', completedAt: longAgo, insightsSyncedAt: new Date(longAgo.getTime() - 1) }, now), true);
  });
});

describe('the overview components', () => {
  it('fills every day of the range, ranks campaigns and agents, and derives the CTR per day', () => {
    const c = overviewComponents({
      from: '2026-12-01',
      to: '2026-12-03',
      days: [{ date: '2026-12-02', reach: 50, impressions: 200, clicks: 4 }],
      impressionsByCampaign: [
        { name: 'B', impressions: 10 },
        { name: 'A', impressions: 190 },
      ],
      leadsByAgent: [
        { name: 'Jo', leads: 1 },
        { name: 'Ana', leads: 3 },
      ],
    });
    assert.deepEqual(c.reachAndClicks.data, { type: 'lineBarChart', values: [{ label: '2026-12-01', line: 0, bar: 0 }, { label: '2026-12-02', line: 4, bar: 50 }, { label: '2026-12-03', line: 0, bar: 0 }] });
    assert.deepEqual(c.impressionsByCampaign.data, { type: 'barChart', values: [{ label: 'A', value: 190 }, { label: 'B', value: 10 }] });
    assert.deepEqual(c.leadsByAgent.data, { type: 'pieChart', values: [{ label: 'Ana', value: 3 }, { label: 'Jo', value: 1 }] });
    assert.deepEqual(c.ctrTrend.data.values.map((v) => v.value), [0, 2, 0]);
    assert.equal(c.ctrTrend.data.type, 'lineChart');
  });

  it('a range longer than the chart holds keeps the last days with figures', () => {
    const c = overviewComponents({ from: '2020-01-01', to: '2026-12-31', days: [{ date: '2021-05-05', reach: 1, impressions: 1, clicks: 1 }], impressionsByCampaign: [], leadsByAgent: [] });
    assert.deepEqual(c.reachAndClicks.data.values.map((v) => v.label), ['2021-05-05']);
    assert.ok(daysBetween('2020-01-01', '2026-12-31').length > MAX_CHART_DAYS);
  });
});

describe("the customer a read is narrowed to", () => {
  const staff = { kind: 'staff', roles: ['admin'], officeIds: [] } as unknown as Principal;
  const corporate = { kind: 'dashboard', roles: ['corporate'], customerId: 'c1', officeIds: [] } as unknown as Principal;

  it('staff choose any customer or none', () => {
    assert.equal(customerFilter(staff, 'c2'), 'c2');
    assert.equal(customerFilter(staff, undefined), undefined);
  });

  it("a dashboard user's own customer is their scope; another is 404", () => {
    assert.equal(customerFilter(corporate, 'c1'), undefined);
    assert.equal(customerFilter(corporate, undefined), undefined);
    assert.throws(() => customerFilter(corporate, 'c2'), (e: { status?: number; detail?: string }) => e.status === 404 && e.detail === 'Customer not found.');
  });
});
