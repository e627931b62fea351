// Dashboards and dashboard templates over HTTP against MariaDB: staff CRUD with lists of 50, the
// template choice list, the config from template or defaults, the signed-in dashboard user's current
// dashboard, roles, tenancy (another customer's dashboard is 404), and the dashboard.saved / deleted events
// that carry its payment methods to the order context. Each test makes its own
// customers and dashboards; names carry a tag of the test so searches see that test's rows only.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Customer } from '@adops/openapi';
import { anon, assertOk, assertProblem, clientAs, eventsOf, unique, uniqueTag, type Who } from '@adops/platform/testing';
import { customerService, makeCustomer } from './helpers.ts';

const svc = customerService();
const as = (who: Who) => clientAs(svc, who);

const settingsOf = async () => assertOk(await as('admin').customer.GET('/api/dashboards/settings'));

/** The default config with a change in every part, so a copy of it is told from the defaults. */
const customConfig = (settings: Customer.components['schemas']['DashboardSettings']) => {
  const config = structuredClone(settings.defaultConfig);
  config.themes.backgroundTheme = '#123456';
  config.tabs = [{ code: 'orders', accessRight: ['corporate'] }];
  config.controls.calendarDateRange = { unit: 'month', value: 3 };
  config.controls.enableCreateResourceRoles = ['corporate', 'branchmanager'];
  config.enablePaymentMethod = { creditCardRoles: ['agent'], invoiceRoles: ['corporate'] };
  config.showSoldListings = true;
  return config;
};

/** Customer A (imageAdLimit 4) with a dashboard made from a template, customer B without one, and A's corporate user. */
async function customerWithDashboard() {
  const admin = as('admin');
  const settings = await settingsOf();
  const customerA = await makeCustomer(admin, { imageAdLimit: 4 });
  const customerB = await makeCustomer(admin);
  const template = assertOk(await admin.customer.POST('/api/dashboard-templates', { body: { name: unique('Template'), config: customConfig(settings) } }), 201);
  const dashboardA = assertOk(await admin.customer.POST('/api/dashboards', { body: { name: unique('Alpha dashboard'), customerId: customerA.id, templateId: template.id } }), 201);
  return { admin, settings, customerA, customerB, template, dashboardA, corporateA: as({ roles: ['corporate'], customerId: customerA.id }) };
}

describe('getDashboardSettings', () => {
  test('the editor choices and a complete default config; staff only', async () => {
    const settings = await settingsOf();
    assert.deepEqual(settings.roles, ['corporate', 'branchmanager', 'branchuser', 'agent']);
    assert.deepEqual(settings.defaultConfig.controls.calendarDateRange, { unit: 'day', value: 90 });
    assertProblem(await as('sales').get('/api/dashboards/settings'), 403);
    assertProblem(await anon(svc).get('/api/dashboards/settings'), 401);
  });
});

