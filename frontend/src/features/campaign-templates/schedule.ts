// The schedule setting's interval pickers (000 §3, §4, §9), pure: the parts a frequency pins, clearing the parts
// finer than a newly chosen frequency, and the cron syntax the parts make. The same rules as the ads service's
// services/ads/src/campaign-templates/schedule.ts (clearFinerParts, cronFromInterval), which checks the syntax
// again with cron-parser when the template is saved; copied, since the frontend cannot import a service.
import {
  FREQUENCIES, INTERVAL_DAYS, INTERVAL_HOURS, INTERVAL_MINUTES, INTERVAL_MONTHS, INTERVAL_WEEKDAYS, type Frequency,
} from './constants.ts';

/** The parts of an interval the form picks, each from its option list. */
export interface IntervalParts {
  minute?: number;
  hour?: number;
  dayOfWeek?: number;
  dayOfMonth?: number;
  month?: number;
}
export type Part = keyof IntervalParts;

// How fine each part is, on the scale of FREQUENCIES' positions (a weekday and a day of the month are both days).
const PART_RANK: Record<Part, number> = { minute: 0, hour: 1, dayOfWeek: 2, dayOfMonth: 2, month: 4 };
const rank = (frequency: Frequency) => FREQUENCIES.indexOf(frequency);

export const PART_OPTIONS: Record<Part, readonly number[]> = {
  minute: INTERVAL_MINUTES,
  hour: INTERVAL_HOURS,
  dayOfWeek: INTERVAL_WEEKDAYS,
  dayOfMonth: INTERVAL_DAYS,
  month: INTERVAL_MONTHS,
};

/** The parts each frequency pins, coarsest first: an hourly run pins its minute, a weekly one its weekday, hour and minute. */
export const PINNED_PARTS: Record<Frequency, readonly Part[]> = {
  MINUTE: [],
  HOUR: ['minute'],
  DAY: ['hour', 'minute'],
  WEEK: ['dayOfWeek', 'hour', 'minute'],
  MONTH: ['dayOfMonth', 'hour', 'minute'],
  YEAR: ['month', 'dayOfMonth', 'hour', 'minute'],
};

/**
 * 000 §4 "Choosing one clears the finer-grained parts": the parts finer than the chosen frequency are cleared,
 * so the new period starts at its first instant (a daily run at 00:00, not at a time left from the previous
 * choice); the coarser ones, unused by it, are kept for a switch back.
 */
export function clearFinerParts(frequency: Frequency, parts: IntervalParts): IntervalParts {
  const kept: IntervalParts = {};
  for (const part of Object.keys(PART_RANK) as Part[]) {
    if (parts[part] !== undefined && PART_RANK[part] >= rank(frequency)) kept[part] = parts[part];
  }
  return kept;
}

/**
 * The cron syntax of a frequency and its parts: the parts it pins (a missing one at its first option: minute 0,
 * hour 0, Sunday, the 1st, January), '*' for the others. A part outside its options falls back to the first.
 */
export function cronFromInterval(frequency: Frequency, parts: IntervalParts): string {
  const pinned = new Set(PINNED_PARTS[frequency]);
  const field = (part: Part): string => {
    if (!pinned.has(part)) return '*';
    const value = parts[part];
    return String(value !== undefined && PART_OPTIONS[part].includes(value) ? value : PART_OPTIONS[part][0]!);
  };
  return [field('minute'), field('hour'), field('dayOfMonth'), field('month'), field('dayOfWeek')].join(' ');
}

/**
 * The parts a stored cron syntax pins for its frequency, where each is one of its options; a field written
 * otherwise ('*\/10') is left out, and the syntax itself is kept as typed (the form shows and sends it).
 */
export function partsFromCron(frequency: Frequency, cronSyntax: string): IntervalParts {
  const fields = cronSyntax.trim().split(/\s+/);
  if (fields.length !== 5) return {};
  const [minute, hour, dayOfMonth, month, dayOfWeek] = fields as [string, string, string, string, string];
  const at: Record<Part, string> = { minute, hour, dayOfMonth, month, dayOfWeek };
  const parts: IntervalParts = {};
  for (const part of PINNED_PARTS[frequency]) {
    const value = /^\d+$/.test(at[part]) ? Number(at[part]) : NaN;
    if (PART_OPTIONS[part].includes(value)) parts[part] = value;
  }
  return parts;
}
