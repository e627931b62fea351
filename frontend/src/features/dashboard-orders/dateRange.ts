// The date range of the orders and overview tabs (002 §5 Dates, §9): days the user picks (local YYYY-MM-DD), and
// the query they become.
// - A from-date cannot be in the future (picked or typed later than today, it becomes today); a to-date is capped
//   at now (today's or a later to-date sends none: the server takes now) and is never before the from-date.
// - The default from-date is one year back on the orders tab and three months back on the overview.
// - The dashboard's range (controls.calendarDateRange, 90 days if the dashboard sets none) is the range that
//   applies when no from-date is picked (the user cleared it, or chose the dashboard's range): the orders list
//   sends it as `dateRange` (days back from now), the overview as its first day.
// Days are local days; `today` is passed in (never read here), so a query stays the same between renders.
import type { DashboardControls } from '../../frames/dashboard/useDashboard.ts';

export type CalendarDateRange = DashboardControls['calendarDateRange'];

/** The days picked: '' is open (no from-date: the dashboard's range; no to-date: up to now). */
export interface DayRange {
  from: string;
  to: string;
}

/** 002 §9: 90 days when the dashboard sets no range. */
export const DEFAULT_CALENDAR_RANGE: CalendarDateRange = { unit: 'day', value: 90 };
/** 002 §5, §9: the orders tab starts a year back, the overview three months back. */
export const ORDERS_DEFAULT_BACK = { unit: 'year', value: 1 } as const satisfies CalendarDateRange;
export const OVERVIEW_DEFAULT_BACK = { unit: 'month', value: 3 } as const satisfies CalendarDateRange;
/** The most days back the orders list takes (listOrders dateRange maximum). */
export const MAX_RANGE_DAYS = 3660;

/** A local day, YYYY-MM-DD. */
export const isoDay = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

const dayDate = (day: string) => new Date(`${day}T00:00:00`);

/** The day `range` before `today` (calendar months and years: 3 months before 30/11 is 30/08). */
export function dayBack(today: string, range: CalendarDateRange): string {
  const d = dayDate(today);
  if (range.unit === 'day') d.setDate(d.getDate() - range.value);
  else if (range.unit === 'week') d.setDate(d.getDate() - 7 * range.value);
  else if (range.unit === 'month') d.setMonth(d.getMonth() - range.value);
  else d.setFullYear(d.getFullYear() - range.value);
  return isoDay(d);
}

/** The dashboard's range, or 90 days when it sets none. */
export const calendarRangeOf = (controls: Pick<DashboardControls, 'calendarDateRange'> | undefined): CalendarDateRange =>
  controls?.calendarDateRange?.value ? controls.calendarDateRange : DEFAULT_CALENDAR_RANGE;

/** The dashboard's range in days back from today (listOrders `dateRange`), at least 1 and at most 3660. */
export function rangeDays(today: string, range: CalendarDateRange): number {
  const days = Math.round((dayDate(today).getTime() - dayDate(dayBack(today, range)).getTime()) / 86_400_000);
  return Math.min(MAX_RANGE_DAYS, Math.max(1, days));
}

/** What a tab starts with: its default from-date, up to now. */
export const initialRange = (today: string, back: CalendarDateRange): DayRange => ({ from: dayBack(today, back), to: '' });

/** A from-date as picked: never in the future. */
export const pickFrom = (range: DayRange, from: string, today: string): DayRange => {
  const next = from && from > today ? today : from;
  return { from: next, to: range.to && next && range.to < next ? next : range.to };
};

/** A to-date as picked: never after today (today means now) and never before the from-date. */
export const pickTo = (range: DayRange, to: string, today: string): DayRange => {
  let next = to && to > today ? today : to;
  if (next && range.from && next < range.from) next = range.from;
  return { from: range.from, to: next };
};

/** The instants of a range: from the start of the from-day; to the end of the to-day unless that is today (now). */
export function instantsOf(range: DayRange, today: string): { dateFrom?: string; dateTo?: string } {
  const from = range.from && range.from > today ? today : range.from;
  const out: { dateFrom?: string; dateTo?: string } = {};
  if (from) out.dateFrom = dayDate(from).toISOString();
  if (range.to && range.to < today) out.dateTo = new Date(`${range.to}T23:59:59.999`).toISOString();
  return out;
}

/** The orders list's dates: the picked instants, and without a from-date the dashboard's range as `dateRange`. */
export function ordersDateQuery(range: DayRange, today: string, calendar: CalendarDateRange): { dateFrom?: string; dateTo?: string; dateRange?: number } {
  const instants = instantsOf(range, today);
  return instants.dateFrom ? instants : { ...instants, dateRange: rangeDays(today, calendar) };
}

/** The overview's dates: the picked instants, and without a from-date the first day of the dashboard's range. */
export function overviewDateQuery(range: DayRange, today: string, calendar: CalendarDateRange): { dateFrom?: string; dateTo?: string } {
  return instantsOf(range.from ? range : { ...range, from: dayBack(today, calendar) }, today);
}

/** How the dashboard's range reads: 'the last 90 days', 'the last 3 months', 'the last week'. */
export function rangeLabel(range: CalendarDateRange): string {
  return range.value === 1 ? `the last ${range.unit}` : `the last ${range.value} ${range.unit}s`;
}
