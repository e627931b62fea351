// Orders over HTTP against MariaDB (or SQLite without MYSQL_URL): placing with the payload of 002 §3
// and every rule of 002 §5 with its message, the Idempotency-Key (a second confirm returns the same
// order), statuses by payment type and the events recorded with them, payment outcomes from the
// payment context, the list's filters, dates and totals, the CSV and Excel exports (parsed), comments,
// campaign data, e-mail, staff status changes and deletion; payment types by the customer's dashboard or
// the product settings; roles and tenancy (another customer's order is 404).
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { anon, assertOk, assertProblem, bytesOf, clientAs, eventsOf, serviceUnderTest, startTestService, type Who } from '@adops/platform/testing';
import { orderModule } from '../src/app.ts';
import { EXPORT_COLUMNS } from '../src/orders/exports.ts';
import { aProduct, agentEmail, day, deliverCustomerEvent, deliverListingEvent, deliverPaymentEvent, knownCampaignTemplate, knownCustomer, type TemplateModel } from './helpers.ts';

const svc = serviceUnderTest(() => startTestService(orderModule));
const as = (who: Who) => clientAs(svc, who);

/** Customer A (two offices, two agents, three listings) with its dashboard users, customer B, and a product. */
async function world(productFields: Record<string, unknown> = {}, bounds: { minListings?: number; maxListings?: number } = {}, templateModels: TemplateModel[] = []) {
  const a = await knownCustomer(svc, { offices: 2, agents: 2, listings: 3 });
  const b = await knownCustomer(svc);
  // The product's campaign templates are customer A's own (a customer orders only those).
  const campaignTemplates = [];
  for (const model of templateModels) campaignTemplates.push(await knownCampaignTemplate(svc, model, undefined, a.customerId));
  const { product, type } = await aProduct(svc, templateModels.length ? { ...productFields, campaignTemplates } : productFields, bounds);
  const [officeA1, officeA2] = a.officeIds as [string, string];
  const [agentA1, agentA2] = a.agentIds as [string, string];
  return {
    a, b, product, type, officeA1, officeA2, agentA1, agentA2,
    corporateA: as({ roles: ['corporate'], customerId: a.customerId }),
    corporateB: as({ roles: ['corporate'], customerId: b.customerId }),
    managerA2: as({ roles: ['branchmanager'], customerId: a.customerId, officeIds: [officeA2] }),
    agentUserA1: as({ roles: ['agent'], customerId: a.customerId, agentId: agentA1 }),
    agentUserA2: as({ roles: ['agent'], customerId: a.customerId, agentId: agentA2 }),
    /** A dashboard order of customer A's first listing. */
    body: (over: Record<string, unknown> = {}) => ({
      orderedFrom: 'https://dashboard.adops.example',
      email: 'Jo@Harbour.Example.com',
      paymentType: 'INVOICE',
      products: [product.code],
      startDate: day(2),
      campaignName: 'Spring campaign',
      comments: ['Please start on Monday.'],
      attributes: [{ entity: 'EMAIL_NOTICE', key: 'mailto', value: 'Sam@Harbour.example.com, not-an-email' }],
      campaignData: [],
      source: 'ORDER_FORM',
      orderType: 'LISTING',
      listingIds: [a.listingIds[0]],
      agents: [{ id: agentA1 }],
      officeId: officeA1,
      ...over,
    }),
  };
}

