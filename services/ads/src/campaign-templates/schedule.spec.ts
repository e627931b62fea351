import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  clearFinerParts,
  cronFromInterval,
  cronSyntaxError,
  FREQUENCIES,
  INTERVAL_DAYS,
  INTERVAL_HOURS,
  INTERVAL_MINUTES,
  isCalendarDate,
  nextRuns,
  SCHEDULE_MESSAGES,
  scheduleSettingErrors,
  timeZoneOf,
  zonedInstant,
  type ScheduleSetting,
} from './schedule.ts';
import { DEFAULT_TIME_ZONE, isIanaTimeZone, TIME_ZONE_CHOICES } from './time-zones.ts';
import { cronOfParts } from '@adops/openapi/rules/campaign-templates';

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('interval options', () => {
  it('offers minutes 0, 5, then 15 to 55; hours 0 to 23; days 1 to 31', () => {
    assert.deepEqual(INTERVAL_MINUTES, [0, 5, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
    assert.equal(INTERVAL_HOURS.length, 24);
    assert.deepEqual([INTERVAL_HOURS[0], INTERVAL_HOURS.at(-1)], [0, 23]);
    assert.deepEqual([INTERVAL_DAYS[0], INTERVAL_DAYS.at(-1), INTERVAL_DAYS.length], [1, 31, 31]);
    assert.deepEqual(FREQUENCIES, ['MINUTE', 'HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']);
  });
});

// The shared core of the service's cronFromInterval and the form's (openapi/src/rules has no test run of its own).
describe('cronOfParts', () => {
  it('asks only for the parts the frequency pins and writes them in cron field order', () => {
    const values = { minute: 1, hour: 2, dayOfMonth: 3, month: 4, dayOfWeek: 5 };
    const asked: string[] = [];
    const cron = cronOfParts('YEAR', (part) => {
      asked.push(part);
      return values[part];
    });
    assert.equal(cron, '1 2 3 4 *');
    assert.deepEqual(asked.sort(), ['dayOfMonth', 'hour', 'minute', 'month']);
    assert.equal(cronOfParts('WEEK', (part) => values[part]), '1 2 * * 5');
    assert.equal(cronOfParts('MINUTE', () => assert.fail('a run every minute pins no part')), '* * * * *');
  });
});

describe('cronFromInterval', () => {
  it('pins the parts finer than the frequency and leaves the rest open', () => {
    const parts = { minute: 30, hour: 9, dayOfWeek: 1, dayOfMonth: 15, month: 3 };
    assert.equal(cronFromInterval({ frequency: 'MINUTE', ...parts }), '* * * * *');
    assert.equal(cronFromInterval({ frequency: 'HOUR', ...parts }), '30 * * * *');
    assert.equal(cronFromInterval({ frequency: 'DAY', ...parts }), '30 9 * * *');
    assert.equal(cronFromInterval({ frequency: 'WEEK', ...parts }), '30 9 * * 1');
    assert.equal(cronFromInterval({ frequency: 'MONTH', ...parts }), '30 9 15 * *');
    assert.equal(cronFromInterval({ frequency: 'YEAR', ...parts }), '30 9 15 3 *');
  });

  it('starts missing parts at their first option', () => {
    assert.equal(cronFromInterval({ frequency: 'YEAR' }), '0 0 1 1 *');
    assert.equal(cronFromInterval({ frequency: 'WEEK', hour: 7 }), '0 7 * * 0');
  });

  it('throws on a part outside its options', () => {
    assert.throws(() => cronFromInterval({ frequency: 'HOUR', minute: 10 }), /minute 10 is not one of 0, 5, 15/);
    assert.throws(() => cronFromInterval({ frequency: 'MONTH', dayOfMonth: 32 }), RangeError);
    assert.equal(
      cronFromInterval({ frequency: 'HOUR', minute: 5, hour: 99 }),
      '5 * * * *',
      'an unused part is not checked',
    );
  });

  it('writes what cron-parser accepts for every frequency', () => {
    for (const frequency of FREQUENCIES)
      assert.equal(
        cronSyntaxError(cronFromInterval({ frequency, minute: 45, hour: 23, dayOfWeek: 6, dayOfMonth: 31, month: 12 })),
        null,
        frequency,
      );
  });
});

describe('clearFinerParts', () => {
  const parts = { minute: 30, hour: 9, dayOfWeek: 1, dayOfMonth: 15, month: 3 };

  it('clears the parts finer than the chosen frequency and keeps the coarser', () => {
    assert.deepEqual(clearFinerParts('MINUTE', parts), parts);
    assert.deepEqual(clearFinerParts('HOUR', parts), { hour: 9, dayOfWeek: 1, dayOfMonth: 15, month: 3 });
    assert.deepEqual(clearFinerParts('DAY', parts), { dayOfWeek: 1, dayOfMonth: 15, month: 3 });
    assert.deepEqual(clearFinerParts('WEEK', parts), { month: 3 });
    assert.deepEqual(clearFinerParts('MONTH', parts), { month: 3 });
    assert.deepEqual(clearFinerParts('YEAR', parts), {});
  });

  it('so a newly chosen frequency starts at the first instant of its period', () => {
    assert.equal(cronFromInterval({ frequency: 'DAY', ...clearFinerParts('DAY', parts) }), '0 0 * * *');
    assert.equal(cronFromInterval({ frequency: 'MONTH', ...clearFinerParts('MONTH', parts) }), '0 0 1 * *');
  });
});

describe('cronSyntaxError', () => {
  it('accepts five-field cron syntax, names and steps included', () => {
    for (const cron of ['* * * * *', '*/15 9-17 * * MON-FRI', '0 9 1,15 * *', ' 30  9 * * 1 ', '0 0 L * *'])
      assert.equal(cronSyntaxError(cron), null, cron);
  });

  it('refuses other field counts, random values and what cron-parser refuses', () => {
    assert.equal(
      cronSyntaxError(''),
      'Invalid cron syntax: expected 5 fields (minute hour day-of-month month day-of-week)',
    );
    assert.equal(cronSyntaxError('0 */5 * * * *'), cronSyntaxError(''));
    assert.equal(cronSyntaxError('@daily'), cronSyntaxError(''));
    assert.equal(cronSyntaxError('H 9 * * *'), 'Invalid cron syntax: H (a random value) is not allowed');
    assert.equal(cronSyntaxError('0 9 * * THU'), null, 'the H of THU is a day name');
    assert.match(cronSyntaxError('61 * * * *')!, /^Invalid cron syntax: .*61.*0-59/);
    assert.match(cronSyntaxError('0 0 30 2 *')!, /^Invalid cron syntax: .*day of month/);
    assert.match(cronSyntaxError('a b c d e')!, /^Invalid cron syntax: /);
  });
});

describe('scheduleSettingErrors', () => {
  it('passes a valid interval and a valid one-time schedule', () => {
    assert.deepEqual(
      scheduleSettingErrors({ type: 'INTERVAL', interval: { frequency: 'DAY', cronSyntax: '0 9 * * *' } }, '/s'),
      [],
    );
    assert.deepEqual(
      scheduleSettingErrors(
        { type: 'SCHEDULE', schedule: { date: '2028-02-29', hour: 23, minute: 55 }, timezone: 'Asia/Kolkata' },
        '/s',
      ),
      [],
    );
  });

  it('names each wrong field', () => {
    const interval = {
      type: 'INTERVAL',
      interval: { frequency: 'FORTNIGHT', cronSyntax: '0 25 * * *' },
      timezone: 'pacific/auckland',
    } as unknown as ScheduleSetting;
    const errors = scheduleSettingErrors(interval, '/s');
    assert.deepEqual(
      errors.map((e) => e.path),
      ['/s/timezone', '/s/interval/frequency', '/s/interval/cronSyntax'],
    );
    assert.equal(errors[0]!.message, 'Time zone must be an IANA time zone name such as Pacific/Auckland');
    assert.equal(errors[1]!.message, 'Frequency must be one of Minute, Hour, Day, Week, Month, Year');
    assert.match(errors[2]!.message, /^Invalid cron syntax: /);
    assert.deepEqual(
      scheduleSettingErrors({ type: 'SCHEDULE', schedule: { date: '27/11/2026', hour: -1, minute: 10 } }, '/s'),
      [
        { path: '/s/schedule/date', message: 'Date must be a real date written YYYY-MM-DD' },
        { path: '/s/schedule/hour', message: 'Hour must be a whole number from 0 to 23' },
        { path: '/s/schedule/minute', message: 'Minute must be one of 0, 5, 15, 20, 25, 30, 35, 40, 45, 50, 55' },
      ],
    );
  });

  it('needs the part its type names, and a known type', () => {
    assert.deepEqual(scheduleSettingErrors({ type: 'INTERVAL' } as ScheduleSetting, '/s'), [
      { path: '/s/interval', message: SCHEDULE_MESSAGES.interval },
    ]);
    assert.deepEqual(scheduleSettingErrors({ type: 'SCHEDULE' } as ScheduleSetting, '/s'), [
      { path: '/s/schedule', message: SCHEDULE_MESSAGES.schedule },
    ]);
    assert.deepEqual(scheduleSettingErrors({ type: 'WEEKLY' } as unknown as ScheduleSetting, '/s'), [
      { path: '/s/type', message: 'Schedule type must be INTERVAL or SCHEDULE' },
    ]);
  });

  it('knows real calendar dates', () => {
    assert.ok(isCalendarDate('2028-02-29'));
    for (const date of ['2027-02-29', '2026-13-01', '2026-04-31', '2026-1-1', ''])
      assert.equal(isCalendarDate(date), false, date);
  });
});

describe('nextRuns', () => {
  const from = new Date('2026-01-01T00:00:00Z');

  it('runs an interval in its time zone, Pacific/Auckland when it names none', () => {
    const weekly = { type: 'INTERVAL', interval: { frequency: 'WEEK', cronSyntax: '30 9 * * 1' } } as const;
    // Mondays 09:30 NZDT (UTC+13) are Sundays 20:30 UTC.
    assert.deepEqual(iso(nextRuns(weekly, from, 2)), ['2026-01-04T20:30:00.000Z', '2026-01-11T20:30:00.000Z']);
    assert.equal(timeZoneOf(weekly), DEFAULT_TIME_ZONE);
    assert.deepEqual(iso(nextRuns({ ...weekly, timezone: 'Europe/London' }, from, 1)), ['2026-01-05T09:30:00.000Z']);
    assert.deepEqual(nextRuns(weekly, from, 0), []);
  });

  it('follows the clocks across a change of daylight saving', () => {
    const daily = {
      type: 'INTERVAL',
      interval: { frequency: 'DAY', cronSyntax: '0 9 * * *' },
      timezone: 'Pacific/Auckland',
    } as const;
    // New Zealand goes from UTC+13 to UTC+12 at 03:00 on 5 April 2026: 09:00 on 4 April is 20:00 UTC, on 5 and 6 April 21:00 UTC.
    assert.deepEqual(iso(nextRuns(daily, new Date('2026-04-03T12:00:00Z'), 3)), [
      '2026-04-03T20:00:00.000Z',
      '2026-04-04T21:00:00.000Z',
      '2026-04-05T21:00:00.000Z',
    ]);
  });

  it('runs a one-time schedule once, while it is ahead', () => {
    const once: ScheduleSetting = {
      type: 'SCHEDULE',
      schedule: { date: '2026-03-01', hour: 9, minute: 15 },
      timezone: 'Pacific/Auckland',
    };
    assert.deepEqual(iso(nextRuns(once, from, 5)), ['2026-02-28T20:15:00.000Z']);
    assert.deepEqual(nextRuns(once, new Date('2026-02-28T20:15:00Z'), 5), []);
  });
});

describe('zonedInstant', () => {
  it('reads a wall-clock time in its zone', () => {
    assert.equal(zonedInstant('2026-07-01', 9, 0, 'Pacific/Auckland').toISOString(), '2026-06-30T21:00:00.000Z');
    assert.equal(zonedInstant('2026-07-01', 9, 0, 'UTC').toISOString(), '2026-07-01T09:00:00.000Z');
    assert.equal(zonedInstant('2026-07-01', 9, 0, 'Asia/Kolkata').toISOString(), '2026-07-01T03:30:00.000Z');
  });

  it('moves a skipped time past the jump and takes the first of a repeated one', () => {
    // 27 September 2026, Auckland: 02:00 NZST becomes 03:00 NZDT, so 02:30 is 03:30 NZDT, as cron-parser runs it.
    assert.equal(zonedInstant('2026-09-27', 2, 30, 'Pacific/Auckland').toISOString(), '2026-09-26T14:30:00.000Z');
    const cron = nextRuns(
      { type: 'INTERVAL', interval: { frequency: 'DAY', cronSyntax: '30 2 * * *' } },
      new Date('2026-09-26T00:00:00Z'),
      1,
    );
    assert.deepEqual(iso(cron), ['2026-09-26T14:30:00.000Z']);
    // 1 November 2026, New York: 01:30 happens in EDT and again in EST; the first is EDT.
    assert.equal(zonedInstant('2026-11-01', 1, 30, 'America/New_York').toISOString(), '2026-11-01T05:30:00.000Z');
  });
});

describe('time zones', () => {
  it('offers about 100 distinct IANA zones, the default first', () => {
    assert.ok(TIME_ZONE_CHOICES.length >= 90 && TIME_ZONE_CHOICES.length <= 110, String(TIME_ZONE_CHOICES.length));
    assert.equal(new Set(TIME_ZONE_CHOICES).size, TIME_ZONE_CHOICES.length);
    assert.equal(TIME_ZONE_CHOICES[0], 'Pacific/Auckland');
    assert.equal(DEFAULT_TIME_ZONE, 'Pacific/Auckland');
    for (const zone of TIME_ZONE_CHOICES) assert.ok(isIanaTimeZone(zone), zone);
  });

  it('accepts every IANA zone, its links and UTC, and nothing else', () => {
    for (const zone of Intl.supportedValuesOf('timeZone')) assert.ok(isIanaTimeZone(zone), zone);
    for (const zone of [
      'Asia/Kolkata',
      'Asia/Calcutta',
      'Europe/Kyiv',
      'UTC',
      'Etc/GMT+5',
      'America/Argentina/Buenos_Aires',
    ])
      assert.ok(isIanaTimeZone(zone), zone);
    for (const zone of ['Mars/Olympus', 'pacific/auckland', '+05:00', 'Etc/GMT+15', '', 'Auckland'])
      assert.equal(isIanaTimeZone(zone), false, zone);
  });
});
