// Pages run from SQL built once per shape give what TypeORM's own getRawAndEntities gives, on the
// embedded default's SQLite and on MariaDB: the same entities (types converted: booleans, dates,
// JSON columns, nulls), the same raw total, for every kind of narrowing a list uses (owner scope
// with =, IN and JSON LIKE, filters, an escaped search, each sort, pages past the end); the SQL is
// built once per shape and not per request; a query inside a transaction reads through that
// transaction; a shape it does not cover falls back to TypeORM and still answers the same. A later page reads its
// keys first, then its rows: the same rows in the same order.
import { test, after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EntitySchema, SelectQueryBuilder, type DataSource } from 'typeorm';
import { createDataSource, openDataSource } from '../src/data/data-source.ts';
import { idColumn, instantColumn, jsonColumn, refColumn } from '../src/data/columns.ts';
import { pageOf } from '../src/data/page-query.ts';
import { listPage } from '../src/data/paging.ts';
import { keysetBatches } from '../src/data/keyset.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.ts';

interface Item { id: string; customerId: string; officeIds: string[]; agentId: string | null; title: string; active: boolean; score: number | null; createdAt: Date }

const ItemEntity = new EntitySchema<Item>({
  name: 'PageItem',
  tableName: 'page_items',
  columns: {
    id: idColumn,
    customerId: refColumn(),
    officeIds: jsonColumn(),
    agentId: refColumn(true),
    title: { type: 'varchar', length: 100 },
    active: { type: 'boolean' },
    score: { type: 'int', nullable: true },
    createdAt: instantColumn(),
  },
});

const CUSTOMERS = ['c-a', 'c-b'];
const OFFICES = ['o-1', 'o-2', 'o-3'];
const listOptions = { alias: 'i', sortable: ['title', 'createdAt', 'score'], defaultSort: '-createdAt', defaultLimit: 5, searchIn: ['title'] } as const;

function rows(): Item[] {
  const base = Date.UTC(2026, 0, 1);
  const titles = ['plain', '100% sure', 'under_score', 'back\\slash', 'Mixed Case', 'PLAIN again'];
  return Array.from({ length: 36 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    customerId: CUSTOMERS[i % 2]!,
    officeIds: i % 5 === 0 ? [] : [OFFICES[i % 3]!, ...(i % 4 === 0 ? [OFFICES[(i + 1) % 3]!] : [])],
    agentId: i % 3 === 0 ? null : `agent-${i % 4}`,
    title: `${titles[i % titles.length]} ${i}`,
    active: i % 2 === 0,
    score: i % 7 === 0 ? null : (i * 37) % 11,
    // A few rows share an instant, so the id tiebreak decides their order.
    createdAt: new Date(base + Math.floor(i / 3) * 60_000 + 0.123),
  }));
}

/** Every narrowing the lists use, as functions of a fresh query builder. */
const shapes: Record<string, (qb: SelectQueryBuilder<Item>) => void> = {
  'no narrowing': () => {},
  'one customer': (qb) => void qb.andWhere('i.customerId = :ownerCustomer', { ownerCustomer: 'c-a' }),
  'a customer and offices by IN': (qb) => void qb.andWhere('i.customerId = :c', { c: 'c-b' }).andWhere('i.agentId IN (:...agents)', { agents: ['agent-1', 'agent-3'] }),
  'offices as JSON elements': (qb) => void qb.andWhere('i.customerId = :c', { c: 'c-a' }).andWhere('(i.officeIds LIKE :o0 OR i.officeIds LIKE :o1)', { o0: '%"o-1"%', o1: '%"o-3"%' }),
  'nothing reached': (qb) => void qb.andWhere('1 = 0'),
  'a boolean and a null filter': (qb) => void qb.andWhere('i.active = :active', { active: true }).andWhere('i.agentId IS NULL'),
};

// Later pages (read keys first, page-query.ts keysFirstQuery) in every sort, with ties and NULLs, and searched.
const queries = [{}, { page: 2 }, { page: 3, limit: 4 }, { sort: 'title' }, { sort: '-score' }, { page: 2, sort: 'title' }, { page: 3, sort: '-score' }, { page: 4, sort: 'score' }, { page: 2, sort: 'createdAt' }, { search: '100%' }, { search: 'under_' }, { search: 'back\\' }, { search: 'plain' }, { page: 2, search: 'plain' }, { page: 50 }, { limit: 100 }];

function dialects(): Array<{ name: string; open: () => Promise<{ ds: DataSource; close: () => Promise<void> }> }> {
  return [
    {
      name: 'SQLite (embedded default)',
      open: async () => {
        const dir = mkdtempSync(join(tmpdir(), 'page-query-'));
        const ds = await openDataSource(createDataSource({ url: `sqlite:${join(dir, 'items.sqlite')}`, entities: [ItemEntity], migrations: [] }), true);
        await ds.synchronize();
        return { ds, close: async () => (await ds.destroy(), rmSync(dir, { recursive: true, force: true })) };
      },
    },
    {
      name: 'MariaDB',
      open: async () => {
        const db: TestDatabase = await createTestDatabase('pages');
        const ds = await openDataSource(createDataSource({ url: db.url, entities: [ItemEntity], migrations: [] }), true);
        await ds.synchronize();
        return { ds, close: async () => (await ds.destroy(), await db.drop()) };
      },
    },
  ];
}

