// Open-home visitors over HTTP against MariaDB (or SQLite without MYSQL_URL): the sign-in sheet records
// a visitor against a listing, the list is newest visit first with its filters, a visitor by id, and
// tenancy through the listing (another customer's visitor is 404 and never listed; a branch manager
// sees their offices' visitors, an agent their own listings'), roles and invalid input.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, clientAs, serviceUnderTest, startTestService, type Who } from '@adops/platform/testing';
import { listingModule } from '../src/app.ts';
import { knowReferences } from './customer-references.ts';

const svc = serviceUnderTest(() => startTestService(listingModule));
const as = (who: Who) => clientAs(svc, who);
type Visitor = { id: string; listingId: string; firstName: string; visitedAt: string };
const ids = (page: { items: Visitor[] }) => page.items.map((v) => v.id);

/** A listing of a customer, made by staff, in an office and with its agents (the first owning it); the customer context's ids made known first. */
async function listingOf(customerId: string, officeId: string | null = null, ...agentIds: string[]) {
  await knowReferences(svc, { customerId, officeIds: [officeId], agentIds });
  const agents = agentIds.map((id) => ({ id, name: 'Jo Agent' }));
  return assertOk(await as('admin').post('/api/listings', { customerId, title: 'Open home', officeId, agents }), 201) as { id: string };
}

