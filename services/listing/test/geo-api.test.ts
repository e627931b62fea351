// The geo look-ups over HTTP (spec 002 §4 map targeting, §7 queryLocation, country-coordinates,
// listingCoords): location search in New Zealand and Australia, the 3-character rule as a 400 with the
// domain's message, country coordinates, and coordinates of listings scoped like listListings (another
// customer's listing is left out); who may call each.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, clientAs, serviceUnderTest, startTestService, type Who } from '@adops/platform/testing';
import { TOO_SHORT_MESSAGE } from '../src/geo/gazetteer/index.ts';
import { listingModule } from '../src/app.ts';
import { knowReferences } from './customer-references.ts';

const svc = serviceUnderTest(() => startTestService(listingModule));
const as = (who: Who) => clientAs(svc, who);

interface Candidate {
  name: string;
  region?: string;
  countryCode: string;
  formattedAddress: string;
  geometry: { location: { lat: number; lng: number } };
}

const near = (c: Candidate | undefined, lat: number, lng: number, degrees = 0.1) => {
  assert.ok(c, 'a candidate');
  assert.ok(Math.abs(c.geometry.location.lat - lat) < degrees && Math.abs(c.geometry.location.lng - lng) < degrees, `${c.formattedAddress}: ${JSON.stringify(c.geometry.location)}`);
};