describe('placing orders', () => {
  test('an invoice order is READY at once, priced with tax, numbered, with order.created and order.ready', async () => {
    const w = await world();
    const order = assertOk(await w.corporateA.post('/api/orders', w.body()), 201);
    assert.equal(order.status, 'READY');
    assert.equal(order.statusMessage, 'Order is ready for delivery.');
    assert.equal(order.customerId, w.a.customerId);
    assert.equal(order.email, agentEmail(w.a.customerId, 0), "the receipt e-mail is the first agent's, not the one sent");
    assert.deepEqual(order.attributes, [{ entity: 'EMAIL_NOTICE', key: 'mailto', value: 'sam@harbour.example.com' }]);
    assert.equal(order.amount, 19900);
    assert.equal(order.amountTax, 2596);
    assert.equal(order.currency, 'NZD');
    assert.equal(order.products[0].code, w.product.code);
    assert.equal(order.title, 'Spring campaign');
    assert.equal(order.comments[0].text, 'Please start on Monday.');
    assert.ok(Number.isInteger(order.orderNumber) && order.orderNumber > 1000);
    const next = assertOk(await w.corporateA.post('/api/orders', w.body()), 201);
    assert.ok(next.orderNumber > order.orderNumber, 'order numbers increase');
    const events = await eventsOf(svc, { subject: order.id });
    assert.deepEqual(events.map((e) => e.type), ['order.created', 'order.ready']);
    const [created] = await eventsOf(svc, { subject: order.id, types: ['order.created'] });
    assert.deepEqual(created?.data, { orderId: order.id, orderNumber: order.orderNumber, customerId: w.a.customerId, officeId: w.officeA1, agentIds: [w.agentA1], paymentType: 'INVOICE', status: 'READY', amount: 19900, currency: 'NZD', email: agentEmail(w.a.customerId, 0), createdBy: order.createdBy });
    const [ready] = await eventsOf(svc, { subject: order.id, types: ['order.ready'] });
    // Everything the ads context builds the campaigns from, without calling back.
    assert.deepEqual(ready?.data, {
      orderId: order.id,
      orderNumber: order.orderNumber,
      customerId: w.a.customerId,
      officeId: w.officeA1,
      agentIds: [w.agentA1],
      paymentType: 'INVOICE',
      currency: 'NZD',
      orderType: 'LISTING',
      productIds: [w.product.id],
      products: [{ productId: w.product.id, name: w.product.name, campaignDurationDays: 7, amount: 19900, amountTax: 2596, campaignTemplates: [] }],
      startDate: order.startDate,
      campaignName: 'Spring campaign',
      listingIds: [w.a.listingIds[0]],
      resourceIds: [],
      fbDpaCatalogId: null,
      attributes: order.attributes,
      campaignData: [],
    });
  });

  test('a tax-exclusive product adds its tax', async () => {
    const w = await world({ isTaxInclusive: false, price: 10000, taxRate: 15 });
    const order = assertOk(await w.corporateA.post('/api/orders', w.body()), 201);
    assert.equal(order.amount, 11500);
    assert.equal(order.amountTax, 1500);
  });

  test('a second confirm with the same Idempotency-Key returns the same order; another body with it is 409', async () => {
    const w = await world();
    const key = { 'Idempotency-Key': `key-${randomUUID()}` };
    const userId = randomUUID();
    const user = as({ roles: ['corporate'], customerId: w.a.customerId, userId });
    const first = assertOk(await user.post('/api/orders', w.body({ paymentType: 'CREDIT_CARD' }), key), 201);
    const again = assertOk(await as({ roles: ['corporate'], customerId: w.a.customerId, userId }).post('/api/orders', w.body({ paymentType: 'CREDIT_CARD' }), key), 200);
    assert.deepEqual(again, first);
    assert.deepEqual((await eventsOf(svc, { subject: first.id })).map((e) => e.type), ['order.created']);
    assertProblem(await user.post('/api/orders', w.body({ paymentType: 'CREDIT_CARD', campaignName: 'Other' }), key), 409, 'This Idempotency-Key was used for a different order.');
    // Another caller's key is theirs alone.
    const other = assertOk(await w.corporateA.post('/api/orders', w.body({ paymentType: 'CREDIT_CARD' }), key), 201);
    assert.notEqual(other.id, first.id);
  });

  test('a card order waits in PENDING_PAYMENT until payment.succeeded (once, replay-safe); payment.failed leaves a comment', async () => {
    const w = await world();
    const order = assertOk(await w.corporateA.post('/api/orders', w.body({ paymentType: 'CREDIT_CARD' })), 201);
    assert.equal(order.status, 'PENDING_PAYMENT');
    assert.equal(order.statusMessage, 'Payment pending.');
    const failed = { paymentId: randomUUID(), orderId: order.id, customerId: w.a.customerId, reason: 'Your card was declined.' };
    await deliverPaymentEvent(svc, 'payment.failed', failed);
    const afterFail = assertOk(await w.corporateA.get(`/api/orders/${order.id}`));
    assert.equal(afterFail.status, 'PENDING_PAYMENT');
    assert.equal(afterFail.comments.at(-1).text, 'Payment failed: Your card was declined.');
    const paid = { paymentId: randomUUID(), orderId: order.id, customerId: w.a.customerId, amount: order.amount, currency: 'NZD', provider: 'simulator' as const, providerPaymentId: 'pi_1' };
    // Another customer's payment naming this order changes nothing.
    await deliverPaymentEvent(svc, 'payment.succeeded', { ...paid, paymentId: randomUUID(), customerId: w.b.customerId });
    assert.equal(assertOk(await w.corporateA.get(`/api/orders/${order.id}`)).status, 'PENDING_PAYMENT');
    const { event, handled } = await deliverPaymentEvent(svc, 'payment.succeeded', paid);
    assert.equal(handled, true);
    const ready = assertOk(await w.corporateA.get(`/api/orders/${order.id}`));
    assert.equal(ready.status, 'READY');
    assert.equal(ready.statusMessage, 'Order is ready for delivery.');
    assert.equal((await deliverPaymentEvent(svc, 'payment.succeeded', paid, event)).handled, false, 'a redelivered event is handled once');
    const types = (await eventsOf(svc, { subject: order.id })).map((e) => e.type);
    // Another customer's payment naming this order was not applied: refunded, the order untouched.
    assert.deepEqual(types, ['order.created', 'order.refund_required', 'order.status_changed', 'order.ready']);
    const [foreign] = await eventsOf(svc, { subject: order.id, types: ['order.refund_required'] });
    assert.equal(foreign?.data.customerId, w.b.customerId);
    assert.equal(foreign?.data.orderStatus, null);
    assert.equal(ready.comments.length, afterFail.comments.length, 'no comment on the order for another customer\'s payment');
  });

  test('a payment for an order that no longer waits for one is recorded: a comment for staff and order.refund_required', async () => {
    const w = await world();
    const pay = (orderId: string, over: Record<string, unknown> = {}) => ({ paymentId: randomUUID(), orderId, customerId: w.a.customerId, amount: 19900, currency: 'NZD', provider: 'stripe' as const, providerPaymentId: `pi_${randomUUID().slice(0, 8)}`, ...over });
    // Paid twice: the second payment is not applied.
    const twice = assertOk(await w.corporateA.post('/api/orders', w.body({ paymentType: 'CREDIT_CARD', comments: [] })), 201);
    await deliverPaymentEvent(svc, 'payment.succeeded', pay(twice.id));
    const second = pay(twice.id);
    await deliverPaymentEvent(svc, 'payment.succeeded', second);
    const paidTwice = assertOk(await as('admin').get(`/api/orders/${twice.id}`));
    assert.equal(paidTwice.status, 'READY');
    assert.deepEqual(paidTwice.comments.map((c: { text: string; createdBy: string | null }) => [c.text, c.createdBy]), [[`A payment of 199 NZD (${second.providerPaymentId}) succeeded while the order was READY: it was not applied and must be refunded.`, null]]);
    const [refund] = await eventsOf(svc, { subject: twice.id, types: ['order.refund_required'] });
    assert.deepEqual(refund?.data, { ...second, orderStatus: 'READY' });
    assert.deepEqual((await eventsOf(svc, { subject: twice.id })).map((e) => e.type), ['order.created', 'order.status_changed', 'order.ready', 'order.refund_required']);

    // Cancelled while the customer paid: it stays cancelled and is never made ready.
    const cancelled = assertOk(await w.corporateA.post('/api/orders', w.body({ paymentType: 'CREDIT_CARD', comments: [] })), 201);
    assertOk(await as('operations').put(`/api/orders/${cancelled.id}/status`, { status: 'CANCELLED' }));
    const late = pay(cancelled.id);
    await deliverPaymentEvent(svc, 'payment.succeeded', late);
    const stillCancelled = assertOk(await as('operations').get(`/api/orders/${cancelled.id}`));
    assert.equal(stillCancelled.status, 'CANCELLED');
    assert.match(stillCancelled.comments.at(-1).text, /while the order was CANCELLED: it was not applied and must be refunded\.$/);
    assert.deepEqual((await eventsOf(svc, { subject: cancelled.id })).map((e) => e.type), ['order.created', 'order.status_changed', 'order.cancelled', 'order.refund_required']);

    // Deleted: nothing to comment on, the refund is still recorded.
    const deleted = assertOk(await w.corporateA.post('/api/orders', w.body({ paymentType: 'CREDIT_CARD' })), 201);
    assert.equal((await as('admin').delete(`/api/orders/${deleted.id}`)).status, 204);
    const gone = pay(deleted.id);
    const { event, handled } = await deliverPaymentEvent(svc, 'payment.succeeded', gone);
    assert.equal(handled, true);
    assert.equal((await deliverPaymentEvent(svc, 'payment.succeeded', gone, event)).handled, false);
    const refunds = await eventsOf(svc, { subject: deleted.id, types: ['order.refund_required'] });
    assert.deepEqual(refunds.map((e) => e.data), [{ ...gone, orderStatus: null }], 'recorded once');
  });

  test('every rule of 002 §5, with its message and field', async () => {
    const w = await world({}, { minListings: 1, maxListings: 2 }, ['CustomerCampaignTemplate', 'CustomerGdnCampaignTemplate']);
    const post = (over: Record<string, unknown>) => w.corporateA.post('/api/orders', w.body({ attributes: [{ entity: 'FB_AD_ACCOUNT', key: 'fbAdAccount', value: 'act_1' }, { entity: 'GDN_AD_ACCOUNT', key: 'gdnAdAccount', value: '123' }], ...over }));
    assertOk(await post({}), 201);
    assertProblem(await post({ campaignName: '  ' }), 400, 'Campaign name is required', ['/body/campaignName']);
    assertProblem(await post({ agents: [] }), 400, 'At least one agent is required.', ['/body/agents']);
    assertProblem(await post({ agents: [{ id: w.agentA1 }, { id: w.agentA2 }, { id: randomUUID() }, { id: randomUUID() }] }), 400, 'Maximum number of agents is 3.', ['/body/agents']);
    assertProblem(await post({ attributes: [{ entity: 'GDN_AD_ACCOUNT', key: 'gdnAdAccount', value: '123' }] }), 400, 'A Facebook billing account is required. Please contact customer support.', ['/body/attributes']);
    assertProblem(await post({ attributes: [{ entity: 'FB_AD_ACCOUNT', key: 'fbAdAccount', value: 'act_1' }] }), 400, 'A Google billing account is required. Please contact customer support.', ['/body/attributes']);
    assertProblem(await post({ listingIds: [] }), 400, 'No listing, resource or catalog has been selected...', ['/body/listingIds']);
    assertProblem(await post({ products: ['NO-SUCH-CODE'] }), 400, 'No Product available...', ['/body/products/0']);
    // The type takes 1 or 2 listings: three is no product.
    assertProblem(await post({ listingIds: w.a.listingIds }), 400, 'No Product available...', ['/body/products/0']);
    const eleven = Array.from({ length: 11 }, () => randomUUID());
    const tooMany = assertProblem(await post({ listingIds: eleven }), 400);
    assert.ok(tooMany.errors?.some((e) => e.path === '/body/listingIds' && e.message === 'Selection limit is 10 listings.'));
    await deliverListingEvent(svc, 'listing.deleted', { listingId: w.a.listingIds[1]!, customerId: w.a.customerId, reference: 'DASH1', title: '2 Harbour View Road', listingStatus: 'DONE', officeId: null, agentIds: [] });
    assertProblem(await post({ listingIds: [w.a.listingIds[1]] }), 400, 'Deleted listing included: 2 Harbour View Road', ['/body/listingIds/0']);
    assertProblem(await post({ listingIds: [w.b.listingIds[0]] }), 400, "Listing not found among the customer's listings.", ['/body/listingIds/0']);
    assertProblem(await post({ orderType: 'RESOURCE', resourceIds: [randomUUID()] }), 400, 'Order requires Published resources only.', ['/body/resourceIds/0']);
    assertProblem(await post({ startDate: day(-3) }), 400, 'The start date must lie between today and three months ahead.', ['/body/startDate']);
    assertProblem(await post({ startDate: day(100) }), 400, 'The start date must lie between today and three months ahead.', ['/body/startDate']);
    assertOk(await post({ startDate: day(80) }), 201);
    assertProblem(await post({ agents: [{ id: w.b.agentIds[0] }] }), 400, "Agent not found among the customer's agents.", ['/body/agents/0/id']);
    assertProblem(await post({ officeId: w.b.officeIds[0] }), 400, "Office not found among the customer's offices.", ['/body/officeId']);
    const { product: usd } = await aProduct(svc, { currency: 'USD' });
    assertProblem(await post({ products: [w.product.code, usd.code] }), 400, 'All products of an order must be in one currency.', ['/body/products']);
    assertProblem(await post({ paymentType: 'CHEQUE' }), 400);
    assertProblem(await post({ bogus: 1 }), 400, undefined, ['/body/bogus']);
    // A DPA order names its catalog.
    assertOk(await post({ orderType: 'DPA_CATALOG', listingIds: undefined, fbDpaCatalogId: 'cat_1' }), 201);
  });

  test('campaign data (002 §3): closed sub-objects; markers, radius, ages and web addresses checked with their messages', async () => {
    const w = await world({}, {}, ['CustomerCampaignTemplate']);
    const fbAccount = { entity: 'FB_AD_ACCOUNT', key: 'fbAdAccount', value: 'act_1' };
    const marker = (radius: number) => ({ id: 'm1', coords: { lat: -36.85, lng: 174.76 }, radius });
    // Each item is the data of the product's template (an item naming another is refused, dashboard-attacks.test.ts).
    const item = (adSettings: Record<string, unknown>, more: Record<string, unknown> = {}) => ({ templateId: w.product.campaignTemplates[0].templateId, templateModel: 'CustomerCampaignTemplate', adSettings, ...more });
    const full = item(
      { location: { center: { lat: -36.85, lng: 174.76 }, zoom: 11, markers: [marker(10_000)] }, ageMin: 25, ageMax: 55, gender: 'ALL' },
      {
        resources: {
          images: [{ id: 'a1', url: 'https://cdn.example.com/a1.jpg', deleted: false }], videos: [], publicUrls: [{ type: 'YOUTUBE', url: 'https://youtube.com/watch?v=x' }],
          contacts: [{ id: w.agentA1, name: 'Jo Agent' }], title: 'Harbour views', name: 'Spring', description: 'Sunny', message: 'Come along', settings: { headlines: ['Sea views'], descriptions: ['Four bedrooms'] },
        },
        campaignSettings: { locations: ['Auckland'], youTubeUrl: 'https://youtube.com/watch?v=x' },
        leadForm: { followUpActionUrl: 'https://harbour.example.com/thanks', thankYouButtonType: 'VIEW_WEBSITE', introHeadline: 'Tell us more' },
        linkData: { message: 'Open home', link: 'https://harbour.example.com/12' },
      },
    );
    const placed = assertOk(await w.corporateA.post('/api/orders', w.body({ campaignData: [full], attributes: [fbAccount] })), 201);
    assert.deepEqual(placed.campaignData, [full]);
    const post = (data: unknown[]) => w.corporateA.post('/api/orders', w.body({ campaignData: data, attributes: [fbAccount] }));
    const markers = (n: number) => Array.from({ length: n }, () => marker(5_000));
    assertOk(await post([item({ location: { markers: markers(15) } })]), 201);
    assertProblem(await post([item({ location: { markers: markers(16) } })]), 400, 'No more than 15 Markers allowed in targeting', ['/body/campaignData/0/adSettings/location/markers']);
    assertProblem(await post([item({ location: { markers: [marker(999)] } })]), 400, 'Minimum radius is 1km', ['/body/campaignData/0/adSettings/location/markers/0/radius']);
    assertProblem(await post([item({ location: { markers: [marker(80_001)] } })]), 400, 'Maximum radius is 80km', ['/body/campaignData/0/adSettings/location/markers/0/radius']);
    assertOk(await post([item({ location: { markers: [marker(1_000), marker(80_000)] }, ageMin: 30, ageMax: 30 })]), 201);
    assertProblem(await post([item({ ageMin: 40, ageMax: 30 })]), 400, 'Age min cannot exceed age max.', ['/body/campaignData/0/adSettings/ageMin']);
    for (const link of ['harbour.example.com', 'https://localhost', 'javascript:alert(1)', 'https://harbour example.com']) {
      assertProblem(await post([item({}, { linkData: { link } })]), 400, undefined, ['/body/campaignData/0/linkData/link']);
    }
    assertProblem(await post([item({ bogus: 1 })]), 400, undefined, ['/body/campaignData/0/adSettings/bogus']);
    assertProblem(await post([item({}, { resources: { publicUrls: [{ type: 'OTHER', url: 'https://a.example.com' }] } })]), 400);
    // The same rules on the edit of the campaign data.
    assertProblem(await w.corporateA.put(`/api/orders/${placed.id}/campaign-data`, { campaignData: [item({ location: { markers: [marker(100_000)] } })] }), 400, 'Maximum radius is 80km', ['/body/campaignData/0/adSettings/location/markers/0/radius']);
  });

  test('who places: staff name the customer; a dashboard user orders for their own; an agent is always among the agents', async () => {
    const w = await world();
    assertProblem(await as('admin').post('/api/orders', w.body()), 400, 'Customer Id is required', ['/body/customerId']);
    assertProblem(await as('admin').post('/api/orders', w.body({ customerId: randomUUID() })), 400, /^Customer not found\./, ['/body/customerId', '/body/officeId', '/body/agents/0/id']);
    assert.equal(assertOk(await as('operations').post('/api/orders', w.body({ customerId: w.a.customerId })), 201).customerId, w.a.customerId);
    assertProblem(await w.corporateA.post('/api/orders', w.body({ customerId: w.b.customerId })), 404, 'Customer not found.');
    const byAgent = assertOk(await w.agentUserA2.post('/api/orders', w.body({ agents: [], paymentType: 'CREDIT_CARD' })), 201);
    assert.deepEqual(byAgent.agents, [{ id: w.agentA2 }]);
    assertProblem(await w.managerA2.post('/api/orders', w.body({ officeId: w.officeA1, paymentType: 'CREDIT_CARD' })), 400, 'Choose one of your offices.', ['/body/officeId']);
    // An agent or branch user orders for one of their agent's offices (both agents are in office A1 only).
    assertProblem(await w.agentUserA1.post('/api/orders', w.body({ officeId: w.officeA2, paymentType: 'CREDIT_CARD' })), 400, 'Choose one of your offices.', ['/body/officeId']);
    const branchUserA1 = as({ roles: ['branchuser'], customerId: w.a.customerId, agentId: w.agentA1 });
    assertProblem(await branchUserA1.post('/api/orders', w.body({ officeId: w.officeA2, paymentType: 'CREDIT_CARD' })), 400, 'Choose one of your offices.', ['/body/officeId']);
    assert.equal(assertOk(await branchUserA1.post('/api/orders', w.body({ officeId: w.officeA1, paymentType: 'CREDIT_CARD' })), 201).officeId, w.officeA1);
    assert.equal(assertOk(await w.agentUserA1.post('/api/orders', w.body({ officeId: null, paymentType: 'CREDIT_CARD' })), 201).officeId, null);
    assertProblem(await as('sales').post('/api/orders', w.body({ customerId: w.a.customerId })), 403);
    assertProblem(await anon(svc).post('/api/orders', w.body()), 401);
  });
});

