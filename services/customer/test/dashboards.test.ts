// Dashboards and dashboard templates over HTTP against MariaDB: staff CRUD with lists of 50, the
// template choice list, the config from template or defaults, the signed-in dashboard user's current
// dashboard, roles, and tenancy (another customer's dashboard is 404).
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { TestClient, TestService } from '@adops/platform/testing';
import { anon, assertOk, assertProblem, clientAs, makeCustomer, startCustomer, unique } from './helpers.ts';

let svc: TestService;
let admin: TestClient;
let operations: TestClient;
let sales: TestClient;
let corporateA: TestClient;
let customerA: any;
let customerB: any;
let settings: any;

before(async () => {
  svc = await startCustomer();
  admin = await clientAs(svc, { roles: ['admin'] });
  operations = await clientAs(svc, { roles: ['operations'], via: 'bearer' });
  sales = await clientAs(svc, { roles: ['sales'] });
  customerA = await makeCustomer(admin, { imageAdLimit: 4 });
  customerB = await makeCustomer(admin);
  corporateA = await clientAs(svc, { roles: ['corporate'], customerId: customerA.id });
  settings = assertOk(await admin.get('/api/dashboards/settings'));
});
after(async () => {
  await svc?.close();
});

const customConfig = () => {
  const config = structuredClone(settings.defaultConfig);
  config.themes.backgroundTheme = '#123456';
  config.tabs = [{ code: 'orders', accessRight: ['corporate'] }];
  config.controls.calendarDateRange = { unit: 'month', value: 3 };
  config.controls.enableCreateResourceRoles = ['corporate', 'branchmanager'];
  config.enablePaymentMethod = { creditCardRoles: ['agent'], invoiceRoles: ['corporate'] };
  config.showSoldListings = true;
  return config;
};

describe('getDashboardSettings', () => {
  test('the editor choices and a complete default config; staff only', async () => {
    assert.deepEqual(settings.roles, ['corporate', 'branchmanager', 'branchuser', 'agent']);
    assert.deepEqual(settings.defaultConfig.controls.calendarDateRange, { unit: 'day', value: 90 });
    assertProblem(await sales.get('/api/dashboards/settings'), 403);
    assertProblem(await anon(svc).get('/api/dashboards/settings'), 401);
  });
});

describe('dashboard templates', () => {
  test('create, get, update, list (50), options, delete', async () => {
    const created = assertOk(await admin.post('/api/dashboard-templates', { name: 'Property standard', description: 'For property customers.' }), 201);
    assert.deepEqual(created.config, settings.defaultConfig);
    assert.deepEqual(assertOk(await operations.get(`/api/dashboard-templates/${created.id}`)), created);
    const config = customConfig();
    const updated = assertOk(await operations.put(`/api/dashboard-templates/${created.id}`, { name: 'Property premium', config }));
    assert.deepEqual(updated.config, config);
    const other = assertOk(await admin.post('/api/dashboard-templates', { name: 'General', config }), 201);
    const list = assertOk(await admin.get('/api/dashboard-templates'));
    assert.deepEqual(list.items.map((t: any) => t.name), ['General', 'Property premium']);
    assert.equal(list.count, 2);
    assert.deepEqual(assertOk(await admin.get('/api/dashboard-templates?search=prop')).items.map((t: any) => t.id), [created.id]);
    assert.deepEqual(assertOk(await admin.get('/api/dashboard-templates/options')), { items: [{ id: other.id, name: 'General' }, { id: created.id, name: 'Property premium' }], count: 2 });
    assert.equal((await admin.delete(`/api/dashboard-templates/${other.id}`)).status, 204);
    assertProblem(await admin.get(`/api/dashboard-templates/${other.id}`), 404, 'Dashboard template not found.');
  });
  test('invalid input and roles', async () => {
    const config = customConfig();
    config.tabs = [{ code: 'secret', accessRight: ['corporate'] }];
    assertProblem(await admin.post('/api/dashboard-templates', { name: 'Bad', config }), 400);
    const partial = customConfig();
    delete partial.controls;
    assertProblem(await admin.post('/api/dashboard-templates', { name: 'Bad', config: partial }), 400);
    assertProblem(await admin.post('/api/dashboard-templates', { name: 'Bad', owner: 'me' }), 400);
    assertProblem(await admin.get('/api/dashboard-templates?search=p'), 400);
    assertProblem(await sales.get('/api/dashboard-templates'), 403);
    assertProblem(await corporateA.get('/api/dashboard-templates/options'), 403);
    assertProblem(await anon(svc).post('/api/dashboard-templates', { name: 'X' }), 401);
    assertProblem(await admin.put(`/api/dashboard-templates/${randomUUID()}`, { name: 'X' }), 404);
    assertProblem(await admin.delete(`/api/dashboard-templates/${randomUUID()}`), 404);
  });
});

