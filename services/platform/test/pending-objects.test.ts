// Objects put before their row commits (storage/pending-objects.ts): a request that dies between the put
// and the commit leaves a record the sweep finds; a committed row settles its keys in its own
// transaction, so the sweep never removes a referenced object. On SQLite and MariaDB, over a local store.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { createDataSource, openDataSource } from '../src/data/data-source.ts';
import { LocalObjectStore } from '../src/storage/local-object-store.ts';
import { PendingObjectEntity, PendingObjects } from '../src/storage/pending-objects.ts';
import { createTestDatabase } from '../src/testing/index.ts';

function engines(): Array<{ name: string; open: () => Promise<{ url: string; close: () => Promise<void> }> }> {
  return [
    {
      name: 'SQLite (embedded default)',
      open: async () => {
        const dir = mkdtempSync(join(tmpdir(), 'pending-'));
        return { url: `sqlite:${join(dir, 'pending.sqlite')}`, close: async () => rmSync(dir, { recursive: true, force: true }) };
      },
    },
    {
      name: 'MariaDB',
      open: async () => {
        const db = await createTestDatabase('pending');
        return { url: db.url, close: () => db.drop() };
      },
    },
  ];
}

for (const engine of engines()) {
  describe(`pending objects on ${engine.name}`, () => {
    let ds: DataSource;
    let close: () => Promise<void>;
    const root = mkdtempSync(join(tmpdir(), 'pending-store-'));
    const store = new LocalObjectStore({ root, publicBaseUrl: 'http://127.0.0.1/files' });
    let pending: PendingObjects;
    const put = (key: string) => store.put(key, Readable.from([Buffer.from(key)]), { contentType: 'text/plain' });
    const exists = async (key: string) => (await store.head(key)) !== undefined;
    const records = () => ds.getRepository(PendingObjectEntity).count();

    before(async () => {
      const opened = await engine.open();
      close = opened.close;
      ds = await openDataSource(createDataSource({ url: opened.url, entities: [], migrations: [] }), true);
      pending = new PendingObjects(ds, store);
    });
    after(async () => {
      await ds.destroy();
      await close();
      rmSync(root, { recursive: true, force: true });
    });

    test('a write that died after its put: the sweep removes the object and its record, once it is old enough', async () => {
      await pending.register(['died/original.png', 'died/thumbnail.jpg']);
      await put('died/original.png');
      // (the process dies here: no thumbnail, no row)
      assert.equal(await pending.sweep(), 0, 'a young record may be a request still running');
      assert.ok(await exists('died/original.png'));
      assert.equal(await pending.sweep(0), 2);
      assert.equal(await exists('died/original.png'), false, 'the unreferenced object is gone');
      assert.equal(await records(), 0);
    });

    test('a committed row settles its keys in its transaction: the sweep leaves its objects alone', async () => {
      await pending.register(['kept/original.png']);
      await put('kept/original.png');
      await ds.transaction((m) => pending.settle(m, ['kept/original.png']));
      assert.equal(await pending.sweep(0), 0);
      assert.ok(await exists('kept/original.png'));
    });

    test('a rolled-back row keeps its keys pending (the sweep takes them); a handled failure abandons them at once', async () => {
      await pending.register(['rolled/original.png']);
      await put('rolled/original.png');
      await assert.rejects(
        ds.transaction(async (m) => {
          await pending.settle(m, ['rolled/original.png']);
          throw new Error('the row could not be written');
        }),
      );
      assert.equal(await records(), 1, 'the settle rolled back with the row');
      await pending.register(['failed/original.png']);
      await put('failed/original.png');
      await pending.abandon(['failed/original.png']);
      assert.equal(await exists('failed/original.png'), false);
      assert.equal(await pending.sweep(0), 1);
      assert.equal(await exists('rolled/original.png'), false);
      assert.equal(await records(), 0);
    });
  });
}