describe('the receipt e-mail (contract: the first agent\'s)', () => {
  test("is the first agent's as the customer context knows it, whatever the request sends; the caller's own when that agent has none", async () => {
    const w = await world();
    const second = assertOk(await w.corporateA.post('/api/orders', w.body({ email: 'someone@elsewhere.example', agents: [{ id: w.agentA2 }, { id: w.agentA1 }], paymentType: 'CREDIT_CARD' })), 201);
    assert.equal(second.email, agentEmail(w.a.customerId, 1));
    const [created] = await eventsOf(svc, { subject: second.id, types: ['order.created'] });
    assert.equal(created?.data.email, agentEmail(w.a.customerId, 1));
    // The customer context changes the agent's e-mail: later orders follow; without one, the caller's.
    await deliverCustomerEvent(svc, 'agent.updated', { agentId: w.agentA2, customerId: w.a.customerId, fullName: 'Jo Agent', email: 'Kim@Harbour.Example.com', officeIds: [w.officeA1], didSignUpDashboard: false });
    assert.equal(assertOk(await w.corporateA.post('/api/orders', w.body({ agents: [{ id: w.agentA2 }] })), 201).email, 'kim@harbour.example.com');
    await deliverCustomerEvent(svc, 'agent.updated', { agentId: w.agentA2, customerId: w.a.customerId, fullName: 'Jo Agent', officeIds: [w.officeA1], didSignUpDashboard: false });
    const caller = as({ roles: ['corporate'], customerId: w.a.customerId, email: 'Corp@Harbour.Example.com' });
    assert.equal(assertOk(await caller.post('/api/orders', w.body({ email: 'someone@elsewhere.example', agents: [{ id: w.agentA2 }] })), 201).email, 'corp@harbour.example.com');
  });
});