for (const dialect of dialects()) {
  describe(dialect.name, () => {
    let ds: DataSource;
    let close: () => Promise<void>;
    const qb = () => ds.getRepository(ItemEntity).createQueryBuilder('i');

    before(async () => {
      ({ ds, close } = await dialect.open());
      await ds.getRepository(ItemEntity).insert(rows());
    });
    after(async () => close?.());

    test('each shape and list query gives TypeORM\'s own entities and total', async () => {
      for (const [name, narrow] of Object.entries(shapes)) {
        for (const q of queries) {
          // The reference: the same list, paged by TypeORM's builder as listPage did before.
          const reference = qb();
          narrow(reference);
          const limit = q.limit ?? listOptions.defaultLimit;
          const skip = ((q.page ?? 1) - 1) * limit;
          if (q.search) reference.andWhere(`(i.title LIKE :listSearch ESCAPE '!')`, { listSearch: `%${q.search.replace(/[!%_]/g, '!$&')}%` });
          const sort = q.sort ?? listOptions.defaultSort;
          const direction = sort.startsWith('-') ? 'DESC' : 'ASC';
          reference.orderBy(`i.${sort.replace(/^-/, '')}`, direction).addOrderBy('i.id', direction).addSelect('COUNT(*) OVER ()', 'total_count');
          const expected = await reference.clone().offset(skip).limit(limit).getRawAndEntities();
          const expectedCount = expected.raw.length ? Number(expected.raw[0].total_count) : skip > 0 ? await reference.getCount() : 0;

          const actual = qb();
          narrow(actual);
          const page = await listPage(actual, q, listOptions);
          const what = `${name}, ${JSON.stringify(q)}`;
          assert.deepEqual(page.items, expected.entities, what);
          assert.equal(page.count, expectedCount, what);
        }
      }
      // The data exercises what it should: escaped wildcards match literally on both engines (the
      // search names its escape character, which SQLite's LIKE otherwise lacks), pages go past the end.
      const escaped = await listPage(qb(), { search: '100%' }, listOptions);
      assert.ok(escaped.count > 0 && escaped.items.every((i) => i.title.includes('100%')));
      const underscore = await listPage(qb(), { search: 'under_' }, listOptions);
      assert.ok(underscore.count > 0 && underscore.items.every((i) => i.title.includes('under_')));
      const backslash = await listPage(qb(), { search: 'back\\' }, listOptions);
      assert.ok(backslash.count > 0 && backslash.items.every((i) => i.title.includes('back\\')));
      const past = await listPage(qb(), { page: 50 }, listOptions);
      assert.deepEqual([past.items.length, past.count], [0, 36]);
      const typed = (await listPage(qb(), { limit: 100 }, listOptions)).items;
      assert.ok(typed.some((i) => i.active === true) && typed.some((i) => i.active === false));
      assert.ok(typed.every((i) => i.createdAt instanceof Date && Array.isArray(i.officeIds)));
      assert.ok(typed.some((i) => i.score === null) && typed.some((i) => i.agentId === null));
    });

    test('the count is exact up to its bound, and reaches past every page asked for', async () => {
      const bounded = { ...listOptions, countBound: 10 };
      // 36 rows: the first page counts 10 (the bound), yet there are pages after it.
      assert.deepEqual(await counts({}, bounded), [5, 10]);
      // A page beyond the bound counts just past itself: a pager still offers the next page.
      assert.deepEqual(await counts({ page: 3 }, bounded), [5, 16]);
      // Near the end the count is exact again, and a page past the end counts (bounded) on its own.
      assert.deepEqual(await counts({ page: 8 }, bounded), [1, 36]);
      assert.deepEqual(await counts({ page: 50 }, bounded), [0, 36]);
      // Narrowed below the bound: exact.
      assert.deepEqual(await counts({ search: '100%' }, bounded), [5, 6]);
      async function counts(q: Parameters<typeof listPage>[1], opts: Parameters<typeof listPage>[2]) {
        const page = await listPage(qb(), q, opts);
        return [page.items.length, page.count];
      }
    });

    test('keyset batches give every row of the list in its order, whatever the sort (ties, NULLs) and narrowing', async () => {
      for (const [name, narrow] of Object.entries(shapes)) {
        for (const sort of ['-createdAt', 'createdAt', 'score', '-score', 'title', '-title']) {
          const whole = qb();
          narrow(whole);
          const expected = (await listPage(whole, { sort, limit: 100 }, listOptions)).items;
          const batched = qb();
          narrow(batched);
          const batches: Item[][] = [];
          for await (const batch of keysetBatches(batched, { alias: 'i', sort, batchSize: 4 })) batches.push(batch);
          assert.deepEqual(batches.flat(), expected, `${name}, ${sort}`);
          assert.ok(batches.every((b) => b.length <= 4 && b.length > 0), `${name}, ${sort}: batches of at most 4`);
        }
      }
      // At most `max` rows; a sort outside the allowed ones is refused.
      const capped: Item[] = [];
      for await (const batch of keysetBatches(qb(), { alias: 'i', sort: 'title', batchSize: 5, max: 7 })) capped.push(...batch);
      assert.equal(capped.length, 7);
      await assert.rejects(async () => {
        for await (const _ of keysetBatches(qb(), { alias: 'i', sort: 'agentId', sortable: ['title'] })) void _;
      }, /Cannot sort by agentId/);
    });

    test('the SQL of a shape is built once, not per page', async () => {
      const built = countBuilds();
      try {
        // Pages within the rows: a first page's SQL and its bounded count's subquery, and a later page's (its keys
        // first, then its rows, and the count), each built once.
        const agentsOf = (c: string, agents: string[]) => qb().andWhere('i.customerId = :c', { c }).andWhere('i.agentId IN (:...agents)', { agents });
        for (let page = 1; page <= 3; page++) await listPage(agentsOf('c-b', ['agent-1', 'agent-2', 'agent-3']), { page, limit: 1, sort: 'title' }, listOptions);
        const once = built.count;
        assert.ok(once <= 5, `built ${once} times for the first shape`);
        // Another customer and other agents, other pages: the same shape, nothing built.
        for (let page = 1; page <= 3; page++) await listPage(agentsOf('c-a', ['agent-0', 'agent-2', 'agent-9']), { page, limit: 1, sort: 'title' }, listOptions);
        assert.equal(built.count, once);
        // Another number of values in IN (...) is another SQL text: built once more (the page and its count).
        await listPage(agentsOf('c-a', ['agent-0']), { limit: 1, sort: 'title' }, listOptions);
        assert.equal(built.count, once + 2);
        // A page past the end counts on its own, built once too.
        await listPage(agentsOf('c-a', ['agent-0']), { page: 90, limit: 1, sort: 'title' }, listOptions);
        const past = built.count;
        await listPage(agentsOf('c-b', ['agent-1']), { page: 95, limit: 1, sort: 'title' }, listOptions);
        assert.equal(built.count, past);
      } finally {
        built.restore();
      }
    });

    test('inside a transaction the page is read through that transaction', async () => {
      const extra = { ...rows()[0]!, id: '00000000-0000-4000-8000-999999999999', customerId: 'c-tx', title: 'only in the transaction' };
      await ds.transaction(async (m) => {
        await m.insert(ItemEntity, extra);
        const inside = await pageOf(m.getRepository(ItemEntity).createQueryBuilder('i').andWhere('i.customerId = :c', { c: 'c-tx' }).orderBy('i.id'), 0, 10);
        assert.deepEqual(inside.items.map((i) => i.title), ['only in the transaction']);
        if (ds.options.type !== 'better-sqlite3') {
          // SQLite serialises work on its one connection; on MariaDB another connection does not see it yet.
          const outside = await pageOf(qb().andWhere('i.customerId = :c', { c: 'c-tx' }).orderBy('i.id'), 0, 10);
          assert.deepEqual(outside.items, []);
        }
        throw new Error('roll back');
      }).catch((e: Error) => assert.equal(e.message, 'roll back'));
    });

    test('a shape it does not cover (a join, a partial selection) is paged by TypeORM, with the same result', async () => {
      const joined = () => qb().leftJoin('PageItem', 'o', 'o.id = i.id').andWhere('i.customerId = :c', { c: 'c-a' }).orderBy('i.title').addOrderBy('i.id');
      const viaPage = await pageOf(joined(), 2, 5);
      const viaTypeorm = await joined().offset(2).limit(5).getRawAndEntities();
      assert.deepEqual(viaPage.items, viaTypeorm.entities);
      const partial = () => qb().select(['i.id', 'i.title']).orderBy('i.id');
      assert.deepEqual((await pageOf(partial(), 0, 3)).items, await partial().offset(0).limit(3).getMany());
    });
  });
}

/** Counts SQL builds (SelectQueryBuilder.getQuery) until restored. */
function countBuilds() {
  const original = Object.getOwnPropertyDescriptor(SelectQueryBuilder.prototype, 'getQuery')!;
  const counter = { count: 0, restore: () => Object.defineProperty(SelectQueryBuilder.prototype, 'getQuery', original) };
  Object.defineProperty(SelectQueryBuilder.prototype, 'getQuery', {
    ...original,
    value: function (this: SelectQueryBuilder<Item>) {
      counter.count++;
      return (original.value as () => string).call(this);
    },
  });
  return counter;
}
