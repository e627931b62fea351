// The date range rules of the orders and overview tabs (002 §5 Dates, §9).
import { describe, expect, it } from 'vitest';
import {
  calendarRangeOf, dayBack, initialRange, instantsOf, ordersDateQuery, overviewDateQuery, ORDERS_DEFAULT_BACK, OVERVIEW_DEFAULT_BACK,
  pickFrom, pickTo, rangeDays, rangeLabel,
} from './dateRange.ts';

const TODAY = '2026-11-27';
const startOf = (day: string) => new Date(`${day}T00:00:00`).toISOString();

describe('default ranges', () => {
  it('starts the orders tab a year back and the overview three months back, up to now', () => {
    expect(initialRange(TODAY, ORDERS_DEFAULT_BACK)).toEqual({ from: '2025-11-27', to: '' });
    expect(initialRange(TODAY, OVERVIEW_DEFAULT_BACK)).toEqual({ from: '2026-08-27', to: '' });
  });
  it("takes the dashboard's calendarDateRange, and 90 days when it sets none", () => {
    expect(calendarRangeOf(undefined)).toEqual({ unit: 'day', value: 90 });
    expect(calendarRangeOf({ calendarDateRange: { unit: 'month', value: 6 } })).toEqual({ unit: 'month', value: 6 });
    expect(calendarRangeOf({ calendarDateRange: { unit: 'day', value: 0 } })).toEqual({ unit: 'day', value: 90 });
  });
  it('counts the units back on the calendar', () => {
    expect(dayBack(TODAY, { unit: 'day', value: 90 })).toBe('2026-08-29');
    expect(dayBack(TODAY, { unit: 'week', value: 2 })).toBe('2026-11-13');
    expect(dayBack('2026-03-01', { unit: 'year', value: 1 })).toBe('2025-03-01');
    expect(rangeDays(TODAY, { unit: 'day', value: 90 })).toBe(90);
    expect(rangeDays(TODAY, { unit: 'week', value: 1 })).toBe(7);
    expect(rangeDays(TODAY, { unit: 'year', value: 20 })).toBe(3660);
    expect(rangeLabel({ unit: 'day', value: 90 })).toBe('the last 90 days');
    expect(rangeLabel({ unit: 'week', value: 1 })).toBe('the last week');
  });
});

describe('picking dates', () => {
  const range = { from: '2026-01-01', to: '2026-06-30' };
  it('never lets the from-date be in the future', () => {
    expect(pickFrom(range, '2027-01-05', TODAY)).toEqual({ from: TODAY, to: TODAY });
    expect(pickFrom(range, '2026-02-01', TODAY)).toEqual({ from: '2026-02-01', to: '2026-06-30' });
  });
  it('moves the to-date up to a from-date picked after it', () => {
    expect(pickFrom(range, '2026-07-10', TODAY)).toEqual({ from: '2026-07-10', to: '2026-07-10' });
  });
  it('caps the to-date at today and never before the from-date', () => {
    expect(pickTo(range, '2027-03-01', TODAY)).toEqual({ from: '2026-01-01', to: TODAY });
    expect(pickTo(range, '2025-12-01', TODAY)).toEqual({ from: '2026-01-01', to: '2026-01-01' });
    expect(pickTo(range, '', TODAY)).toEqual({ from: '2026-01-01', to: '' });
  });
  it('clears the from-date (the dashboard range then applies)', () => {
    expect(pickFrom(range, '', TODAY)).toEqual({ from: '', to: '2026-06-30' });
  });
});

describe('the query of a range', () => {
  const calendar = { unit: 'day', value: 90 } as const;
  it('sends the start of the from-day and the end of a past to-day', () => {
    expect(instantsOf({ from: '2026-01-01', to: '2026-06-30' }, TODAY)).toEqual({
      dateFrom: startOf('2026-01-01'), dateTo: new Date('2026-06-30T23:59:59.999').toISOString(),
    });
  });
  it('sends no to-date for today (the server takes now: capped at now)', () => {
    expect(instantsOf({ from: '2026-01-01', to: TODAY }, TODAY)).toEqual({ dateFrom: startOf('2026-01-01') });
    expect(instantsOf({ from: '2026-01-01', to: '' }, TODAY)).toEqual({ dateFrom: startOf('2026-01-01') });
  });
  it('never sends a from-date in the future', () => {
    expect(instantsOf({ from: '2027-01-01', to: '' }, TODAY)).toEqual({ dateFrom: startOf(TODAY) });
  });
  it("sends the dashboard's range as dateRange to the orders list when no from-date is picked", () => {
    expect(ordersDateQuery({ from: '', to: '' }, TODAY, calendar)).toEqual({ dateRange: 90 });
    expect(ordersDateQuery({ from: '', to: '' }, TODAY, { unit: 'month', value: 3 })).toEqual({ dateRange: 92 });
    expect(ordersDateQuery({ from: '2026-01-01', to: '' }, TODAY, calendar)).toEqual({ dateFrom: startOf('2026-01-01') });
  });
  it("starts the overview at the dashboard range's first day when no from-date is picked", () => {
    expect(overviewDateQuery({ from: '', to: '' }, TODAY, calendar)).toEqual({ dateFrom: startOf('2026-08-29') });
    expect(overviewDateQuery({ from: '2026-10-01', to: '2026-10-31' }, TODAY, calendar)).toEqual({
      dateFrom: startOf('2026-10-01'), dateTo: new Date('2026-10-31T23:59:59.999').toISOString(),
    });
  });
});