describe('payment type by role (002 §6)', () => {
  test("the product settings' role lists offer Credit Card and Invoice; Invoice when a role is offered neither", async () => {
    const w = await world();
    const admin = as('admin');
    const settings = assertOk(await admin.get('/api/product-settings'));
    try {
      // The defaults: card for every role that orders, invoice for staff and corporate.
      assertProblem(await w.agentUserA1.post('/api/orders', w.body()), 400, 'Invoice payment is not offered for your role.', ['/body/paymentType']);
      assert.equal(assertOk(await w.agentUserA1.post('/api/orders', w.body({ paymentType: 'CREDIT_CARD' })), 201).status, 'PENDING_PAYMENT');
      assert.equal(assertOk(await as('operations').post('/api/orders', w.body({ customerId: w.a.customerId, paymentType: 'CREDIT_CARD' })), 201).status, 'PENDING_PAYMENT');
      assert.equal(assertOk(await as('operations').post('/api/orders', w.body({ customerId: w.a.customerId })), 201).status, 'READY');
      assertOk(await w.corporateA.post('/api/orders', w.body({ paymentType: 'CREDIT_CARD' })), 201);
      assertOk(await w.corporateA.post('/api/orders', w.body()), 201);
      // Changed settings apply at once; a role offered neither pays by invoice.
      assertOk(await admin.put('/api/product-settings', { creditCardRoles: ['corporate'], invoiceRoles: ['admin'] }));
      assertProblem(await w.agentUserA1.post('/api/orders', w.body({ paymentType: 'CREDIT_CARD' })), 400, 'Credit Card payment is not offered for your role.', ['/body/paymentType']);
      assertOk(await w.agentUserA1.post('/api/orders', w.body()), 201);
      assertProblem(await w.corporateA.post('/api/orders', w.body()), 400, 'Invoice payment is not offered for your role.', ['/body/paymentType']);
    } finally {
      assertOk(await admin.put('/api/product-settings', { creditCardRoles: settings.creditCardRoles, invoiceRoles: settings.invoiceRoles }));
    }
  });
});

