import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { KnownSharingOptions } from '../projections/rules.ts';
import { customerAllowsSharing, mayShareOf, oneLine, secondsUntilFree, SHARE_EMAIL_MESSAGES, shareMail, shareRecipients } from './rules.ts';

describe('the recipients of a shared e-mail (003 §5)', () => {
  it('keeps at most 3, each trimmed and lower-cased, drops invalid and repeated ones', () => {
    assert.deepEqual(shareRecipients(' Jo@Example.COM ,bad, sam@example.com,jo@example.com , kim@example.com, fourth@example.com'), ['jo@example.com', 'sam@example.com', 'kim@example.com']);
    assert.deepEqual(shareRecipients(['A@B.co', 'c@d.co; e@f.co\nG@H.co']), ['a@b.co', 'c@d.co', 'e@f.co']);
  });

  it('removes what is not an e-mail, or could start another header or address', () => {
    for (const bad of ['', 'jo', '@example.com', 'jo@', 'jo@example', 'a b@example.com', 'jo@exa mple.com', '"jo"@example.com', 'jo@-example.com', '<jo@example.com>', 'Jo <jo@example.com>', `${'a'.repeat(250)}@b.co`]) {
      assert.deepEqual(shareRecipients(bad), [], bad);
    }
    // A line break separates addresses: what follows it is one more candidate, never a header.
    assert.deepEqual(shareRecipients('jo@example.com\r\nBcc: x@y.z'), ['jo@example.com']);
    assert.deepEqual(shareRecipients('jo, @example.com, jo@'), []);
  });

  it("says 003's messages verbatim", () => {
    assert.equal(SHARE_EMAIL_MESSAGES.sent, 'Email has been sent');
    assert.equal(SHARE_EMAIL_MESSAGES.reportSent('jo@example.com'), 'Report has been sent to jo@example.com');
    assert.equal(SHARE_EMAIL_MESSAGES.failed, 'Error while sending email');
  });
});

describe('who may share what', () => {
  it('lets staff share any customer’s, dashboard users their own customer’s, and an unentitled account nothing', () => {
    assert.equal(mayShareOf({ level: 'all' }, 'c1'), true);
    assert.equal(mayShareOf({ level: 'customer', customerId: 'c1' }, 'c1'), true);
    assert.equal(mayShareOf({ level: 'agent', customerId: 'c1', agentId: 'a1' }, 'c1'), true);
    assert.equal(mayShareOf({ level: 'offices', customerId: 'c1', officeIds: [] }, 'c2'), false);
    assert.equal(mayShareOf({ level: 'nothing' }, 'c1'), false);
  });
});

describe('the throttle', () => {
  it('waits until the oldest counted e-mail leaves the window, at least a second', () => {
    const now = new Date('2026-12-01T10:00:00.000Z');
    assert.equal(secondsUntilFree(new Date('2026-12-01T09:10:00.000Z'), now, { perWindow: 20, windowSeconds: 3600 }), 600);
    assert.equal(secondsUntilFree(new Date('2026-12-01T09:00:00.000Z'), now, { perWindow: 20, windowSeconds: 3600 }), 1);
  });
});

describe('the e-mail', () => {
  const item = { kind: 'report' as const, title: 'Spring\r\nBcc: x@y.z campaign', link: 'https://adops.example/report/abc' };

  it('names the report in a one-line subject and puts the link on its own line after the sender’s words', () => {
    const mail = shareMail(item, 'jo@harbour.example.com', '  Have a look.\r\nCall me. ');
    assert.equal(mail.subject, 'Campaign report: Spring Bcc: x@y.z campaign');
    assert.equal(mail.text, 'jo@harbour.example.com shared a campaign report with you.\n\nHave a look.\nCall me.\n\nSpring Bcc: x@y.z campaign\nhttps://adops.example/report/abc\n');
  });

  it('names the sender and the item for a listing or a resource, without words when none were given', () => {
    const mail = shareMail({ kind: 'listing', title: '12 Harbour View Road', link: 'https://harbour.example.com/12' }, 'jo@harbour.example.com', undefined);
    assert.equal(mail.subject, 'jo@harbour.example.com shared a listing: 12 Harbour View Road');
    assert.equal(mail.text, 'jo@harbour.example.com shared a listing with you.\n\n12 Harbour View Road\nhttps://harbour.example.com/12\n');
    assert.equal(oneLine('a\u0000b\tc', 10), 'a b c');
  });
});

describe("the customer's sharing options (003 §6)", () => {
  const on: KnownSharingOptions = { campaigns: true, listings: true, resources: true, allowedSharingWidgets: [] };
  it('a listing needs listings, a resource resources, a report campaigns', () => {
    assert.deepEqual([customerAllowsSharing({ ...on, listings: false }, 'listing'), customerAllowsSharing({ ...on, listings: false }, 'resource'), customerAllowsSharing({ ...on, listings: false }, 'report')], [false, true, true]);
    assert.deepEqual([customerAllowsSharing({ ...on, resources: false }, 'listing'), customerAllowsSharing({ ...on, resources: false }, 'resource'), customerAllowsSharing({ ...on, resources: false }, 'report')], [true, false, true]);
    assert.deepEqual([customerAllowsSharing({ ...on, campaigns: false }, 'listing'), customerAllowsSharing({ ...on, campaigns: false }, 'resource'), customerAllowsSharing({ ...on, campaigns: false }, 'report')], [true, true, false]);
  });
  it('options never told allow everything', () => {
    for (const kind of ['listing', 'resource', 'report'] as const) assert.equal(customerAllowsSharing(null, kind), true, kind);
  });
});
