// Outsiders at the customer dashboard's server surface (issue 28; ARCHITECTURE §4, 002 §6), against the
// embedded default as `make up` runs it, every context in one process: what the dashboard calls
// (createOrder, createListing, updateListing, listOrders, exportOrders, getCurrentDashboard,
// listBillingAccounts, getCampaignDataItem, createBulkUpload, createPreAuthUrl) is 401 at once for a
// deactivated dashboard user's old cookie and makes nothing; an account that signed itself up (at the
// dashboard without an invitation, with an address no agent holds; or as staff) reaches no customer's
// data there; and another customer's user reaches none of this customer's orders, listings, products or
// bulk uploads by id, in any letter case, nor sees them in lists or exports.
// Resources and sharing (issue 29; 003 §2–§6): the deactivated cookie is 401 on listResources,
// createResource, getResource, updateResource, deleteResource and shareByEmail, changing and sending
// nothing; a self-signed-up account lists no resource, makes none and shares nothing; another customer's
// users reach none of this customer's resources by id in any letter case (nor in their list, even naming
// this customer or its office), make none with its offices or library assets, and sharing its listing,
// resource or report (its short id in any letter case) is 404 with no e-mail sent (read back from the
// captured mail, GET /api/auth/mail). The public report (getPublicReport) opens anonymously with the exact
// short id only. The per-context attacks
// (services/{ads,order,identity}/test/dashboard-attacks.test.ts) and the generated authorization matrix
// (authz-matrix.test.ts) stay where they are; this file follows one real user's cookie across contexts.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { assertOk, assertProblem, multipartFile, TestClient, type TestResponse } from '@adops/platform/testing';
import { startEmbedded, type Embedded } from './matrix/server.ts';
import { dashboardCustomer, dashboardUser, eventually, multipart, PASSWORD, signedInAdmin, untilKnown, type DashboardCustomer } from './dashboard-world.ts';

let embedded: Embedded;
let admin: TestClient;
let a: DashboardCustomer;
let b: DashboardCustomer;
/**
 * Objects of customer A the outsiders aim at: an order, a bulk upload, an image of its library, a
 * resource of it (with a landing URL, so it can be shared) and its order's campaign's report short id;
 * and an image of B's own library (B's refused saves fail on A's ids, not on a missing image).
 */
const target = { orderId: '', bulkId: '', assetId: '', resourceId: '', reportShortId: '', bAssetId: '' };

before(async () => {
  embedded = await startEmbedded();
  admin = await signedInAdmin(embedded.baseUrl, embedded.adminEmail, embedded.adminPassword);
  const tag = randomUUID().slice(0, 6);
  [a, b] = await Promise.all([dashboardCustomer(embedded.baseUrl, admin, `a${tag}`), dashboardCustomer(embedded.baseUrl, admin, `b${tag}`)]);
  target.orderId = assertOk(await a.corporate.client.post('/api/orders', a.orderBody(`Target ${a.tag}`)), 201).id;
  target.bulkId = assertOk(await bulkUpload(a.corporate.client, a), 202).id;
  [target.assetId, target.bAssetId] = await Promise.all([uploadedImage(a.corporate.client, '#2a6f97'), uploadedImage(b.corporate.client, '#97512a')]);
  target.resourceId = assertOk(await a.corporate.client.post('/api/resources', resourceBody(a, `Open homes ${a.tag}`, target.assetId)), 201).id;
  await adsKnowsResource(target.resourceId);
  // The order placed above becomes a campaign (order.ready → ads); its report link is A's to share.
  const order = await eventually('A\'s order has its campaign', async () => {
    const got = assertOk(await a.corporate.client.get(`/api/orders/${target.orderId}`));
    return got.fbCampaigns?.length ? got : undefined;
  }, 90_000);
  // (The campaign may have its link already: asking again answers it, 200.)
  const link = await a.corporate.client.post('/api/reports', { campaignId: order.fbCampaigns[0].campaignId });
  assert.ok(link.status === 200 || link.status === 201, `createReportLink answered ${link.status} ${JSON.stringify(link.body)}`);
  target.reportShortId = link.body.shortId;
  assert.match(target.reportShortId, /^[A-Za-z0-9_-]{16,}$/);
});
after(async () => {
  await embedded?.stop();
});

async function bulkUpload(client: TestClient, c: DashboardCustomer, customerId = c.customerId) {
  const { body, contentType } = await multipart(
    { customerId, officeId: c.officeId, agentId: c.agentId, name: `Batch ${randomUUID().slice(0, 6)}` },
    { name: 'listings.csv', type: 'text/csv', text: 'title,type,startPrice,suburb\n12 Harbour View Road,RESIDENTIAL_FOR_SALE,125000000,Ponsonby\n' },
  );
  return client.request('POST', '/api/bulk-uploads', body, { 'content-type': contentType });
}

