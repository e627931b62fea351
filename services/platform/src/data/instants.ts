// One rule for every instant and date the services read, wherever it comes from: the request
// validator's date-time and date formats (create-service.ts), a bulk-upload row, a REAXML feed, and
// the migrations that repair what was stored before the rule held.
//
// An instant is RFC 3339 date-time (section 5.6: a 'T', seconds, an offset 'Z' or ±hh:mm), on a real
// calendar day at a real time of day, whose UTC value lies from 1000-01-01T00:00:00.000Z to
// 9999-12-31T23:59:59.999Z. That range is what every store holds the same way: instants are MySQL
// DATETIME(3) columns (data/columns.ts), whose documented range is 1000-01-01 to 9999-12-31 (a year
// below 1000 is stored but comes back as another date: the driver reads years 0-99 as 1900-1999);
// SQLite keeps TypeORM's 'YYYY-MM-DD hh:mm:ss.sss' text, which sorts and compares right only with
// four-digit years; and JavaScript's Date holds far more (±275760 years), printing a five-digit year
// in a form ('+010000-…') neither database reads back. The bound is on the UTC value, since that is
// what is stored: '9999-12-31T23:00:00-05:00' is the year 10000 and is refused. A leap second (:60)
// is refused: neither Date nor DATETIME can hold it.
//
// A date is RFC 3339 full-date 'YYYY-MM-DD', a real calendar day, years 1000 to 9999.

export const MIN_INSTANT = Date.UTC(1000, 0, 1, 0, 0, 0, 0);
export const MAX_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
export const MIN_YEAR = 1000;
export const MAX_YEAR = 9999;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;
const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** What the databases give back for a DATETIME: MySQL's CAST(… AS CHAR) and TypeORM's SQLite text. */
const STORED = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d+)?Z?$/;

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** True when year-month-day is a day of the calendar (no month 19, no 30 February, no day 0). */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeap(year) ? 29 : DAYS[month - 1]!);
}

const isClock = (h: number, m: number, s: number) => h <= 23 && m <= 59 && s <= 59;

/** Milliseconds of the fraction's first three digits (DATETIME(3) and Date keep milliseconds). */
const millis = (fraction: string | undefined) => (fraction ? Number(fraction.slice(1, 4).padEnd(3, '0')) : 0);

/** The instant an RFC 3339 date-time names, or null when it is not one or lies outside the range. */
export function parseInstant(text: string): Date | null {
  const m = DATE_TIME.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (!isCalendarDay(year, month, day) || !isClock(hour, minute, second)) return null;
  let offsetMinutes = 0;
  if (!m[8]) {
    const oh = Number(m[10]), om = Number(m[11]);
    if (oh > 23 || om > 59) return null;
    offsetMinutes = (m[9] === '-' ? -1 : 1) * (oh * 60 + om);
  }
  // Date.UTC reads years 0-99 as 1900-1999; setUTCFullYear does not (those years are refused below anyway).
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  at.setUTCHours(hour, minute, second, millis(m[7]));
  const ms = at.getTime() - offsetMinutes * 60_000;
  return ms >= MIN_INSTANT && ms <= MAX_INSTANT ? new Date(ms) : null;
}

export const isInstant = (text: string): boolean => parseInstant(text) !== null;

/** The same date back when it is an RFC 3339 full-date of a real day in the range, else null. */
export function parseFullDate(text: string): string | null {
  const m = FULL_DATE.exec(text);
  if (!m) return null;
  const [year, month, day] = m.slice(1, 4).map(Number) as [number, number, number];
  return year >= MIN_YEAR && year <= MAX_YEAR && isCalendarDay(year, month, day) ? text : null;
}

export const isFullDate = (text: string): boolean => parseFullDate(text) !== null;

/** True when a Date is one the databases store and give back as itself. */
export const isStorableInstant = (d: Date): boolean => {
  const ms = d.getTime();
  return Number.isFinite(ms) && ms >= MIN_INSTANT && ms <= MAX_INSTANT;
};

/**
 * True when a DATETIME value as the database gives it back as text (MySQL's '2024-05-01
 * 09:30:00.000', SQLite's same text from TypeORM) is a real instant in the range. A MySQL zero date
 * ('0000-00-00 …'), a two- or five-digit year and SQLite's 'NaN-…' or '+010000-…' are not.
 */
export function isReadableStoredInstant(text: string | null): boolean {
  if (text === null) return true;
  const m = STORED.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  return year >= MIN_YEAR && year <= MAX_YEAR && isCalendarDay(year, month, day) && isClock(hour, minute, second);
}

/** The validator's formats (ajv): replace the regular-expression-only ones of ajv-formats. */
export const strictDateFormats = {
  'date-time': { type: 'string' as const, validate: isInstant },
  date: { type: 'string' as const, validate: isFullDate },
};
