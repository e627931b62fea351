// Listings over HTTP against MariaDB (or SQLite without MYSQL_URL): staff CRUD with the fields of spec
// 002 §3, the listing rules (11th image, price view, agents), the bulk update and delete, the
// enumerations, roles and tenancy (another customer's listing is 404; an agent sees only their own
// listings, a branch manager their offices'). Customers, offices and agents are ids of the customer
// context: this service keeps them as references, so each test makes up its own.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, clientAs, eventsOf, serviceUnderTest, startTestService, type Who } from '@adops/platform/testing';
import { listingModule } from '../src/app.ts';
import { knownCustomer } from './customer-references.ts';

const svc = serviceUnderTest(() => startTestService(listingModule));
const as = (who: Who) => clientAs(svc, who);
const image = (n: number) => ({ url: `https://cdn.example.com/listings/${n}.jpg` });

/** One customer A with offices A1 and A2, an agent in each, their dashboard users; and a customer B with an office and an agent. */
async function world() {
  const a = await knownCustomer(svc, { offices: 2, agents: 2 });
  const b = await knownCustomer(svc);
  const { customerId: customerA, officeIds: [officeA1, officeA2], agentIds: [agentA1, agentA2] } = a as { customerId: string; officeIds: [string, string]; agentIds: [string, string] };
  const { customerId: customerB, officeIds: [officeB], agentIds: [agentB] } = b as { customerId: string; officeIds: [string]; agentIds: [string] };
  return {
    customerA, customerB, officeA1, officeA2, agentA1, agentA2, officeB, agentB,
    corporateA: as({ roles: ['corporate'], customerId: customerA }),
    corporateB: as({ roles: ['corporate'], customerId: customerB }),
    managerA1: as({ roles: ['branchmanager'], customerId: customerA, officeIds: [officeA1] }),
    agentUserA1: as({ roles: ['agent'], customerId: customerA, agentId: agentA1 }),
    branchUserA2: as({ roles: ['branchuser'], customerId: customerA, agentId: agentA2 }),
    agentUserA4: as({ roles: ['agent'], customerId: customerA, agentId: randomUUID() }),
  };
}
const aCustomer = async () => (await knownCustomer(svc)).customerId;