/** An image uploaded to the caller's customer's library (uploadCustomerAsset): its id. */
async function uploadedImage(client: TestClient, colour: string): Promise<string> {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: colour } }).png().toBuffer();
  const form = await multipartFile(png, { filename: 'flyer.png' });
  return assertOk(await untilKnown('listing knows the customer', () => client.post('/api/assets', form.body, form.headers)), 201).id;
}

/** A resource as the dashboard's edit screen saves it: one image, an office, a landing URL. */
const resourceBody = (c: DashboardCustomer, name: string, imageId: string) => ({
  customerId: c.customerId, name, title: name, officeIds: [c.officeId], imageIds: [imageId], publicUrls: [{ type: 'LANDING_URL', url: `https://${c.tag}.example.com/${randomUUID().slice(0, 6)}` }],
});

/** Until the ads context has heard of the resource (resource.saved): its campaign data item answers. */
const adsKnowsResource = (id: string) =>
  untilKnown('ads knows the resource', () => a.corporate.client.get(`/api/campaign-templates/${a.templateId}/campaign-data-item?templateModel=CustomerCampaignTemplate&resourceIds=${id}`));

/** A fresh recipient no other share uses. */
const recipient = (name: string) => `${name}-${randomUUID().slice(0, 8)}@shared.outsiders.example.com`;
/** How many e-mails the embedded default captured to this address. */
async function mailsTo(to: string): Promise<number> {
  const { count } = assertOk(await admin.get(`/api/auth/mail?to=${encodeURIComponent(to)}`));
  assert.equal(typeof count, 'number', 'the captured mail counts');
  return count as number;
}
/** A's resource as staff see it: what must stay as it was. */
const resourceOfA = async (id = target.resourceId) => assertOk(await admin.get(`/api/resources/${id}`));
/** How many of A's resources hold this text (refused saves are found by their name). */
async function resourcesNamed(customerId: string, text: string): Promise<number> {
  const { count } = assertOk(await admin.get(`/api/resources?customerId=${customerId}&search=${encodeURIComponent(text)}`));
  assert.equal(typeof count, 'number');
  return count as number;
}

/**
 * The resource and sharing operations the dashboard sends (issue 29), aimed at customer A's resource,
 * listing and report; a save names `label`, a share goes to `to`.
 */
function resourceAndShareCalls(to: string, label: string, resourceId = target.resourceId): Array<[string, (client: TestClient) => Promise<TestResponse>]> {
  return [
    ['listResources', (cl) => cl.get('/api/resources')],
    ['listResources of A', (cl) => cl.get(`/api/resources?customerId=${a.customerId}&officeId=${a.officeId}`)],
    ['createResource', (cl) => cl.post('/api/resources', resourceBody(a, label, target.assetId))],
    ['getResource', (cl) => cl.get(`/api/resources/${resourceId}`)],
    ['updateResource', (cl) => cl.put(`/api/resources/${resourceId}`, { name: label, title: label })],
    ['deleteResource', (cl) => cl.delete(`/api/resources/${resourceId}`)],
    ['shareByEmail resource', (cl) => cl.post('/api/shares/email', { kind: 'resource', id: resourceId, recipients: to })],
    ['shareByEmail listing', (cl) => cl.post('/api/shares/email', { kind: 'listing', id: a.listingId, recipients: to })],
    ['shareByEmail report', (cl) => cl.post('/api/shares/email', { kind: 'report', id: target.reportShortId, recipients: to })],
  ];
}

/** What the dashboard sends, one request per operation, aimed at customer `c`'s objects. */
function dashboardCalls(c: DashboardCustomer, preAuthUserId: string, label = `Outsider ${randomUUID().slice(0, 6)}`): Array<[string, (client: TestClient) => Promise<TestResponse>]> {
  const listingIds = `listingIds=${c.listingId}`;
  return [
    ['createOrder', (cl) => cl.post('/api/orders', c.orderBody(label))],
    ['createListing', (cl) => cl.post('/api/listings', { customerId: c.customerId, officeId: c.officeId, title: label, agents: [{ id: c.agentId }] })],
    ['updateListing', (cl) => cl.put(`/api/listings/${c.listingId}`, { title: 'Taken over' })],
    ['listOrders', (cl) => cl.get('/api/orders')],
    // Searches, filters and totals at scale (issue 31): a term of three letters or more goes through the trigram
    // index on the embedded default (data/search-index.ts), the totals through the day and month rollups.
    ['listOrders searched', (cl) => cl.get(`/api/orders?search=${c.tag}`)],
    ['listOrders in a window', (cl) => cl.get('/api/orders?dateRange=90')],
    ['listListings searched', (cl) => cl.get(`/api/listings?search=${c.tag}`)],
    ['listCampaigns searched', (cl) => cl.get(`/api/campaigns?search=${c.tag}`)],
    ['listCampaigns by status', (cl) => cl.get('/api/campaigns?status=ACTIVE')],
    ['listLeads searched', (cl) => cl.get(`/api/leads?search=${c.tag}`)],
    ['exportOrders', (cl) => cl.get('/api/orders/export')],
    ['getCurrentDashboard', (cl) => cl.get('/api/dashboards/current')],
    ['listBillingAccounts', (cl) => cl.get('/api/billing-accounts?kind=social')],
    ['getCampaignDataItem', (cl) => cl.get(`/api/campaign-templates/${c.templateId}/campaign-data-item?templateModel=CustomerCampaignTemplate&${listingIds}`)],
    ['createBulkUpload', (cl) => bulkUpload(cl, c)],
    ['createPreAuthUrl', (cl) => cl.post('/api/auth/dashboard/preauth', { userid: preAuthUserId })],
    // The creative context's dashboard calls (issue 30): the templates a customer may render, its render jobs.
    ['listCreativeTemplates', (cl) => cl.get('/api/creative-templates')],
    ['listCreativeJobs', (cl) => cl.get('/api/creative-jobs')],
    ['checkCreativeTemplateJobs', (cl) => cl.post('/api/creative-jobs/check', { ids: [randomUUID()] })],
  ];
}

