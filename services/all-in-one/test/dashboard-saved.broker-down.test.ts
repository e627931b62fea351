// Nothing of the dashboard is lost while Kafka is down (issue 28, 002 §6; outbox.broker-down.test.ts does
// the same for the outbox alone): customer, listing, order and ads each on their own MariaDB database, as a
// cluster runs them. With the broker stopped, staff save a customer's dashboard that offers its corporate
// users the card instead of invoices, and a corporate user places an invoice order (the order context has not heard
// yet, so it still takes it): both commit, and their events wait in the outboxes. Once the broker is back,
// the order context has the dashboard's payment methods (an invoice is refused with the spec's message)
// and the order placed meanwhile still becomes its campaign (DELIVERED).
// This test stops and restarts the broker (scripts/dev-services stop-kafka), so `make test` runs it in the
// outbox-broker-down step, after the other suites, never beside them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { randomBytes, randomUUID } from 'node:crypto';
import { generateKeyPairPem } from '@adops/platform';
import { assertOk, assertProblem, clientAs, startTestService, type TestService } from '@adops/platform/testing';
import { customerModule } from '@adops/customer';
import { listingModule } from '@adops/listing';
import { orderModule } from '@adops/order';
import { adsModule } from '@adops/ads';
import { eventually, untilKnown } from './dashboard-world.ts';

const devServices = fileURLToPath(new URL('../../../scripts/dev-services', import.meta.url));
const broker = (verb: 'stop-kafka' | 'start-kafka') => execFileSync(devServices, [verb], { stdio: ['ignore', 'ignore', 'inherit'] });
const AFTER_RESTART_MS = 90_000;

let customer: TestService;
let listing: TestService;
let order: TestService;
let ads: TestService;

before(async () => {
  const keys = await generateKeyPairPem();
  const env = { KAFKA_PREFIX: `d${randomBytes(4).toString('hex')}.` };
  const options = { kafka: true, keys, env };
  [customer, listing, order, ads] = await Promise.all([startTestService(customerModule, options), startTestService(listingModule, options), startTestService(orderModule, options), startTestService(adsModule, options)]);
});
after(async () => {
  broker('start-kafka');
  for (const s of [ads, order, listing, customer]) await s?.close();
});

const pendingIn = async (svc: TestService, type: string) =>
  Number((await svc.booted.dataSource.query(`SELECT COUNT(*) AS n FROM outbox WHERE sentAt IS NULL AND type = '${type}'`))[0].n);