describe("payment type by the customer's dashboard (001 §2 enablePaymentMethod, 002 §6)", () => {
  // The product settings these tests hold the rest to: card for every role that orders, invoice for staff and corporate only.
  const productSettings = { creditCardRoles: ['admin', 'operations', 'corporate', 'branchmanager', 'branchuser', 'agent'], invoiceRoles: ['admin', 'operations', 'corporate'] };
  async function withProductSettings(work: () => Promise<void>) {
    const admin = as('admin');
    const before = assertOk(await admin.get('/api/product-settings'));
    assertOk(await admin.put('/api/product-settings', productSettings));
    try {
      await work();
    } finally {
      assertOk(await admin.put('/api/product-settings', { creditCardRoles: before.creditCardRoles, invoiceRoles: before.invoiceRoles }));
    }
  }
  const saved = (customerId: string, dashboardId: string, creditCardRoles: Array<'corporate' | 'branchmanager' | 'branchuser' | 'agent'>, invoiceRoles: typeof creditCardRoles) =>
    deliverCustomerEvent(svc, 'dashboard.saved', { dashboardId, customerId, enablePaymentMethod: { creditCardRoles, invoiceRoles } });

  test('an agent pays by invoice when their dashboard offers it, though the product settings do not; staff keep the product settings', () =>
    withProductSettings(async () => {
      const w = await world();
      // Not told of a dashboard yet: the product settings.
      assertProblem(await w.agentUserA1.post('/api/orders', w.body()), 400, 'Invoice payment is not offered for your role.', ['/body/paymentType']);
      await saved(w.a.customerId, randomUUID(), ['corporate'], ['agent']);
      const order = assertOk(await w.agentUserA1.post('/api/orders', w.body()), 201);
      assert.deepEqual([order.paymentType, order.status], ['INVOICE', 'READY']);
      // The dashboard's lists rule its users both ways: no card for the agent, no invoice for corporate.
      assertProblem(await w.agentUserA1.post('/api/orders', w.body({ paymentType: 'CREDIT_CARD' })), 400, 'Credit Card payment is not offered for your role.', ['/body/paymentType']);
      assertProblem(await w.corporateA.post('/api/orders', w.body()), 400, 'Invoice payment is not offered for your role.', ['/body/paymentType']);
      assertOk(await w.corporateA.post('/api/orders', w.body({ paymentType: 'CREDIT_CARD' })), 201);
      // Staff ordering for the customer, and another customer's users, keep the product settings.
      assert.equal(assertOk(await as('operations').post('/api/orders', w.body({ customerId: w.a.customerId, paymentType: 'CREDIT_CARD' })), 201).status, 'PENDING_PAYMENT');
      const otherAgent = (await knownCustomer(svc, { offices: 1, agents: 1, listings: 1 }));
      const agentOfOther = as({ roles: ['agent'], customerId: otherAgent.customerId, agentId: otherAgent.agentIds[0] });
      const otherBody = w.body({ listingIds: [otherAgent.listingIds[0]], agents: [{ id: otherAgent.agentIds[0] }], officeId: otherAgent.officeIds[0] });
      assertProblem(await agentOfOther.post('/api/orders', otherBody), 400, 'Invoice payment is not offered for your role.', ['/body/paymentType']);
    }));

  test('a dashboard that offers only Credit Card refuses Invoice with its message; a role it offers neither pays by invoice', () =>
    withProductSettings(async () => {
      const w = await world();
      await saved(w.a.customerId, randomUUID(), ['agent'], []);
      assertProblem(await w.agentUserA1.post('/api/orders', w.body()), 400, 'Invoice payment is not offered for your role.', ['/body/paymentType']);
      assert.equal(assertOk(await w.agentUserA1.post('/api/orders', w.body({ paymentType: 'CREDIT_CARD' })), 201).status, 'PENDING_PAYMENT');
      // Corporate is offered neither by this dashboard (the product settings would offer both): Invoice is the default.
      assertProblem(await w.corporateA.post('/api/orders', w.body({ paymentType: 'CREDIT_CARD' })), 400, 'Credit Card payment is not offered for your role.', ['/body/paymentType']);
      assert.equal(assertOk(await w.corporateA.post('/api/orders', w.body()), 201).status, 'READY');
    }));

  test("a deleted dashboard leaves its customer's users to the product settings again; an older save does not revive it", () =>
    withProductSettings(async () => {
      const w = await world();
      const dashboardId = randomUUID();
      await saved(w.a.customerId, dashboardId, [], ['agent']);
      assertOk(await w.agentUserA1.post('/api/orders', w.body()), 201);
      await deliverCustomerEvent(svc, 'dashboard.deleted', { dashboardId, customerId: w.a.customerId });
      assertProblem(await w.agentUserA1.post('/api/orders', w.body()), 400, 'Invoice payment is not offered for your role.', ['/body/paymentType']);
      assertOk(await w.agentUserA1.post('/api/orders', w.body({ paymentType: 'CREDIT_CARD' })), 201);
      await deliverCustomerEvent(svc, 'dashboard.saved', { dashboardId, customerId: w.a.customerId, enablePaymentMethod: { creditCardRoles: [], invoiceRoles: ['agent'] } }, new Date(Date.now() - 60_000));
      assertProblem(await w.agentUserA1.post('/api/orders', w.body()), 400, 'Invoice payment is not offered for your role.', ['/body/paymentType']);
      // The customer's next dashboard rules again.
      await saved(w.a.customerId, randomUUID(), [], ['agent']);
      assertOk(await w.agentUserA1.post('/api/orders', w.body()), 201);
    }));
});