describe('dashboards', () => {
  let dashboardA: any;
  test('create from a template copies its config; one per customer; get, update, list', async () => {
    const config = customConfig();
    const template = assertOk(await admin.post('/api/dashboard-templates', { name: unique('Template'), config }), 201);
    dashboardA = assertOk(await admin.post('/api/dashboards', { name: 'Alpha dashboard', customerId: customerA.id, templateId: template.id }), 201);
    assert.deepEqual(dashboardA.config, config);
    assert.equal(dashboardA.templateId, template.id);
    assertProblem(await admin.post('/api/dashboards', { name: 'Again', customerId: customerA.id }), 409, 'This customer already has a dashboard.');
    assertProblem(await admin.post('/api/dashboards', { name: 'X', customerId: randomUUID() }), 404, 'Customer not found.');
    assertProblem(await admin.post('/api/dashboards', { name: 'X', customerId: customerB.id, templateId: randomUUID() }), 404, 'Dashboard template not found.');
    const dashboardB = assertOk(await operations.post('/api/dashboards', { name: 'Bravo dashboard', customerId: customerB.id }), 201);
    assert.deepEqual(dashboardB.config, settings.defaultConfig);
    const renamed = assertOk(await admin.put(`/api/dashboards/${dashboardB.id}`, { name: 'Bravo board', config: config }));
    assert.equal(renamed.name, 'Bravo board');
    assert.deepEqual(assertOk(await admin.get(`/api/dashboards/${dashboardB.id}`)), renamed);
    const list = assertOk(await admin.get('/api/dashboards'));
    assert.deepEqual(list.items.map((d: any) => d.name), ['Alpha dashboard', 'Bravo board']);
    assert.deepEqual(assertOk(await admin.get(`/api/dashboards?customerId=${customerB.id}`)).items.map((d: any) => d.id), [dashboardB.id]);
    assert.deepEqual(assertOk(await admin.get('/api/dashboards?search=bravo&limit=50')).items.map((d: any) => d.id), [dashboardB.id]);
    // Deleting the template leaves the dashboard's copy.
    assert.equal((await admin.delete(`/api/dashboard-templates/${template.id}`)).status, 204);
    const kept = assertOk(await admin.get(`/api/dashboards/${dashboardA.id}`));
    assert.deepEqual(kept.config, config);
    assert.equal(kept.templateId, undefined);
  });
  test('a dashboard\'s customer cannot be changed: a body with customerId is refused, naming the field, and nothing changes', async () => {
    const res = await admin.put(`/api/dashboards/${dashboardA.id}`, { name: 'Moved', customerId: customerB.id });
    assertProblem(res, 400);
    assert.deepEqual(res.body.errors.map((e: { path: string }) => e.path), ['/body/customerId']);
    const kept = assertOk(await admin.get(`/api/dashboards/${dashboardA.id}`));
    assert.equal(kept.customerId, customerA.id);
    assert.equal(kept.name, 'Alpha dashboard');
  });
  test('getCurrentDashboard: the signed-in user\'s customer\'s dashboard and profile; defaults where none', async () => {
    const current = assertOk(await corporateA.get('/api/dashboards/current'));
    assert.equal(current.dashboardId, dashboardA.id);
    assert.deepEqual(current.config, dashboardA.config);
    assert.equal(current.customer.id, customerA.id);
    assert.equal(current.customer.imageAdLimit, 4);
    assert.deepEqual(current.customer.country, { code: 'NZ', taxCode: 'GST' });
    const agentA = await clientAs(svc, { roles: ['agent'], customerId: customerA.id, agentId: randomUUID() });
    assert.equal(assertOk(await agentA.get('/api/dashboards/current')).dashboardId, dashboardA.id);
    const lone = await makeCustomer(admin);
    const loneUser = await clientAs(svc, { roles: ['branchmanager'], customerId: lone.id, officeIds: [randomUUID()] });
    const defaults = assertOk(await loneUser.get('/api/dashboards/current'));
    assert.equal(defaults.dashboardId, undefined);
    assert.deepEqual(defaults.config, settings.defaultConfig);
    assertProblem(await admin.get('/api/dashboards/current'), 404);
    assertProblem(await anon(svc).get('/api/dashboards/current'), 401);
    const ghost = await clientAs(svc, { roles: ['corporate'], customerId: randomUUID() });
    assertProblem(await ghost.get('/api/dashboards/current'), 404);
  });
  test('tenancy: a corporate user of A reads A\'s dashboard and gets 404 for B\'s', async () => {
    assert.equal(assertOk(await corporateA.get(`/api/dashboards/${dashboardA.id}`)).id, dashboardA.id);
    const b = assertOk(await admin.get(`/api/dashboards?customerId=${customerB.id}`)).items[0];
    const denied = await corporateA.get(`/api/dashboards/${b.id}`);
    assertProblem(denied, 404, 'Dashboard not found.');
    assert.ok(!JSON.stringify(denied.body).includes('Bravo'));
  });
  test('roles and invalid input', async () => {
    assertProblem(await corporateA.get('/api/dashboards'), 403);
    assertProblem(await corporateA.put(`/api/dashboards/${dashboardA.id}`, { name: 'Mine now' }), 403);
    assertProblem(await corporateA.delete(`/api/dashboards/${dashboardA.id}`), 403);
    assertProblem(await sales.post('/api/dashboards', { name: 'X', customerId: customerA.id }), 403);
    assertProblem(await anon(svc).get(`/api/dashboards/${dashboardA.id}`), 401);
    assertProblem(await admin.get('/api/dashboards?limit=101'), 400);
    assertProblem(await admin.get('/api/dashboards?search=a'), 400);
    assertProblem(await admin.put(`/api/dashboards/${dashboardA.id}`, { config: { themes: {} } }), 400);
    assertProblem(await admin.put(`/api/dashboards/${dashboardA.id}`, {}), 400);
    assertProblem(await admin.put(`/api/dashboards/${randomUUID()}`, { name: 'X' }), 404);
  });
  test('delete', async () => {
    assert.equal((await admin.delete(`/api/dashboards/${dashboardA.id}`)).status, 204);
    assertProblem(await admin.delete(`/api/dashboards/${dashboardA.id}`), 404);
    assert.equal(assertOk(await corporateA.get('/api/dashboards/current')).dashboardId, undefined);
  });
});
