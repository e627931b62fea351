// A customer as the customer dashboard uses it, made through the embedded default's public API by its
// seeded admin (issue 28, 002 §3 §6): an office, an agent, a listing, a Facebook ad account, a template
// of the customer, a product of that template, a corporate dashboard user signed in at the dashboard,
// and the order body that user places. For the outsider and power-cut tests of the embedded default.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { assertOk, TestClient, type TestResponse } from '@adops/platform/testing';

export const PASSWORD = 'Outsider-Horse-97!';
const WAIT_MS = 20_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function eventually<T>(what: string, probe: () => Promise<T | undefined>, limitMs = WAIT_MS): Promise<T> {
  const start = Date.now();
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    assert.ok(Date.now() - start < limitMs, `${what}: not within ${limitMs} ms`);
    await sleep(200);
  }
}

/** Sends until the answer is not a refusal for something the receiving context has not heard of yet. */
export const untilKnown = (what: string, send: () => Promise<TestResponse>) =>
  eventually(what, async () => {
    const res = await send();
    return res.status === 400 || res.status === 404 ? undefined : res;
  });

export async function signedInAdmin(baseUrl: string, email: string, password: string): Promise<TestClient> {
  const admin = new TestClient(baseUrl);
  assertOk(await admin.post('/api/auth/signin', { email, password }));
  return admin;
}

/** A dashboard user of the customer, with a password, signed in at the dashboard. */
export async function dashboardUser(baseUrl: string, admin: TestClient, customerId: string, role: string, scope: { officeIds?: string[]; agentId?: string } = {}) {
  const email = `${role}-${randomUUID().slice(0, 8)}@outsiders.example.com`;
  const user = assertOk(await admin.post('/api/users', { email, kind: 'dashboard', roles: [role], customerId, password: PASSWORD, confirmPassword: PASSWORD, ...scope }), 201);
  const client = new TestClient(baseUrl);
  assertOk(await client.post('/api/auth/dashboard/signin', { email, password: PASSWORD }));
  return { id: user.id as string, email, client };
}

export type DashboardCustomer = Awaited<ReturnType<typeof dashboardCustomer>>;

export async function dashboardCustomer(baseUrl: string, admin: TestClient, tag: string) {
  const made = async (path: string, body: object) => assertOk(await admin.post(path, body), 201).id as string;
  const customerId = await made('/api/customers', { name: `Outsiders ${tag}` });
  const officeId = await made('/api/offices', { customerId, name: `Office ${tag}` });
  const agentEmail = `agent-${tag}@outsiders.example.com`;
  const agentId = await made('/api/agents', { customerId, fullName: `Agent ${tag}`, email: agentEmail, officeIds: [officeId] });
  const listing = () => untilKnown('listing knows the customer', () => admin.post('/api/listings', { customerId, officeId, title: `${tag} Harbour Street`, agents: [{ id: agentId }] }));
  const listingId = assertOk(await listing(), 201).id as string;
  const account = assertOk(
    await untilKnown('ads knows the customer', () => admin.post('/api/ad-accounts', { provider: 'simulator', accountId: String(Date.now()).slice(-9) + String(Math.floor(Math.random() * 1000)).padStart(3, '0'), name: `Account ${tag}`, currency: 'NZD', customerId })),
    201,
  ).id as string;
  const template = {
    customerId, name: `Just listed ${tag}`, campaignType: 'FACEBOOK_IMAGE_CAMPAIGN', objective: 'TRAFFIC',
    creative: { headline: 'Just listed: {{listing.title}}', message: 'Talk to {{agent.fullName}}.', callToAction: 'LEARN_MORE' },
    adSets: [{ name: 'New Zealand', location: { type: 'COUNTRY', selectedCountries: ['NZ'] }, ageMin: 25, ageMax: 65, gender: 'ALL', budgetSharePercent: 100 }],
  };
  const templateId = assertOk(await admin.post('/api/campaign-templates', template), 201).id as string;
  const type = await made('/api/product-types', { name: `One listing ${tag}`, minListings: 1, maxListings: 10 });
  const code = `FB-${tag}`;
  const product = { code, name: `Facebook 7 days ${tag}`, productTypeId: type, price: 19900, currency: 'NZD', isTaxInclusive: true, taxRate: 15, campaignDurationDays: 7, campaignTemplates: [{ templateId, templateModel: 'CustomerCampaignTemplate' }] };
  const productId = assertOk(await untilKnown('order knows the campaign template', () => admin.post('/api/products', product)), 201).id as string;
  const corporate = await dashboardUser(baseUrl, admin, customerId, 'corporate');
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  /** The order the dashboard's order flow sends (002 §3): invoice, one listing, the customer's Facebook account. */
  const orderBody = (campaignName: string) => ({
    orderedFrom: `${baseUrl}/customer-dashboard`, email: agentEmail, paymentType: 'INVOICE', products: [code], startDate: tomorrow,
    campaignName, comments: [], attributes: [{ entity: 'FB_AD_ACCOUNT', key: 'fbAdAccount', value: account }], campaignData: [],
    source: 'ORDER_FORM', orderType: 'LISTING', listingIds: [listingId], agents: [{ id: agentId }], officeId,
  });
  return { tag, customerId, officeId, agentId, agentEmail, listingId, account, templateId, productId, code, corporate, orderBody };
}

/** A multipart body for TestClient.request: the bytes and their content type, as a browser's FormData sends them. */
export async function multipart(fields: Record<string, string>, file: { name: string; type: string; text: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([file.text], { type: file.type }), file.name);
  const req = new Request('http://multipart.invalid/', { method: 'POST', body: form });
  return { body: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}
