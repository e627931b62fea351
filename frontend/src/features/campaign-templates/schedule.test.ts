// The schedule's interval pickers (000 §4, §9): a frequency pins its parts, choosing one clears the finer
// parts, and the parts write the cron syntax the server checks.
import { describe, expect, it } from 'vitest';
import { clearFinerParts, cronFromInterval, partsFromCron } from './schedule.ts';
import { chooseFrequency, choosePart, newSchedule } from './templateForm.ts';

describe('the interval pickers', () => {
  it('write the cron syntax of each frequency, a missing part at its first option', () => {
    expect(cronFromInterval('MINUTE', { minute: 30 })).toBe('* * * * *');
    expect(cronFromInterval('HOUR', { minute: 15 })).toBe('15 * * * *');
    expect(cronFromInterval('DAY', { hour: 9 })).toBe('0 9 * * *');
    expect(cronFromInterval('WEEK', { dayOfWeek: 1, hour: 9, minute: 30 })).toBe('30 9 * * 1');
    expect(cronFromInterval('MONTH', { dayOfMonth: 31, hour: 23, minute: 55 })).toBe('55 23 31 * *');
    expect(cronFromInterval('YEAR', { month: 3 })).toBe('0 0 1 3 *');
  });

  it('never write a minute the options lack (10 is not one: 0, 5, then 15 to 55)', () => {
    expect(cronFromInterval('HOUR', { minute: 10 })).toBe('0 * * * *');
  });

  it('clear the parts finer than a chosen frequency (a month is finer than a year) and keep the coarser ones', () => {
    const parts = { minute: 30, hour: 9, dayOfWeek: 1, dayOfMonth: 15, month: 6 };
    expect(clearFinerParts('MINUTE', parts)).toEqual(parts);
    expect(clearFinerParts('HOUR', parts)).toEqual({ hour: 9, dayOfWeek: 1, dayOfMonth: 15, month: 6 });
    expect(clearFinerParts('DAY', parts)).toEqual({ dayOfWeek: 1, dayOfMonth: 15, month: 6 });
    expect(clearFinerParts('WEEK', parts)).toEqual({ month: 6 });
    expect(clearFinerParts('YEAR', parts)).toEqual({});
  });

  it('read back the parts a stored syntax pins, leaving out what the pickers cannot show', () => {
    expect(partsFromCron('WEEK', '30 9 * * 1')).toEqual({ minute: 30, hour: 9, dayOfWeek: 1 });
    expect(partsFromCron('HOUR', '*/10 * * * *')).toEqual({});
    expect(partsFromCron('DAY', '0 9 * *')).toEqual({});
  });

  it('in the form: a weekly run at Monday 09:30 made daily runs at 00:00, and weekly again from Sunday 00:00', () => {
    let interval = newSchedule().interval;
    interval = chooseFrequency(interval, 'WEEK');
    interval = choosePart(interval, 'dayOfWeek', '1');
    interval = choosePart(interval, 'hour', '9');
    interval = choosePart(interval, 'minute', '30');
    expect(interval.cronSyntax).toBe('30 9 * * 1');
    interval = chooseFrequency(interval, 'DAY');
    expect(interval).toMatchObject({ frequency: 'DAY', hour: '', minute: '', dayOfWeek: '1', cronSyntax: '0 0 * * *' });
    interval = chooseFrequency(interval, 'WEEK');
    expect(interval).toMatchObject({ dayOfWeek: '', cronSyntax: '0 0 * * 0' });
  });
});
