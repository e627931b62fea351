import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_EMAIL_TEMPLATES } from '@adops/openapi/rules/email-templates';
import { CAMPAIGN_MAIL_TEMPLATES, MAX_RECIPIENTS, adRejectedVariables, afterFailure, agentRecipients, chooseTemplate, formatMoney, inOrderOfEvents, isDue, leadVariables, mailFor, mailVariables, recipientsOf, renderMail, waitFor } from './rules.ts';

describe('which e-mail an order event sends', () => {
  it('placed, paid (a card order) or ready (an invoice order), cancelled, and delivered; other moves none', () => {
    assert.equal(mailFor('order.created', 'INVOICE'), 'order-placed');
    assert.equal(mailFor('order.created', 'CREDIT_CARD'), 'order-placed');
    assert.equal(mailFor('order.ready', 'CREDIT_CARD'), 'order-paid');
    assert.equal(mailFor('order.ready', 'INVOICE'), 'order-ready');
    assert.equal(mailFor('order.cancelled', 'INVOICE'), 'order-cancelled');
    assert.equal(mailFor('order.status_changed', 'INVOICE', 'DELIVERED'), 'campaign-delivered');
    for (const to of ['PROCESSING', 'READY', 'CANCELLED', 'COMPLETED', 'FAILED'] as const) assert.equal(mailFor('order.status_changed', 'INVOICE', to), null, to);
  });
});

describe('who an order e-mail goes to', () => {
  it("the order's e-mail and its EMAIL_NOTICE addresses, lower-cased, each once, only addresses", () => {
    const attributes = [
      { entity: 'EMAIL_NOTICE' as const, key: 'mailto' as const, value: 'Sam@Harbour.example.com, jo@harbour.example.com;nope' },
      { entity: 'FB_AD_ACCOUNT' as const, key: 'fbAdAccount' as const, value: 'act_1@x.y' },
      { entity: 'EMAIL_NOTICE' as const, key: 'mailto' as const, value: 'kim@harbour.example.com' },
    ];
    assert.deepEqual(recipientsOf({ email: 'Jo@Harbour.example.com', attributes }), ['jo@harbour.example.com', 'sam@harbour.example.com', 'kim@harbour.example.com']);
    assert.deepEqual(recipientsOf({ email: null, attributes: [] }), []);
  });

  it('at most MAX_RECIPIENTS, the order\'s e-mail first', () => {
    const many = Array.from({ length: 30 }, (_, i) => `n${i}@harbour.example.com`).join(',');
    const to = recipientsOf({ email: 'jo@harbour.example.com', attributes: [{ entity: 'EMAIL_NOTICE', key: 'mailto', value: many }] });
    assert.equal(to.length, MAX_RECIPIENTS);
    assert.equal(to[0], 'jo@harbour.example.com');
  });
});

describe('the template an e-mail is rendered from', () => {
  const product = (productId: string, name: string, isActive = true) => ({ productId, name, subject: `${productId}:${name}`, body: 'B', isActive });

  it("an active template of the order's products named like the e-mail (case and dashes aside), the first product's first", () => {
    const templates = [product('p2', 'order-placed'), product('p1', 'Order Placed', false), product('p1', 'ORDER_PLACED'), product('p1', 'orderPaid')];
    assert.deepEqual(chooseTemplate('order-placed', templates, ['p1', 'p2'], null), { source: 'product', text: { subject: 'p1:ORDER_PLACED', html: 'B' } });
    assert.deepEqual(chooseTemplate('order-paid', templates, ['p2', 'p1'], null).text.subject, 'p1:orderPaid');
  });

  it("else the customer's own version, else the default", () => {
    const own = { subject: 'S', html: 'H' };
    assert.deepEqual(chooseTemplate('order-ready', [product('p1', 'something else')], ['p1'], own), { source: 'customer', text: own });
    assert.deepEqual(chooseTemplate('order-ready', [product('p9', 'order-ready')], ['p1'], null), { source: 'default', text: DEFAULT_EMAIL_TEMPLATES['order-ready'] });
  });
});

describe("an order e-mail's values", () => {
  it('money in major units with the symbol and code, per the currency', () => {
    assert.equal(formatMoney(22885, 'NZD'), '$228.85 NZD');
    assert.equal(formatMoney(1500, 'JPY'), '¥1,500 JPY');
    assert.match(formatMoney(1234, 'KWD'), /1\.234 KWD$/);
  });

  it('every variable bound; a missing name reads naturally', () => {
    const values = mailVariables({ orderNumber: 42, campaignName: 'Spring', amount: 19900, currency: 'NZD', customerName: 'Harbour', agentName: undefined, link: 'https://x.example/o' });
    assert.deepEqual(values, { customerName: 'Harbour', agentName: 'there', orderNumber: '42', campaignName: 'Spring', totalPrice: '$199.00 NZD', link: 'https://x.example/o' });
    const mail = renderMail(DEFAULT_EMAIL_TEMPLATES['order-paid'], values);
    assert.equal(mail.subject, 'Payment received for order 42');
    assert.equal(mail.text, 'Hi there,\nWe received your payment of $199.00 NZD for order 42.');
  });
});

