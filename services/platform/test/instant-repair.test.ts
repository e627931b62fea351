// The migration step that repairs stored instants and dates (src/data/instant-repair.ts) on MariaDB
// and on SQLite (both in one run; with TEST_DATABASE=sqlite only SQLite), over a scratch table holding
// what each engine kept of impossible values: an optional instant or date becomes NULL, a required
// instant its row's fallback column or, when that is unreadable too, the migration's time; readable
// values, and NULLs, are untouched; more rows than one page are all seen.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDataSource, openDataSource } from '../src/data/data-source.ts';
import { repairStoredInstants } from '../src/data/instant-repair.ts';
import { createTestDatabase } from '../src/testing/index.ts';

type Engine = { name: string; open: () => Promise<{ url: string; drop: () => Promise<void> }>; badInstants: string[] };

const ENGINES: Engine[] = [
  ...(process.env.TEST_DATABASE === 'sqlite' ? [] : [{ name: 'MariaDB', open: () => createTestDatabase('instantrepair'), badInstants: ['0000-00-00 00:00:00.000', '0099-01-01 00:00:00.000'] }]),
  {
    name: 'SQLite',
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'adops-test-instantrepair-'));
      return { url: `sqlite:${join(dir, 'repair.sqlite')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
    },
    badInstants: ['+010000-01-01 04:00:00.000', '0099-01-01 00:00:00.000', 'NaN-NaN-NaN NaN:NaN:NaN.NaN', '2024-19-39 00:00:00.000'],
  },
];

const GOOD = '2026-03-01 10:00:00.000';
const RECORDED = '2026-01-02 03:04:05.000';

describe('repairStoredInstants', () => {
  for (const engine of ENGINES) {
    test(`${engine.name}: optional values become NULL, required ones their fallback or now; readable ones stay`, async () => {
      const db = await engine.open();
      const ds = await openDataSource(createDataSource({ url: db.url, entities: [], migrations: [] }), false);
      const q = ds.createQueryRunner();
      try {
        if (engine.name === 'MariaDB') await q.query("SET SESSION sql_mode = ''");
        await q.query('CREATE TABLE scratch (id varchar(36) PRIMARY KEY, at datetime(3) NULL, required datetime(3) NOT NULL, createdAt datetime(3) NOT NULL, day varchar(10) NULL)');
        const rows: Array<{ id: string; at: string | null; required: string; createdAt: string; day: string | null }> = [];
        const add = async (at: string | null, required: string, createdAt: string, day: string | null) => {
          const row = { id: randomUUID(), at, required, createdAt, day };
          await q.query('INSERT INTO scratch (id, at, required, createdAt, day) VALUES (?, ?, ?, ?, ?)', [row.id, at, required, createdAt, day]);
          rows.push(row);
          return row;
        };
        const bad = [];
        for (const value of engine.badInstants) bad.push(await add(value, value, RECORDED, '2026-12-39'));
        const good = await add(GOOD, GOOD, RECORDED, '2024-02-29');
        const empty = await add(null, GOOD, RECORDED, null);
        const lost = await add(engine.badInstants[0]!, engine.badInstants[0]!, engine.badInstants[0]!, '0000-00-00');
        // More than one page (1000 rows): the last ones are repaired too.
        for (let i = 0; i < 1005; i++) await add(GOOD, GOOD, RECORDED, '2023-02-29');

        const started = Date.now();
        const repaired = await repairStoredInstants(q, [
          { table: 'scratch', column: 'at' },
          { table: 'scratch', column: 'required', fallback: 'createdAt' },
          { table: 'scratch', column: 'day', kind: 'date' },
        ]);
        assert.equal(repaired, (bad.length + 1) * 3 + 1005);

        const asText = engine.name === 'MariaDB' ? (c: string) => `CAST(${c} AS CHAR)` : (c: string) => c;
        const stored = new Map(
          ((await q.query(`SELECT id, ${asText('at')} AS at, ${asText('required')} AS required, day FROM scratch`)) as Array<{ id: string; at: string | null; required: string; day: string | null }>).map((r) => [r.id, r]),
        );
        for (const row of bad) assert.deepEqual(stored.get(row.id), { id: row.id, at: null, required: RECORDED, day: null }, row.at!);
        assert.deepEqual(stored.get(good.id), { id: good.id, at: GOOD, required: GOOD, day: '2024-02-29' });
        assert.deepEqual(stored.get(empty.id), { id: empty.id, at: null, required: GOOD, day: null });
        const now = new Date(`${stored.get(lost.id)!.required.replace(' ', 'T')}Z`).getTime();
        assert.ok(now >= started - 1000 && now <= Date.now() + 1000, 'no readable fallback: the time of the migration');
        assert.equal(stored.get(rows.at(-1)!.id)!.day, null, 'the row after the first page');
        assert.equal(await repairStoredInstants(q, [{ table: 'scratch', column: 'at' }, { table: 'scratch', column: 'day', kind: 'date' }]), 0, 'a second run finds nothing');
      } finally {
        await q.release();
        await ds.destroy();
        await db.drop();
      }
    });
  }
});
