// Calendar days in a time zone, pure: networks report a campaign's delivery by the days of its ad
// account's time zone (Meta and Google alike), so the simulator does too; a campaign's dates (rules.ts
// dateIn) and a template's scheduled instants (schedule.ts) are read with the same zone offsets. A day is
// from one local midnight to the next: 23 or 25 hours across a daylight-saving change.

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, ms: number): Record<string, number> {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(new Date(ms)).filter((p) => p.type !== 'literal').map((p) => [p.type, Number(p.value)]));
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
export function offsetAt(timeZone: string, ms: number): number {
  const p = partsIn(timeZone, ms);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(ms / 1000) * 1000;
}

/** The local date (YYYY-MM-DD) of an instant in a zone. */
export function localDate(ms: number, timeZone: string): string {
  const p = partsIn(timeZone, ms);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The instant a local date begins in a zone (its first moment, should midnight itself be skipped). */
export function startOfLocalDay(date: string, timeZone: string): number {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  // The offset at the guess can differ from the offset at the answer across a change: a second pass settles it.
  const guess = midnightUtc - offsetAt(timeZone, midnightUtc);
  return midnightUtc - offsetAt(timeZone, guess);
}

/** The local date after this one. */
export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
