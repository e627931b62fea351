// The pure rules of sharing: the recipients of a share e-mail (003 §5, §9: comma separated, lower-cased, invalid
// ones removed, at most 3 with the rest trimmed), the widgets the customer's sharing options offer (003 §6, §9:
// default all five; a kind the customer does not share offers nothing) and the networks' share pages.
import { describe, expect, it } from 'vitest';
import type { SharingOptions } from '../../lib/api/generated/customer.ts';
import { MAX_RECIPIENTS, recipientsText, withRecipients } from './recipients.ts';
import { offeredWidgets, reportShared, reportShortId, shareUrlOf } from './networks.ts';

describe('share e-mail recipients', () => {
  it('lower-cases them, removes an invalid one and trims a fourth', () => {
    expect(withRecipients([], 'Upper@Example.COM, not-an-email, b@example.com, c@example.com, d@example.com'))
      .toEqual(['upper@example.com', 'b@example.com', 'c@example.com']);
    expect(MAX_RECIPIENTS).toBe(3);
  });

  it('adds to the chips there are, each once, never beyond 3', () => {
    expect(withRecipients(['a@example.com'], 'A@example.com,b@example.com')).toEqual(['a@example.com', 'b@example.com']);
    expect(withRecipients(['a@example.com', 'b@example.com', 'c@example.com'], 'd@example.com')).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    expect(withRecipients([], 'jo@, @example.com, jo@example, jo example@x.com, <jo@x.com>')).toEqual([]);
    expect(withRecipients([], ' Jo@Example.com ;\nSam@example.com')).toEqual(['jo@example.com', 'sam@example.com']);
  });

  it('sends them comma separated', () => {
    expect(recipientsText(['a@example.com', 'b@example.com'])).toBe('a@example.com, b@example.com');
  });
});

const options = (o: Partial<SharingOptions> = {}): SharingOptions => ({
  campaigns: true, listings: true, resources: true, allowedSharingWidgets: ['linkedin', 'facebook', 'twitter', 'pinterest', 'wechat'], ...o,
});

describe('the widgets offered', () => {
  it('are all five, in order, when the options are unknown', () => {
    expect(offeredWidgets(undefined, 'resource')).toEqual(['linkedin', 'facebook', 'twitter', 'pinterest', 'wechat']);
  });

  it('are the allowed ones, in the menu order', () => {
    expect(offeredWidgets(options({ allowedSharingWidgets: ['wechat', 'facebook'] }), 'listing')).toEqual(['facebook', 'wechat']);
    expect(offeredWidgets(options({ allowedSharingWidgets: [] }), 'listing')).toEqual([]);
  });

  it('are none when the customer does not share that kind (reports go by the campaigns option)', () => {
    expect(offeredWidgets(options({ resources: false }), 'resource')).toBeNull();
    expect(offeredWidgets(options({ resources: false }), 'listing')).toHaveLength(5);
    expect(offeredWidgets(options({ listings: false }), 'listing')).toBeNull();
    expect(offeredWidgets(options({ campaigns: false }), 'report')).toBeNull();
    expect(offeredWidgets(options({ campaigns: false }), 'resource')).toHaveLength(5);
  });
});

describe('the share pages', () => {
  const shared = { url: 'https://harbour.example.com/listings/12?a=1&b=2', title: '12 Harbour View Road & more' };
  it('carry the link (and the title where the network takes one) encoded', () => {
    const url = encodeURIComponent(shared.url);
    expect(shareUrlOf('linkedin', shared)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    expect(shareUrlOf('facebook', shared)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(shareUrlOf('twitter', shared)).toBe(`https://twitter.com/intent/tweet?url=${url}&text=12%20Harbour%20View%20Road%20%26%20more`);
    expect(shareUrlOf('pinterest', shared)).toBe(`https://www.pinterest.com/pin/create/button/?url=${url}&description=12%20Harbour%20View%20Road%20%26%20more`);
    expect(shareUrlOf('pinterest', { ...shared, imageUrl: 'https://cdn.example.com/a.jpg' })).toMatch(/&media=https%3A%2F%2Fcdn\.example\.com%2Fa\.jpg$/);
  });

  it("know a report by its short URL's last segment", () => {
    expect(reportShortId('https://adops.example.com/report/Vq3xK9dLmP2rT8wZ1yB4nA')).toBe('Vq3xK9dLmP2rT8wZ1yB4nA');
    expect(reportShared('https://adops.example.com/report/abc_-1/', 'Spring')).toEqual({ kind: 'report', id: 'abc_-1', url: 'https://adops.example.com/report/abc_-1/', title: 'Spring' });
  });
});
