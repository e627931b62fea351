// Customers over HTTP against MariaDB: staff CRUD with the spec's defaults, picker options, page
// settings, logo, activation, API key, report domains and facebook pages; roles and invalid input.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { TestClient, TestService } from '@adops/platform/testing';
import { OutboxEntity } from '@adops/platform';
import { anon, assertOk, assertProblem, clientAs, makeAgent, makeCustomer, makeOffice, PNG, startCustomer } from './helpers.ts';

let svc: TestService;
let admin: TestClient;
let operations: TestClient;
let sales: TestClient;
let corporate: TestClient;

before(async () => {
  svc = await startCustomer();
  admin = await clientAs(svc, { roles: ['admin'] });
  operations = await clientAs(svc, { roles: ['operations'], via: 'bearer' });
  sales = await clientAs(svc, { roles: ['sales'] });
  corporate = await clientAs(svc, { roles: ['corporate'], customerId: randomUUID() });
});
after(async () => {
  await svc?.close();
});

const eventsOf = async (subject: string) => (await svc.booted.dataSource.getRepository(OutboxEntity).find({ where: { key: subject }, order: { createdAt: 'ASC' } })).map((r) => r.type);

describe('createCustomer and getCustomer', () => {
  test('defaults: NZ, GST, NZD, five sharing widgets, imageAdLimit 10; customer.created is recorded', async () => {
    const created = assertOk(await admin.post('/api/customers', { name: 'Harbour Realty', email: 'Office@Harbour.Example.com' }), 201);
    assert.deepEqual(created.country, { code: 'NZ', taxCode: 'GST' });
    assert.deepEqual(created.currency, { code: 'NZD', currencySuffix: 'NZD' });
    assert.deepEqual(created.sharingOptions.allowedSharingWidgets, ['linkedin', 'facebook', 'twitter', 'pinterest', 'wechat']);
    assert.equal(created.imageAdLimit, 10);
    assert.equal(created.email, 'office@harbour.example.com');
    assert.equal(created.isActive, true);
    const got = assertOk(await operations.get(`/api/customers/${created.id}`));
    assert.deepEqual(got, created);
    assert.deepEqual(await eventsOf(created.id), ['customer.created']);
  });
  test('a duplicate name is 409', async () => {
    await admin.post('/api/customers', { name: 'Twin Name' });
    assertProblem(await admin.post('/api/customers', { name: 'twin name' }), 409, 'A customer with this name already exists.');
  });
  test('401 without a session; 403 for sales and dashboard users', async () => {
    assertProblem(await anon(svc).post('/api/customers', { name: 'X' }), 401);
    assertProblem(await sales.post('/api/customers', { name: 'X' }), 403);
    assertProblem(await corporate.get(`/api/customers/${randomUUID()}`), 403);
    assertProblem(await anon(svc).get(`/api/customers/${randomUUID()}`), 401);
  });
  test('invalid input is 400: unknown field, bad country code, imageAdLimit out of range, unknown widget', async () => {
    assertProblem(await admin.post('/api/customers', { name: 'X', colour: 'red' }), 400);
    assertProblem(await admin.post('/api/customers', { name: 'X', country: { code: 'nz', taxCode: 'GST' } }), 400);
    assertProblem(await admin.post('/api/customers', { name: 'X', imageAdLimit: 0 }), 400);
    assertProblem(await admin.post('/api/customers', { name: 'X', sharingOptions: { campaigns: true, listings: true, resources: true, allowedSharingWidgets: ['myspace'] } }), 400);
    assertProblem(await admin.post('/api/customers', { name: 'X', settings: [{ key: 'a', value: '1' }, { key: 'a', value: '2' }] }), 400, 'The setting a is given twice.');
  });
  test('a missing customer is 404', async () => {
    assertProblem(await admin.get(`/api/customers/${randomUUID()}`), 404, 'Customer not found.');
  });
});