describe('reading and changing orders', () => {
  test('tenancy: another customer, another office, another agent read 404; staff and sales read all', async () => {
    const w = await world();
    const order = assertOk(await w.corporateA.post('/api/orders', w.body()), 201);
    assert.equal(assertOk(await as('sales').get(`/api/orders/${order.id}`)).id, order.id);
    assert.equal(assertOk(await w.agentUserA1.get(`/api/orders/${order.id}`)).id, order.id);
    assertProblem(await w.corporateB.get(`/api/orders/${order.id}`), 404, 'Order not found.');
    assertProblem(await w.managerA2.get(`/api/orders/${order.id}`), 404, 'Order not found.');
    assertProblem(await w.agentUserA2.get(`/api/orders/${order.id}`), 404, 'Order not found.');
    assertProblem(await w.corporateB.post(`/api/orders/${order.id}/comments`, { text: 'x' }), 404);
    assertProblem(await w.corporateB.put(`/api/orders/${order.id}/email`, { email: 'x@y.example' }), 404);
    assertProblem(await as('user').get(`/api/orders/${order.id}`), 403);
    assertProblem(await anon(svc).get(`/api/orders/${order.id}`), 401);
    assertProblem(await as('admin').get('/api/orders/not-a-uuid'), 400);
    const listB = assertOk(await w.corporateB.get('/api/orders'));
    assert.ok(!listB.orders.some((o: { id: string }) => o.id === order.id));
  });

  test('the list: filters, search, dates, totals per currency with and without tax', async () => {
    const w = await world();
    const one = assertOk(await w.corporateA.post('/api/orders', w.body({ campaignName: 'Alpha launch' })), 201);
    const two = assertOk(await w.corporateA.post('/api/orders', w.body({ campaignName: 'Beta launch', officeId: w.officeA2, paymentType: 'CREDIT_CARD' })), 201);
    const all = assertOk(await w.corporateA.get('/api/orders?includeTotalPrice=true&includeImpressions=true'));
    assert.deepEqual(all.orders.map((o: { id: string }) => o.id), [two.id, one.id]);
    assert.equal(all.count, 2);
    assert.equal(all.overallImpressions, 0);
    assert.deepEqual(all.totalPrice, [{ currency: 'NZD', amount: 2 * 17304 }]);
    assert.deepEqual(assertOk(await w.corporateA.get('/api/orders?includeTotalPrice=true&includeTotalPriceTax=true')).totalPrice, [{ currency: 'NZD', amount: 2 * 19900 }]);
    const plain = assertOk(await w.corporateA.get('/api/orders'));
    assert.equal(plain.totalPrice, undefined);
    assert.deepEqual(assertOk(await w.corporateA.get('/api/orders?search=Alpha&includeTotalPrice=true')).totalPrice, [{ currency: 'NZD', amount: 17304 }]);
    assert.deepEqual(assertOk(await w.corporateA.get(`/api/orders?officeId=${w.officeA2}`)).orders.map((o: { id: string }) => o.id), [two.id]);
    assert.deepEqual(assertOk(await w.corporateA.get('/api/orders?status=PENDING_PAYMENT')).orders.map((o: { id: string }) => o.id), [two.id]);
    assert.deepEqual(assertOk(await w.corporateA.get('/api/orders?sort=campaignName')).orders.map((o: { id: string }) => o.id), [one.id, two.id]);
    assert.equal(assertOk(await w.corporateA.get('/api/orders?limit=1&page=2')).orders[0].id, one.id);
    assertProblem(await w.corporateA.get('/api/orders?limit=101'), 400);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    assertProblem(await w.corporateA.get(`/api/orders?dateFrom=${encodeURIComponent(future)}`), 400, 'The from-date cannot be in the future.', ['/query/dateFrom']);
    assert.equal(assertOk(await w.corporateA.get(`/api/orders?dateTo=${encodeURIComponent(future)}`)).count, 2, 'a to-date after now is capped at now');
    const past = new Date(Date.now() - 3_600_000).toISOString();
    assert.equal(assertOk(await w.corporateA.get(`/api/orders?dateTo=${encodeURIComponent(past)}`)).count, 0);
    assert.equal(assertOk(await w.corporateA.get('/api/orders?dateRange=1')).count, 2);
    assert.equal(assertOk(await as('admin').get(`/api/orders?customerId=${w.a.customerId}`)).count, 2);
    assert.deepEqual(assertOk(await w.agentUserA2.get('/api/orders')).orders, []);
  });

  test('export: CSV orders-{date}.csv and Excel, both parsed back', async () => {
    const w = await world();
    const order = assertOk(await w.corporateA.post('/api/orders', w.body({ campaignName: 'Export, "quoted"' })), 201);
    const csv = await w.corporateA.get('/api/orders/export?format=csv', { accept: 'text/csv' });
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/);
    assert.equal(csv.headers.get('content-disposition'), `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`);
    const rows = parse(csv.body as string) as string[][];
    assert.deepEqual(rows[0], [...EXPORT_COLUMNS]);
    assert.equal(rows.length, 2);
    assert.deepEqual(rows[1]!.slice(0, 4), [String(order.orderNumber), order.createdAt, 'Export, "quoted"', 'READY']);
    assert.deepEqual(rows[1]!.slice(7, 10), ['199', '25.96', 'NZD']);
    const xlsx = await bytesOf(w.corporateA, '/api/orders/export?format=xlsx');
    assert.equal(xlsx.status, 200);
    assert.equal(xlsx.type, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Orders')!;
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1), [...EXPORT_COLUMNS]);
    assert.equal(sheet.rowCount, 2);
    assert.deepEqual((sheet.getRow(2).values as unknown[]).slice(1, 4), [order.orderNumber, order.createdAt, 'Export, "quoted"']);
    assert.equal(sheet.getRow(2).getCell(8).value, 199);
    // Another customer's export holds none of these.
    assert.equal((parse((await w.corporateB.get('/api/orders/export', { accept: 'text/csv' })).body as string) as string[][]).length, 1);
    assertProblem(await as('user').get('/api/orders/export'), 403);
  });

  test('comments, campaign data, e-mail; staff change the status with its events; delete records order.cancelled', async () => {
    const w = await world({}, {}, ['CustomerCampaignTemplate']);
    const order = assertOk(await w.corporateA.post('/api/orders', w.body({ paymentType: 'CREDIT_CARD', comments: [], attributes: [{ entity: 'FB_AD_ACCOUNT', key: 'fbAdAccount', value: 'act_1' }] })), 201);
    const commented = assertOk(await w.agentUserA1.post(`/api/orders/${order.id}/comments`, { text: ' Looks good ' }), 201);
    assert.equal(commented.comments.length, 1);
    assert.equal(commented.comments[0].text, 'Looks good');
    assertProblem(await w.agentUserA1.post(`/api/orders/${order.id}/comments`, { text: '' }), 400);
    // Only the author or staff delete a comment: another user who reads the order may not.
    const commentId = commented.comments[0].id;
    assertProblem(await w.corporateA.delete(`/api/orders/${order.id}/comments/${commentId}`), 403, 'Only the author or staff can delete a comment.');
    const authored = assertOk(await w.corporateA.post(`/api/orders/${order.id}/comments`, { text: 'Mine' }), 201);
    assertProblem(await w.agentUserA1.delete(`/api/orders/${order.id}/comments/${authored.comments[1].id}`), 403, 'Only the author or staff can delete a comment.');
    assert.equal(assertOk(await w.corporateA.delete(`/api/orders/${order.id}/comments/${authored.comments[1].id}`)).comments.length, 1);
    assertProblem(await w.corporateB.delete(`/api/orders/${order.id}/comments/${commentId}`), 404);
    const uncommented = assertOk(await as('sales').delete(`/api/orders/${order.id}/comments/${commentId}`));
    assert.deepEqual(uncommented.comments, []);
    assertProblem(await as('sales').delete(`/api/orders/${order.id}/comments/${randomUUID()}`), 404, 'Comment not found.');
    const data = [{ templateId: w.product.campaignTemplates[0].templateId, templateModel: 'CustomerCampaignTemplate', linkData: { message: 'Open home', link: 'https://harbour.example.com' } }];
    assert.deepEqual(assertOk(await w.corporateA.put(`/api/orders/${order.id}/campaign-data`, { campaignData: data })).campaignData, data);
    assertProblem(await w.corporateA.put(`/api/orders/${order.id}/campaign-data`, { campaignData: [{ bogus: 1 }] }), 400);
    assert.equal(assertOk(await w.corporateA.put(`/api/orders/${order.id}/email`, { email: 'Sam@Harbour.example.com' })).email, 'sam@harbour.example.com');
    assertProblem(await w.corporateA.put(`/api/orders/${order.id}/email`, { email: 'nope' }), 400);

    assertProblem(await w.corporateA.put(`/api/orders/${order.id}/status`, { status: 'READY' }), 403);
    // A card order is made READY by its payment, never by hand.
    assertProblem(await as('operations').put(`/api/orders/${order.id}/status`, { status: 'READY' }), 409, 'A card order becomes Ready when its payment succeeds: it cannot be moved on by hand before it is paid.');
    await deliverPaymentEvent(svc, 'payment.succeeded', { paymentId: randomUUID(), orderId: order.id, customerId: w.a.customerId, amount: order.amount, currency: 'NZD', provider: 'simulator', providerPaymentId: 'pi_status' });
    assertOk(await as('operations').put(`/api/orders/${order.id}/status`, { status: 'READY' }), 200);
    assertProblem(await as('sales').put(`/api/orders/${order.id}/status`, { status: 'DELIVERED' }), 403);
    const delivered = assertOk(await as('operations').put(`/api/orders/${order.id}/status`, { status: 'DELIVERED' }));
    assert.equal(delivered.statusMessage, 'Campaign has been delivered.');
    assertProblem(await as('admin').put(`/api/orders/${order.id}/status`, { status: 'LOST' }), 400);

    assertProblem(await w.corporateA.delete(`/api/orders/${order.id}`), 403);
    assertProblem(await as('sales').delete(`/api/orders/${order.id}`), 403);
    assert.equal((await as('admin').delete(`/api/orders/${order.id}`)).status, 204);
    assertProblem(await as('admin').get(`/api/orders/${order.id}`), 404, 'Order not found.');
    assertProblem(await as('admin').delete(`/api/orders/${order.id}`), 404);
    const events = await eventsOf(svc, { subject: order.id });
    assert.deepEqual(events.map((e) => e.type), ['order.created', 'order.status_changed', 'order.ready', 'order.status_changed', 'order.cancelled']);
    assert.deepEqual(events[1]?.data, { orderId: order.id, customerId: w.a.customerId, from: 'PENDING_PAYMENT', to: 'READY' });
    assert.deepEqual(events[3]?.data, { orderId: order.id, customerId: w.a.customerId, from: 'READY', to: 'DELIVERED' });
  });

  test('a status of CANCELLED records order.cancelled and is final; the messages of 002 §4', async () => {
    const w = await world();
    const order = assertOk(await w.corporateA.post('/api/orders', w.body({ paymentType: 'CREDIT_CARD' })), 201);
    const cancelled = assertOk(await as('admin').put(`/api/orders/${order.id}/status`, { status: 'CANCELLED' }));
    assert.equal(cancelled.statusMessage, 'Order has been cancelled.');
    // Cancelled is final: nothing moves it on, and nothing more is recorded.
    assertProblem(await as('admin').put(`/api/orders/${order.id}/status`, { status: 'PLACED' }), 409, 'A cancelled order is final: its status cannot change.');
    assert.deepEqual((await eventsOf(svc, { subject: order.id })).map((e) => e.type), ['order.created', 'order.status_changed', 'order.cancelled']);
  });
});