describe('retrying a failed e-mail', () => {
  const settings = { baseMs: 1000, maxMs: 5000, maxAttempts: 5 };
  const now = new Date('2026-03-02T10:00:00.000Z');

  it('waits a doubling pause up to the longest, then gives up after the last attempt', () => {
    const pauses = [1, 2, 3, 4].map((n) => afterFailure(n, now, settings).nextAttemptAt!.getTime() - now.getTime());
    assert.deepEqual(pauses, [1000, 2000, 4000, 5000]);
    assert.ok([1, 2, 3, 4].every((n) => afterFailure(n, now, settings).status === 'FAILING'));
    assert.deepEqual(afterFailure(5, now, settings), { status: 'FAILED', nextAttemptAt: null });
  });

  it('is due when never tried or its pause is over; the wait is until the first due one', () => {
    const later = new Date(now.getTime() + 700);
    assert.equal(isDue({ status: 'PENDING', nextAttemptAt: null }, now), true);
    assert.equal(isDue({ status: 'FAILING', nextAttemptAt: later }, now), false);
    assert.equal(isDue({ status: 'FAILING', nextAttemptAt: later }, later), true);
    assert.equal(isDue({ status: 'SENT', nextAttemptAt: null }, now), false);
    assert.equal(waitFor([{ status: 'FAILING', nextAttemptAt: later }, { status: 'FAILING', nextAttemptAt: new Date(now.getTime() + 300) }], now), 300);
    assert.equal(waitFor([{ status: 'SENT', nextAttemptAt: null }], now), 0);
  });
});

describe("an order's e-mails in the order they happened", () => {
  it('by time, an event before the one it led to, then by recipient', () => {
    const at = new Date('2026-03-02T10:00:00.000Z');
    const rows = [
      { createdAt: at, event: 'order.ready' as const, recipient: 'a@x.y' },
      { createdAt: new Date(at.getTime() + 5), event: 'order.status_changed' as const, recipient: 'a@x.y' },
      { createdAt: at, event: 'order.created' as const, recipient: 'b@x.y' },
      { createdAt: at, event: 'order.created' as const, recipient: 'a@x.y' },
    ];
    assert.deepEqual(inOrderOfEvents(rows).map((r) => `${r.event} ${r.recipient}`), ['order.created a@x.y', 'order.created b@x.y', 'order.ready a@x.y', 'order.status_changed a@x.y']);
  });
});

describe("a campaign event's e-mails", () => {
  it("go to the agents' known e-mails, lower-cased, each address once, in the agents' order", () => {
    const emails = new Map([['a1', 'Jo@Harbour.example.com'], ['a2', 'sam@harbour.example.com'], ['a3', 'jo@harbour.example.com'], ['a4', 'not-an-email']]);
    assert.deepEqual(agentRecipients(['a2', 'a1', 'a3', 'a4', 'a5', 'a2'], emails), [
      { agentId: 'a2', recipient: 'sam@harbour.example.com' },
      { agentId: 'a1', recipient: 'jo@harbour.example.com' },
    ]);
    assert.deepEqual(agentRecipients([], emails), []);
  });

  it("render from their own defaults (a product's template of the name first) with the campaign's and the lead's values", () => {
    assert.deepEqual(chooseTemplate('lead-received', [], ['p1'], null), { source: 'default', text: CAMPAIGN_MAIL_TEMPLATES['lead-received'] });
    assert.equal(chooseTemplate('campaign-ad-rejected', [{ productId: 'p1', name: 'Campaign Ad Rejected', subject: 'S', body: 'B', isActive: true }], ['p1'], null).source, 'product');
    const base = mailVariables({ orderNumber: 10042, campaignName: 'Order name', amount: 100, currency: 'NZD', customerName: 'Harbour', agentName: 'Jo', link: 'https://x.example' });
    const lead = renderMail(CAMPAIGN_MAIL_TEMPLATES['lead-received'], { ...base, ...leadVariables({ campaignName: 'Spring <social>', fullName: 'Robin', email: null, phone: '+64 21' }) });
    assert.equal(lead.subject, 'New lead for Spring <social>');
    assert.match(lead.html, /Spring &lt;social&gt;/);
    assert.match(lead.text, /Name: Robin\nE-mail: not given\nPhone: \+64 21/);
    const rejected = renderMail(CAMPAIGN_MAIL_TEMPLATES['campaign-ad-rejected'], { ...base, ...adRejectedVariables({ campaignName: 'Spring', reasons: ['One', 'Two'] }) });
    assert.equal(rejected.subject, 'An ad of your campaign Spring was rejected');
    assert.match(rejected.text, /\(order 10042\): One; Two/);
  });
});
