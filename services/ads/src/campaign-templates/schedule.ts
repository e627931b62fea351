// A template's schedule setting (000 §3, §4, §9): a recurring INTERVAL written as cron syntax, built
// from a frequency and its parts, or one SCHEDULE date and time; both in a time zone. Pure: the
// instants it computes are from the `from` it is handed, never the clock.
import { CronExpressionParser } from 'cron-parser';
import type { FieldError } from '@adops/platform';
import {
  cronOfParts,
  FREQUENCIES,
  INTERVAL_HOURS,
  INTERVAL_MINUTES,
  PART_OPTIONS,
  type Frequency,
  type IntervalParts,
} from '@adops/openapi/rules/campaign-templates';
import { DEFAULT_TIME_ZONE, isIanaTimeZone } from './time-zones.ts';
import { offsetAt } from '../campaigns/network/zoned-days.ts';

// The option lists and the frequency rules are shared with the frontend's schedule form.
export {
  clearFinerParts,
  FREQUENCIES,
  INTERVAL_DAYS,
  INTERVAL_HOURS,
  INTERVAL_MINUTES,
  INTERVAL_MONTHS,
  INTERVAL_WEEKDAYS,
  PINNED_PARTS,
  type Frequency,
  type IntervalParts,
} from '@adops/openapi/rules/campaign-templates';

/** A recurring schedule: the frequency chosen in the form and the cron syntax it produced (or that was typed). */
export interface IntervalSpec {
  frequency: Frequency;
  /** Five fields: minute hour day-of-month month day-of-week, e.g. '30 9 * * 1' (Mondays 09:30). */
  cronSyntax: string;
}

/** One run at a wall-clock date and time. */
export interface OneTimeSpec {
  /** YYYY-MM-DD. */
  date: string;
  /** 0–23. */
  hour: number;
  /** One of INTERVAL_MINUTES. */
  minute: number;
}

/**
 * 000 §3 "Schedule setting": type INTERVAL with `interval`, or SCHEDULE with `schedule`; both in
 * `timezone`, an IANA zone name (default Pacific/Auckland).
 */
export type ScheduleSetting =
  | { type: 'INTERVAL'; interval: IntervalSpec; timezone?: string }
  | { type: 'SCHEDULE'; schedule: OneTimeSpec; timezone?: string };

/**
 * The cron syntax of a frequency and its parts: the parts it pins (missing ones at their first option:
 * minute 0, hour 0, Sunday, the 1st, January), '*' for the others. A part outside its options is a
 * programming error (the form offers only the options), so it throws.
 */
export function cronFromInterval(choice: IntervalParts & { frequency: Frequency }): string {
  return cronOfParts(choice.frequency, (part) => {
    const value = choice[part] ?? PART_OPTIONS[part][0]!;
    if (!PART_OPTIONS[part].includes(value))
      throw new RangeError(`${part} ${value} is not one of ${PART_OPTIONS[part].join(', ')}`);
    return value;
  });
}

export const SCHEDULE_MESSAGES = {
  cron: 'Invalid cron syntax',
  frequency: 'Frequency must be one of Minute, Hour, Day, Week, Month, Year',
  type: 'Schedule type must be INTERVAL or SCHEDULE',
  interval: 'An INTERVAL schedule needs its frequency and cron syntax',
  schedule: 'A SCHEDULE needs its date, hour and minute',
  date: 'Date must be a real date written YYYY-MM-DD',
  hour: 'Hour must be a whole number from 0 to 23',
  minute: `Minute must be one of ${INTERVAL_MINUTES.join(', ')}`,
  timezone: 'Time zone must be an IANA time zone name such as Pacific/Auckland',
} as const;

const cronFields = (cronSyntax: string) =>
  typeof cronSyntax === 'string' ? cronSyntax.trim().split(/\s+/).filter(Boolean) : [];

/**
 * Why a cron syntax is refused, or null: it must have the five fields the form writes (no seconds, no
 * @-macros) and no H (a random value would make runs differ between replicas), and cron-parser must
 * accept it, which also refuses a date that never comes ('0 0 30 2 *').
 */