test('a dashboard saved and an order placed while the broker is down: the order context gets the payment methods, the order its campaign', { timeout: 180_000 }, async () => {
  const tag = randomUUID().slice(0, 8);
  const made = async (client: ReturnType<typeof clientAs>, path: string, body: object) => assertOk(await client.post(path, body), 201).id as string;
  const admin = clientAs(customer, 'admin');
  const customerId = await made(admin, '/api/customers', { name: `Broker down ${tag}` });
  const officeId = await made(admin, '/api/offices', { customerId, name: `Office ${tag}` });
  const agentId = await made(admin, '/api/agents', { customerId, fullName: `Agent ${tag}`, email: `agent-${tag}@example.com`, officeIds: [officeId] });
  const listingId = assertOk(await untilKnown('listing knows the customer', () => clientAs(listing, 'admin').post('/api/listings', { customerId, officeId, title: `9 ${tag} Street`, agents: [{ id: agentId }] })), 201).id as string;
  const adsAdmin = clientAs(ads, 'admin');
  const account = assertOk(await untilKnown('ads knows the customer', () => adsAdmin.post('/api/ad-accounts', { provider: 'simulator', accountId: String(Date.now()).slice(-12), name: `Account ${tag}`, currency: 'NZD', customerId })), 201).id as string;
  const template = {
    customerId, name: `Just listed ${tag}`, campaignType: 'FACEBOOK_IMAGE_CAMPAIGN', objective: 'TRAFFIC',
    creative: { headline: 'Just listed: {{listing.title}}', message: 'Talk to {{agent.fullName}}.', callToAction: 'LEARN_MORE' },
    adSets: [{ name: 'New Zealand', location: { type: 'COUNTRY', selectedCountries: ['NZ'] }, ageMin: 25, ageMax: 65, gender: 'ALL', budgetSharePercent: 100 }],
  };
  const templateId = assertOk(await untilKnown('ads knows the customer', () => adsAdmin.post('/api/campaign-templates', template)), 201).id as string;
  const orderAdmin = clientAs(order, 'admin');
  const type = await made(orderAdmin, '/api/product-types', { name: `One listing ${tag}`, minListings: 1, maxListings: 10 });
  const code = `FB-${tag}`;
  const product = { code, name: `Facebook 7 days ${tag}`, productTypeId: type, price: 19900, currency: 'NZD', isTaxInclusive: true, taxRate: 15, campaignDurationDays: 7, campaignTemplates: [{ templateId, templateModel: 'CustomerCampaignTemplate' }] };
  assertOk(await untilKnown('order knows the campaign template', () => orderAdmin.post('/api/products', product)), 201);

  const placer = clientAs(order, { roles: ['corporate'], customerId });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const body = (campaignName: string) => ({
    orderedFrom: 'https://dashboard.adops.example', email: `agent-${tag}@example.com`, paymentType: 'INVOICE', products: [code], startDate: tomorrow,
    campaignName, comments: [], attributes: [{ entity: 'FB_AD_ACCOUNT', key: 'fbAdAccount', value: account }], campaignData: [],
    source: 'ORDER_FORM', orderType: 'LISTING', listingIds: [listingId], agents: [{ id: agentId }], officeId,
  });
  assertOk(await untilKnown('order knows the listing and the agent', () => placer.post('/api/orders', body(`Warm ${tag}`))), 201);
  // 002 §6: "Invoice is the default when none is allowed", so a corporate user is refused an invoice only
  // when the dashboard offers them the card and not the invoice.
  const dashboard = assertOk(await admin.post('/api/dashboards', { name: `Dashboard ${tag}`, customerId }), 201);
  const saveCorporateMethod = async (method: 'card' | 'invoice') => {
    const enablePaymentMethod = method === 'card' ? { creditCardRoles: ['corporate'], invoiceRoles: [] } : { creditCardRoles: [], invoiceRoles: ['corporate'] };
    const saved = assertOk(await admin.put(`/api/dashboards/${dashboard.id}`, { name: dashboard.name, config: { ...dashboard.config, enablePaymentMethod } }));
    assert.deepEqual(saved.config.enablePaymentMethod, enablePaymentMethod, 'the dashboard committed');
  };
  let probes = 0;
  const invoiceRefused = async () => {
    const res = await placer.post('/api/orders', body(`Probe ${tag} ${++probes}`));
    if (res.status === 201) return false;
    assertProblem(res, 400, 'Invoice payment is not offered for your role.');
    return true;
  };
  // With the broker up, the order context follows the dashboard both ways (so what follows tests the outage).
  await saveCorporateMethod('card');
  await eventually('the order context refuses a corporate invoice', async () => ((await invoiceRefused()) ? true : undefined));
  await saveCorporateMethod('invoice');
  await eventually('the order context takes a corporate invoice again', async () => ((await invoiceRefused()) ? undefined : true));
  await eventually('the customer outbox is sent', async () => ((await pendingIn(customer, 'dashboard.saved')) === 0 ? true : undefined));

  broker('stop-kafka');
  // With the broker down: the dashboard stops offering corporate users invoices, and an invoice order is placed.
  await saveCorporateMethod('card');
  const placed = assertOk(await placer.post('/api/orders', body(`While down ${tag}`)), 201);
  assert.equal(placed.status, 'READY', 'the order context has not heard yet: the invoice order is taken');
  await new Promise((r) => setTimeout(r, 4000));
  assert.ok((await pendingIn(customer, 'dashboard.saved')) >= 1, 'dashboard.saved waits in the customer outbox');
  assert.ok((await pendingIn(order, 'order.ready')) >= 1, 'order.ready waits in the order outbox');

  broker('start-kafka');
  const restarted = Date.now();
  // The relay sends what waited; the order context has the payment methods: corporate users are no longer offered invoices.
  await eventually('the customer outbox sends dashboard.saved', async () => ((await pendingIn(customer, 'dashboard.saved')) === 0 ? true : undefined), AFTER_RESTART_MS);
  await eventually('the order outbox sends order.ready', async () => ((await pendingIn(order, 'order.ready')) === 0 ? true : undefined), AFTER_RESTART_MS);
  await eventually('the order context refuses a corporate invoice', async () => ((await invoiceRefused()) ? true : undefined), AFTER_RESTART_MS);
  // Nothing lost: the order placed while the broker was down becomes its campaign, shown on the order.
  const delivered = await eventually(
    'the order placed while the broker was down is DELIVERED',
    async () => {
      const got = assertOk(await placer.get(`/api/orders/${placed.id}`));
      return got.status === 'DELIVERED' && got.fbCampaigns.length === 1 ? got : undefined;
    },
    AFTER_RESTART_MS,
  );
  assert.equal(delivered.fbCampaigns.length, 1);
  console.log(`broker down: payment methods and the campaign arrived ${((Date.now() - restarted) / 1000).toFixed(1)} s after the broker restarted`);
});
