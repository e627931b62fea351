// How insights read (002 §3): counts, CTR (clicks per 100 impressions), cost per video view, day formats
// (DD/MM/YYYY) and the chart's series.
import { describe, expect, it } from 'vitest';
import { chartDays, costPerViewOf, ctrOf, formatAxisDay, formatCostPerView, formatCount, formatCtr, formatDay, formatMajor, formatRun, NONE, seriesOf } from './insights.ts';

describe('CTR', () => {
  it('is clicks per 100 impressions with two decimals, and 0 without impressions', () => {
    expect(ctrOf(210, 9800)).toBe(2.14);
    expect(ctrOf(1, 3)).toBe(33.33);
    expect(ctrOf(5, 0)).toBe(0);
  });
  it('reads as a percentage with two decimals', () => {
    expect(formatCtr(2.14)).toBe('2.14%');
    expect(formatCtr(0)).toBe('0.00%');
    expect(formatCtr(1234.5)).toBe('1,234.50%');
  });
});

describe('cost per video view', () => {
  it('is spend per view with four decimals, and none without views', () => {
    expect(costPerViewOf(35.5, 1000)).toBe(0.0355);
    expect(costPerViewOf(10, 3)).toBe(3.3333);
    expect(costPerViewOf(10, 0)).toBeNull();
  });
  it('reads as money with up to four decimals, or a dash', () => {
    expect(formatCostPerView(0.0355, 'NZD')).toBe('$0.0355');
    expect(formatCostPerView(2, 'NZD')).toBe('$2.00');
    expect(formatCostPerView(null)).toBe(NONE);
  });
});

describe('counts and money', () => {
  it('groups thousands', () => {
    expect(formatCount(5120)).toBe('5,120');
    expect(formatCount(0)).toBe('0');
  });
  it('shows major units with two decimals', () => {
    expect(formatMajor(17.25, 'NZD')).toBe('$17.25');
    expect(formatMajor(3, 'AUD')).toMatch(/3\.00/);
  });
});

describe('dates', () => {
  it('shows a series day as DD/MM/YYYY without shifting it to another zone', () => {
    expect(formatDay('2026-12-01')).toBe('01/12/2026');
    expect(formatDay('2026-02-28')).toBe('28/02/2026');
    expect(formatDay('01/12/2026')).toBe('');
    expect(formatAxisDay('2026-12-01')).toBe('01/12');
  });
  it('shows a campaign run in New Zealand days', () => {
    // 11:00 UTC on 30 November is already 1 December in Auckland (NZDT, UTC+13).
    expect(formatRun('2026-11-30T11:00:00.000Z', '2026-12-07T11:00:00.000Z')).toBe('01/12/2026 – 08/12/2026');
  });
});

describe('the chart series', () => {
  const day = (date: string, over: Partial<{ clicks: number; impressions: number; videoViews: number; ctr: number | null }> = {}) =>
    ({ date, reach: 10, impressions: 200, clicks: 4, videoViews: 0, ctr: 2, ...over });
  it('puts days oldest first and fills a missing CTR from clicks and impressions', () => {
    const days = chartDays([day('2026-12-02'), day('2026-12-01', { ctr: null, clicks: 3, impressions: 400 })]);
    expect(days.map((d) => d.date)).toEqual(['2026-12-01', '2026-12-02']);
    expect(days[0]!.ctr).toBe(0.75);
    expect(days[1]!.ctr).toBe(2);
  });
  it('plots video views only for a campaign that has some', () => {
    expect(seriesOf(chartDays([day('2026-12-01')]))).toEqual(['reach', 'impressions', 'clicks']);
    expect(seriesOf(chartDays([day('2026-12-01'), day('2026-12-02', { videoViews: 7 })]))).toEqual(['reach', 'impressions', 'clicks', 'videoViews']);
  });
});