export function cronSyntaxError(cronSyntax: string): string | null {
  const fields = cronFields(cronSyntax);
  if (fields.length !== 5)
    return `${SCHEDULE_MESSAGES.cron}: expected 5 fields (minute hour day-of-month month day-of-week)`;
  if (fields.some((field) => /(?<![a-z])h(?![a-z])/i.test(field))) {
    return `${SCHEDULE_MESSAGES.cron}: H (a random value) is not allowed`;
  }
  try {
    CronExpressionParser.parse(fields.join(' '));
    return null;
  } catch (error) {
    return `${SCHEDULE_MESSAGES.cron}: ${(error as Error).message}`;
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `date` is YYYY-MM-DD and a day the calendar has. */
export function isCalendarDate(date: string): boolean {
  const m = typeof date === 'string' ? DATE.exec(date) : null;
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** The field errors of a schedule setting at `path` (e.g. /body/scheduleSetting); none when it is valid. */
export function scheduleSettingErrors(setting: ScheduleSetting, path: string): FieldError[] {
  const errors: FieldError[] = [];
  const at = (field: string, message: string) => errors.push({ path: `${path}/${field}`, message });
  if (setting.timezone !== undefined && !isIanaTimeZone(setting.timezone)) at('timezone', SCHEDULE_MESSAGES.timezone);
  if (setting.type === 'INTERVAL') {
    const interval = setting.interval;
    if (!interval || typeof interval !== 'object') {
      at('interval', SCHEDULE_MESSAGES.interval);
      return errors;
    }
    if (!FREQUENCIES.includes(interval.frequency)) at('interval/frequency', SCHEDULE_MESSAGES.frequency);
    const cron = cronSyntaxError(interval.cronSyntax);
    if (cron) at('interval/cronSyntax', cron);
  } else if (setting.type === 'SCHEDULE') {
    const schedule = setting.schedule;
    if (!schedule || typeof schedule !== 'object') {
      at('schedule', SCHEDULE_MESSAGES.schedule);
      return errors;
    }
    if (!isCalendarDate(schedule.date)) at('schedule/date', SCHEDULE_MESSAGES.date);
    if (!INTERVAL_HOURS.includes(schedule.hour)) at('schedule/hour', SCHEDULE_MESSAGES.hour);
    if (!INTERVAL_MINUTES.includes(schedule.minute)) at('schedule/minute', SCHEDULE_MESSAGES.minute);
  } else {
    at('type', SCHEDULE_MESSAGES.type);
  }
  return errors;
}

/** The zone a setting runs in. */
export const timeZoneOf = (setting: ScheduleSetting): string => setting.timezone ?? DEFAULT_TIME_ZONE;

/**
 * The next `count` runs of a (valid) schedule after `from`: an INTERVAL's from cron-parser in the
 * setting's zone (a time the clocks skip runs at the same time after the jump); a SCHEDULE's one
 * instant, when it is still ahead.
 */
export function nextRuns(setting: ScheduleSetting, from: Date, count: number): Date[] {
  if (count <= 0) return [];
  const zone = timeZoneOf(setting);
  if (setting.type === 'INTERVAL') {
    return CronExpressionParser.parse(cronFields(setting.interval.cronSyntax).join(' '), {
      currentDate: from,
      tz: zone,
    })
      .take(count)
      .map((run) => run.toDate());
  }
  const { date, hour, minute } = setting.schedule;
  const at = zonedInstant(date, hour, minute, zone);
  return at.getTime() > from.getTime() ? [at] : [];
}

/**
 * The instant a wall-clock date and time has in `zone`. Around a change of the clocks it behaves as
 * cron-parser does for an INTERVAL: a time that occurs twice is its first occurrence, a time the clocks
 * skip is read with the offset from before the jump (02:30 on the night clocks go from 02:00 to 03:00 is 03:30).
 */
export function zonedInstant(date: string, hour: number, minute: number, zone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const DAY = 86_400_000;
  // The offsets in force a day either side: every instant that reads as `wall` uses one of them.
  const offsets = [...new Set([offsetAt(zone, wall - DAY), offsetAt(zone, wall + DAY)])];
  const matching = offsets.map((o) => wall - o).filter((t) => t + offsetAt(zone, t) === wall);
  if (matching.length) return new Date(Math.min(...matching));
  return new Date(wall - Math.min(...offsets));
}