describe('dashboard templates', () => {
  test('create, get, update, list (50), options, delete', async () => {
    const [admin, operations] = [as('admin'), as({ roles: ['operations'], via: 'bearer' })];
    const settings = await settingsOf();
    const tag = uniqueTag();
    const created = assertOk(await admin.customer.POST('/api/dashboard-templates', { body: { name: `Property standard ${tag}`, description: 'For property customers.' } }), 201);
    assert.deepEqual(created.config, settings.defaultConfig);
    const byId = { params: { path: { templateId: created.id } } };
    assert.deepEqual(assertOk(await operations.customer.GET('/api/dashboard-templates/{templateId}', byId)), created);
    const config = customConfig(settings);
    const updated = assertOk(await operations.customer.PUT('/api/dashboard-templates/{templateId}', { ...byId, body: { name: `Property premium ${tag}`, config } }));
    assert.deepEqual(updated.config, config);
    const other = assertOk(await admin.customer.POST('/api/dashboard-templates', { body: { name: `General ${tag}`, config } }), 201);
    const list = assertOk(await admin.customer.GET('/api/dashboard-templates', { params: { query: { search: tag } } }));
    assert.deepEqual(list.items.map((t) => t.name), [`General ${tag}`, `Property premium ${tag}`]);
    assert.equal(list.count, 2);
    assert.deepEqual(assertOk(await admin.get('/api/dashboard-templates?search=prop')).items.map((t: any) => t.id), [created.id]);
    assert.deepEqual(assertOk(await admin.customer.GET('/api/dashboard-templates/options', { params: { query: { search: tag } } })), {
      items: [{ id: other.id, name: `General ${tag}` }, { id: created.id, name: `Property premium ${tag}` }],
      count: 2,
    });
    assert.equal((await admin.delete(`/api/dashboard-templates/${other.id}`)).status, 204);
    assertProblem(await admin.get(`/api/dashboard-templates/${other.id}`), 404, 'Dashboard template not found.');
  });
  test('invalid input and roles', async () => {
    const admin = as('admin');
    const settings = await settingsOf();
    const config: any = customConfig(settings);
    config.tabs = [{ code: 'secret', accessRight: ['corporate'] }];
    assertProblem(await admin.post('/api/dashboard-templates', { name: 'Bad', config }), 400);
    const partial: any = customConfig(settings);
    delete partial.controls;
    assertProblem(await admin.post('/api/dashboard-templates', { name: 'Bad', config: partial }), 400);
    assertProblem(await admin.post('/api/dashboard-templates', { name: 'Bad', owner: 'me' }), 400);
    assertProblem(await admin.get('/api/dashboard-templates?search=p'), 400);
    assertProblem(await as('sales').get('/api/dashboard-templates'), 403);
    assertProblem(await as({ roles: ['corporate'], customerId: randomUUID() }).get('/api/dashboard-templates/options'), 403);
    assertProblem(await anon(svc).post('/api/dashboard-templates', { name: 'X' }), 401);
    assertProblem(await admin.put(`/api/dashboard-templates/${randomUUID()}`, { name: 'X' }), 404);
    assertProblem(await admin.delete(`/api/dashboard-templates/${randomUUID()}`), 404);
  });
});

