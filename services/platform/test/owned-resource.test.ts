// The owned-resource kit against the real MariaDB: every read is narrowed by the principal's scope
// (staff all, corporate their customer, branch managers their offices, agents their own rows, staff
// without a role nothing), another customer's row is 404 like a missing one, customer-wide rows are
// read by every user of their customer, staff-only rows by staff only; a write records its event in
// its own transaction, so a failing write leaves neither the change nor the event.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { EntitySchema, type DataSource } from 'typeorm';
import { createDataSource, openDataSource } from '../src/data/data-source.ts';
import { idColumn, instantColumn, jsonColumn, refColumn } from '../src/data/columns.ts';
import { Outbox } from '../src/events/outbox.ts';
import { OutboxEntity } from '../src/events/schema.ts';
import { OwnedKit } from '../src/owned/kit.ts';
import { SYSTEM } from '../src/owned/transactions.ts';
import type { Principal } from '../src/auth/principal.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.ts';

interface Listing { id: string; customerId: string; officeIds: string[]; agentId: string | null; title: string; createdAt: Date; updatedAt: Date }
interface Catalogue { id: string; name: string; createdAt: Date; updatedAt: Date }
interface ListingEvents { 'listing.updated': { listingId: string; title: string } }

const ListingEntity = new EntitySchema<Listing>({
  name: 'TestListing',
  tableName: 'test_listings',
  columns: { id: idColumn, customerId: refColumn(), officeIds: jsonColumn(), agentId: refColumn(true), title: { type: 'varchar', length: 100 }, createdAt: instantColumn(), updatedAt: instantColumn() },
});
const CatalogueEntity = new EntitySchema<Catalogue>({
  name: 'TestCatalogue',
  tableName: 'test_catalogues',
  columns: { id: idColumn, name: { type: 'varchar', length: 100 }, createdAt: instantColumn(), updatedAt: instantColumn() },
});

const [A, B] = [randomUUID(), randomUUID()];
const [officeA1, officeA2] = [randomUUID(), randomUUID()];
const agentA = randomUUID();
const list = { context: 'test', sort: ['title', 'createdAt'], defaultSort: 'title', search: ['title'], searchField: false, pageSize: 25, pageSizeOptions: [25], minSearchLength: 2, paged: true } as const;

const principal = (p: Partial<Principal>): Principal => ({ userId: randomUUID(), email: 'x@example.com', kind: 'dashboard', roles: [], officeIds: [], via: 'session', issuedAt: 0, issuedAtMs: 0, sessionId: 's', ...p });
const staff = principal({ kind: 'staff', roles: ['operations'] });
const pendingStaff = principal({ kind: 'staff', roles: [] });
const corporateA = principal({ roles: ['corporate'], customerId: A });
const managerA1 = principal({ roles: ['branchmanager'], customerId: A, officeIds: [officeA1] });
const agentUserA = principal({ roles: ['agent'], customerId: A, agentId: agentA });
const corporateB = principal({ roles: ['corporate'], customerId: B });

let db: TestDatabase;
let ds: DataSource;
let kit: OwnedKit<'test', ListingEvents>;
const ids: Record<string, string> = {};

before(async () => {
  db = await createTestDatabase('owned');
  ds = await openDataSource(createDataSource({ url: db.url, entities: [ListingEntity, CatalogueEntity], migrations: [] }), true);
  await ds.synchronize();
  kit = new OwnedKit(ds, new Outbox<'test', ListingEvents>('test', '', () => {}, { 'listing.updated': 1 }));
  const listings = kit.resource({ entity: ListingEntity, alias: 'l', owners: { customer: 'customerId', office: { column: 'officeIds', many: true }, agent: 'agentId' }, notFound: 'Listing not found.', list });
  await kit.transaction(async (tx) => {
    ids.a1 = (await listings.insert(tx, { customerId: A, officeIds: [officeA1], agentId: agentA, title: 'A in office 1 by the agent' })).id;
    ids.a2 = (await listings.insert(tx, { customerId: A, officeIds: [officeA2], agentId: null, title: 'A in office 2' })).id;
    ids.b = (await listings.insert(tx, { customerId: B, officeIds: [], agentId: null, title: 'B of another customer' })).id;
  });
});
after(async () => {
  await ds?.destroy();
  await db?.drop();
});

