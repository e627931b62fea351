// The schedule setting's interval pickers (000 §3, §4, §9), pure. The option lists, the parts a frequency pins and
// clearing the parts finer than a newly chosen frequency are @adops/openapi/rules/campaign-templates, shared with
// the ads service, which checks the syntax again with cron-parser when the template is saved; here the form's
// own reading of them: the cron syntax the picked parts make, and the parts a stored syntax pins.
import {
  cronOfParts, PART_OPTIONS, PINNED_PARTS, type Frequency, type IntervalPart, type IntervalParts,
} from '@adops/openapi/rules/campaign-templates';

export { clearFinerParts, PART_OPTIONS, PINNED_PARTS, type IntervalParts } from '@adops/openapi/rules/campaign-templates';
export type Part = IntervalPart;

/**
 * The cron syntax of a frequency and its parts: the parts it pins (a missing one at its first option: minute 0,
 * hour 0, Sunday, the 1st, January), '*' for the others. A part outside its options falls back to the first.
 */
export function cronFromInterval(frequency: Frequency, parts: IntervalParts): string {
  return cronOfParts(frequency, (part) => {
    const value = parts[part];
    return value !== undefined && PART_OPTIONS[part].includes(value) ? value : PART_OPTIONS[part][0]!;
  });
}

/**
 * The parts a stored cron syntax pins for its frequency, where each is one of its options; a field written
 * otherwise ('*\/10') is left out, and the syntax itself is kept as typed (the form shows and sends it).
 */
export function partsFromCron(frequency: Frequency, cronSyntax: string): IntervalParts {
  const fields = cronSyntax.trim().split(/\s+/);
  if (fields.length !== 5) return {};
  const [minute, hour, dayOfMonth, month, dayOfWeek] = fields as [string, string, string, string, string];
  const at: Record<IntervalPart, string> = { minute, hour, dayOfMonth, month, dayOfWeek };
  const parts: IntervalParts = {};
  for (const part of PINNED_PARTS[frequency]) {
    const value = /^\d+$/.test(at[part]) ? Number(at[part]) : NaN;
    if (PART_OPTIONS[part].includes(value)) parts[part] = value;
  }
  return parts;
}
