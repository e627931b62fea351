// Customers over HTTP against MariaDB: staff CRUD with the spec's defaults, picker options, page
// settings, logo, activation, API key, report domains and facebook pages; roles and invalid input.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, clientAs, eventLog, eventsOf, PNG, type Who } from '@adops/platform/testing';
import { customerService, makeAgent, makeCustomer, makeOffice } from './helpers.ts';

const svc = customerService();
const as = (who: Who) => clientAs(svc, who);
const eventTypes = async (subject: string) => (await eventsOf(svc, { subject })).map((e) => e.type);

describe('createCustomer and getCustomer', () => {
  test('defaults: NZ, GST, NZD, five sharing widgets, imageAdLimit 10; customer.created is recorded', async () => {
    const created = assertOk(await as('admin').customer.POST('/api/customers', { body: { name: 'Harbour Realty', email: 'Office@Harbour.Example.com' } }), 201);
    assert.deepEqual(created.country, { code: 'NZ', taxCode: 'GST' });
    assert.deepEqual(created.currency, { code: 'NZD', currencySuffix: 'NZD' });
    assert.deepEqual(created.sharingOptions.allowedSharingWidgets, ['linkedin', 'facebook', 'twitter', 'pinterest', 'wechat']);
    assert.equal(created.imageAdLimit, 10);
    assert.equal(created.email, 'office@harbour.example.com');
    assert.equal(created.isActive, true);
    const got = assertOk(await as({ roles: ['operations'], via: 'bearer' }).customer.GET('/api/customers/{customerId}', { params: { path: { customerId: created.id } } }));
    assert.deepEqual(got, created);
    const events = await eventsOf(svc, { subject: created.id });
    assert.deepEqual(events.map((e) => e.type), ['customer.created']);
    const [event] = events;
    assert.ok(event?.type === 'customer.created');
    assert.equal(event.data.customerId, created.id);
    assert.equal(event.data.name, 'Harbour Realty');
    assert.deepEqual(event.data.sharingOptions, created.sharingOptions, 'the ads context holds shares to them (003 §6)');
  });
  test('a duplicate name is 409', async () => {
    const admin = as('admin');
    await makeCustomer(admin, { name: 'Twin Name' });
    assertProblem(await admin.post('/api/customers', { name: 'twin name' }), 409, 'A customer with this name already exists.');
  });
  test('401 without a session; 403 for sales and dashboard users', async () => {
    assertProblem(await anon(svc).post('/api/customers', { name: 'X' }), 401);
    assertProblem(await as('sales').post('/api/customers', { name: 'X' }), 403);
    assertProblem(await as({ roles: ['corporate'], customerId: randomUUID() }).get(`/api/customers/${randomUUID()}`), 403);
    assertProblem(await anon(svc).get(`/api/customers/${randomUUID()}`), 401);
  });
  test('invalid input is 400: unknown field, bad country code, imageAdLimit out of range, unknown widget', async () => {
    const admin = as('admin');
    assertProblem(await admin.post('/api/customers', { name: 'X', colour: 'red' }), 400);
    assertProblem(await admin.post('/api/customers', { name: 'X', country: { code: 'nz', taxCode: 'GST' } }), 400);
    assertProblem(await admin.post('/api/customers', { name: 'X', imageAdLimit: 0 }), 400);
    assertProblem(await admin.post('/api/customers', { name: 'X', sharingOptions: { campaigns: true, listings: true, resources: true, allowedSharingWidgets: ['myspace'] } }), 400);
    assertProblem(await admin.post('/api/customers', { name: 'X', settings: [{ key: 'a', value: '1' }, { key: 'a', value: '2' }] }), 400, 'The setting a is given twice.');
  });
  test('a missing customer is 404', async () => {
    assertProblem(await as('admin').get(`/api/customers/${randomUUID()}`), 404, 'Customer not found.');
  });
});

