import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CreativeSpec } from '../campaigns/network/port.ts';
import { adPreviewsOf, dayMonthYear, reportUrl } from './rules.ts';

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

describe("a report's ad previews", () => {
  const creative = (over: Partial<CreativeSpec> = {}): CreativeSpec => ({
    format: 'IMAGE',
    headline: '12 Harbour View Road',
    message: 'Call Jo',
    linkUrl: 'https://harbour.example.com/12',
    imageUrls: ['https://cdn.example.com/1.jpg'],
    callToAction: 'LEARN_MORE',
    leadForm: { introHeadline: 'Ask', followUpActionUrl: 'https://harbour.example.com/thanks', thankYouButtonType: 'VIEW_WEBSITE' },
    ...over,
  });

  it("shows each ad set's ad once, in order, without its link, lead form or review", () => {
    const previews = adPreviewsOf([creative(), creative(), creative({ format: 'VIDEO', videoUrl: 'https://cdn.example.com/v.mp4', headline: 'Watch' })], creative({ headline: 'campaign' }));
    assert.deepEqual(previews, [
      { format: 'IMAGE', headline: '12 Harbour View Road', message: 'Call Jo', imageUrls: ['https://cdn.example.com/1.jpg'], videoUrl: null, callToAction: 'LEARN_MORE' },
      { format: 'VIDEO', headline: 'Watch', message: 'Call Jo', imageUrls: ['https://cdn.example.com/1.jpg'], videoUrl: 'https://cdn.example.com/v.mp4', callToAction: 'LEARN_MORE' },
    ]);
  });

  it("shows the campaign's own creative while it has no ad set, and nothing without either", () => {
    assert.equal(adPreviewsOf([], creative({ headline: 'From the spec' }))[0]!.headline, 'From the spec');
    assert.deepEqual(adPreviewsOf([], undefined), []);
  });

  it('keeps at most 20 previews of at most 10 images each', () => {
    const many = Array.from({ length: 30 }, (_, i) => creative({ headline: `Ad ${i}`, imageUrls: Array.from({ length: 12 }, (_, j) => `https://cdn.example.com/${j}.jpg`) }));
    const previews = adPreviewsOf(many, undefined);
    assert.equal(previews.length, 20);
    assert.equal(previews[0]!.imageUrls.length, 10);
  });
});