describe('updateCustomer', () => {
  test('currency, country, sharing options, settings, imageAdLimit, report domains and facebook pages', async () => {
    const c = await makeCustomer(admin);
    const body = {
      currency: { code: 'AUD', currencySuffix: 'AUD' },
      country: { code: 'AU', taxCode: 'GST' },
      sharingOptions: { campaigns: false, listings: true, resources: true, allowedSharingWidgets: ['linkedin', 'wechat'] },
      settings: [{ key: 'hide-sponsored-by', value: 'true' }],
      imageAdLimit: 6,
      reportDomains: ['reports.example.com'],
      facebookPages: [{ pageId: '1234567', name: 'Page One' }],
    };
    const updated = assertOk(await operations.put(`/api/customers/${c.id}`, body));
    for (const [k, v] of Object.entries(body)) assert.deepEqual(updated[k], v, k);
    assert.deepEqual(assertOk(await admin.get(`/api/customers/${c.id}/report-domains`)), { domains: ['reports.example.com'] });
    assert.deepEqual(assertOk(await sales.get(`/api/customers/${c.id}/facebook-pages`)), { items: [{ pageId: '1234567', name: 'Page One' }], count: 1 });
    assert.deepEqual(await eventsOf(c.id), ['customer.created', 'customer.updated']);
  });
  test('400 for an empty body and unknown fields; 404 for a missing customer; 403 for sales', async () => {
    const c = await makeCustomer(admin);
    assertProblem(await admin.put(`/api/customers/${c.id}`, {}), 400);
    assertProblem(await admin.put(`/api/customers/${c.id}`, { isDeleted: true }), 400);
    assertProblem(await admin.put(`/api/customers/${randomUUID()}`, { name: 'Y' }), 404);
    assertProblem(await sales.put(`/api/customers/${c.id}`, { name: 'Y' }), 403);
    assertProblem(await corporate.get(`/api/customers/${c.id}/report-domains`), 403);
    assertProblem(await admin.get(`/api/customers/${randomUUID()}/facebook-pages`), 404);
  });
});

describe('listCustomers and listCustomerOptions', () => {
  test('page, limit, search (≥ 2 characters), sort, isActive; options are id and name', async () => {
    const a = await makeCustomer(admin, { name: 'Zebra Listing Co' });
    const b = await makeCustomer(admin, { name: 'Zebra Homes' });
    const list = assertOk(await admin.get('/api/customers?search=zebra&sort=name'));
    assert.deepEqual(list.items.map((c: any) => c.id), [b.id, a.id]);
    assert.equal(list.count, 2);
    const paged = assertOk(await admin.get('/api/customers?search=zebra&sort=name&limit=1&page=2'));
    assert.deepEqual(paged.items.map((c: any) => c.id), [a.id]);
    assert.equal(paged.count, 2);
    const defaults = assertOk(await admin.get('/api/customers'));
    assert.ok(defaults.items.length <= 25);
    const options = assertOk(await sales.get('/api/customers/options?search=zebra'));
    assert.deepEqual(options.items, [{ id: b.id, name: 'Zebra Homes' }, { id: a.id, name: 'Zebra Listing Co' }]);
    assertOk(await admin.post(`/api/customers/${a.id}/toggle-activation`));
    assert.deepEqual(assertOk(await admin.get('/api/customers?search=zebra&isActive=false')).items.map((c: any) => c.id), [a.id]);
  });
  test('search of 1 character, limit 101, unknown sort and unknown parameter are 400; roles', async () => {
    assertProblem(await admin.get('/api/customers?search=z'), 400);
    assertProblem(await admin.get('/api/customers?limit=101'), 400);
    assertProblem(await admin.get('/api/customers?sort=email'), 400);
    assertProblem(await admin.get('/api/customers?colour=red'), 400);
    assertProblem(await admin.get('/api/customers/options?search=z'), 400);
    assertProblem(await sales.get('/api/customers'), 403);
    assertProblem(await corporate.get('/api/customers/options'), 403);
    assertProblem(await anon(svc).get('/api/customers'), 401);
  });
});

describe('getPageSettings', () => {
  test('every list of the context, from one place, with the spec page sizes', async () => {
    const s = assertOk(await corporate.get('/api/customers/page-settings'));
    assert.equal(s.customers.pageSize, 25);
    assert.equal(s.offices.pageSize, 25);
    assert.equal(s.agents.pageSize, 25);
    assert.equal(s.dashboards.pageSize, 50);
    assert.equal(s.dashboardTemplates.pageSize, 50);
    assert.equal(s.agents.minSearchLength, 2);
    assertProblem(await anon(svc).get('/api/customers/page-settings'), 401);
  });
});

