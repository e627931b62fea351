// Offices and agents over HTTP against MariaDB: staff CRUD, field projection, search, phone
// validation for the customer's country, roles, and tenancy (another customer's office or agent is
// 404, never its data; a branch manager lists only the agents of their offices). Each test makes the
// customers it needs (twoCustomers), so no test depends on what another did.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, clientAs, eventsOf, type Who } from '@adops/platform/testing';
import { customerService, makeAgent, makeCustomer, makeOffice, twoCustomers } from './helpers.ts';

const svc = customerService();
const as = (who: Who) => clientAs(svc, who);
const noPlace = { address: null, postcode: null, country: null, latitude: null, longitude: null };
const eventTypes = async (subject: string) => (await eventsOf(svc, { subject })).map((e) => e.type);

describe('offices', () => {
  test('create, get, update, delete (user, admin, operations); office.* events', async () => {
    const admin = as('admin');
    const customer = await makeCustomer(admin);
    const created = assertOk(await as('user').customer.POST('/api/offices', { body: { customerId: customer.id, name: 'Alpha Remuera', email: 'Remuera@Alpha.example.com', phone: '+6495201234', address: '1 Remuera Road' } }), 201);
    assert.equal(created.email, 'remuera@alpha.example.com');
    assert.deepEqual(assertOk(await as('operations').get(`/api/offices/${created.id}`)), created);
    const updated = assertOk(await admin.put(`/api/offices/${created.id}`, { name: 'Alpha Newmarket', address: null }));
    assert.equal(updated.name, 'Alpha Newmarket');
    assert.equal(updated.address, undefined);
    assert.equal((await admin.delete(`/api/offices/${created.id}`)).status, 204);
    assertProblem(await admin.get(`/api/offices/${created.id}`), 404, 'Office not found.');
    const events = await eventsOf(svc, { subject: created.id });
    assert.deepEqual(events.map((e) => e.type), ['office.created', 'office.updated', 'office.deleted']);
    assert.deepEqual(events.map((e) => e.data), [
      { officeId: created.id, customerId: customer.id, name: 'Alpha Remuera', ...noPlace, address: '1 Remuera Road' },
      { officeId: created.id, customerId: customer.id, name: 'Alpha Newmarket', ...noPlace },
      { officeId: created.id, customerId: customer.id, name: 'Alpha Newmarket', ...noPlace },
    ]);
  });
  test('deleting an office takes it off its agents', async () => {
    const admin = as('admin');
    const customer = await makeCustomer(admin);
    const [kept, office] = [await makeOffice(admin, customer.id), await makeOffice(admin, customer.id)];
    const agent = await makeAgent(admin, customer.id, { officeIds: [office.id, kept.id] });
    assert.equal((await admin.delete(`/api/offices/${office.id}`)).status, 204);
    assert.deepEqual(assertOk(await admin.get(`/api/agents/${agent.id}`)).officeIds, [kept.id]);
  });
  test('list: page size 25, search by name, customerId filter, field projection', async () => {
    const { admin, customerA, officeA1, officeA2 } = await twoCustomers(svc);
    const all = assertOk(await admin.get(`/api/offices?customerId=${customerA.id}`));
    assert.deepEqual(all.items.map((o: any) => o.name), [officeA1.name, officeA2.name]);
    const found = assertOk(await admin.get(`/api/offices?search=taka&customerId=${customerA.id}`));
    assert.deepEqual(found.items.map((o: any) => o.id), [officeA2.id]);
    const projected = assertOk(await as('user').get(`/api/offices?customerId=${customerA.id}&fields=name`));
    assert.deepEqual(projected.items, [{ id: officeA1.id, name: officeA1.name }, { id: officeA2.id, name: officeA2.name }]);
    const two = assertOk(await admin.get(`/api/offices?customerId=${customerA.id}&fields=name,customerId&limit=1&page=2`));
    assert.deepEqual(two, { items: [{ id: officeA2.id, name: officeA2.name, customerId: customerA.id }], count: 2 });
  });
  test('invalid input: search of 1 character, unknown field, unknown customer, unknown body field', async () => {
    const admin = as('admin');
    const customer = await makeCustomer(admin);
    const office = await makeOffice(admin, customer.id);
    assertProblem(await admin.get('/api/offices?search=a'), 400);
    assertProblem(await admin.get('/api/offices?fields=name,secret'), 400);
    assertProblem(await admin.post('/api/offices', { customerId: randomUUID(), name: 'X' }), 400, 'Customer not found.');
    assertProblem(await admin.post('/api/offices', { customerId: customer.id, name: 'X', colour: 'red' }), 400);
    assertProblem(await admin.put(`/api/offices/${office.id}`, {}), 400);
  });
  test('office phones are checked against the customer\'s country on create and update; invalid ones block saving, naming the number', async () => {
    const { admin, customerA, customerB } = await twoCustomers(svc);
    const created = assertOk(await admin.post('/api/offices', { customerId: customerA.id, name: 'Alpha Parnell', phone: '09 360 1234' }), 201);
    assert.equal(created.phone, '+6493601234', 'stored in E.164');
    const bravo = assertOk(await admin.post('/api/offices', { customerId: customerB.id, name: 'Bravo Manly', phone: '02 9374 4000' }), 201);
    assert.equal(bravo.phone, '+61293744000', 'an AU customer takes AU numbers');

    const NOT_NZ = (phone: string) => `The phone number ${phone} is not a valid number for NZ.`;
    const refused = await admin.post('/api/offices', { customerId: customerA.id, name: 'Alpha Bad', phone: '12345' });
    assert.deepEqual(assertProblem(refused, 400, NOT_NZ('12345'), ['/body/phone']).errors, [{ path: '/body/phone', message: NOT_NZ('12345') }]);
    assertProblem(await admin.post('/api/offices', { customerId: customerA.id, name: 'Alpha Bad', phone: '+61 2 9374 4000' }), 400, NOT_NZ('+61 2 9374 4000'));
    assert.equal(assertOk(await admin.get(`/api/offices?search=Alpha Bad&customerId=${customerA.id}`)).count, 0, 'nothing was saved');

    const update = await as('operations').put(`/api/offices/${created.id}`, { name: 'Alpha Grafton', phone: 'call me' });
    assert.deepEqual(assertProblem(update, 400, NOT_NZ('call me'), ['/body/phone']).errors, [{ path: '/body/phone', message: NOT_NZ('call me') }]);
    const user = as('user');
    assertProblem(await user.put(`/api/offices/${bravo.id}`, { phone: '+64 21 234 5678' }), 400, 'The phone number +64 21 234 5678 is not a valid number for AU.');
    const unchanged = assertOk(await admin.get(`/api/offices/${created.id}`));
    assert.equal(unchanged.name, 'Alpha Parnell', 'a refused update changes nothing');
    assert.equal(unchanged.phone, '+6493601234');

    assert.equal(assertOk(await user.put(`/api/offices/${created.id}`, { phone: '021 234 5678' })).phone, '+64212345678');
    assert.equal(assertOk(await admin.put(`/api/offices/${created.id}`, { phone: null })).phone, undefined, 'a phone can be removed');
  });
  test('an office\'s customer cannot be changed: a body with customerId is refused, naming the field, and nothing changes', async () => {
    const { admin, customerA, customerB, officeA1 } = await twoCustomers(svc);
    assertProblem(await admin.put(`/api/offices/${officeA1.id}`, { name: 'Moved', customerId: customerB.id }), 400, undefined, ['/body/customerId']);
    const office = assertOk(await admin.get(`/api/offices/${officeA1.id}`));
    assert.equal(office.customerId, customerA.id);
    assert.equal(office.name, officeA1.name);
  });
  test('roles: sales may not manage offices; dashboard users may not change them; anonymous is 401', async () => {
    const { customerA, officeA1, corporateA, managerA1 } = await twoCustomers(svc);
    const sales = as({ roles: ['sales'], via: 'bearer' });
    assertProblem(await sales.get('/api/offices'), 403);
    assertProblem(await sales.post('/api/offices', { customerId: customerA.id, name: 'X' }), 403);
    assertProblem(await corporateA.post('/api/offices', { customerId: customerA.id, name: 'X' }), 403);
    assertProblem(await corporateA.put(`/api/offices/${officeA1.id}`, { name: 'X' }), 403);
    assertProblem(await managerA1.delete(`/api/offices/${officeA1.id}`), 403);
    assertProblem(await anon(svc).get('/api/offices'), 401);
    assertProblem(await anon(svc).get(`/api/offices/${officeA1.id}`), 401);
  });
  test('tenancy: corporate sees its customer, a manager its offices, a branch user its agent\'s; the rest is 404', async () => {
    const { customerB, officeA1, officeA2, officeB1, corporateA, managerA1, branchUserA2 } = await twoCustomers(svc);
    assert.deepEqual(assertOk(await corporateA.get('/api/offices')).items.map((o: any) => o.id), [officeA1.id, officeA2.id]);
    assert.deepEqual(assertOk(await corporateA.get(`/api/offices?customerId=${customerB.id}`)), { items: [], count: 0 });
    const denied = assertProblem(await corporateA.get(`/api/offices/${officeB1.id}`), 404, 'Office not found.');
    assert.ok(!JSON.stringify(denied).includes('Bravo'));
    assert.deepEqual(assertOk(await managerA1.get('/api/offices')).items.map((o: any) => o.id), [officeA1.id]);
    assertProblem(await managerA1.get(`/api/offices/${officeA2.id}`), 404);
    assert.deepEqual(assertOk(await branchUserA2.get('/api/offices')).items.map((o: any) => o.id), [officeA2.id]);
    assert.equal(assertOk(await branchUserA2.get(`/api/offices/${officeA2.id}`)).id, officeA2.id);
    assertProblem(await branchUserA2.get(`/api/offices/${officeA1.id}`), 404);
  });
});

