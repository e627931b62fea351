// REAXML dates come in several shapes: REA's own 'YYYY-MM-DD-hh:mm:ss', ISO 'YYYY-MM-DDThh:mm[:ss][zone]',
// exporters' 'YYYY-MM-DD hh:mm:ss', compact 'YYYYMMDD[-hh:mm:ss]' and a date alone. All normalise to one
// ISO 8601 form (see ReaxmlDate); the writer emits REA's form back.
// Every date is held to the platform's rule (data/instants.ts): a real calendar day, years 1000 to 9999,
// and a zoned time whose UTC value stays in that range; anything else is no date (null), never another one.
import { isCalendarDay, MAX_YEAR, MIN_YEAR, parseInstant } from '@adops/platform';
import type { ReaxmlDate } from './model.ts';

const DATE_FORMS =
  /^(\d{4})(-?)(\d{2})\2(\d{2})(?:[-T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

const pad = (n: number) => String(n).padStart(2, '0');

const isRealDay = (year: number, month: number, day: number): boolean => year >= MIN_YEAR && year <= MAX_YEAR && isCalendarDay(year, month, day);

/** The normalised date, or null when the text is not a date of a known form (or not a real day/time). */
export function parseReaxmlDate(text: string): ReaxmlDate | null {
  const m = DATE_FORMS.exec(text.trim());
  if (!m) return null;
  const [, y, , mo, d, h, mi, s, zone] = m;
  const year = Number(y), month = Number(mo), day = Number(d);
  if (!isRealDay(year, month, day)) return null;
  const date = `${y}-${mo}-${d}`;
  if (h === undefined || mi === undefined) return zone ? null : date;
  const hour = Number(h), minute = Number(mi), second = s === undefined ? 0 : Number(s);
  if (hour > 23 || minute > 59 || second > 59) return null;
  const time = `${date}T${pad(hour)}:${pad(minute)}:${pad(second)}`;
  if (!zone) return time;
  const offset = zone.replace(':', '');
  const zoned = zone.toUpperCase() === 'Z' ? `${time}Z` : `${time}${offset.slice(0, 3)}:${offset.slice(3)}`;
  // 9999-12-31T23:00:00-05:00 is the year 10000 in UTC: outside what is stored.
  return parseInstant(zoned) === null ? null : zoned;
}

/** REA's own form for a normalised date: 'YYYY-MM-DD-hh:mm:ss' for a local time; ISO when it has a zone. */
export function formatReaxmlDate(value: ReaxmlDate): string {
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(value)) return value.replace('T', '-');
  return value;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const INSPECTION = /^(\d{1,2})-([a-z]{3})-(\d{4})\s+(\d{1,2}):(\d{2})\s*([ap]m)\s+to\s+(\d{1,2}):(\d{2})\s*([ap]m)$/i;

function clock(hour: string, minute: string, half: string): string | null {
  const h = Number(hour);
  if (h < 1 || h > 12 || Number(minute) > 59) return null;
  const h24 = (h % 12) + (half.toLowerCase() === 'pm' ? 12 : 0);
  return `${pad(h24)}:${minute}`;
}

/** REA's inspection text '21-Jan-2009 11:00am to 1:00pm' → day and 24-hour start/end; null when it is other free text. */
export function parseInspectionText(text: string): { date: ReaxmlDate; start: string; end: string } | null {
  const m = INSPECTION.exec(text.trim());
  if (!m) return null;
  const [, d, mon, y, h1, m1, p1, h2, m2, p2] = m as unknown as string[] & { length: 10 };
  const month = MONTHS.indexOf(mon!.toLowerCase()) + 1;
  if (month === 0 || !isRealDay(Number(y), month, Number(d))) return null;
  const start = clock(h1!, m1!, p1!), end = clock(h2!, m2!, p2!);
  if (!start || !end) return null;
  return { date: `${y}-${pad(month)}-${pad(Number(d))}`, start, end };
}

/** The inverse of parseInspectionText, for inspection times that come from a listing rather than a feed. */
export function formatInspection(date: ReaxmlDate, start: string, end: string): string {
  const [y, mo, d] = date.split('-');
  const twelve = (t: string) => {
    const [h, m] = t.split(':').map(Number) as [number, number];
    return `${h % 12 === 0 ? 12 : h % 12}:${pad(m)}${h < 12 ? 'am' : 'pm'}`;
  };
  const mon = MONTHS[Number(mo) - 1] ?? 'jan';
  return `${Number(d)}-${mon[0]!.toUpperCase()}${mon.slice(1)}-${y} ${twelve(start)} to ${twelve(end)}`;
}