const listings = () => kit.resource({ entity: ListingEntity, alias: 'l', owners: { customer: 'customerId', office: { column: 'officeIds', many: true }, agent: 'agentId' }, notFound: 'Listing not found.', list });
const titles = async (p: Principal | typeof SYSTEM) => (await listings().list(p, {})).items.map((l) => l.title).sort();

test('every read is narrowed by the principal: staff all, corporate its customer, a manager its offices, an agent its own', async () => {
  assert.deepEqual(await titles(staff), ['A in office 1 by the agent', 'A in office 2', 'B of another customer']);
  assert.deepEqual(await titles(SYSTEM), await titles(staff));
  assert.deepEqual(await titles(corporateA), ['A in office 1 by the agent', 'A in office 2']);
  assert.deepEqual(await titles(managerA1), ['A in office 1 by the agent']);
  assert.deepEqual(await titles(agentUserA), ['A in office 1 by the agent']);
  assert.deepEqual(await titles(corporateB), ['B of another customer']);
  assert.deepEqual(await titles(pendingStaff), []);
  assert.equal((await listings().list(corporateA, {})).count, 2);
});

test("another customer's row is 404 with the resource's message, exactly like a missing one", async () => {
  await assert.rejects(listings().get(corporateB, ids.a1!), (e: { status?: number; detail?: string }) => e.status === 404 && e.detail === 'Listing not found.');
  await assert.rejects(listings().get(corporateB, randomUUID()), (e: { status?: number; detail?: string }) => e.status === 404 && e.detail === 'Listing not found.');
  await assert.rejects(listings().update(managerA1, ids.a2!, () => ({ title: 'taken over' })), (e: { status?: number }) => e.status === 404);
  assert.equal((await listings().get(staff, ids.a2!)).title, 'A in office 2');
});

test('customer-wide rows are read by every user of their customer; staff-only rows by staff only', async () => {
  const wide = kit.resource({ entity: ListingEntity, alias: 'l', owners: { customer: 'customerId' }, customerWide: true, notFound: 'Not found.', list });
  assert.equal((await wide.list(agentUserA, {})).count, 2);
  assert.equal((await wide.list(managerA1, {})).count, 2);
  const catalogues = kit.resource({ entity: CatalogueEntity, alias: 'c', owners: 'staff', notFound: 'Catalogue not found.', list: { ...list, sort: ['name'], defaultSort: 'name', search: ['name'] } });
  const made = await kit.transaction((tx) => catalogues.insert(tx, { name: 'Shared' }));
  assert.equal((await catalogues.get(staff, made.id)).name, 'Shared');
  await assert.rejects(catalogues.get(corporateA, made.id), (e: { status?: number }) => e.status === 404);
});

test('a write and its event are one transaction: a failing write leaves neither', async () => {
  const events = () => ds.getRepository(OutboxEntity).count({ where: { key: ids.a1! } });
  const before = await events();
  const next = await listings().update(corporateA, ids.a1!, () => ({ title: 'Renamed' }), (row) => ({ type: 'listing.updated', subject: row.id, data: { listingId: row.id, title: row.title } }));
  assert.equal(next.title, 'Renamed');
  assert.equal(await events(), before + 1);
  const payload = JSON.parse((await ds.getRepository(OutboxEntity).findOneOrFail({ where: { key: ids.a1! }, order: { seq: 'DESC' } })).payload);
  assert.deepEqual(payload.data, { listingId: ids.a1, title: 'Renamed' }, 'the event carries the row as written, read inside the transaction');
  await assert.rejects(
    listings().update(corporateA, ids.a1!, () => ({ title: 'x'.repeat(500) }), (row) => ({ type: 'listing.updated', subject: row.id, data: { listingId: row.id, title: row.title } })),
  );
  assert.equal(await events(), before + 1, 'no event for the write that failed');
  assert.equal((await listings().get(staff, ids.a1!)).title, 'Renamed');
});

test('list filters: a value matches equal rows, null matches rows where it is null, undefined filters nothing', async () => {
  const filtered = async (filters: Partial<Listing>) => (await listings().list(staff, {}, filters)).items.map((l) => l.id).sort();
  assert.deepEqual(await filtered({ agentId: agentA }), [ids.a1]);
  assert.deepEqual(await filtered({ agentId: null }), [ids.a2, ids.b].sort());
  assert.deepEqual(await filtered({ customerId: A, agentId: null }), [ids.a2]);
  assert.deepEqual(await filtered({ agentId: undefined }), [ids.a1, ids.a2, ids.b].sort());
});