describe('logo', () => {
  test('upload a png and read it back; a dashboard user of the customer may read it, another customer gets 404', async () => {
    const c = await makeCustomer(admin);
    const res = await admin.put(`/api/customers/${c.id}/logo`, PNG, { 'content-type': 'image/png' });
    assert.equal(assertOk(res).hasLogo, true);
    const got = await admin.get(`/api/customers/${c.id}/logo`);
    assert.equal(got.status, 200);
    assert.equal(got.headers.get('content-type'), 'image/png');
    const own = await clientAs(svc, { roles: ['agent'], customerId: c.id, agentId: randomUUID() });
    assert.equal((await own.get(`/api/customers/${c.id}/logo`)).status, 200);
    assertProblem(await corporate.get(`/api/customers/${c.id}/logo`), 404);
  });
  test('not an image is 415; sales is 403; no logo is 404; anonymous is 401', async () => {
    const c = await makeCustomer(admin);
    assertProblem(await admin.put(`/api/customers/${c.id}/logo`, Buffer.from('plain text, not an image'), { 'content-type': 'image/gif' }), 415);
    assertProblem(await sales.put(`/api/customers/${c.id}/logo`, PNG, { 'content-type': 'image/png' }), 403);
    assertProblem(await admin.get(`/api/customers/${c.id}/logo`), 404, 'No logo.');
    assertProblem(await anon(svc).get(`/api/customers/${c.id}/logo`), 401);
    assertProblem(await admin.put(`/api/customers/${c.id}/logo`, '{}', { 'content-type': 'application/json' }), 415);
  });
});

describe('toggleCustomerActivation and generateCustomerApiKey', () => {
  test('deactivate then activate: customer.deactivated then customer.updated', async () => {
    const c = await makeCustomer(admin);
    assert.equal(assertOk(await admin.post(`/api/customers/${c.id}/toggle-activation`)).isActive, false);
    assert.equal(assertOk(await operations.post(`/api/customers/${c.id}/toggle-activation`)).isActive, true);
    assert.deepEqual(await eventsOf(c.id), ['customer.created', 'customer.deactivated', 'customer.updated']);
    assertProblem(await sales.post(`/api/customers/${c.id}/toggle-activation`), 403);
    assertProblem(await admin.post(`/api/customers/${randomUUID()}/toggle-activation`), 404);
  });
  test('a new key each time, shown once; only its prefix is readable later', async () => {
    const c = await makeCustomer(admin);
    const first = assertOk(await admin.post(`/api/customers/${c.id}/api-key`));
    const second = assertOk(await admin.post(`/api/customers/${c.id}/api-key`));
    assert.notEqual(first.apiKey, second.apiKey);
    assert.ok(second.apiKey.startsWith(`${second.prefix}_`));
    const got = assertOk(await admin.get(`/api/customers/${c.id}`));
    assert.equal(got.hasApiKey, true);
    assert.equal(got.apiKeyPrefix, second.prefix);
    assert.ok(!JSON.stringify(got).includes(second.apiKey));
    assertProblem(await sales.post(`/api/customers/${c.id}/api-key`), 403);
    assertProblem(await admin.post(`/api/customers/${randomUUID()}/api-key`), 404);
  });
});

describe('removeCustomers', () => {
  test('removes customers with their offices and agents, announcing each', async () => {
    const c = await makeCustomer(admin);
    const office = await makeOffice(admin, c.id);
    const agent = await makeAgent(admin, c.id, { officeIds: [office.id] });
    assert.deepEqual(assertOk(await admin.post('/api/customers/bulk-remove', { ids: [c.id, randomUUID()] })), { removed: 1 });
    assertProblem(await admin.get(`/api/customers/${c.id}`), 404);
    assertProblem(await admin.get(`/api/offices/${office.id}`), 404);
    assertProblem(await admin.get(`/api/agents/${agent.id}`), 404);
    assert.ok((await eventsOf(c.id)).includes('customer.deleted'));
    assert.deepEqual(await eventsOf(agent.id), ['agent.created', 'agent.deleted']);
  });
  test('400 for an empty list; 403 for sales; 401 anonymous', async () => {
    assertProblem(await admin.post('/api/customers/bulk-remove', { ids: [] }), 400);
    assertProblem(await sales.post('/api/customers/bulk-remove', { ids: [randomUUID()] }), 403);
    assertProblem(await anon(svc).post('/api/customers/bulk-remove', { ids: [randomUUID()] }), 401);
  });
});
