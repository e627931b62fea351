// A list's contains-search through the trigram index (data/search-index.ts) matches exactly the rows the LIKE alone
// matches, on SQLite with the index and on MariaDB without it: inside words, across a space, any case, a term with
// LIKE's wildcards or a double quote, a term of two characters (no trigram), one column of several, a rare term
// (the index narrows) and one in more rows than the probe takes (the list's order does). The triggers keep the
// index with every insert, update and delete, and FTS5's own integrity check agrees; the migration fills it for
// rows already there and its down() removes it. A searched list counts to SEARCH_COUNT_BOUND.
import { test, after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EntitySchema, type DataSource, type QueryRunner } from 'typeorm';
import { createDataSource, openDataSource } from '../src/data/data-source.ts';
import { idColumn, instantColumn } from '../src/data/columns.ts';
import { containsClause, containsPattern, listPage, SEARCH_COUNT_BOUND } from '../src/data/paging.ts';
import { PROBE_ROWS, searchIndexMigration, searchTableOf } from '../src/data/search-index.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.ts';

interface Thing { id: string; name: string; email: string; createdAt: Date }

const ThingEntity = new EntitySchema<Thing>({
  name: 'SearchThing',
  tableName: 'search_things',
  columns: { id: idColumn, name: { type: 'varchar', length: 200 }, email: { type: 'varchar', length: 200 }, createdAt: instantColumn() },
});

const Migration = searchIndexMigration('SearchThingsIndex', 'search_things', ['name', 'email']);
const idOf = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const NAMES = ['12 Quarry Lane', 'Harbour View Road', 'QUARRYMAN Street', '100% sure_thing', 'say "hi" there', 'Ōtara Road', 'plain'];

/** Rows enough that a common word is in more of them than the probe takes. */
function things(): Thing[] {
  const base = Date.UTC(2026, 0, 1);
  return Array.from({ length: PROBE_ROWS + 300 }, (_, i) => ({
    id: idOf(i),
    name: i < NAMES.length ? NAMES[i]! : `${i} Common Road`,
    email: i === 3 ? 'rare.person@quarry.example' : `person${i}@mail.example`,
    createdAt: new Date(base + i * 1000),
  }));
}

const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id).sort();

async function withoutIndex(ds: DataSource, search: string, searchIn: readonly string[]) {
  // The reference: the LIKE alone, every matching row (the page is as long as the table).
  const qb = ds.getRepository(ThingEntity).createQueryBuilder('t');
  qb.where(`(${searchIn.map((c) => containsClause(`t.${c}`, 's')).join(' OR ')})`, { s: containsPattern(search) });
  return ids(await qb.getMany());
}

const list = (ds: DataSource, search: string, searchIn: readonly string[] = ['name', 'email']) =>
  listPage(ds.getRepository(ThingEntity).createQueryBuilder('t'), { search, limit: 5000 }, { alias: 't', sortable: ['createdAt'], defaultSort: '-createdAt', searchIn });

const TERMS = ['Quarry', 'Qua\0rry', 'uarr', 'quarryman', 'y La', 'Road', 'Common Road', '100%', 'e_t', '"hi"', 'Ōtara', 'ōtara', 'ar', 'rare.person', 'nothing at all', '1299 Common'];

