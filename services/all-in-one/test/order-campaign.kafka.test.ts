// An invoice order becoming campaigns as a cluster runs it: customer, listing, order and ads each on their
// own MariaDB database, one key pair, one Kafka, the ads context on its simulated network. Each context
// is reached only through its public API and hears the others only from the broker: the ads API links an
// account and saves a template (campaign_template.saved tells the order context), the order API sells a
// product of it, order.ready makes the campaign with its ad sets and its report link, and campaign.created
// shows it on the order, DELIVERED, with the link, whose report opens to anyone holding it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { generateKeyPairPem } from '@adops/platform';
import { anon, assertOk, clientAs, startTestService, type TestResponse, type TestService } from '@adops/platform/testing';
import { customerModule } from '@adops/customer';
import { listingModule } from '@adops/listing';
import { orderModule } from '@adops/order';
import { adsModule } from '@adops/ads';

const LIMIT_MS = 30_000;

let customer: TestService;
let listing: TestService;
let order: TestService;
let ads: TestService;

async function eventually<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const start = Date.now();
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    assert.ok(Date.now() - start < LIMIT_MS, `${what}: not within ${LIMIT_MS} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Sends until the answer is not a refusal for something the receiving context has not heard of yet. */
const untilKnown = (what: string, send: () => Promise<TestResponse>) =>
  eventually(what, async () => {
    const res = await send();
    return res.status === 400 || res.status === 404 ? undefined : res;
  });

before(async () => {
  const keys = await generateKeyPairPem();
  const env = { KAFKA_PREFIX: `c${randomBytes(4).toString('hex')}.` };
  customer = await startTestService(customerModule, { kafka: true, keys, env });
  listing = await startTestService(listingModule, { kafka: true, keys, env });
  order = await startTestService(orderModule, { kafka: true, keys, env });
  ads = await startTestService(adsModule, { kafka: true, keys, env });
});
after(async () => {
  await ads?.close();
  await order?.close();
  await listing?.close();
  await customer?.close();
});

test('an invoice order through the order API becomes a campaign with ad sets, shown on the order with its report link', async () => {
  const tag = randomUUID().slice(0, 8);
  const made = async (client: ReturnType<typeof clientAs>, path: string, body: object) => assertOk(await client.post(path, body), 201).id as string;
  const admin = clientAs(customer, 'admin');
  const customerId = await made(admin, '/api/customers', { name: `Campaigns ${tag}` });
  const officeId = await made(admin, '/api/offices', { customerId, name: `Office ${tag}` });
  const agentId = await made(admin, '/api/agents', { customerId, fullName: `Agent ${tag}`, email: `agent-${tag}@example.com`, officeIds: [officeId] });
  const listingId = assertOk(await untilKnown('listing knows the customer', () => clientAs(listing, 'admin').post('/api/listings', { customerId, officeId, title: `7 ${tag} Street`, agents: [{ id: agentId }] })), 201).id as string;

  // The ad account and the template, through the ads API once the ads context has heard of the customer.
  const adsAdmin = clientAs(ads, 'admin');
  const account = assertOk(await untilKnown('ads knows the customer', () => adsAdmin.post('/api/ad-accounts', { provider: 'simulator', accountId: String(Date.now()).slice(-12), name: `Account ${tag}`, currency: 'NZD', customerId })), 201);
  const template = {
    customerId, name: `Just listed ${tag}`, campaignType: 'FACEBOOK_IMAGE_CAMPAIGN', objective: 'TRAFFIC',
    creative: { headline: 'Just listed: {{listing.title}}', message: 'Talk to {{agent.fullName}}.', callToAction: 'LEARN_MORE' },
    adSets: [{ name: 'New Zealand', location: { type: 'COUNTRY', selectedCountries: ['NZ'] }, ageMin: 25, ageMax: 65, gender: 'ALL', budgetSharePercent: 100 }],
  };
  const templateId = assertOk(await untilKnown('ads knows the customer', () => adsAdmin.post('/api/campaign-templates', template)), 201).id as string;

  // A product naming the template: refused until campaign_template.saved has reached the order context.
  const orderAdmin = clientAs(order, 'admin');
  const type = await made(orderAdmin, '/api/product-types', { name: `One listing ${tag}`, minListings: 1, maxListings: 10 });
  const code = `FB-${tag}`;
  const product = { code, name: `Facebook 7 days ${tag}`, productTypeId: type, price: 19900, currency: 'NZD', isTaxInclusive: true, taxRate: 15, campaignDurationDays: 7, campaignTemplates: [{ templateId, templateModel: 'CustomerCampaignTemplate' }] };
  assertOk(await untilKnown('order knows the campaign template', () => orderAdmin.post('/api/products', product)), 201);

  // Invoice is offered to corporate (002 §6); an order of a Facebook template names the Facebook account.
  const placer = clientAs(order, { roles: ['corporate'], customerId });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const body = {
    orderedFrom: 'https://dashboard.adops.example', email: `agent-${tag}@example.com`, paymentType: 'INVOICE', products: [code], startDate: tomorrow,
    campaignName: `Campaign ${tag}`, comments: [], attributes: [{ entity: 'FB_AD_ACCOUNT', key: 'fbAdAccount', value: account.id }], campaignData: [],
    source: 'ORDER_FORM', orderType: 'LISTING', listingIds: [listingId], agents: [{ id: agentId }], officeId,
  };
  const placed = assertOk(await untilKnown('order knows the listing and the agent', () => placer.post('/api/orders', body)), 201);
  assert.equal(placed.status, 'READY');

  // order.ready → the ads context makes the campaign on the simulator → campaign.created → the order shows it.
  const delivered = await eventually('the order is DELIVERED with its campaign and report link', async () => {
    const got = assertOk(await placer.get(`/api/orders/${placed.id}`));
    return got.status === 'DELIVERED' && got.fbCampaigns.length > 0 && got.fbCampaigns.every((c: { shortUrl: string | null }) => c.shortUrl) ? got : undefined;
  });
  assert.equal(delivered.fbCampaigns.length, 1, 'one product of one template: one campaign');
  assert.deepEqual(delivered.gdnCampaigns, []);
  const [shown] = delivered.fbCampaigns as Array<{ campaignId: string; name: string; shortUrl: string; deleted: boolean; completed: boolean }>;
  assert.equal(shown!.deleted, false);
  assert.equal(shown!.completed, false);

  const campaign = assertOk(await adsAdmin.get(`/api/campaigns/${shown!.campaignId}`));
  assert.equal(campaign.name, shown!.name);
  const adSets = assertOk(await adsAdmin.get(`/api/campaigns/${shown!.campaignId}/adsets`)).items as Array<{ name: string }>;
  assert.deepEqual(adSets.map((s) => s.name), ['New Zealand']);

  // The link made with the campaign: the public report opens anonymously by its short id, and asking for a link answers the same one.
  const shortId = shown!.shortUrl.split('/report/')[1]!;
  assert.match(shortId, /^[A-Za-z0-9_-]{22}$/);
  const report = assertOk(await anon(ads).get(`/api/reports/${shortId}/data`));
  assert.equal(report.shortId, shortId);
  assert.equal(report.name, shown!.name);
  assert.equal(assertOk(await adsAdmin.post('/api/reports', { campaignId: shown!.campaignId }), 200).shortUrl, shown!.shortUrl);
});
