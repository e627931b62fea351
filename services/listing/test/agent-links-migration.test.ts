// The migration that gives listings their agent links, on MariaDB (and on SQLite with
// TEST_DATABASE=sqlite; hence fixed timestamps, not a vendor's NOW()): listings saved before
// it (agents only in the listings.agents JSON) get one link per agent with an id, so their second and
// third agents reach them from the first start after the upgrade.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createDataSource, openDataSource } from '@adops/platform';
import { createTestDatabase } from '@adops/platform/testing';
import { listingModule } from '../src/app.ts';
import { ListingAgentEntity } from '../src/listings/entities.ts';

test('listings saved before the links existed get a link per agent', async () => {
  const db = await createTestDatabase('agentlinks');
  const before = listingModule.migrations.filter((m) => !/ListingAgentLinks/.test((new (m as new () => { name: string })()).name));
  assert.equal(before.length, listingModule.migrations.length - 1);
  const old = await openDataSource(createDataSource({ url: db.url, entities: [], migrations: before }), true);
  const [id, empty, agent1, agent2] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const columns = 'id, customerId, reference, creationType, title, type, listingOption, listingStatus, images, videos, agents, metaData, createdAt, updatedAt';
  const insert = (listingId: string, reference: string, agents: unknown[]) =>
    old.query(`INSERT INTO listings (${columns}) VALUES (?, ?, ?, 'DASHBOARD', 'Old', 'NONE', 'CLASSIFIED', 'DONE', '[]', '[]', ?, '[]', '2026-01-01 00:00:00.000', '2026-01-01 00:00:00.000')`, [listingId, randomUUID(), reference, JSON.stringify(agents)]);
  await insert(id, `DASH${randomUUID().slice(0, 8)}`, [{ id: agent1, name: 'One' }, { id: agent2 }, { id: agent1 }]);
  await insert(empty, `DASH${randomUUID().slice(0, 8)}`, []);
  await old.destroy();
  const upgraded = await openDataSource(createDataSource({ url: db.url, entities: listingModule.entities, migrations: listingModule.migrations }), true);
  try {
    const links = await upgraded.getRepository(ListingAgentEntity).find();
    assert.deepEqual(links.filter((l) => l.ownedId === id).map((l) => l.agentId).sort(), [agent1, agent2].sort());
    assert.equal(links.filter((l) => l.ownedId === empty).length, 0);
  } finally {
    await upgraded.destroy();
    await db.drop();
  }
});