describe('updateCustomer', () => {
  test('currency, country, sharing options, settings, imageAdLimit, report domains and facebook pages; customer.updated', async () => {
    const admin = as('admin');
    const c = await makeCustomer(admin);
    const body = {
      currency: { code: 'AUD', currencySuffix: 'AUD' },
      country: { code: 'AU', taxCode: 'GST' },
      sharingOptions: { campaigns: false, listings: true, resources: true, allowedSharingWidgets: ['linkedin', 'wechat'] },
      settings: [{ key: 'hide-sponsored-by', value: 'true' }],
      imageAdLimit: 6,
      reportDomains: ['reports.example.com'],
      facebookPages: [{ pageId: '1234567', name: 'Page One' }],
    } as const;
    const updated = assertOk(await as({ roles: ['operations'], via: 'bearer' }).put(`/api/customers/${c.id}`, body));
    for (const [k, v] of Object.entries(body)) assert.deepEqual(updated[k], v, k);
    assert.deepEqual(assertOk(await admin.get(`/api/customers/${c.id}/report-domains`)), { domains: ['reports.example.com'] });
    assert.deepEqual(assertOk(await as('sales').get(`/api/customers/${c.id}/facebook-pages`)), { items: [{ pageId: '1234567', name: 'Page One' }], count: 1 });
    assert.deepEqual(await eventTypes(c.id), ['customer.created', 'customer.updated']);
    const [, event] = await eventsOf(svc, { subject: c.id });
    assert.ok(event?.type === 'customer.updated');
    assert.deepEqual(event.data.sharingOptions, body.sharingOptions);
  });
  test('400 for an empty body and unknown fields; 404 for a missing customer; 403 for sales', async () => {
    const admin = as('admin');
    const c = await makeCustomer(admin);
    assertProblem(await admin.put(`/api/customers/${c.id}`, {}), 400);
    assertProblem(await admin.put(`/api/customers/${c.id}`, { isDeleted: true }), 400);
    assertProblem(await admin.put(`/api/customers/${randomUUID()}`, { name: 'Y' }), 404);
    assertProblem(await as('sales').put(`/api/customers/${c.id}`, { name: 'Y' }), 403);
    assertProblem(await as({ roles: ['corporate'], customerId: c.id }).get(`/api/customers/${c.id}/report-domains`), 403);
    assertProblem(await admin.get(`/api/customers/${randomUUID()}/facebook-pages`), 404);
  });
});

describe('listCustomers and listCustomerOptions', () => {
  test('page, limit, search (≥ 2 characters), sort, isActive; options are id and name', async () => {
    const admin = as('admin');
    const a = await makeCustomer(admin, { name: 'Zebra Listing Co' });
    const b = await makeCustomer(admin, { name: 'Zebra Homes' });
    const list = assertOk(await admin.customer.GET('/api/customers', { params: { query: { search: 'zebra', sort: 'name' } } }));
    assert.deepEqual(list.items.map((c) => c.id), [b.id, a.id]);
    assert.equal(list.count, 2);
    const paged = assertOk(await admin.customer.GET('/api/customers', { params: { query: { search: 'zebra', sort: 'name', limit: 1, page: 2 } } }));
    assert.deepEqual(paged.items.map((c) => c.id), [a.id]);
    assert.equal(paged.count, 2);
    const defaults = assertOk(await admin.customer.GET('/api/customers'));
    assert.ok(defaults.items.length <= 25);
    const options = assertOk(await as('sales').customer.GET('/api/customers/options', { params: { query: { search: 'zebra' } } }));
    assert.deepEqual(options.items, [{ id: b.id, name: 'Zebra Homes' }, { id: a.id, name: 'Zebra Listing Co' }]);
    assertOk(await admin.post(`/api/customers/${a.id}/toggle-activation`));
    assert.deepEqual(assertOk(await admin.customer.GET('/api/customers', { params: { query: { search: 'zebra', isActive: false } } })).items.map((c) => c.id), [a.id]);
  });
  test('search of 1 character, limit 101, unknown sort and unknown parameter are 400; roles', async () => {
    const admin = as('admin');
    assertProblem(await admin.get('/api/customers?search=z'), 400);
    assertProblem(await admin.get('/api/customers?limit=101'), 400);
    assertProblem(await admin.get('/api/customers?sort=email'), 400);
    assertProblem(await admin.get('/api/customers?colour=red'), 400);
    assertProblem(await admin.get('/api/customers/options?search=z'), 400);
    assertProblem(await as('sales').get('/api/customers'), 403);
    assertProblem(await as({ roles: ['corporate'], customerId: randomUUID() }).get('/api/customers/options'), 403);
    assertProblem(await anon(svc).get('/api/customers'), 401);
  });
});

describe('getPageSettings', () => {
  test('every list of the context, from one place, with the spec page sizes', async () => {
    const s = assertOk(await as({ roles: ['corporate'], customerId: randomUUID() }).customer.GET('/api/customers/page-settings'));
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
    const admin = as('admin');
    const c = await makeCustomer(admin);
    const res = await admin.put(`/api/customers/${c.id}/logo`, PNG, { 'content-type': 'image/png' });
    assert.equal(assertOk(res).hasLogo, true);
    const got = await admin.get(`/api/customers/${c.id}/logo`);
    assert.equal(got.status, 200);
    assert.equal(got.headers.get('content-type'), 'image/png');
    const own = as({ roles: ['agent'], customerId: c.id, agentId: randomUUID() });
    assert.equal((await own.get(`/api/customers/${c.id}/logo`)).status, 200);
    assertProblem(await as({ roles: ['corporate'], customerId: randomUUID() }).get(`/api/customers/${c.id}/logo`), 404);
  });
  test('not an image is 415; sales is 403; no logo is 404; anonymous is 401', async () => {
    const admin = as('admin');
    const c = await makeCustomer(admin);
    assertProblem(await admin.put(`/api/customers/${c.id}/logo`, Buffer.from('plain text, not an image'), { 'content-type': 'image/gif' }), 415);
    assertProblem(await as('sales').put(`/api/customers/${c.id}/logo`, PNG, { 'content-type': 'image/png' }), 403);
    assertProblem(await admin.get(`/api/customers/${c.id}/logo`), 404, 'No logo.');
    assertProblem(await anon(svc).get(`/api/customers/${c.id}/logo`), 401);
    assertProblem(await admin.put(`/api/customers/${c.id}/logo`, '{}', { 'content-type': 'application/json' }), 415);
  });
});

