import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dayMonthYear, reportUrl } from './rules.ts';

describe("a report's dates and link", () => {
  it('shows a date as day/month/year (003)', () => {
    assert.equal(dayMonthYear('2026-12-01'), '01/12/2026');
    assert.equal(dayMonthYear('2027-02-28'), '28/02/2027');
  });

  it('links the public report page on the public URL, with or without a trailing slash', () => {
    assert.equal(reportUrl('https://adops.example', 'abc_-1'), 'https://adops.example/report/abc_-1');
    assert.equal(reportUrl('https://adops.example/', 'abc'), 'https://adops.example/report/abc');
  });
});