describe('geo look-ups', () => {
  test('location search finds New Zealand and Australian places, best first, for staff and dashboard users', async () => {
    const corporate = as({ roles: ['corporate'], customerId: randomUUID() });
    const ponsonby = assertOk(await corporate.get('/api/geo/locations?input=Ponsonby')).candidates as Candidate[];
    assert.equal(ponsonby[0]?.formattedAddress, 'Ponsonby, Auckland, New Zealand');
    near(ponsonby[0], -36.85, 174.74);

    const bondi = assertOk(await as('operations').get('/api/geo/locations?input=bondi&countries=AU&limit=5')).candidates as Candidate[];
    assert.equal(bondi[0]?.formattedAddress, 'Bondi, New South Wales, Australia');
    near(bondi[0], -33.89, 151.26);
    assert.ok(bondi.length <= 5 && bondi.every((c) => c.countryCode === 'AU'), JSON.stringify(bondi.map((c) => c.formattedAddress)));

    const both = assertOk(await as('sales').get('/api/geo/locations?input=christ&countries=NZ&countries=AU')).candidates as Candidate[];
    assert.deepEqual([both[0]?.name, both[0]?.region, both[0]?.countryCode], ['Christchurch', 'Canterbury', 'NZ']);
    assert.ok(both.every((c) => ['NZ', 'AU'].includes(c.countryCode)));

    const agent = as({ roles: ['agent'], customerId: randomUUID(), agentId: randomUUID() });
    assert.ok((assertOk(await agent.get('/api/geo/locations?input=%C5%8Ct%C4%81huhu')).candidates as Candidate[]).some((c) => c.name === 'Otahuhu'), 'accents folded');
  });

  test('fewer than 3 characters is 400 with its message; no input, an unknown country and a limit over 50 are 400', async () => {
    const admin = as('admin');
    for (const short of ['Po', '  Po  ', 'Ō']) {
      assertProblem(await admin.get(`/api/geo/locations?input=${encodeURIComponent(short)}`), 400, TOO_SHORT_MESSAGE);
    }
    assert.equal(TOO_SHORT_MESSAGE, 'Location search needs at least 3 characters.');
    assertProblem(await admin.get('/api/geo/locations?input=Bondi&countries=XX'), 400, "Unknown country code 'XX'.");
    assertProblem(await admin.get('/api/geo/locations?input=Bondi&limit=51'), 400);
    assertProblem(await admin.get('/api/geo/locations'), 400);
    assertProblem(await admin.get('/api/geo/locations?input='), 400);
  });

  test('country coordinates: every country by code, New Zealand and Australia among them', async () => {
    const items = assertOk(await as({ roles: ['branchuser'], customerId: randomUUID(), agentId: randomUUID() }).get('/api/geo/country-coordinates')).items as { code: string; name: string; lat: number; lng: number }[];
    assert.ok(items.length > 200, `${items.length} countries`);
    assert.deepEqual(items.map((c) => c.code), [...items.map((c) => c.code)].sort());
    const nz = items.find((c) => c.code === 'NZ');
    const au = items.find((c) => c.code === 'AU');
    assert.equal(nz?.name, 'New Zealand');
    assert.ok(nz && nz.lat < -34 && nz.lat > -48 && nz.lng > 166 && nz.lng < 179, JSON.stringify(nz));
    assert.equal(au?.name, 'Australia');
    assert.ok(au && au.lat < -10 && au.lat > -44 && au.lng > 112 && au.lng < 154, JSON.stringify(au));
  });

  test("coordinates of listings: own geoLocation, else the address's suburb; another customer's listing is left out", async () => {
    const [customerA, customerB, officeA, agentA] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const admin = as('admin');
    await knowReferences(svc, { customerId: customerA, officeIds: [officeA], agentIds: [agentA] });
    await knowReferences(svc, { customerId: customerB });
    const create = async (customerId: string, title: string, metaData: { key: string; value: unknown }[], extra: object = {}) =>
      assertOk(await admin.post('/api/listings', { customerId, title, metaData, ...extra }), 201).id as string;
    const pinned = await create(customerA, 'Pinned', [{ key: 'geoLocation', value: { latitude: -36.8485, longitude: 174.7633 } }], { officeId: officeA, agents: [{ id: agentA }] });
    const byAddress = await create(customerA, 'By address', [{ key: 'address', value: '12 Harbour View Road, Ponsonby, Auckland 1011' }, { key: 'geoLocation', value: { latitude: 0, longitude: 0 } }]);
    const nowhere = await create(customerA, 'Nowhere', [{ key: 'bedrooms', value: '3' }]);
    const sydney = await create(customerA, 'Bondi', [{ key: 'address', value: '5 Campbell Parade, Bondi NSW 2026' }]);
    const other = await create(customerB, "B's", [{ key: 'geoLocation', value: { latitude: -33.86, longitude: 151.2 } }]);
    const ids = (...list: string[]) => list.map((id) => `listingIds=${id}`).join('&');

    const corporateA = as({ roles: ['corporate'], customerId: customerA });
    const seen = assertOk(await corporateA.get(`/api/geo/listing-coordinates?${ids(other, pinned, byAddress, nowhere, sydney, randomUUID())}`)).items as { listingId: string; lat: number; lng: number; source: string }[];
    assert.deepEqual(seen.map((c) => [c.listingId, c.source]), [[pinned, 'listing'], [byAddress, 'gazetteer'], [sydney, 'gazetteer']], 'in the order asked; B\'s, the one without a place and an unknown id left out');
    assert.deepEqual([seen[0]?.lat, seen[0]?.lng], [-36.8485, 174.7633]);
    assert.ok(Math.abs(seen[1]!.lat + 36.85) < 0.1 && Math.abs(seen[1]!.lng - 174.74) < 0.1, JSON.stringify(seen[1]));
    assert.ok(Math.abs(seen[2]!.lat + 33.89) < 0.1 && Math.abs(seen[2]!.lng - 151.26) < 0.1, JSON.stringify(seen[2]));

    // Scoped as listListings: B sees only B's; staff see all; an agent of A only their own listing.
    const corporateB = as({ roles: ['corporate'], customerId: customerB });
    assert.deepEqual((assertOk(await corporateB.get(`/api/geo/listing-coordinates?${ids(pinned, other)}`)).items as { listingId: string }[]).map((c) => c.listingId), [other]);
    assert.equal(assertOk(await as('operations').get(`/api/geo/listing-coordinates?${ids(pinned, other)}`)).items.length, 2);
    const agentUserA = as({ roles: ['agent'], customerId: customerA, agentId: agentA });
    assert.deepEqual((assertOk(await agentUserA.get(`/api/geo/listing-coordinates?${ids(pinned, byAddress)}`)).items as { listingId: string }[]).map((c) => c.listingId), [pinned]);
    assertProblem(await corporateA.get('/api/geo/listing-coordinates?listingIds=not-an-id'), 400);
  });

  test('roles: anonymous callers are 401; sales and accounts without a role may not read listing coordinates', async () => {
    assertProblem(await anon(svc).get('/api/geo/locations?input=Ponsonby'), 401);
    assertProblem(await anon(svc).get('/api/geo/country-coordinates'), 401);
    assertProblem(await anon(svc).get(`/api/geo/listing-coordinates?listingIds=${randomUUID()}`), 401);
    assertProblem(await as({ roles: [] }).get('/api/geo/locations?input=Ponsonby'), 403);
    assertProblem(await as({ roles: [] }).get('/api/geo/country-coordinates'), 403);
    assertProblem(await as('sales').get(`/api/geo/listing-coordinates?listingIds=${randomUUID()}`), 403);
  });
});