describe('agents', () => {
  test('create (admin, operations) with phones normalised to E.164; get; agent.created', async () => {
    const { customerA, officeA1, agentB1 } = await twoCustomers(svc);
    const created = assertOk(
      await as('operations').customer.POST('/api/agents', {
        body: {
          customerId: customerA.id,
          fullName: 'Cara Lee',
          email: 'Cara@Alpha.example.com',
          phones: [{ type: 'MOBILE', value: '021 234 5678' }, { type: 'FIXED_LINE', value: '09 360 1234' }],
          image: 'https://cdn.example.com/cara.png',
          officeIds: [officeA1.id],
          fbAdAccountIds: [randomUUID()],
          gdnAccountIds: [],
          fbPage: { pageId: '102938475610', name: 'Alpha' },
          distributionSettings: { enableAutoFbPost: true, stores: [randomUUID()], useCustomerUrlForCampaign: true },
          dashboardListingTypes: ['RESIDENTIAL_FOR_SALE', 'RURAL_FOR_SALE'],
        },
      }),
      201,
    );
    assert.deepEqual(created.phones, [{ type: 'MOBILE', value: '+64212345678' }, { type: 'FIXED_LINE', value: '+6493601234' }]);
    assert.equal(created.email, 'cara@alpha.example.com');
    assert.equal(created.didSignUpDashboard, false);
    assert.deepEqual(assertOk(await as({ roles: ['sales'], via: 'bearer' }).customer.GET('/api/agents/{agentId}', { params: { path: { agentId: created.id } } })), created);
    assert.equal(agentB1.phones[0]!.value, '+61293744000', 'an AU customer takes AU numbers');
    const events = await eventsOf(svc, { subject: created.id });
    assert.deepEqual(events.map((e) => e.type), ['agent.created']);
    assert.deepEqual(events[0]!.data, { agentId: created.id, customerId: customerA.id, fullName: 'Cara Lee', email: 'cara@alpha.example.com', officeIds: [officeA1.id], didSignUpDashboard: false });
  });
  test('an invalid phone number for the customer\'s country blocks saving with a message naming it', async () => {
    const { admin, customerA, agentA1 } = await twoCustomers(svc);
    const NOT_NZ = (phone: string) => `The phone number ${phone} is not a valid number for NZ.`;
    const res = await admin.post('/api/agents', { customerId: customerA.id, fullName: 'Dan Bad', phones: [{ type: 'MOBILE', value: '021 234 5678' }, { type: 'FIXED_LINE', value: '12345' }] });
    assert.deepEqual(assertProblem(res, 400, NOT_NZ('12345')).errors, [{ path: '/body/phones/1/value', message: NOT_NZ('12345') }]);
    // A valid Australian number is not a valid number for an NZ customer.
    assertProblem(await admin.post('/api/agents', { customerId: customerA.id, fullName: 'Dan Bad', phones: [{ type: 'FIXED_LINE', value: '+61 2 9374 4000' }] }), 400, NOT_NZ('+61 2 9374 4000'));
    assertProblem(await as('sales').put(`/api/agents/${agentA1.id}`, { phones: [{ type: 'MOBILE', value: 'call me' }] }), 400, NOT_NZ('call me'));
    // Several bad numbers: each at its field, and a short detail naming the first and counting the rest.
    const several = await admin.post('/api/agents', { customerId: customerA.id, fullName: 'Two Bad', phones: [{ type: 'MOBILE', value: '1' }, { type: 'MOBILE', value: '2' }] });
    assertProblem(several, 400, `${NOT_NZ('1')} (and 1 more)`, ['/body/phones/0/value', '/body/phones/1/value']);
    assert.deepEqual(assertOk(await admin.get(`/api/agents/${agentA1.id}`)).phones, [{ type: 'MOBILE', value: '+64212345678' }]);
  });
  test('other invalid input: an office of another customer, unknown customer, unknown field, bad phone type', async () => {
    const { admin, customerA, customerB, officeB1, agentA1 } = await twoCustomers(svc);
    assertProblem(await admin.post('/api/agents', { customerId: customerA.id, fullName: 'X', officeIds: [officeB1.id] }), 400, `The office ${officeB1.id} is not an office of this customer.`);
    assertProblem(await admin.post('/api/agents', { customerId: randomUUID(), fullName: 'X' }), 400, 'Customer not found.');
    assertProblem(await admin.post('/api/agents', { customerId: customerA.id, fullName: 'X', nickname: 'x' }), 400);
    assertProblem(await admin.post('/api/agents', { customerId: customerA.id, fullName: 'X', phones: [{ type: 'PAGER', value: '021 234 5678' }] }), 400);
    assertProblem(await admin.put(`/api/agents/${agentA1.id}`, { customerId: customerB.id }), 400);
    assertProblem(await admin.put(`/api/agents/${agentA1.id}`, { didSignUpDashboard: true }), 400);
  });
  test('update (admin, operations, sales) and delete (admin, operations); agent.* events', async () => {
    const admin = as('admin');
    const customer = await makeCustomer(admin);
    const [office1, office2] = [await makeOffice(admin, customer.id), await makeOffice(admin, customer.id)];
    const agent = await makeAgent(admin, customer.id, { officeIds: [office1.id] });
    const sales = as('sales');
    const updated = assertOk(await sales.customer.PUT('/api/agents/{agentId}', { params: { path: { agentId: agent.id } }, body: { fullName: 'Eve Renamed', fbPage: null, officeIds: [office2.id] } }));
    assert.equal(updated.fullName, 'Eve Renamed');
    assert.deepEqual(updated.officeIds, [office2.id]);
    assertProblem(await sales.delete(`/api/agents/${agent.id}`), 403);
    assert.equal((await as('operations').delete(`/api/agents/${agent.id}`)).status, 204);
    assertProblem(await admin.get(`/api/agents/${agent.id}`), 404, 'Agent not found.');
    assertProblem(await admin.delete(`/api/agents/${agent.id}`), 404);
    assert.deepEqual(await eventTypes(agent.id), ['agent.created', 'agent.updated', 'agent.deleted']);
    const events = await eventsOf(svc, { subject: agent.id, types: ['agent.created', 'agent.updated', 'agent.deleted'] });
    assert.deepEqual(events.map((e) => [e.data.fullName, e.data.officeIds]), [[agent.fullName, [office1.id]], ['Eve Renamed', [office2.id]], ['Eve Renamed', [office2.id]]]);
  });
  test('roles: sales and dashboard users may not create; dashboard users may not update; anonymous 401', async () => {
    const { customerA, agentA1, corporateA } = await twoCustomers(svc);
    assertProblem(await as('sales').post('/api/agents', { customerId: customerA.id, fullName: 'X' }), 403);
    assertProblem(await corporateA.post('/api/agents', { customerId: customerA.id, fullName: 'X' }), 403);
    assertProblem(await corporateA.put(`/api/agents/${agentA1.id}`, { fullName: 'X' }), 403);
    assertProblem(await as('user').get('/api/agents'), 403);
    assertProblem(await anon(svc).get('/api/agents'), 401);
    assertProblem(await anon(svc).get(`/api/agents/${agentA1.id}`), 401);
  });
  test('list: 25 by default, sorted by fullName, search in fullName or email, office filter, projection', async () => {
    const { admin, customerA, officeA2, agentA1, agentA2, agentB1, tag } = await twoCustomers(svc);
    const all = assertOk(await admin.get(`/api/agents?customerId=${customerA.id}&fields=fullName`));
    assert.ok(all.items.length <= 25);
    const names = all.items.map((a: any) => a.fullName);
    assert.deepEqual(names, [...names].sort((x: string, y: string) => x.localeCompare(y)));
    assert.ok(all.items.every((a: any) => Object.keys(a).sort().join() === 'fullName,id'));
    const found = assertOk(await as({ roles: ['sales'], via: 'bearer' }).get(`/api/agents?search=aroha${tag}&searchField=fullName&sort=-fullName`));
    assert.deepEqual(found.items.map((a: any) => a.id), [agentA1.id, agentB1.id]);
    assert.equal(found.count, 2);
    const byOffice = assertOk(await admin.get(`/api/agents?officeId=${officeA2.id}`));
    assert.ok(byOffice.items.some((a: any) => a.id === agentA2.id));
    assert.ok(byOffice.items.every((a: any) => a.officeIds.includes(officeA2.id)));
  });
  test('list: search of 1 character, unknown field, unknown search field and limit 101 are 400', async () => {
    const admin = as('admin');
    assertProblem(await admin.get('/api/agents?search=a'), 400);
    assertProblem(await admin.get('/api/agents?fields=fullName,password'), 400);
    assertProblem(await admin.get('/api/agents?search=ab&searchField=phones'), 400);
    assertProblem(await admin.get('/api/agents?limit=101'), 400);
    assertProblem(await admin.get('/api/agents?order=fullName'), 400);
  });
  test('tenancy: corporate lists its customer\'s agents, a branch manager only those of their offices, a branch user its own; others 404', async () => {
    const { customerA, customerB, officeA1, agentA1, agentA2, agentB1, corporateA, managerA1, branchUserA2 } = await twoCustomers(svc);
    const corp = assertOk(await corporateA.get('/api/agents?search=aroha'));
    assert.deepEqual(corp.items.map((a: any) => a.id), [agentA1.id]);
    assert.deepEqual(assertOk(await corporateA.get(`/api/agents?customerId=${customerB.id}`)), { items: [], count: 0 });
    const denied = assertProblem(await corporateA.get(`/api/agents/${agentB1.id}`), 404, 'Agent not found.');
    assert.ok(!JSON.stringify(denied).includes('Brown'));
    const managed = assertOk(await managerA1.get('/api/agents'));
    assert.ok(managed.items.length >= 1);
    assert.ok(managed.items.every((a: any) => a.customerId === customerA.id && a.officeIds.includes(officeA1.id)));
    assert.ok(!managed.items.some((a: any) => a.id === agentA2.id));
    assertProblem(await managerA1.get(`/api/agents/${agentA2.id}`), 404);
    assert.equal(assertOk(await managerA1.get(`/api/agents/${agentA1.id}`)).id, agentA1.id);
    assert.deepEqual(assertOk(await branchUserA2.get('/api/agents')).items.map((a: any) => a.id), [agentA2.id]);
    assertProblem(await branchUserA2.get(`/api/agents/${agentA1.id}`), 404);
  });
});
