// The order e-mails against a real SMTP server (Mailpit, started by scripts/dev-services): placed,
// ready, paid, delivered and cancelled e-mails of an invoice and a card order, read back over
// Mailpit's HTTP API (recipient, subject, the bound variables) and recorded on the order
// (listOrderNotifications); sent once when the event is redelivered; retried after the SMTP server
// was unreachable; a product template's variables checked when it is saved. The service reaches
// Mailpit through a TCP gate this file opens and closes, to make the server unreachable for a while.
import { test, describe, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createJobs, customerReferencesSubscription, envelope, mergeSubscriptions, type EventEnvelope, type Subscription } from '@adops/platform';
import { anon, assertOk, assertProblem, clientAs, deliverEvent, eventsOf, serviceUnderTest, startTestService, type Who } from '@adops/platform/testing';
import type { CustomerEvents } from '@adops/openapi/generated/events';
import { orderAreas, orderModule } from '../src/app.ts';
import { NotificationStore } from '../src/notifications/store.ts';
import { OrderNotifications } from '../src/notifications/notify.ts';
import { notificationsSubscription } from '../src/notifications/events.ts';
import { aProduct, agentEmail, day, deliverPaymentEvent, knownCustomer } from './helpers.ts';

const MAILPIT_SMTP_URL = process.env.MAILPIT_SMTP_URL;
const MAILPIT_API = process.env.MAILPIT_API;
if (!MAILPIT_SMTP_URL || !MAILPIT_API) throw new Error('MAILPIT_SMTP_URL and MAILPIT_API are not set: start Mailpit with `eval "$(scripts/dev-services)"`');
const mailpitSmtp = new URL(MAILPIT_SMTP_URL);

/** A TCP gate in front of Mailpit's SMTP port: open, it forwards; closed, nothing listens (connection refused). */
class SmtpGate {
  port = 0;
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();

  async reservePort(): Promise<void> {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    this.port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  }

