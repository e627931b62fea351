// The owned-resource kit's agent lists against the real MariaDB (SQLite without MYSQL_URL): a row with
// several agents is read and written by any of them and by nobody else of its customer below the
// customer level; the kit keeps the link table equal to the row's agents through insert, write and
// delete; a row borrowing another resource's links (a visitor of a listing) follows them; the agent
// scope is answered through the link table's (agentId, ownedId) index, not a scan of the JSON column.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { EntitySchema, type DataSource } from 'typeorm';
import { createDataSource, openDataSource } from '../src/data/data-source.ts';
import { idColumn, instantColumn, jsonColumn, refColumn } from '../src/data/columns.ts';
import { tablesMigration } from '../src/data/table-migration.ts';
import { Outbox } from '../src/events/outbox.ts';
import { OwnedKit } from '../src/owned/kit.ts';
import { agentLinksEntity, agentLinksTable } from '../src/owned/agent-links.ts';
import type { Principal } from '../src/auth/principal.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.ts';

interface Listing { id: string; customerId: string; officeId: string | null; agentIds: string[]; title: string; createdAt: Date; updatedAt: Date }
interface Visitor { id: string; customerId: string; listingId: string; officeId: string | null; name: string; createdAt: Date; updatedAt: Date }

const ListingEntity = new EntitySchema<Listing>({
  name: 'TestAgentListing',
  tableName: 'test_agent_listings',
  columns: { id: idColumn, customerId: refColumn(), officeId: refColumn(true), agentIds: jsonColumn(), title: { type: 'varchar', length: 100 }, createdAt: instantColumn(), updatedAt: instantColumn() },
});
const VisitorEntity = new EntitySchema<Visitor>({
  name: 'TestAgentVisitor',
  tableName: 'test_agent_visitors',
  columns: { id: idColumn, customerId: refColumn(), listingId: refColumn(), officeId: refColumn(true), name: { type: 'varchar', length: 100 }, createdAt: instantColumn(), updatedAt: instantColumn() },
});
const LinkEntity = agentLinksEntity('TestListingAgent', 'test_listing_agents');
const CreateLinks = tablesMigration('CreateTestListingAgents1000000000001', () => [agentLinksTable('test_listing_agents')]);

const [A, B, officeA1, officeA2] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const [agent1, agent2, agent3, agent4] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const list = { context: 'test', sort: ['title', 'createdAt'], defaultSort: 'title', search: ['title'], searchField: false, pageSize: 25, pageSizeOptions: [25], minSearchLength: 2, paged: true } as const;
const principal = (p: Partial<Principal>): Principal => ({ userId: randomUUID(), email: 'x@example.com', kind: 'dashboard', roles: [], officeIds: [], via: 'session', issuedAt: 0, issuedAtMs: 0, sessionId: 's', ...p });
const agentUser = (agentId: string, customerId = A) => principal({ roles: ['agent'], customerId, agentId });
const managerA1 = principal({ roles: ['branchmanager'], customerId: A, officeIds: [officeA1] });
const staff = principal({ kind: 'staff', roles: ['operations'] });

let db: TestDatabase;
let ds: DataSource;
let kit: OwnedKit<'test', Record<string, never>>;
const listings = () => kit.resource({ entity: ListingEntity, alias: 'l', owners: { customer: 'customerId', office: { column: 'officeId', many: false }, agent: { links: LinkEntity, of: (l) => l.agentIds } }, notFound: 'Listing not found.', list });
const visitors = () => kit.resource({ entity: VisitorEntity, alias: 'v', owners: { customer: 'customerId', office: { column: 'officeId', many: false }, agent: { links: LinkEntity, via: 'listingId' } }, notFound: 'Visitor not found.', list: { ...list, sort: ['name'], defaultSort: 'name', search: ['name'] } });
const titles = async (p: Principal) => (await listings().list(p, {})).items.map((l) => l.title).sort();
const links = async (id: string) => (await ds.getRepository(LinkEntity).find({ where: { ownedId: id } })).map((l) => l.agentId).sort();
const ids: Record<string, string> = {};