describe('dashboards', () => {
  test('create from a template copies its config; one per customer; get, update, list', async () => {
    const [admin, operations] = [as('admin'), as({ roles: ['operations'], via: 'bearer' })];
    const settings = await settingsOf();
    const [customerA, customerB] = [await makeCustomer(admin), await makeCustomer(admin)];
    const tag = uniqueTag();
    const config = customConfig(settings);
    const template = assertOk(await admin.customer.POST('/api/dashboard-templates', { body: { name: unique('Template'), config } }), 201);
    const dashboardA = assertOk(await admin.customer.POST('/api/dashboards', { body: { name: `Alpha dashboard ${tag}`, customerId: customerA.id, templateId: template.id } }), 201);
    assert.deepEqual(dashboardA.config, config);
    assert.equal(dashboardA.templateId, template.id);
    assertProblem(await admin.post('/api/dashboards', { name: 'Again', customerId: customerA.id }), 409, 'This customer already has a dashboard.');
    assertProblem(await admin.post('/api/dashboards', { name: 'X', customerId: randomUUID() }), 404, 'Customer not found.');
    assertProblem(await admin.post('/api/dashboards', { name: 'X', customerId: customerB.id, templateId: randomUUID() }), 404, 'Dashboard template not found.');
    const dashboardB = assertOk(await operations.customer.POST('/api/dashboards', { body: { name: `Bravo dashboard ${tag}`, customerId: customerB.id } }), 201);
    assert.deepEqual(dashboardB.config, settings.defaultConfig);
    const renamed = assertOk(await admin.customer.PUT('/api/dashboards/{dashboardId}', { params: { path: { dashboardId: dashboardB.id } }, body: { name: `Bravo board ${tag}`, config } }));
    assert.equal(renamed.name, `Bravo board ${tag}`);
    assert.deepEqual(assertOk(await admin.get(`/api/dashboards/${dashboardB.id}`)), renamed);
    const list = assertOk(await admin.customer.GET('/api/dashboards', { params: { query: { search: tag } } }));
    assert.deepEqual(list.items.map((d) => d.name), [`Alpha dashboard ${tag}`, `Bravo board ${tag}`]);
    assert.deepEqual(assertOk(await admin.get(`/api/dashboards?customerId=${customerB.id}`)).items.map((d: any) => d.id), [dashboardB.id]);
    assert.deepEqual(assertOk(await admin.get(`/api/dashboards?search=bravo board ${tag}&limit=50`)).items.map((d: any) => d.id), [dashboardB.id]);
    // Deleting the template leaves the dashboard's copy.
    assert.equal((await admin.delete(`/api/dashboard-templates/${template.id}`)).status, 204);
    const kept = assertOk(await admin.get(`/api/dashboards/${dashboardA.id}`));
    assert.deepEqual(kept.config, config);
    assert.equal(kept.templateId, undefined);
  });
  test('a dashboard\'s customer cannot be changed: a body with customerId is refused, naming the field, and nothing changes', async () => {
    const { admin, customerA, customerB, dashboardA } = await customerWithDashboard();
    assertProblem(await admin.put(`/api/dashboards/${dashboardA.id}`, { name: 'Moved', customerId: customerB.id }), 400, undefined, ['/body/customerId']);
    const kept = assertOk(await admin.get(`/api/dashboards/${dashboardA.id}`));
    assert.equal(kept.customerId, customerA.id);
    assert.equal(kept.name, dashboardA.name);
  });
  test('getCurrentDashboard: the signed-in user\'s customer\'s dashboard and profile; defaults where none', async () => {
    const { admin, settings, customerA, dashboardA, corporateA } = await customerWithDashboard();
    const current = assertOk(await corporateA.customer.GET('/api/dashboards/current'));
    assert.equal(current.dashboardId, dashboardA.id);
    assert.deepEqual(current.config, dashboardA.config);
    assert.equal(current.customer.id, customerA.id);
    assert.equal(current.customer.imageAdLimit, 4);
    assert.deepEqual(current.customer.country, { code: 'NZ', taxCode: 'GST' });
    const agentA = as({ roles: ['agent'], customerId: customerA.id, agentId: randomUUID() });
    assert.equal(assertOk(await agentA.get('/api/dashboards/current')).dashboardId, dashboardA.id);
    const lone = await makeCustomer(admin);
    const loneUser = as({ roles: ['branchmanager'], customerId: lone.id, officeIds: [randomUUID()] });
    const defaults = assertOk(await loneUser.get('/api/dashboards/current'));
    assert.equal(defaults.dashboardId, undefined);
    assert.deepEqual(defaults.config, settings.defaultConfig);
    assertProblem(await admin.get('/api/dashboards/current'), 404);
    assertProblem(await anon(svc).get('/api/dashboards/current'), 401);
    const ghost = as({ roles: ['corporate'], customerId: randomUUID() });
    assertProblem(await ghost.get('/api/dashboards/current'), 404);
  });
  test('tenancy: a corporate user of A reads A\'s dashboard and gets 404 for B\'s', async () => {
    const { admin, customerB, dashboardA, corporateA } = await customerWithDashboard();
    const dashboardB = assertOk(await admin.customer.POST('/api/dashboards', { body: { name: unique('Bravo dashboard'), customerId: customerB.id } }), 201);
    assert.equal(assertOk(await corporateA.get(`/api/dashboards/${dashboardA.id}`)).id, dashboardA.id);
    const denied = assertProblem(await corporateA.get(`/api/dashboards/${dashboardB.id}`), 404, 'Dashboard not found.');
    assert.ok(!JSON.stringify(denied).includes('Bravo'));
  });
  test('roles and invalid input', async () => {
    const { admin, customerA, dashboardA, corporateA } = await customerWithDashboard();
    assertProblem(await corporateA.get('/api/dashboards'), 403);
    assertProblem(await corporateA.put(`/api/dashboards/${dashboardA.id}`, { name: 'Mine now' }), 403);
    assertProblem(await corporateA.delete(`/api/dashboards/${dashboardA.id}`), 403);
    assertProblem(await as('sales').post('/api/dashboards', { name: 'X', customerId: customerA.id }), 403);
    assertProblem(await anon(svc).get(`/api/dashboards/${dashboardA.id}`), 401);
    assertProblem(await admin.get('/api/dashboards?limit=101'), 400);
    assertProblem(await admin.get('/api/dashboards?search=a'), 400);
    assertProblem(await admin.put(`/api/dashboards/${dashboardA.id}`, { config: { themes: {} } }), 400);
    assertProblem(await admin.put(`/api/dashboards/${dashboardA.id}`, {}), 400);
    assertProblem(await admin.put(`/api/dashboards/${randomUUID()}`, { name: 'X' }), 404);
  });
  test('delete', async () => {
    const { admin, dashboardA, corporateA } = await customerWithDashboard();
    assert.equal((await admin.delete(`/api/dashboards/${dashboardA.id}`)).status, 204);
    assertProblem(await admin.delete(`/api/dashboards/${dashboardA.id}`), 404);
    assert.equal(assertOk(await corporateA.get('/api/dashboards/current')).dashboardId, undefined);
  });
});

