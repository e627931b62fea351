// An office's place (address, postcode, country, map point) over HTTP: kept and shown, refused with a
// message naming the field when it is half a point or no country, and published with office.created and
// office.updated as it is after the write — the ads context aims OFFICE-located campaigns by it.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk, assertProblem, clientAs, eventsOf } from '@adops/platform/testing';
import { customerService, makeCustomer } from './helpers.ts';

const svc = customerService();
const admin = () => clientAs(svc, 'admin');
const placeOf = (data: Record<string, unknown>) => ({ address: data.address, postcode: data.postcode, country: data.country, latitude: data.latitude, longitude: data.longitude });

describe('an office\'s place', () => {
  test('is kept, shown and published on create and update; what an update leaves out stays', async () => {
    const customer = await makeCustomer(admin());
    const body = { customerId: customer.id, name: 'Harbour Ponsonby', address: ' 12 Ponsonby Road, Auckland ', postcode: ' 1011 ', country: 'nz', latitude: -36.8569, longitude: 174.7466 };
    const created = assertOk(await admin().post('/api/offices', body), 201);
    assert.deepEqual(placeOf(created), { address: '12 Ponsonby Road, Auckland', postcode: '1011', country: 'NZ', latitude: -36.8569, longitude: 174.7466 });

    const moved = assertOk(await admin().put(`/api/offices/${created.id}`, { postcode: '1021', latitude: 0, longitude: 174.7633 }));
    assert.deepEqual(placeOf(moved), { address: '12 Ponsonby Road, Auckland', postcode: '1021', country: 'NZ', latitude: 0, longitude: 174.7633 }, 'a latitude of 0 is shown');
    const cleared = assertOk(await admin().put(`/api/offices/${created.id}`, { latitude: null, longitude: null, country: null }));
    assert.deepEqual(placeOf(cleared), { address: '12 Ponsonby Road, Auckland', postcode: '1021', country: undefined, latitude: undefined, longitude: undefined });

    const events = await eventsOf(svc, { subject: created.id });
    assert.deepEqual(events.map((e) => e.type), ['office.created', 'office.updated', 'office.updated']);
    assert.deepEqual(events.map((e) => e.data), [
      { officeId: created.id, customerId: customer.id, name: 'Harbour Ponsonby', address: '12 Ponsonby Road, Auckland', postcode: '1011', country: 'NZ', latitude: -36.8569, longitude: 174.7466 },
      { officeId: created.id, customerId: customer.id, name: 'Harbour Ponsonby', address: '12 Ponsonby Road, Auckland', postcode: '1021', country: 'NZ', latitude: 0, longitude: 174.7633 },
      { officeId: created.id, customerId: customer.id, name: 'Harbour Ponsonby', address: '12 Ponsonby Road, Auckland', postcode: '1021', country: null, latitude: null, longitude: null },
    ]);
  });

  test('half a map point or an unknown country is refused, naming the field; nothing is saved', async () => {
    const customer = await makeCustomer(admin());
    const half = 'Latitude and longitude go together: give both, or neither.';
    const noLongitude = await admin().post('/api/offices', { customerId: customer.id, name: 'Half Point', latitude: -36.85 });
    assert.deepEqual(assertProblem(noLongitude, 400, half).errors, [{ path: '/body/longitude', message: half }]);
    const unknown = 'The country QQ is not an ISO 3166-1 alpha-2 country code (such as NZ).';
    assert.deepEqual(assertProblem(await admin().post('/api/offices', { customerId: customer.id, name: 'Half Point', country: 'qq' }), 400, unknown).errors, [{ path: '/body/country', message: unknown }]);
    assertProblem(await admin().post('/api/offices', { customerId: customer.id, name: 'Half Point', latitude: 91, longitude: 0 }), 400);
    assert.equal(assertOk(await admin().get(`/api/offices?customerId=${customer.id}`)).count, 0);

    const office = assertOk(await admin().post('/api/offices', { customerId: customer.id, name: 'Whole Point', latitude: -36.85, longitude: 174.76 }), 201);
    assert.deepEqual(assertProblem(await admin().put(`/api/offices/${office.id}`, { latitude: null }), 400, half).errors, [{ path: '/body/latitude', message: half }]);
    assert.equal(assertOk(await admin().get(`/api/offices/${office.id}`)).latitude, -36.85, 'the office keeps its point');
    assert.equal((await eventsOf(svc, { subject: office.id })).length, 1, 'a refused update publishes nothing');
  });
});