before(async () => {
  db = await createTestDatabase('agentlists');
  ds = await openDataSource(createDataSource({ url: db.url, entities: [ListingEntity, VisitorEntity, LinkEntity], migrations: [CreateLinks] }), true);
  // The test's own rows (not the link table, which its migration made): synchronize adds the missing tables.
  await ds.synchronize();
  kit = new OwnedKit(ds, new Outbox<'test', Record<string, never>>('test', '', () => {}, {}));
  await kit.transaction(async (tx) => {
    ids.three = (await listings().insert(tx, { customerId: A, officeId: officeA1, agentIds: [agent1, agent2, agent3], title: 'three agents in office 1' })).id;
    ids.none = (await listings().insert(tx, { customerId: A, officeId: officeA2, agentIds: [], title: 'no agent in office 2' })).id;
    ids.b = (await listings().insert(tx, { customerId: B, officeId: null, agentIds: [agent2], title: "B's with agent 2's id" })).id;
    ids.visitor = (await visitors().insert(tx, { customerId: A, listingId: ids.three!, officeId: officeA1, name: 'Visitor of three' })).id;
  });
});
after(async () => {
  await ds?.destroy();
  await db?.drop();
});

test('every agent of a row reads it; an agent not in its list does not, nor the same id of another customer', async () => {
  for (const a of [agent1, agent2, agent3]) assert.deepEqual(await titles(agentUser(a)), ['three agents in office 1']);
  assert.deepEqual(await titles(agentUser(agent4)), []);
  assert.deepEqual(await titles(agentUser(agent2, B)), ["B's with agent 2's id"]);
  assert.deepEqual(await titles(managerA1), ['three agents in office 1']);
  assert.equal((await listings().get(agentUser(agent3), ids.three!)).title, 'three agents in office 1');
  await assert.rejects(listings().get(agentUser(agent4), ids.three!), (e: { status?: number; detail?: string }) => e.status === 404 && e.detail === 'Listing not found.');
});

test('any agent of the row writes it; the kit keeps the links equal to the row\'s agents', async () => {
  assert.deepEqual(await links(ids.three!), [agent1, agent2, agent3].sort());
  await listings().update(agentUser(agent3), ids.three!, () => ({ title: 'three agents, renamed by agent 3' }));
  await assert.rejects(listings().update(agentUser(agent4), ids.three!, () => ({ title: 'taken over' })), (e: { status?: number }) => e.status === 404);
  await listings().update(staff, ids.three!, () => ({ agentIds: [agent1, agent4] }));
  assert.deepEqual(await links(ids.three!), [agent1, agent4].sort());
  assert.deepEqual(await titles(agentUser(agent4)), ['three agents, renamed by agent 3']);
  assert.deepEqual(await titles(agentUser(agent2)), [], 'an agent taken off the list no longer reads the row');
  await listings().update(staff, ids.three!, () => ({ agentIds: [agent1, agent2, agent3] }));
});

test('a row borrowing its listing\'s links is read by the listing\'s agents only', async () => {
  const names = async (p: Principal) => (await visitors().list(p, {})).items.map((v) => v.name);
  assert.deepEqual(await names(agentUser(agent2)), ['Visitor of three']);
  assert.deepEqual(await names(agentUser(agent4)), []);
  assert.deepEqual(await names(managerA1), ['Visitor of three']);
});

test('deleting a row deletes its links', async () => {
  const made = await kit.transaction((tx) => listings().insert(tx, { customerId: A, officeId: null, agentIds: [agent4, agent4], title: 'to delete' }));
  assert.deepEqual(await links(made.id), [agent4], 'a repeated agent is linked once');
  await listings().remove(staff, made.id);
  assert.deepEqual(await links(made.id), []);
  const other = await kit.transaction((tx) => listings().insert(tx, { customerId: A, officeId: null, agentIds: [agent4], title: 'deleted in a caller\'s transaction' }));
  await kit.transaction(async (tx) => listings().delete(tx, await listings().lock(tx, staff, other.id)));
  assert.deepEqual(await links(other.id), []);
});

test("an agent's scope is answered through the link table's index", async () => {
  const qb = await listings().query(agentUser(agent2));
  const [sql, params] = qb.getQueryAndParameters();
  assert.match(sql, /IN \(SELECT .*test_listing_agents/);
  if (ds.options.type !== 'mysql') return;
  const plan = (await ds.query(`EXPLAIN ${sql}`, params)) as Array<{ table: string; key: string | null }>;
  const link = plan.find((row) => row.table.includes('test_listing_agents') || row.table.includes('agentLink'));
  assert.ok(link, `the plan reads the link table: ${JSON.stringify(plan)}`);
  assert.ok(link.key, `the link table is read by an index, not scanned: ${JSON.stringify(plan)}`);
});