describe('open homes', () => {
  test('record a visitor, get it by id; the visitor keeps the listing\'s customer, office and agent', async () => {
    const [customerId, officeId, agentId] = [randomUUID(), randomUUID(), randomUUID()];
    const listing = await listingOf(customerId, officeId, agentId);
    const created = assertOk(
      await as('admin').post('/api/open-homes', {
        listingId: listing.id,
        firstName: ' Sam ',
        lastName: 'Visitor',
        email: 'Sam.Visitor@Example.com',
        phone: '+64 21 555 0100',
        visitedAt: '2026-11-22T09:30:00.000Z',
      }),
      201,
    );
    assert.deepEqual({ ...created, id: undefined, createdAt: undefined }, {
      id: undefined,
      createdAt: undefined,
      customerId,
      listingId: listing.id,
      officeId,
      agentId,
      firstName: 'Sam',
      lastName: 'Visitor',
      email: 'sam.visitor@example.com',
      phone: '+64 21 555 0100',
      notes: null,
      visitedAt: '2026-11-22T09:30:00.000Z',
    });
    assert.deepEqual(assertOk(await as('operations').get(`/api/open-homes/${created.id}`)), created);
    const now = assertOk(await as('admin').post('/api/open-homes', { listingId: listing.id, firstName: 'Now' }), 201);
    assert.ok(Math.abs(Date.parse(now.visitedAt) - Date.now()) < 60_000, 'visitedAt defaults to now');
  });

  test('list: newest visit first, pages, filters by customer and listing', async () => {
    const customerId = randomUUID();
    const [first, second] = [await listingOf(customerId), await listingOf(customerId)];
    const admin = as('admin');
    const made: Visitor[] = [];
    // Recorded out of order: the list orders by the visit, not by when it was typed in.
    for (const [i, day] of [3, 1, 4, 2].entries())
      made.push(assertOk(await admin.post('/api/open-homes', { listingId: i % 2 ? second.id : first.id, firstName: `V${day}`, visitedAt: `2026-11-0${day}T10:00:00.000Z` }), 201));
    const byVisit = [...made].sort((a, b) => b.visitedAt.localeCompare(a.visitedAt));
    const page = assertOk(await admin.get(`/api/open-homes?customerId=${customerId}`));
    assert.equal(page.count, 4);
    assert.deepEqual(ids(page), byVisit.map((v) => v.id));
    assert.deepEqual(ids(assertOk(await admin.get(`/api/open-homes?listingId=${second.id}`))), byVisit.filter((v) => v.listingId === second.id).map((v) => v.id));
    const second2 = assertOk(await admin.get(`/api/open-homes?customerId=${customerId}&limit=2&page=2`));
    assert.deepEqual(ids(second2), byVisit.slice(2).map((v) => v.id));
    assert.equal(second2.count, 4);
    assertProblem(await admin.get('/api/open-homes?limit=101'), 400);
  });

  test('tenancy: another customer\'s visitor is 404 and never listed; branch managers and agents through the listing', async () => {
    const [customerA, customerB, officeA1, officeA2, agentA1, agentA2] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const inA1 = await listingOf(customerA, officeA1, agentA1);
    const inA2 = await listingOf(customerA, officeA2, agentA2);
    const corporateA = as({ roles: ['corporate'], customerId: customerA });
    const corporateB = as({ roles: ['corporate'], customerId: customerB });
    const managerA1 = as({ roles: ['branchmanager'], customerId: customerA, officeIds: [officeA1] });
    const agentUserA1 = as({ roles: ['agent'], customerId: customerA, agentId: agentA1 });
    const branchUserA2 = as({ roles: ['branchuser'], customerId: customerA, agentId: agentA2 });

    const v1 = assertOk(await corporateA.post('/api/open-homes', { listingId: inA1.id, firstName: 'One' }), 201);
    const v2 = assertOk(await agentUserA1.post('/api/open-homes', { listingId: inA1.id, firstName: 'Two' }), 201);
    const v3 = assertOk(await branchUserA2.post('/api/open-homes', { listingId: inA2.id, firstName: 'Three' }), 201);

    // Customer B reaches none of A's: not by id, not in its list, not by recording on A's listing.
    assertProblem(await corporateB.get(`/api/open-homes/${v1.id}`), 404, 'Open home visitor not found.');
    assert.deepEqual(assertOk(await corporateB.get('/api/open-homes')).items, []);
    assert.deepEqual(assertOk(await corporateB.get(`/api/open-homes?customerId=${customerA}`)).items, []);
    assertProblem(await corporateB.post('/api/open-homes', { listingId: inA1.id, firstName: 'Intruder' }), 404, 'Listing not found.');

    assert.deepEqual(new Set(ids(assertOk(await corporateA.get('/api/open-homes')))), new Set([v1.id, v2.id, v3.id]));
    assert.deepEqual(new Set(ids(assertOk(await managerA1.get('/api/open-homes')))), new Set([v1.id, v2.id]));
    assertProblem(await managerA1.get(`/api/open-homes/${v3.id}`), 404);
    assert.deepEqual(new Set(ids(assertOk(await agentUserA1.get('/api/open-homes')))), new Set([v1.id, v2.id]));
    assertProblem(await agentUserA1.get(`/api/open-homes/${v3.id}`), 404);
    assertProblem(await agentUserA1.post('/api/open-homes', { listingId: inA2.id, firstName: 'Not my listing' }), 404, 'Listing not found.');
    assert.deepEqual(ids(assertOk(await branchUserA2.get('/api/open-homes'))), [v3.id]);
    assertOk(await branchUserA2.get(`/api/open-homes/${v3.id}`));
    // A listing's second agent reaches its visitors too, through the listing's agents.
    const shared = await listingOf(customerA, officeA2, agentA2, agentA1);
    const v4 = assertOk(await branchUserA2.post('/api/open-homes', { listingId: shared.id, firstName: 'Four' }), 201);
    assertOk(await agentUserA1.get(`/api/open-homes/${v4.id}`));
    assert.deepEqual(new Set(ids(assertOk(await agentUserA1.get('/api/open-homes')))), new Set([v1.id, v2.id, v4.id]));
    assertProblem(await as({ roles: ['agent'], customerId: customerA, agentId: randomUUID() }).get(`/api/open-homes/${v4.id}`), 404);
  });

  test('roles: sales, an account without roles and anonymous callers are refused', async () => {
    const listing = await listingOf(randomUUID());
    const visitor = assertOk(await as('admin').post('/api/open-homes', { listingId: listing.id, firstName: 'Roles' }), 201);
    assertProblem(await as('sales').get('/api/open-homes'), 403);
    assertProblem(await as('sales').get(`/api/open-homes/${visitor.id}`), 403);
    assertProblem(await as('sales').post('/api/open-homes', { listingId: listing.id, firstName: 'x' }), 403);
    assertProblem(await as({ roles: [] }).get(`/api/open-homes/${visitor.id}`), 403);
    assertProblem(await anon(svc).get('/api/open-homes'), 401);
    assertProblem(await anon(svc).get(`/api/open-homes/${visitor.id}`), 401);
  });

  test('invalid input: a bad id, an unknown visitor, no first name, an unknown field, a bad e-mail', async () => {
    const admin = as('admin');
    const listing = await listingOf(randomUUID());
    assertProblem(await admin.get('/api/open-homes/not-a-uuid'), 400);
    assertProblem(await admin.get(`/api/open-homes/${randomUUID()}`), 404, 'Open home visitor not found.');
    assertProblem(await admin.get('/api/open-homes?listingId=nope'), 400);
    assertProblem(await admin.post('/api/open-homes', { listingId: listing.id }), 400);
    assertProblem(await admin.post('/api/open-homes', { listingId: listing.id, firstName: 'x', customerId: randomUUID() }), 400);
    assertProblem(await admin.post('/api/open-homes', { listingId: listing.id, firstName: 'x', email: 'not-an-email' }), 400);
    assertProblem(await admin.post('/api/open-homes', { listingId: randomUUID(), firstName: 'x' }), 404, 'Listing not found.');
  });
});