  async open(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => {
      const upstream = net.connect(Number(mailpitSmtp.port), mailpitSmtp.hostname);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => (s === client ? upstream : client).destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const gate = new SmtpGate();
after(() => gate.close());

// Short pauses between attempts, so a retry is seen within the test.
const svc = serviceUnderTest(async () => {
  await gate.reservePort();
  await gate.open();
  return startTestService(orderModule, { env: { SMTP_URL: `smtp://127.0.0.1:${gate.port}`, MAIL_FROM: 'AdOps <orders@adops.test>', MAIL_RETRY_BASE_MS: '300', MAIL_RETRY_MAX_MS: '1000' } });
});
const as = (who: Who) => clientAs(svc, who);

/** The notifications area's handlers over the running service (its own jobs registry and database). */
function notificationHandlers(): Subscription {
  const areas = orderAreas(svc.booted.dataSource, svc.booted.context.outbox);
  const store = new NotificationStore(areas.orderStore, areas.productStore, areas.projectionStore, createJobs(svc.booted.context));
  return notificationsSubscription(store, new OrderNotifications(store, () => `${svc.url}/dashboardOrders`));
}

/** A customer event as the customer context publishes it, to every handler of the order consumer that takes it. */
async function deliverCustomerEvent<K extends keyof CustomerEvents>(type: K, subject: string, customerId: string, data: CustomerEvents[K]): Promise<void> {
  const handlers = mergeSubscriptions('order', [customerReferencesSubscription('order'), notificationHandlers()]);
  assert.equal(await deliverEvent(svc, handlers, envelope('customer', { type, subject, customerId, data, version: 1 })), true);
}

// Mailpit's HTTP API

interface MailpitSummary {
  ID: string;
  To: Array<{ Address: string }>;
  Subject: string;
}
interface MailpitMessage extends MailpitSummary {
  From: { Address: string };
  Text: string;
  HTML: string;
}

async function mailpit<T>(path: string): Promise<T> {
  const res = await fetch(`${MAILPIT_API}${path}`);
  assert.equal(res.status, 200, `Mailpit ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** The messages Mailpit holds for an address, oldest first, each read whole. */
async function mailTo(address: string): Promise<MailpitMessage[]> {
  const found = await mailpit<{ messages: MailpitSummary[] }>(`/api/v1/search?limit=200&query=${encodeURIComponent(`to:"${address}"`)}`);
  const mine = found.messages.filter((m) => m.To.some((t) => t.Address.toLowerCase() === address));
  const whole = await Promise.all(mine.map((m) => mailpit<MailpitMessage>(`/api/v1/message/${m.ID}`)));
  // SMTP carries lines ending in CRLF.
  return whole.map((m) => ({ ...m, Text: m.Text.replace(/\r\n/g, '\n') })).reverse();
}

/** Waits (up to 20 s) until `read` answers something `done` accepts, and returns it. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const until = Date.now() + 20_000;
  let last = await read();
  while (!done(last)) {
    if (Date.now() > until) assert.fail(`timed out waiting for ${what}; last seen: ${JSON.stringify(last, null, 1).slice(0, 2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
    last = await read();
  }
  return last;
}

const mailCount = (address: string, n: number) => eventually(() => mailTo(address), (m) => m.length >= n, `${n} e-mails to ${address}`);

interface Notification {
  event: string;
  template: string;
  templateSource: string;
  recipient: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  nextAttemptAt: string | null;
}

/** A customer known to the order service (references, names), its corporate user, a product and an order body. */
async function world(productFields: Record<string, unknown> = {}) {
  const a = await knownCustomer(svc);
  const customerName = `Harbour ${a.customerId.slice(0, 6)}`;
  await deliverCustomerEvent('customer.updated', a.customerId, a.customerId, { customerId: a.customerId, name: customerName, isActive: true });
  const agentId = a.agentIds[0]!;
  await deliverCustomerEvent('agent.updated', agentId, a.customerId, { agentId, customerId: a.customerId, fullName: 'Jo Lee', email: agentEmail(a.customerId, 0), officeIds: a.officeIds, didSignUpDashboard: false });
  const { product } = await aProduct(svc, productFields);
  const notice = `notice.${randomUUID().slice(0, 8)}@harbour.example.com`;
  const corporate = as({ roles: ['corporate'], customerId: a.customerId });
  const body = (over: Record<string, unknown> = {}) => ({
    paymentType: 'INVOICE',
    products: [product.code],
    startDate: day(2),
    campaignName: `Spring at ${a.customerId.slice(0, 4)} & Co`,
    attributes: [{ entity: 'EMAIL_NOTICE', key: 'mailto', value: notice.toUpperCase() }],
    orderType: 'LISTING',
    listingIds: [a.listingIds[0]],
    agents: [{ id: agentId }],
    officeId: a.officeIds[0],
    ...over,
  });
  const notifications = async (orderId: string): Promise<Notification[]> => assertOk(await corporate.get(`/api/orders/${orderId}/notifications`)).items;
  return { a, customerName, agentId, product, notice, orderer: agentEmail(a.customerId, 0).toLowerCase(), corporate, body, notifications };
}

const allSent = (n: number) => (items: Notification[]) => items.length === n && items.every((i) => i.status === 'SENT');

describe('order e-mails', () => {
  test('an invoice order: placed (the product template) and ready (the customer template) to the orderer and the notice address, read back from Mailpit', async () => {
    const w = await world();
    assertOk(await as('operations').post(`/api/products/${w.product.id}/email-templates`, { name: 'orderPlaced', subject: 'Placed: {{orderNumber}} / {{campaignName}}', body: '<p>Dear {{agentName}} of {{customerName}}: {{totalPrice}}.</p>' }), 201);
    await deliverCustomerEvent('email_template.saved', w.a.customerId, w.a.customerId, {
      customerId: w.a.customerId,
      name: 'order-ready',
      subject: 'Ready {{orderNumber}} for {{customerName}}',
      html: '<p>{{agentName}}: {{campaignName}} at {{totalPrice}}, see <a href="{{link}}">{{link}}</a></p>',
    });
    const order = assertOk(await w.corporate.post('/api/orders', w.body()), 201);
    assert.equal(order.status, 'READY');

    const items = await eventually(() => w.notifications(order.id), allSent(4), 'four sent e-mails');
    assert.deepEqual(
      items.map((i) => [i.event, i.template, i.templateSource, i.recipient, i.subject, i.status, i.attempts, i.lastError, i.nextAttemptAt]).sort(),
      [
        ['order.created', 'order-placed', 'product', w.notice, `Placed: ${order.orderNumber} / ${order.campaignName}`, 'SENT', 1, null, null],
        ['order.created', 'order-placed', 'product', w.orderer, `Placed: ${order.orderNumber} / ${order.campaignName}`, 'SENT', 1, null, null],
        ['order.ready', 'order-ready', 'customer', w.notice, `Ready ${order.orderNumber} for ${w.customerName}`, 'SENT', 1, null, null],
        ['order.ready', 'order-ready', 'customer', w.orderer, `Ready ${order.orderNumber} for ${w.customerName}`, 'SENT', 1, null, null],
      ].sort(),
    );
    assert.ok(items.every((i) => i.sentAt && Date.parse(i.sentAt) > 0));

    for (const address of [w.orderer, w.notice]) {
      const mails = await mailCount(address, 2);
      assert.deepEqual(
        mails.map((m) => [m.To.map((t) => t.Address), m.From.Address, m.Subject]).sort(),
        [
          [[address], 'orders@adops.test', `Placed: ${order.orderNumber} / ${order.campaignName}`],
          [[address], 'orders@adops.test', `Ready ${order.orderNumber} for ${w.customerName}`],
        ].sort(),
      );
      const placed = mails.find((m) => m.Subject.startsWith('Placed'))!;
      // The bound variables: the agent's and customer's names, the amount with tax (199.00 NZD), escaped in html.
      assert.equal(placed.Text.trim(), `Dear Jo Lee of ${w.customerName}: $199.00 NZD.`);
      assert.match(placed.HTML, new RegExp(`Dear Jo Lee of ${w.customerName}: \\$199\\.00 NZD\\.`));
      const ready = mails.find((m) => m.Subject.startsWith('Ready'))!;
      assert.equal(ready.Text.trim(), `Jo Lee: ${order.campaignName} at $199.00 NZD, see ${svc.url}/dashboardOrders`);
      assert.ok(ready.HTML.includes(order.campaignName.replace('&', '&amp;')), 'a value is HTML-escaped in the html body');
    }
  });

  test('a card order: placed at once, paid when its payment succeeds (the defaults), and never twice', async () => {
    const w = await world();
    const order = assertOk(await w.corporate.post('/api/orders', w.body({ paymentType: 'CREDIT_CARD', attributes: [] })), 201);
    assert.equal(order.status, 'PENDING_PAYMENT');
    await eventually(() => w.notifications(order.id), allSent(1), 'the placed e-mail');
    const [placed] = await mailCount(w.orderer, 1);
    assert.equal(placed!.Subject, `Your order ${order.orderNumber} has been placed`);
    assert.equal(placed!.Text.trim(), `Hi Jo Lee,\nYour order ${order.orderNumber} for ${order.campaignName} has been placed.`);

    const paid = { paymentId: randomUUID(), orderId: order.id, customerId: w.a.customerId, amount: order.amount, currency: 'NZD', provider: 'simulator' as const, providerPaymentId: 'pi_mail' };
    await deliverPaymentEvent(svc, 'payment.succeeded', paid);
    const items = await eventually(() => w.notifications(order.id), allSent(2), 'the paid e-mail');
    assert.deepEqual(items.map((i) => [i.event, i.template, i.templateSource, i.recipient]), [
      ['order.created', 'order-placed', 'default', w.orderer],
      ['order.ready', 'order-paid', 'default', w.orderer],
    ]);
    const mails = await mailCount(w.orderer, 2);
    const paidMail = mails.find((m) => m.Subject === `Payment received for order ${order.orderNumber}`);
    assert.ok(paidMail, JSON.stringify(mails.map((m) => m.Subject)));
    assert.equal(paidMail.Text.trim(), `Hi Jo Lee,\nWe received your payment of $199.00 NZD for order ${order.orderNumber}.`);

    // The order.ready event again, as a broker redelivers it: the inbox knows it, nothing is recorded or sent.
    const [ready] = await eventsOf(svc, { subject: order.id, types: ['order.ready'] });
    const { seq: _seq, ...again } = ready as typeof ready & { seq: number };
    assert.equal(await deliverEvent(svc, notificationHandlers(), again as EventEnvelope), false);
    // Even a consumer that had not recorded it (another consumer name, no inbox row) sends nothing again:
    // the e-mails are unique per event and recipient.
    const handlers = notificationHandlers();
    assert.equal(await deliverEvent(svc, { ...handlers, consumer: `order-replay-${randomUUID().slice(0, 8)}` }, again as EventEnvelope), true);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal((await w.notifications(order.id)).length, 2);
    assert.equal((await mailTo(w.orderer)).filter((m) => m.Subject === paidMail.Subject).length, 1);
  });

  test('delivered and cancelled orders tell their recipients; moves that send nothing send nothing', async () => {
    const w = await world();
    const admin = as('admin');
    const delivered = assertOk(await w.corporate.post('/api/orders', w.body({ attributes: [] })), 201);
    assertOk(await admin.put(`/api/orders/${delivered.id}/status`, { status: 'PROCESSING' }));
    assertOk(await admin.put(`/api/orders/${delivered.id}/status`, { status: 'DELIVERED' }));
    const cancelled = assertOk(await w.corporate.post('/api/orders', w.body({ attributes: [] })), 201);
    assertOk(await admin.put(`/api/orders/${cancelled.id}/status`, { status: 'CANCELLED' }));
    assert.deepEqual((await eventually(() => w.notifications(delivered.id), allSent(3), 'placed, ready, delivered')).map((i) => i.template), ['order-placed', 'order-ready', 'campaign-delivered']);
    assert.deepEqual((await eventually(() => w.notifications(cancelled.id), allSent(3), 'placed, ready, cancelled')).map((i) => i.template), ['order-placed', 'order-ready', 'order-cancelled']);
    const subjects = (await mailCount(w.orderer, 6)).map((m) => m.Subject);
    assert.ok(subjects.includes(`Your campaign ${delivered.campaignName} is live`), JSON.stringify(subjects));
    assert.ok(subjects.includes(`Order ${cancelled.orderNumber} has been cancelled`), JSON.stringify(subjects));
  });

  test('an unreachable SMTP server: the e-mail is FAILING with the reason, tried again, and sent once the server is back', async () => {
    const w = await world();
    await gate.close();
    try {
      const order = assertOk(await w.corporate.post('/api/orders', w.body({ attributes: [] })), 201);
      const failing = await eventually(
        () => w.notifications(order.id),
        (items) => items.length === 2 && items.every((i) => i.status === 'FAILING' && i.attempts >= 2),
        'failing e-mails tried twice',
      );
      for (const i of failing) {
        assert.match(i.lastError ?? '', /ECONNREFUSED/);
        assert.ok(i.nextAttemptAt && i.sentAt === null);
      }
      assert.equal((await mailTo(w.orderer)).length, 0);
      await gate.open();
      const sent = await eventually(() => w.notifications(order.id), allSent(2), 'the e-mails sent after the server came back');
      assert.ok(sent.every((i) => i.attempts >= 3 && i.nextAttemptAt === null), JSON.stringify(sent));
      const mails = await mailCount(w.orderer, 2);
      assert.deepEqual(mails.map((m) => m.Subject).sort(), [`Order ${order.orderNumber} is ready for delivery`, `Your order ${order.orderNumber} has been placed`]);
    } finally {
      await gate.open().catch(() => undefined);
    }
  });
});

describe('reading an order\'s e-mails', () => {
  test('for whoever reaches the order; another customer\'s order is 404; roles; a bad id is 400', async () => {
    const w = await world();
    const order = assertOk(await w.corporate.post('/api/orders', w.body({ attributes: [] })), 201);
    await eventually(() => w.notifications(order.id), allSent(2), 'the e-mails');
    assert.equal(assertOk(await as('sales').get(`/api/orders/${order.id}/notifications`)).count, 2);
    assert.equal(assertOk(await as({ roles: ['agent'], customerId: w.a.customerId, agentId: w.agentId }).get(`/api/orders/${order.id}/notifications`)).count, 2);
    assertProblem(await as({ roles: ['corporate'], customerId: randomUUID() }).get(`/api/orders/${order.id}/notifications`), 404, 'Order not found.');
    assertProblem(await as({ roles: ['agent'], customerId: w.a.customerId, agentId: randomUUID() }).get(`/api/orders/${order.id}/notifications`), 404, 'Order not found.');
    assertProblem(await w.corporate.get(`/api/orders/${randomUUID()}/notifications`), 404, 'Order not found.');
    assertProblem(await w.corporate.get('/api/orders/not-a-uuid/notifications'), 400);
    assertProblem(await anon(svc).get(`/api/orders/${order.id}/notifications`), 401);
  });
});

describe('product e-mail templates', () => {
  test('an unknown {{variable}} is refused when a template is saved, naming it', async () => {
    const { product } = await aProduct(svc);
    const ops = as('operations');
    const message = (name: string) => `Unknown template variable {{${name}}}: a template may use {{customerName}}, {{agentName}}, {{orderNumber}}, {{campaignName}}, {{totalPrice}}, {{link}}.`;
    assertProblem(await ops.post(`/api/products/${product.id}/email-templates`, { name: 'orderPlaced', subject: 'Order {{orderId}}', body: '<p>Hi</p>' }), 400, message('orderId'), ['/body/subject']);
    assertProblem(await ops.post(`/api/products/${product.id}/email-templates`, { name: 'orderPlaced', subject: 'Order', body: '<p>{{ agent name }}</p>' }), 400, message('agent name'), ['/body/body']);
    assert.deepEqual(assertOk(await ops.get(`/api/products/${product.id}/email-templates`)).items, []);
    const created = assertOk(await ops.post(`/api/products/${product.id}/email-templates`, { name: 'orderPlaced', subject: 'Order {{ orderNumber }}', body: '<p>{{agentName}}</p>' }), 201);
    assertProblem(await ops.put(`/api/products/${product.id}/email-templates/${created.id}`, { body: '<p>{{price}}</p>' }), 400, message('price'), ['/body/body']);
    assert.equal(assertOk(await ops.get(`/api/products/${product.id}/email-templates`)).items[0].body, '<p>{{agentName}}</p>');
  });
});