/** Every id of customer A's objects (any letter case): none may show in an outsider's answer. */
const idsOf = (c: DashboardCustomer) => [c.customerId, c.officeId, c.agentId, c.listingId, c.account, c.templateId, c.productId, c.corporate.id];
function assertNoneOf(c: DashboardCustomer, res: TestResponse, what: string) {
  // A problem's `instance` is the path the caller sent: its own words, not the server's.
  const { instance: _sent, ...answer } = typeof res.body === 'object' && res.body ? res.body : { instance: undefined, body: res.body };
  const text = (typeof res.body === 'string' ? res.body : JSON.stringify(answer)).toLowerCase();
  // (A's targets, whichever customer is aimed at; those not made yet are empty and skipped.)
  const targets = [target.orderId, target.bulkId, target.assetId, target.resourceId, target.reportShortId].filter(Boolean);
  for (const id of [...idsOf(c), ...targets]) assert.ok(!text.includes(id.toLowerCase()), `${what} answered ${res.status} showing ${id} of customer ${c.tag}: ${text.slice(0, 300)}`);
  assert.ok(!text.includes(c.agentEmail), `${what} shows the agent's e-mail of customer ${c.tag}`);
}

describe('a deactivated dashboard user', () => {
  test('its old cookie is 401 at once on every operation the dashboard calls, and makes nothing', async () => {
    const corporate = await dashboardUser(embedded.baseUrl, admin, a.customerId, 'corporate');
    const agentUser = await dashboardUser(embedded.baseUrl, admin, a.customerId, 'agent', { agentId: a.agentId });
    // Before: the same requests with the same cookie are served (so the 401s below are the deactivation's).
    for (const [name, call] of dashboardCalls(a, agentUser.id, `Served ${a.tag}`)) {
      const res = await call(corporate.client);
      assert.ok(res.status < 300, `${name} before the deactivation answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    }
    const label = `Refused ${randomUUID().slice(0, 6)}`;
    const calls = dashboardCalls(a, agentUser.id, label);
    const old = corporate.client.copy();
    const countOf = async (path: string) => {
      const { count } = assertOk(await admin.get(`${path}?customerId=${a.customerId}`));
      assert.equal(typeof count, 'number', `${path} counts`);
      return count as number;
    };
    const batchesBefore = await countOf('/api/bulk-uploads');
    const titleBefore = assertOk(await admin.get(`/api/listings/${a.listingId}`)).title;

    assertOk(await admin.post(`/api/users/${corporate.id}/deactivate`));
    // At once: the very next request, in every context of the process.
    for (const [name, call] of calls) {
      const res = await call(old);
      assert.equal(res.status, 401, `${name} with the deactivated user's old cookie answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      assertNoneOf(a, res, name);
    }
    // (The batch served before makes its listings in the background, so the refused ones are found by name.)
    const named = async (path: string, text: string) => {
      const { count } = assertOk(await admin.get(`${path}?customerId=${a.customerId}&search=${encodeURIComponent(text)}`));
      assert.equal(typeof count, 'number');
      return count;
    };
    assert.equal(await named('/api/orders', label), 0, 'no order was placed');
    assert.equal(await named('/api/listings', label), 0, 'no listing was made');
    // The searches find what the same calls made before the deactivation.
    assert.equal(await named('/api/orders', `Served ${a.tag}`), 1);
    assert.equal(await named('/api/listings', `Served ${a.tag}`), 1);
    assert.equal(await countOf('/api/bulk-uploads'), batchesBefore, 'no batch was queued');
    assert.equal(assertOk(await admin.get(`/api/listings/${a.listingId}`)).title, titleBefore, 'the listing is unchanged');
    // Nor does it sign in again at the dashboard.
    const again = await new TestClient(embedded.baseUrl).post('/api/auth/dashboard/signin', { email: corporate.email, password: PASSWORD });
    assert.ok(again.status >= 400, `the deactivated user signed in again: ${again.status}`);
  });
});

describe('a deactivated dashboard user, on resources and sharing', () => {
  test('its old cookie is 401 at once on every resource operation and on sharing: nothing changes, no e-mail is sent', async () => {
    const corporate = await dashboardUser(embedded.baseUrl, admin, a.customerId, 'corporate');
    const tag = randomUUID().slice(0, 6);
    // Before: the same cookie lists, makes, reads, changes and shares (so the 401s below are the deactivation's).
    const mine = assertOk(await corporate.client.post('/api/resources', resourceBody(a, `Served ${tag}`, target.assetId)), 201);
    assertOk(await corporate.client.get(`/api/resources/${mine.id}`));
    assertOk(await corporate.client.put(`/api/resources/${mine.id}`, { name: `Served ${tag}`, title: `Served again ${tag}` }));
    assert.ok((itemsOf(assertOk(await corporate.client.get('/api/resources'))) as Array<{ id: string }>).some((r) => r.id === mine.id), 'the list holds the resource made');
    await adsKnowsResource(mine.id);
    const served = recipient('served');
    assert.deepEqual(assertOk(await corporate.client.post('/api/shares/email', { kind: 'resource', id: mine.id, recipients: served })), { sentTo: [served] });
    assert.equal(await mailsTo(served), 1, 'the share before the deactivation was sent (and the captured mail is where this test reads it)');

    const old = corporate.client.copy();
    const before = await resourceOfA(mine.id);
    const targetBefore = await resourceOfA();
    const refused = recipient('refused');
    const label = `Refused ${tag}`;
    assertOk(await admin.post(`/api/users/${corporate.id}/deactivate`));
    for (const [name, call] of [...resourceAndShareCalls(refused, label, mine.id), ...resourceAndShareCalls(refused, label)]) {
      const res = await call(old);
      assert.equal(res.status, 401, `${name} with the deactivated user's old cookie answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      assertNoneOf(a, res, name);
    }
    assert.equal(await resourcesNamed(a.customerId, label), 0, 'no resource was made');
    assert.equal(await resourcesNamed(a.customerId, `Served ${tag}`), 1, 'the search finds the one made before');
    assert.deepEqual(await resourceOfA(mine.id), before, 'its own resource is neither changed nor deleted');
    assert.deepEqual(await resourceOfA(), targetBefore, "the customer's other resource is neither changed nor deleted");
    assert.equal(await mailsTo(refused), 0, 'no e-mail was sent');
  });
});

describe('an account that signed itself up', () => {
  test('at the dashboard without an invitation, with an address no agent holds: the same answer as an agent\'s address, no mail, no sign-in', async () => {
    const stranger = `stranger-${randomUUID().slice(0, 8)}@outsiders.example.com`;
    const body = (email: string) => ({ email, password: PASSWORD, confirmPassword: PASSWORD, username: 'Not An Agent' });
    const strangers = await new TestClient(embedded.baseUrl).post('/api/auth/dashboard/signup', body(stranger));
    assert.equal(strangers.status, 201, JSON.stringify(strangers.body));
    // An address an agent holds (B's agent, who has no dashboard user yet) answers alike: addresses cannot be probed.
    const agents = await new TestClient(embedded.baseUrl).post('/api/auth/dashboard/signup', body(b.agentEmail));
    assert.equal(agents.status, strangers.status);
    assert.deepEqual(Object.keys(agents.body).sort(), Object.keys(strangers.body).sort());
    assert.equal(agents.body.activationSent, strangers.body.activationSent);
    // Give the mail a moment: the agent's arrives, the stranger's never does.
    await eventually('the activation mail to the agent', async () => (assertOk(await admin.get(`/api/auth/mail?to=${encodeURIComponent(b.agentEmail)}`)).count > 0 ? true : undefined));
    // The stranger is only told that no agent holds the address: no link in it opens anything.
    const told = assertOk(await admin.get(`/api/auth/mail?to=${encodeURIComponent(stranger)}`)).items as Array<{ text: string; html: string }>;
    for (const m of told) assert.doesNotMatch(m.text + m.html, /https?:\/\/|\/api\/auth\//, 'the mail to an address no agent holds carries no link');
    const sharedTo = recipient('stranger');
    for (const path of ['/api/auth/dashboard/signin', '/api/auth/signin']) {
      const client = new TestClient(embedded.baseUrl);
      const res = await client.post(path, { email: stranger, password: PASSWORD });
      assert.ok(res.status >= 400, `${path} let the stranger in: ${res.status}`);
      for (const [name, call] of [...dashboardCalls(a, a.corporate.id), ...resourceAndShareCalls(sharedTo, `Stranger ${randomUUID().slice(0, 6)}`)]) {
        const r = await call(client);
        assert.equal(r.status, 401, `${name} for the stranger's client answered ${r.status}`);
      }
    }
    assert.equal(await mailsTo(sharedTo), 0, "the stranger's client shared nothing");
  });

  test('as staff: signed in, every operation the dashboard calls is refused or empty, with nothing of any customer', async () => {
    const email = `self-${randomUUID().slice(0, 8)}@outsiders.example.com`;
    const client = new TestClient(embedded.baseUrl);
    assertOk(await client.post('/api/auth/signup', { email, password: PASSWORD, confirmPassword: PASSWORD }), 201);
    const mail = assertOk(await admin.get(`/api/auth/mail?to=${encodeURIComponent(email)}`));
    const link = mail.items.map((m: { text: string }) => /\/api\/auth\/active\/[\w-]+/.exec(m.text)?.[0]).find(Boolean);
    assert.ok(link, 'an activation link');
    assert.ok((await new TestClient(embedded.baseUrl).get(link)).status < 400);
    const me = assertOk(await client.post('/api/auth/signin', { email, password: PASSWORD }));
    assert.deepEqual(me.roles ?? me.user?.roles ?? [], [], 'a self-signed-up account has no roles');
    // The dashboard's sign-in does not take a staff account either.
    assert.ok((await new TestClient(embedded.baseUrl).post('/api/auth/dashboard/signin', { email, password: PASSWORD })).status >= 400);
    for (const c of [a, b]) {
      for (const [name, call] of dashboardCalls(c, c.corporate.id)) {
        const res = await call(client);
        // getCurrentDashboard: 404 'There is no dashboard for this user.'
        assert.ok([401, 403, 404].includes(res.status) || (res.status === 200 && isEmpty(res.body)), `${name} for a self-signed-up account answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
        assertNoneOf(c, res, `${name} (self-signed-up)`);
      }
      for (const path of [`/api/orders/${target.orderId}`, `/api/listings/${c.listingId}`, `/api/products/${c.productId}`, `/api/products/by-code/${c.code}`, `/api/bulk-uploads/${target.bulkId}`, `/api/customers/${c.customerId}`]) {
        const res = await client.get(path);
        assert.ok([401, 403, 404].includes(res.status), `GET ${path} for a self-signed-up account answered ${res.status}`);
        assertNoneOf(c, res, `GET ${path} (self-signed-up)`);
      }
    }
    // Resources and sharing (issue 29): it lists no resource, makes, changes and deletes none, shares nothing.
    const resourceBefore = await resourceOfA();
    const to = recipient('self');
    const label = `Self ${randomUUID().slice(0, 6)}`;
    for (const [name, call] of resourceAndShareCalls(to, label)) {
      const res = await call(client);
      const shares = name.startsWith('shareByEmail');
      const refused = shares ? [403, 404].includes(res.status) : [401, 403, 404].includes(res.status) || (name.startsWith('listResources') && res.status === 200 && isEmpty(res.body));
      assert.ok(refused, `${name} for a self-signed-up account answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
      assertNoneOf(a, res, `${name} (self-signed-up)`);
    }
    assert.equal(await resourcesNamed(a.customerId, label), 0, 'no resource was made');
    assert.deepEqual(await resourceOfA(), resourceBefore, "A's resource is unchanged");
    assert.equal(await mailsTo(to), 0, 'no e-mail was sent');
  });
});

/** A list's items: `items`, or its one array (listOrders answers `orders`). */
function itemsOf(body: unknown): unknown[] | undefined {
  if (!body || typeof body !== 'object') return undefined;
  return Object.values(body).find(Array.isArray);
}

/** A list or export with nothing in it: no items, or a csv of its header row only. */
function isEmpty(body: unknown): boolean {
  if (typeof body === 'string') return body.trim().split('\n').length <= 1;
  const o = body as { items?: unknown[] } | null;
  return !!o && Array.isArray(itemsOf(o)) && itemsOf(o)!.length === 0;
}

describe("another customer's users", () => {
  const swapCase = (id: string) => id.toUpperCase();
  const unknown = () => randomUUID();
  /** By id, A's object answers exactly as an unknown id does: 404, the same title and detail. */
  async function sameAsUnknown(client: TestClient, method: string, path: (id: string) => string, id: string, body?: unknown) {
    for (const aimed of [id, swapCase(id)]) {
      const theirs = await client.request(method, path(aimed), body);
      const nobodys = await client.request(method, path(unknown()), body);
      assert.equal(theirs.status, 404, `${method} ${path(aimed)} answered ${theirs.status} ${JSON.stringify(theirs.body).slice(0, 300)}`);
      assert.equal(nobodys.status, theirs.status, `${method} ${path('…')}: another customer's id and an unknown id answer alike`);
      assert.equal(theirs.body.title, nobodys.body.title);
      assert.equal(theirs.body.detail, nobodys.body.detail);
      assertNoneOf(a, theirs, `${method} ${path(aimed)}`);
    }
  }

  test("B's corporate user and agent reach none of A's orders, listings, products or bulk uploads by id", async () => {
    const bAgent = await dashboardUser(embedded.baseUrl, admin, b.customerId, 'agent', { agentId: b.agentId });
    for (const client of [b.corporate.client, bAgent.client]) {
      await sameAsUnknown(client, 'GET', (id) => `/api/orders/${id}`, target.orderId);
      await sameAsUnknown(client, 'GET', (id) => `/api/orders/${id}/notifications`, target.orderId);
      await sameAsUnknown(client, 'POST', (id) => `/api/orders/${id}/comments`, target.orderId, { text: 'Outsider was here' });
      await sameAsUnknown(client, 'PUT', (id) => `/api/orders/${id}/email`, target.orderId, { email: 'outsider@example.com' });
      await sameAsUnknown(client, 'PUT', (id) => `/api/orders/${id}/campaign-data`, target.orderId, { campaignData: [] });
      await sameAsUnknown(client, 'GET', (id) => `/api/listings/${id}`, a.listingId);
      await sameAsUnknown(client, 'PUT', (id) => `/api/listings/${id}`, a.listingId, { title: 'Taken over by B' });
      await sameAsUnknown(client, 'GET', (id) => `/api/products/${id}`, a.productId);
      await sameAsUnknown(client, 'GET', (id) => `/api/bulk-uploads/${id}`, target.bulkId);
      await sameAsUnknown(client, 'GET', (id) => `/api/campaign-templates/${id}/campaign-data-item?templateModel=CustomerCampaignTemplate`, a.templateId);
      // A's listing among B's own in the campaign data item: not found either.
      const mixed = await client.get(`/api/campaign-templates/${b.templateId}/campaign-data-item?templateModel=CustomerCampaignTemplate&listingIds=${b.listingId}&listingIds=${a.listingId}`);
      assert.equal(mixed.status, 404, `A's listing beside B's own answered ${mixed.status}`);
      assertNoneOf(a, mixed, 'getCampaignDataItem with A\'s listing');
    }
    // What B's corporate user still reaches of its own: the checks above aimed at A, not at everything.
    assertOk(await b.corporate.client.get(`/api/listings/${b.listingId}`));
    assertOk(await b.corporate.client.get(`/api/products/${b.productId}`));
    // And A's objects are as they were.
    const order = assertOk(await a.corporate.client.get(`/api/orders/${target.orderId}`));
    assert.notEqual(order.email, 'outsider@example.com');
    assert.ok(!JSON.stringify(order).includes('Outsider was here'), 'no comment was added to A\'s order');
    assert.notEqual(assertOk(await a.corporate.client.get(`/api/listings/${a.listingId}`)).title, 'Taken over by B');
  });

  test("B's users place nothing on A's objects and never see them in lists, searches or exports", async () => {
    const client = b.corporate.client;
    // An order naming A's listing, agent, office, product or account: refused, and nothing of A's is echoed.
    const base = b.orderBody(`Mixed ${b.tag}`);
    const attempts = [
      { ...base, listingIds: [a.listingId] },
      { ...base, listingIds: [b.listingId, a.listingId] },
      { ...base, agents: [{ id: a.agentId }] },
      { ...base, officeId: a.officeId },
      { ...base, products: [a.code.toLowerCase()] },
    ];
    for (const body of attempts) {
      const res = await client.post('/api/orders', body);
      assert.ok(res.status === 400 || res.status === 404, `an order naming A's objects answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    }
    // A listing or batch naming A as its customer: A is no customer B's users know of (404, as an unknown one).
    const listing = await client.post('/api/listings', { customerId: a.customerId, officeId: a.officeId, title: `Planted ${b.tag}`, agents: [{ id: a.agentId }] });
    assertProblem(listing, 404, 'Customer not found.');
    assertProblem(await bulkUpload(client, a), 404, 'Customer not found.');
    const aListings = assertOk(await admin.get(`/api/listings?customerId=${a.customerId}&search=Planted`));
    assert.equal(aListings.count, 0, 'nothing was planted among A\'s listings');

    for (const path of [
      '/api/orders', `/api/orders?search=${a.tag}`, `/api/orders?search=Target%20${a.tag}`, `/api/orders?customerId=${a.customerId}`, '/api/orders/export', '/api/orders/export?format=csv',
      '/api/orders?dateRange=90', `/api/orders/export?format=csv&search=${a.tag}`,
      '/api/listings', `/api/listings?search=${a.tag}`,
      '/api/campaigns', `/api/campaigns?search=${a.tag}`, '/api/campaigns?status=ACTIVE', `/api/campaigns?customerId=${a.customerId}`, `/api/campaigns/export?search=${a.tag}`,
      '/api/leads', `/api/leads?search=${a.tag}`, '/api/leads/export', '/api/bulk-uploads', '/api/products', `/api/products?search=${a.tag}`,
      '/api/billing-accounts?kind=social', `/api/billing-accounts?kind=social&ids=${a.account}`, '/api/dashboards/current',
    ]) {
      const res = await client.get(path);
      assert.ok(res.status < 500, `${path}: ${res.status}`);
      assertNoneOf(a, res, `GET ${path}`);
    }
    // The streamed CSVs (issue 31) are text a search above cannot judge by ids: B's hold their header and nothing
    // else, whatever they name, while A's corporate user's holds A's campaign (so the export is not simply empty).
    for (const path of ['/api/campaigns/export', `/api/campaigns/export?search=${a.tag}`, `/api/campaigns/export?customerId=${a.customerId}`, '/api/leads/export?format=csv']) {
      const res = await client.get(path, { accept: 'text/csv' });
      assert.ok(res.status === 200 || res.status === 404, `${path}: ${res.status}`);
      if (res.status === 200) assert.equal(String(res.body).trim().split('\n').length, 1, `${path} holds rows for B: ${String(res.body).slice(0, 300)}`);
    }
    assertProblem(await client.get(`/api/leads/export?format=csv&customerId=${a.customerId}`), 404, 'Customer not found.');
    const aCampaigns = await a.corporate.client.get('/api/campaigns/export', { accept: 'text/csv' });
    assert.ok(String(aCampaigns.body).trim().split('\n').length >= 2, "A's own campaigns export holds A's campaign");
    // Sanity: B's own order is in its own list (the lists above were not simply empty).
    const own = assertOk(await client.post('/api/orders', b.orderBody(`Own ${b.tag}`)), 201);
    assert.ok((itemsOf(assertOk(await client.get('/api/orders'))) as Array<{ id: string }>).some((o) => o.id === own.id));
  });
});

describe("another customer's users, on resources and sharing", () => {
  /** Every letter's case turned over: a short id is case-sensitive, so this is another id. */
  const otherCase = (id: string) => id.replace(/[a-z]/gi, (ch) => (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase()));

  test("B's corporate user and agent reach none of A's resources by id, see none in any list, and make none with A's offices or assets", async () => {
    const bAgent = await dashboardUser(embedded.baseUrl, admin, b.customerId, 'agent', { agentId: b.agentId });
    const before = await resourceOfA();
    const id = target.resourceId;
    const label = `Planted ${randomUUID().slice(0, 6)}`;
    for (const client of [b.corporate.client, bAgent.client]) {
      for (const aimed of [id, id.toUpperCase(), otherCase(id)]) {
        for (const [method, body] of [['GET', undefined], ['PUT', { name: 'Taken over by B', title: 'Taken over by B' }], ['DELETE', undefined]] as const) {
          const theirs = await client.request(method, `/api/resources/${aimed}`, body);
          const nobodys = await client.request(method, `/api/resources/${randomUUID()}`, body);
          assertProblem(theirs, 404, 'Resource not found.');
          assert.equal(nobodys.status, 404, `${method} of an unknown resource answered ${nobodys.status}`);
          assert.deepEqual([theirs.body.title, theirs.body.detail], [nobodys.body.title, nobodys.body.detail], `${method}: A's resource and an unknown one answer alike`);
          assertNoneOf(a, theirs, `${method} /api/resources/${aimed}`);
        }
      }
      // Not in B's list, whatever the query names of A's.
      for (const query of ['', `?customerId=${a.customerId}`, `?officeId=${a.officeId}`, `?customerId=${a.customerId}&officeId=${a.officeId}`, `?search=${encodeURIComponent(`Open homes ${a.tag}`)}`]) {
        const res = await client.get(`/api/resources${query}`);
        assert.ok(res.status === 200 || res.status === 400 || res.status === 404, `GET /api/resources${query} answered ${res.status}`);
        if (res.status === 200) assert.ok(!(itemsOf(res.body) as Array<{ id: string }>).some((r) => r.id === id), `GET /api/resources${query} lists A's resource`);
        assertNoneOf(a, res, `GET /api/resources${query}`);
      }
      // A save naming A's office, A's image or A as its customer: refused, nothing made, nothing of A's echoed.
      const attempts: Array<[string, Record<string, unknown>]> = [
        ["A's office", { name: label, imageIds: [target.bAssetId], officeIds: [a.officeId] }],
        ["A's office beside B's", { name: label, imageIds: [target.bAssetId], officeIds: [b.officeId, a.officeId] }],
        ["A's image", { name: label, imageIds: [target.assetId], officeIds: [b.officeId] }],
        ["A's image as a source", { name: label, imageIds: [target.bAssetId], sourceImageIds: [target.assetId], officeIds: [b.officeId] }],
        ["A's image as a video's thumbnail", { name: label, imageIds: [target.bAssetId], videos: [{ videoId: target.assetId, thumbnailId: target.assetId }], officeIds: [b.officeId] }],
        ['A as its customer', { ...resourceBody(a, label, target.assetId) }],
      ];
      for (const [what, body] of attempts) {
        const res = await client.post('/api/resources', body);
        assert.ok(res.status === 400 || res.status === 404, `a resource naming ${what} answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
        assertNoneOf(a, res, `createResource naming ${what}`);
      }
      // Nor does B's own resource take A's office or image afterwards.
      const own = assertOk(await client.post('/api/resources', { name: `Own ${b.tag}`, imageIds: [target.bAssetId], officeIds: [b.officeId] }), 201);
      for (const body of [{ name: label, officeIds: [a.officeId] }, { name: label, imageIds: [target.assetId] }]) {
        const res = await client.put(`/api/resources/${own.id}`, body);
        assert.ok(res.status === 400 || res.status === 404, `B's resource updated with A's ${Object.keys(body)[1]} answered ${res.status}`);
      }
      assert.ok((itemsOf(assertOk(await client.get('/api/resources'))) as Array<{ id: string }>).some((r) => r.id === own.id), "B's own resource is in its list (the lists above were not simply broken)");
    }
    assert.equal(await resourcesNamed(a.customerId, label), 0, 'nothing was planted among A\'s resources');
    assert.equal(await resourcesNamed(b.customerId, label), 0, 'nothing was made for B of A\'s offices or images');
    assert.deepEqual(await resourceOfA(), before, "A's resource is as it was");
  });

  test("B's users sharing A's listing, resource or report get 404 and no e-mail is sent; a report's short id in another letter case is 404 to A too", async () => {
    const bAgent = await dashboardUser(embedded.baseUrl, admin, b.customerId, 'agent', { agentId: b.agentId });
    const share = (client: TestClient, kind: string, id: string, to: string) => client.post('/api/shares/email', { kind, id, recipients: to, message: 'Outsider was here' });
    // A's own user shares them (so the 404s below are about B, not about what the ads context has heard of):
    // the resource and the report are sent, the listing (no public page) is known but has nothing to link.
    const control = recipient('control');
    assert.deepEqual(assertOk(await share(a.corporate.client, 'resource', target.resourceId, control)), { sentTo: [control] });
    assert.deepEqual(assertOk(await share(a.corporate.client, 'report', target.reportShortId, control)), { sentTo: [control] });
    assert.equal(await mailsTo(control), 2, 'the shares of A\'s own user were sent, and are read back where this test reads them');
    await eventually('ads knows A\'s listing', async () => ((await share(a.corporate.client, 'listing', a.listingId, control)).status === 409 ? true : undefined));

    const victim = recipient('victim');
    const NOT_FOUND = { listing: 'Listing not found.', resource: 'Resource not found.', report: 'Report not found.' } as const;
    const aims: Array<[keyof typeof NOT_FOUND, string]> = [
      ['listing', a.listingId], ['listing', a.listingId.toUpperCase()],
      ['resource', target.resourceId], ['resource', target.resourceId.toUpperCase()],
      ['report', target.reportShortId], ['report', otherCase(target.reportShortId)], ['report', target.reportShortId.toLowerCase()], ['report', target.reportShortId.toUpperCase()],
    ];
    for (const client of [b.corporate.client, bAgent.client]) {
      for (const [kind, id] of aims) {
        const res = await share(client, kind, id, victim);
        assertProblem(res, 404, NOT_FOUND[kind]);
        assertNoneOf(a, res, `shareByEmail ${kind} ${id}`);
      }
    }
    // A report's short id is exact: another letter case is no link, for A's own user too.
    for (const id of new Set([otherCase(target.reportShortId), target.reportShortId.toLowerCase(), target.reportShortId.toUpperCase()])) {
      if (id === target.reportShortId) continue;
      assertProblem(await share(a.corporate.client, 'report', id, victim), 404, 'Report not found.');
    }
    assert.equal(await mailsTo(victim), 0, 'no e-mail was sent');
    assert.equal(await mailsTo(control), 2, 'nor any more to the control recipient');
  });

  test('the public report opens anonymously with its exact short id only, and shows no customer, office, order or e-mail', async () => {
    const anonymous = new TestClient(embedded.baseUrl);
    const report = assertOk(await anonymous.get(`/api/reports/${target.reportShortId}/data`));
    assert.equal(report.shortId, target.reportShortId);
    const text = JSON.stringify(report).toLowerCase();
    for (const id of [a.customerId, a.officeId, a.account, a.corporate.id, target.orderId, a.agentEmail]) assert.ok(!text.includes(id.toLowerCase()), `the public report shows ${id}`);
    const nobodys = await anonymous.get(`/api/reports/${randomUUID().replace(/-/g, '').slice(0, 22)}/data`);
    assertProblem(nobodys, 404, 'Report not found.');
    for (const id of new Set([otherCase(target.reportShortId), target.reportShortId.toLowerCase(), target.reportShortId.toUpperCase(), target.reportShortId.slice(0, -1)])) {
      if (id === target.reportShortId) continue;
      const res = await anonymous.get(`/api/reports/${id}/data`);
      assertProblem(res, 404, 'Report not found.');
      assert.deepEqual([res.body.title, res.body.detail], [nobodys.body.title, nobodys.body.detail], 'another letter case answers as an unknown id');
    }
  });
});