for (const dialect of ['sqlite', 'mariadb'] as const) {
  describe(`search through the trigram index (${dialect})`, { skip: dialect === 'mariadb' && process.env.TEST_DATABASE === 'sqlite' }, () => {
    let ds: DataSource;
    let cleanup: () => Promise<void>;
    before(async () => {
      if (dialect === 'sqlite') {
        const dir = mkdtempSync(join(tmpdir(), 'search-index-'));
        ds = await openDataSource(createDataSource({ url: `sqlite:${join(dir, 'things.sqlite')}`, entities: [ThingEntity], migrations: [] }), true);
        cleanup = async () => rmSync(dir, { recursive: true, force: true });
      } else {
        const db: TestDatabase = await createTestDatabase('search');
        ds = await openDataSource(createDataSource({ url: db.url, entities: [ThingEntity], migrations: [] }), true);
        cleanup = () => db.drop();
      }
      await ds.synchronize();
      // Half the rows before the index exists (the migration fills it), half after (the triggers add them).
      const all = things();
      await ds.getRepository(ThingEntity).insert(all.slice(0, 600));
      const q: QueryRunner = ds.createQueryRunner();
      await new Migration().up(q);
      await q.release();
      for (let i = 600; i < all.length; i += 200) await ds.getRepository(ThingEntity).insert(all.slice(i, i + 200));
    });
    after(async () => {
      await ds?.destroy();
      await cleanup?.();
    });

    test('the index exists on SQLite only', async () => {
      const rows = (await ds.query(dialect === 'sqlite' ? `SELECT name FROM sqlite_master WHERE name = '${searchTableOf('search_things')}'` : `SHOW TABLES LIKE '${searchTableOf('search_things')}'`)) as unknown[];
      assert.equal(rows.length, dialect === 'sqlite' ? 1 : 0);
    });

    test('every term matches exactly the rows LIKE matches, in every searched column and in one', async () => {
      for (const term of TERMS) {
        for (const searchIn of [['name', 'email'], ['name'], ['email']]) {
          const page = await list(ds, term, searchIn);
          const expected = await withoutIndex(ds, term, searchIn);
          assert.deepEqual(ids(page.items), expected, `${term} in ${searchIn.join(',')}`);
          assert.equal(page.count, expected.length, `${term} count`);
        }
      }
      // The rare term was found; the common one is in more rows than the probe takes.
      assert.equal((await list(ds, 'uarr')).count, 3);
      assert.ok((await list(ds, 'Common Road')).count > PROBE_ROWS);
    });

    test('a searched list counts to SEARCH_COUNT_BOUND, and a page beyond it one row past itself', async () => {
      const common = await withoutIndex(ds, 'Common Road', ['name']);
      assert.ok(common.length > SEARCH_COUNT_BOUND);
      const page = (n: number) => listPage(ds.getRepository(ThingEntity).createQueryBuilder('t'), { search: 'Common Road', page: n, limit: 25 }, { alias: 't', sortable: ['createdAt'], defaultSort: '-createdAt', searchIn: ['name'] });
      assert.equal((await page(1)).count, SEARCH_COUNT_BOUND);
      const beyond = await page(SEARCH_COUNT_BOUND / 25 + 1);
      assert.equal(beyond.items.length, 25);
      assert.equal(beyond.count, SEARCH_COUNT_BOUND + 25 + 1);
      // A rare term is counted exactly.
      assert.equal((await page(1)).items.length, 25);
      assert.equal((await list(ds, 'uarr')).count, 3);
    });

    test('inserts, updates and deletes keep the index', async () => {
      const repo = ds.getRepository(ThingEntity);
      await repo.insert({ id: idOf(90_001), name: 'Zanzibar Quay', email: 'z@x.example', createdAt: new Date() });
      assert.deepEqual(ids((await list(ds, 'anzib')).items), [idOf(90_001)]);
      await repo.update({ id: idOf(90_001) }, { name: 'Kilimanjaro Quay' });
      assert.deepEqual((await list(ds, 'anzib')).items, []);
      assert.deepEqual(ids((await list(ds, 'manjar')).items), [idOf(90_001)]);
      await repo.update({ id: idOf(90_001) }, { email: 'moved@kilima.example' });
      assert.deepEqual(ids((await list(ds, 'moved@')).items), [idOf(90_001)]);
      await repo.delete({ id: idOf(90_001) });
      assert.deepEqual((await list(ds, 'manjar')).items, []);
      if (dialect === 'sqlite') {
        // FTS5 compares the index with the table's rows itself; a stale index fails it.
        await ds.query(`INSERT INTO ${searchTableOf('search_things')}(${searchTableOf('search_things')}) VALUES ('integrity-check')`);
      }
    });

    test('a search inside a transaction sees the transaction’s own rows', async () => {
      await ds.transaction(async (m) => {
        await m.getRepository(ThingEntity).insert({ id: idOf(90_002), name: 'Uncommitted Xylophone', email: 'u@x.example', createdAt: new Date() });
        const page = await listPage(m.getRepository(ThingEntity).createQueryBuilder('t'), { search: 'ylophon' }, { alias: 't', sortable: ['createdAt'], defaultSort: '-createdAt', searchIn: ['name'] });
        assert.deepEqual(ids(page.items), [idOf(90_002)]);
        await m.getRepository(ThingEntity).delete({ id: idOf(90_002) });
      });
    });

    test('down() removes the index and its triggers; search still answers', async () => {
      const q = ds.createQueryRunner();
      await new Migration().down(q);
      await q.release();
      if (dialect === 'sqlite') {
        const left = (await ds.query(`SELECT name FROM sqlite_master WHERE name LIKE '${searchTableOf('search_things')}%'`)) as unknown[];
        assert.deepEqual(left, []);
      }
      // Writes go on without the triggers.
      await ds.getRepository(ThingEntity).insert({ id: idOf(90_003), name: 'After Down', email: 'a@d.example', createdAt: new Date() });
    });
  });
}