describe('toggleCustomerActivation and generateCustomerApiKey', () => {
  test('deactivate then activate: customer.deactivated then customer.updated', async () => {
    const admin = as('admin');
    const c = await makeCustomer(admin);
    const path = { params: { path: { customerId: c.id } } };
    assert.equal(assertOk(await admin.customer.POST('/api/customers/{customerId}/toggle-activation', path)).isActive, false);
    assert.equal(assertOk(await as('operations').customer.POST('/api/customers/{customerId}/toggle-activation', path)).isActive, true);
    assert.deepEqual(await eventTypes(c.id), ['customer.created', 'customer.deactivated', 'customer.updated']);
    assertProblem(await as('sales').post(`/api/customers/${c.id}/toggle-activation`), 403);
    assertProblem(await admin.post(`/api/customers/${randomUUID()}/toggle-activation`), 404);
  });
  test('a new key each time, shown once; only its prefix is readable later', async () => {
    const admin = as('admin');
    const c = await makeCustomer(admin);
    const first = assertOk(await admin.post(`/api/customers/${c.id}/api-key`));
    const second = assertOk(await admin.post(`/api/customers/${c.id}/api-key`));
    assert.notEqual(first.apiKey, second.apiKey);
    assert.ok(second.apiKey.startsWith(`${second.prefix}_`));
    const got = assertOk(await admin.get(`/api/customers/${c.id}`));
    assert.equal(got.hasApiKey, true);
    assert.equal(got.apiKeyPrefix, second.prefix);
    assert.ok(!JSON.stringify(got).includes(second.apiKey));
    assertProblem(await as('sales').post(`/api/customers/${c.id}/api-key`), 403);
    assertProblem(await admin.post(`/api/customers/${randomUUID()}/api-key`), 404);
  });
});

describe('removeCustomers', () => {
  test('removes customers with their offices, agents and dashboard, announcing each', async () => {
    const admin = as('admin');
    const c = await makeCustomer(admin);
    const office = await makeOffice(admin, c.id);
    const agent = await makeAgent(admin, c.id, { officeIds: [office.id] });
    const dashboard = assertOk(await admin.post('/api/dashboards', { name: 'Removed board', customerId: c.id }), 201);
    const events = eventLog(svc);
    const mark = await events.mark();
    assert.deepEqual(assertOk(await admin.post('/api/customers/bulk-remove', { ids: [c.id, randomUUID()] })), { removed: 1 });
    assertProblem(await admin.get(`/api/customers/${c.id}`), 404);
    assertProblem(await admin.get(`/api/offices/${office.id}`), 404);
    assertProblem(await admin.get(`/api/agents/${agent.id}`), 404);
    assertProblem(await admin.get(`/api/dashboards/${dashboard.id}`), 404);
    const removal = await events.since(mark);
    assert.deepEqual(removal.map((e) => `${e.type} ${e.subject}`).sort(), [`agent.deleted ${agent.id}`, `customer.deleted ${c.id}`, `dashboard.deleted ${dashboard.id}`, `office.deleted ${office.id}`]);
    const dashboardGone = removal.find((e) => e.type === 'dashboard.deleted');
    assert.deepEqual(dashboardGone?.data, { dashboardId: dashboard.id, customerId: c.id });
    assert.equal(removal.at(-1)!.type, 'customer.deleted', 'the customer goes last, after what it held');
    assert.deepEqual(await eventTypes(agent.id), ['agent.created', 'agent.deleted']);
    assert.deepEqual(await eventTypes(office.id), ['office.created', 'office.deleted']);
  });
  test('400 for an empty list; 403 for sales; 401 anonymous', async () => {
    assertProblem(await as('admin').post('/api/customers/bulk-remove', { ids: [] }), 400);
    assertProblem(await as('sales').post('/api/customers/bulk-remove', { ids: [randomUUID()] }), 403);
    assertProblem(await anon(svc).post('/api/customers/bulk-remove', { ids: [randomUUID()] }), 401);
  });
});
