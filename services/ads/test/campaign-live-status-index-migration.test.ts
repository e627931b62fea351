// The migration that trades the campaigns' single-column status index for (status, deleted, createdAt), on both
// engines: the status sync's query still has an index that starts with the status, the single-column one (which
// MariaDB intersected with campaigns_sort_status to count a status filter, issue 31) is gone, and undone it is back.
import { test, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDataSource, openDataSource } from '@adops/platform';
import { createTestDatabase } from '@adops/platform/testing';
import type { DataSource } from 'typeorm';
import { adsMigrations } from '../src/tables.ts';

const dir = mkdtempSync(join(tmpdir(), 'adops-campaign-status-index-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const all = adsMigrations as Function[];
const at = all.findIndex((m) => m.name === 'CampaignLiveStatusIndex1765100031700');
assert.ok(at > 0, 'the migration under test is among the ads migrations');

/** The campaigns table's indexes that begin with the status column, each as its columns joined by commas. */
async function statusIndexes(ds: DataSource): Promise<string[]> {
  const runner = ds.createQueryRunner();
  try {
    const table = await runner.getTable('campaigns');
    return table!.indices.filter((i) => i.columnNames[0] === 'status').map((i) => `${i.name}: ${i.columnNames.join(', ')}`).sort();
  } finally {
    await runner.release();
  }
}

async function migrateAcrossIt(url: string) {
  const ds = await openDataSource(createDataSource({ url, entities: [], migrations: all.slice(0, at + 1) }), true);
  try {
    assert.deepEqual(await statusIndexes(ds), ['campaigns_status_live: status, deleted, createdAt']);
    await ds.undoLastMigration({ transaction: 'each' });
    assert.deepEqual(await statusIndexes(ds), ['campaigns_status: status']);
  } finally {
    await ds.destroy();
  }
}

describe('CampaignLiveStatusIndex1765100031700', () => {
  test('SQLite', async () => migrateAcrossIt(`sqlite:${dir}/ads.sqlite`));
  test('MariaDB', async () => {
    const db = await createTestDatabase('ads_campaign_status_index');
    try {
      await migrateAcrossIt(db.url);
    } finally {
      await db.drop();
    }
  });
});