describe('listings', () => {
  test('staff create, get, update; the fields of spec 002 §3; listing.* events', async () => {
    const admin = as('admin');
    const { customerId, officeIds: [officeId], agentIds: [agentId] } = await knownCustomer(svc);
    const created = assertOk(
      await admin.post('/api/listings', {
        customerId,
        title: ' 12 Harbour View Road ',
        customerUrl: 'https://harbour.example.com/12',
        description: 'Sunny.',
        shortDescription: 'Sunny home',
        type: 'RESIDENTIAL_FOR_SALE',
        startPrice: 125000000,
        startTimestamp: '2026-12-01T00:00:00.000Z',
        images: [image(1), image(2)],
        officeId,
        agents: [{ id: agentId, name: 'Jo Agent' }, { name: 'no id, dropped' }],
        metaData: [{ key: 'bedrooms', value: '3' }],
      }),
      201,
    );
    assert.match(created.reference, /^DASH[A-Z2-9]{10}$/);
    assert.equal(created.creationType, 'DASHBOARD');
    assert.equal(created.listingStatus, 'DONE');
    assert.equal(created.listingOption, 'CLASSIFIED');
    assert.equal(created.title, '12 Harbour View Road');
    assert.equal(created.numImages, 2);
    assert.equal(created.bulkId, null);
    assert.deepEqual(created.agents, [{ id: agentId, name: 'Jo Agent' }]);
    assert.deepEqual(created.metaData, [{ key: 'bedrooms', value: '3', isPublic: true }, { key: 'status', value: 'ACTIVE', isPublic: true }]);
    assert.deepEqual(assertOk(await as('operations').get(`/api/listings/${created.id}`)), created);
    const updated = assertOk(await admin.put(`/api/listings/${created.id}`, { title: 'Reduced', startPrice: 119500000, videos: [{ url: 'https://cdn.example.com/v.mp4' }] }));
    assert.equal(updated.title, 'Reduced');
    assert.equal(updated.startPrice, 119500000);
    assert.equal(updated.reference, created.reference);
    assert.equal(updated.videos.length, 1);
    const events = await eventsOf(svc, { subject: created.id });
    assert.deepEqual(events.map((e) => e.type), ['listing.created', 'listing.updated']);
    assert.deepEqual(events[1]?.data, {
      listingId: created.id, customerId, reference: created.reference, title: 'Reduced', listingStatus: 'DONE', officeId, agentIds: [agentId],
      listingType: 'RESIDENTIAL_FOR_SALE', displayAddress: null, suburb: null, state: null, postcode: null, country: null, latitude: null, longitude: null,
      price: null, headline: 'Sunny home', description: 'Sunny.', imageUrls: [image(1).url, image(2).url], videoUrls: ['https://cdn.example.com/v.mp4'],
      link: 'https://harbour.example.com/12', features: { bedrooms: 3, bathrooms: null, carSpaces: null }, listingAgent: null,
    });
  });

  test('listing.* events carry what an ad is made of: type, address, point, price, texts, media, link; bounded', async () => {
    const admin = as('admin');
    const customerId = await aCustomer();
    const created = assertOk(
      await admin.post('/api/listings', {
        customerId,
        title: '5 Queen Street',
        customerUrl: 'https://agency.example.com/listings/5',
        description: 'd'.repeat(5000),
        type: 'COMMERCIAL_FOR_LEASE',
        images: Array.from({ length: 10 }, (_, i) => image(i)),
        metaData: [
          { key: 'address', value: { streetNumber: '5', street: 'Queen Street', suburb: 'Brisbane City', state: 'QLD', postcode: '4000', country: 'Australia' } },
          { key: 'geoLocation', value: { latitude: -27.4698, longitude: 153.0251 } },
          { key: 'priceView', value: 'Negotiation' },
          { key: 'price', value: 'Contact agent' },
        ],
      }),
      201,
    );
    const [event] = await eventsOf(svc, { subject: created.id, types: ['listing.created'] });
    const { description, ...data } = event!.data;
    assert.deepEqual(data, {
      listingId: created.id, customerId, reference: created.reference, title: '5 Queen Street', listingStatus: 'DONE', officeId: null, agentIds: [],
      listingType: 'COMMERCIAL_FOR_LEASE', displayAddress: '5 Queen Street, Brisbane City, QLD, 4000', suburb: 'Brisbane City', state: 'QLD', postcode: '4000', country: 'AU',
      latitude: -27.4698, longitude: 153.0251, price: 'Contact agent', headline: '5 Queen Street',
      imageUrls: Array.from({ length: 10 }, (_, i) => image(i).url), videoUrls: [], link: 'https://agency.example.com/listings/5',
      features: { bedrooms: null, bathrooms: null, carSpaces: null }, listingAgent: null,
    });
    assert.equal(description?.length, 2000);
    assert.ok(description?.endsWith('…'));
    // A bulk status change and a delete tell the same (the listing as it was written or as it went).
    assertOk(await admin.put('/api/listings', { ids: [created.id], listingStatus: 'ARCHIVED' }));
    assert.equal((await admin.delete(`/api/listings?ids=${created.id}`)).status, 204);
    const later = await eventsOf(svc, { subject: created.id, types: ['listing.updated', 'listing.deleted'] });
    assert.deepEqual(later.map((e) => e.type), ['listing.updated', 'listing.deleted']);
    for (const e of later) assert.deepEqual(e.data, { ...event!.data, listingStatus: 'ARCHIVED' });
  });

  test("an 11th image: 'Too Many Images' / 'Only 10 Images allow for the listing', nothing saved", async () => {
    const admin = as('admin');
    const customerId = await aCustomer();
    const eleven = Array.from({ length: 11 }, (_, i) => image(i));
    const problem = assertProblem(await admin.post('/api/listings', { customerId, title: 'Too many', images: eleven }), 400, 'Only 10 Images allow for the listing', ['/body/images']);
    assert.equal(problem.title, 'Too Many Images');
    assert.equal(assertOk(await admin.get(`/api/listings?customerId=${customerId}`)).count, 0);
    const ten = assertOk(await admin.post('/api/listings', { customerId, title: 'Ten', images: eleven.slice(0, 10) }), 201);
    assertProblem(await admin.put(`/api/listings/${ten.id}`, { images: eleven }), 400, 'Only 10 Images allow for the listing');
    assertProblem(await admin.put(`/api/listings/${ten.id}`, { videos: eleven }), 400, 'Only 10 Videos allow for the listing');
    assert.equal(assertOk(await admin.get(`/api/listings/${ten.id}`)).numImages, 10);
  });

  test('price view: Fixed Price drops inspectionTimes, auction and auctionLocation; Auction keeps them', async () => {
    const admin = as('admin');
    const meta = (priceView: string) => [
      { key: 'priceView', value: priceView },
      { key: 'inspectionTimes', value: ['Sat 10:00'] },
      { key: 'auction', value: '2026-12-12T02:00:00Z' },
      { key: 'auctionLocation', value: 'On site' },
      { key: 'geoLocation', value: { latitude: -36.85, longitude: 174.76 }, isPublic: false },
      { key: 'status', value: 'SOLD' },
    ];
    const fixed = assertOk(await admin.post('/api/listings', { customerId: await aCustomer(), title: 'Fixed', metaData: meta('Fixed Price') }), 201);
    assert.deepEqual(fixed.metaData.map((m: { key: string }) => m.key), ['priceView', 'geoLocation', 'status']);
    assert.deepEqual(fixed.metaData[1], { key: 'geoLocation', value: { latitude: -36.85, longitude: 174.76 }, isPublic: false });
    const auction = assertOk(await admin.put(`/api/listings/${fixed.id}`, { metaData: meta('Auction') }));
    assert.deepEqual(auction.metaData.map((m: { key: string }) => m.key), ['priceView', 'inspectionTimes', 'auction', 'auctionLocation', 'geoLocation', 'status']);
    const back = assertOk(await admin.put(`/api/listings/${fixed.id}`, { metaData: meta('Fixed Price') }));
    assert.equal(back.metaData.length, 3);
    assertProblem(await admin.put(`/api/listings/${fixed.id}`, { metaData: [{ key: 'priceView', value: 'Cheap' }] }), 400, /^priceView must be one of Fixed Price/, ['/body/metaData']);
  });

  test('agents: without an id dropped, more than 3 refused', async () => {
    const admin = as('admin');
    const known = await knownCustomer(svc, { agents: 4 });
    const ids = known.agentIds.map((id) => ({ id }));
    const three = assertOk(await admin.post('/api/listings', { customerId: known.customerId, title: 'Three', agents: [...ids.slice(0, 3), { name: 'x' }, {}] }), 201);
    assert.deepEqual(three.agents, ids.slice(0, 3));
    assertProblem(await admin.post('/api/listings', { customerId: await aCustomer(), title: 'Four', agents: ids }), 400, 'Maximum number of agents is 3.', ['/body/agents']);
    assertProblem(await admin.put(`/api/listings/${three.id}`, { agents: ids }), 400, 'Maximum number of agents is 3.');
  });

  test('invalid input: no title, no customer for staff, unknown field, unknown type, bad metadata key, bad id', async () => {
    const admin = as('admin');
    assertProblem(await admin.post('/api/listings', { customerId: randomUUID() }), 400);
    assertProblem(await admin.post('/api/listings', { title: 'No customer' }), 400, 'Customer Id is required', ['/body/customerId']);
    assertProblem(await admin.post('/api/listings', { customerId: await aCustomer(), title: 'x', reference: 'DASHMINE' }), 400);
    assertProblem(await admin.post('/api/listings', { customerId: await aCustomer(), title: 'x', type: 'CASTLE' }), 400);
    assertProblem(await admin.post('/api/listings', { customerId: await aCustomer(), title: 'x', metaData: [{ key: 'secret', value: '1' }] }), 400);
    assertProblem(await admin.get('/api/listings/not-a-uuid'), 400);
    assertProblem(await admin.get(`/api/listings/${randomUUID()}`), 404, 'Listing not found.');
    assertProblem(await admin.put(`/api/listings/${randomUUID()}`, {}), 400);
  });

  test('list: newest first, page sizes 10 to 100, filters by customer, status, type and batch', async () => {
    const admin = as('admin');
    const customerId = await aCustomer();
    const made = [];
    for (let i = 0; i < 12; i++) made.push(assertOk(await admin.post('/api/listings', { customerId, title: `Listing ${i}` }), 201));
    const staffPage = assertOk(await admin.get(`/api/listings?customerId=${customerId}`));
    assert.equal(staffPage.count, 12);
    assert.deepEqual(staffPage.items.map((l: { id: string }) => l.id), made.map((l) => l.id).reverse());
    assert.equal(staffPage.items.length, 12);
    const dashboardPage = assertOk(await as({ roles: ['corporate'], customerId }).get('/api/listings?limit=10'));
    assert.equal(dashboardPage.items.length, 10);
    assert.equal(dashboardPage.count, 12);
    assert.equal(assertOk(await as({ roles: ['corporate'], customerId }).get('/api/listings?limit=20')).items.length, 12);
    assertOk(await admin.put('/api/listings', { ids: [made[0].id, made[1].id], listingStatus: 'ARCHIVED' }));
    const archived = assertOk(await admin.get(`/api/listings?customerId=${customerId}&listingStatus=ARCHIVED`));
    assert.deepEqual(archived.items.map((l: { id: string }) => l.id).sort(), [made[0].id, made[1].id].sort());
    assert.equal(assertOk(await admin.get(`/api/listings?customerId=${customerId}&bulkId=${randomUUID()}`)).count, 0);
    // The dashboard's listing-type filter (001 §6 enableListingTypeFilterRoles).
    assertOk(await admin.put(`/api/listings/${made[2].id}`, { type: 'RURAL_FOR_SALE' }));
    const rural = assertOk(await as({ roles: ['corporate'], customerId }).get('/api/listings?type=RURAL_FOR_SALE'));
    assert.deepEqual(rural.items.map((l: { id: string }) => l.id), [made[2].id]);
    assertProblem(await admin.get('/api/listings?type=CASTLE'), 400);
    assert.equal(assertOk(await admin.get(`/api/listings?customerId=${customerId}&search=Listing 11`)).count, 1);
    assertProblem(await admin.get('/api/listings?limit=101'), 400);
  });

  test('bulk update and delete: all or nothing; another customer’s id makes it 404', async () => {
    const w = await world();
    const mine = assertOk(await w.corporateA.post('/api/listings', { title: 'Mine' }), 201);
    const theirs = assertOk(await w.corporateB.post('/api/listings', { title: 'Theirs' }), 201);
    assertProblem(await w.corporateA.put('/api/listings', { ids: [mine.id, theirs.id], listingStatus: 'ARCHIVED' }), 404, 'Listing not found.');
    assert.equal(assertOk(await w.corporateA.get(`/api/listings/${mine.id}`)).listingStatus, 'DONE');
    assertProblem(await w.corporateA.delete(`/api/listings?ids=${mine.id}&ids=${theirs.id}`), 404, 'Listing not found.');
    assertOk(await w.corporateB.get(`/api/listings/${theirs.id}`));
    const updated = assertOk(await w.corporateA.put('/api/listings', { ids: [mine.id], listingStatus: 'ARCHIVED' }));
    assert.equal(updated.items[0].listingStatus, 'ARCHIVED');
    assert.equal((await w.corporateA.delete(`/api/listings?ids=${mine.id}`)).status, 204);
    assertProblem(await w.corporateA.get(`/api/listings/${mine.id}`), 404, 'Listing not found.');
    assert.deepEqual((await eventsOf(svc, { subject: mine.id })).map((e) => e.type), ['listing.created', 'listing.updated', 'listing.deleted']);
  });

  test('tenancy: another customer’s listing is 404; an agent sees only their own, a branch manager their offices’', async () => {
    const w = await world();
    const admin = as('admin');
    const inA1 = assertOk(await admin.post('/api/listings', { customerId: w.customerA, title: 'A1 by agent A1', officeId: w.officeA1, agents: [{ id: w.agentA1 }] }), 201);
    const inA2 = assertOk(await admin.post('/api/listings', { customerId: w.customerA, title: 'A2 by agent A2', officeId: w.officeA2, agents: [{ id: w.agentA2 }, { id: w.agentA1 }] }), 201);
    const ofB = assertOk(await w.corporateB.post('/api/listings', { title: 'B', customerId: w.customerB }), 201);
    const ids = async (client: ReturnType<typeof as>) => assertOk(await client.get('/api/listings?limit=100')).items.map((l: { id: string }) => l.id).sort();

    assert.deepEqual(await ids(w.corporateA), [inA1.id, inA2.id].sort());
    assert.deepEqual(await ids(w.managerA1), [inA1.id]);
    // Every agent of a listing reaches it, not only the first: agent A1 is the second agent of inA2.
    assert.deepEqual(await ids(w.agentUserA1), [inA1.id, inA2.id].sort());
    assert.deepEqual(await ids(w.branchUserA2), [inA2.id]);
    assert.deepEqual(await ids(w.agentUserA4), [], 'an agent of the customer on none of its listings');
    for (const client of [w.corporateA, w.managerA1, w.agentUserA1]) {
      assertProblem(await client.get(`/api/listings/${ofB.id}`), 404, 'Listing not found.');
      assertProblem(await client.put(`/api/listings/${ofB.id}`, { title: 'Mine now' }), 404, 'Listing not found.');
    }
    assertProblem(await w.managerA1.get(`/api/listings/${inA2.id}`), 404);
    assertProblem(await w.agentUserA4.get(`/api/listings/${inA2.id}`), 404, 'Listing not found.');
    assertProblem(await w.agentUserA4.put(`/api/listings/${inA2.id}`, { title: 'x' }), 404);
    assertProblem(await w.branchUserA2.put(`/api/listings/${inA1.id}`, { title: 'x' }), 404);
    assertOk(await w.agentUserA1.put(`/api/listings/${inA2.id}`, { title: 'A2, edited by its second agent' }));
    // A client never chooses its tenant: a dashboard user naming another customer is refused.
    assertProblem(await w.corporateA.post('/api/listings', { customerId: w.customerB, title: 'Planted' }), 404, 'Customer not found.');
    assert.equal(assertOk(await w.corporateB.get('/api/listings')).count, 1);
    // What a dashboard user creates is theirs: an agent's own listing carries them first; a manager's is in their office.
    const byAgent = assertOk(await w.agentUserA1.post('/api/listings', { title: 'By agent', agents: [{ id: w.agentA2 }] }), 201);
    assert.equal(byAgent.customerId, w.customerA);
    assert.deepEqual(byAgent.agents.map((a: { id: string }) => a.id), [w.agentA1, w.agentA2]);
    assertOk(await w.agentUserA1.get(`/api/listings/${byAgent.id}`));
    assertProblem(await w.managerA1.post('/api/listings', { title: 'Elsewhere', officeId: w.officeA2 }), 400, 'Choose one of your offices.', ['/body/officeId']);
    const byManager = assertOk(await w.managerA1.post('/api/listings', { title: 'Here', officeId: w.officeA1 }), 201);
    assertOk(await w.managerA1.get(`/api/listings/${byManager.id}`));
    assertProblem(await w.managerA1.put(`/api/listings/${byManager.id}`, { officeId: w.officeA2 }), 400, 'Choose one of your offices.');
  });

  test('roles: sales, a staff account without a staff role and anonymous callers are refused', async () => {
    const listing = assertOk(await as('admin').post('/api/listings', { customerId: await aCustomer(), title: 'Roles' }), 201);
    assertProblem(await as('sales').get('/api/listings'), 403);
    assertProblem(await as('sales').post('/api/listings', { customerId: randomUUID(), title: 'x' }), 403);
    assertProblem(await as({ roles: [] }).get(`/api/listings/${listing.id}`), 403);
    assertProblem(await anon(svc).get('/api/listings'), 401);
    assertProblem(await anon(svc).get('/api/listings/enumerations/listingStatus'), 401);
  });

  test('enumerations: listingStatus (DONE shown as Saved) and listingOption', async () => {
    const corporate = as({ roles: ['corporate'], customerId: randomUUID() });
    assert.deepEqual(assertOk(await corporate.get('/api/listings/enumerations/listingStatus')), { items: [{ value: 'DONE', label: 'Saved' }, { value: 'ARCHIVED', label: 'Archived' }] });
    assert.deepEqual(assertOk(await as('admin').get('/api/listings/enumerations/listingOption')), { items: [{ value: 'CLASSIFIED', label: 'Classified' }] });
    assertProblem(await corporate.get('/api/listings/enumerations/secret'), 400);
  });
});