describe('dashboard events (the order context offers payment types by them, 002 §6)', () => {
  const paymentMethods = async (dashboardId: string) =>
    (await eventsOf(svc, { subject: dashboardId })).map((e) => (e.type === 'dashboard.saved' ? `${e.type} ${JSON.stringify(e.data.enablePaymentMethod)}` : e.type));

  test("create and update publish dashboard.saved with the dashboard's payment methods; delete publishes dashboard.deleted", async () => {
    const { admin, settings, customerA, dashboardA } = await customerWithDashboard();
    const [created] = await eventsOf(svc, { subject: dashboardA.id });
    assert.ok(created?.type === 'dashboard.saved');
    assert.deepEqual(created.data, { dashboardId: dashboardA.id, customerId: customerA.id, enablePaymentMethod: { creditCardRoles: ['agent'], invoiceRoles: ['corporate'] }, enableCreateResourceRoles: dashboardA.config.controls.enableCreateResourceRoles });
    assert.equal(created.customerId, customerA.id);
    const config = { ...settings.defaultConfig, enablePaymentMethod: { creditCardRoles: ['corporate' as const], invoiceRoles: ['agent' as const, 'branchuser' as const] } };
    assertOk(await admin.customer.PUT('/api/dashboards/{dashboardId}', { params: { path: { dashboardId: dashboardA.id } }, body: { config } }));
    assertOk(await admin.customer.PUT('/api/dashboards/{dashboardId}', { params: { path: { dashboardId: dashboardA.id } }, body: { name: unique('Renamed') } }));
    // A refused change publishes nothing.
    assertProblem(await admin.put(`/api/dashboards/${dashboardA.id}`, { config: { themes: {} } }), 400);
    assert.equal((await admin.delete(`/api/dashboards/${dashboardA.id}`)).status, 204);
    assert.deepEqual(await paymentMethods(dashboardA.id), [
      'dashboard.saved {"creditCardRoles":["agent"],"invoiceRoles":["corporate"]}',
      'dashboard.saved {"creditCardRoles":["corporate"],"invoiceRoles":["agent","branchuser"]}',
      'dashboard.saved {"creditCardRoles":["corporate"],"invoiceRoles":["agent","branchuser"]}',
      'dashboard.deleted',
    ]);
    const [deleted] = await eventsOf(svc, { subject: dashboardA.id, types: ['dashboard.deleted'] });
    assert.deepEqual(deleted?.data, { dashboardId: dashboardA.id, customerId: customerA.id });
  });

  test('a dashboard made with the defaults publishes their payment methods; a refused create publishes nothing', async () => {
    const admin = as('admin');
    const settings = await settingsOf();
    const customer = await makeCustomer(admin);
    const dashboard = assertOk(await admin.customer.POST('/api/dashboards', { body: { name: unique('Default board'), customerId: customer.id } }), 201);
    assert.deepEqual(await paymentMethods(dashboard.id), [`dashboard.saved ${JSON.stringify(settings.defaultConfig.enablePaymentMethod)}`]);
    assertProblem(await admin.post('/api/dashboards', { name: 'Again', customerId: customer.id }), 409, 'This customer already has a dashboard.');
    assert.equal((await eventsOf(svc, { types: ['dashboard.saved'] })).filter((e) => e.customerId === customer.id).length, 1);
  });
});
