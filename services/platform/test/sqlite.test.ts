// The embedded default's SQLite (node:sqlite behind TypeORM's better-sqlite3 driver): concurrent
// transactions on the one connection keep their writes apart, values and BLOBs round-trip, and the
// file is in WAL mode with synchronous FULL.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EntitySchema, Table, type DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { createDataSource, openDataSource } from '../src/data/data-source.ts';
import { ConnectionLock } from '../src/data/sqlite-lock.ts';

interface NoteRow {
  id: string;
  body: string;
  done: boolean;
  count: number;
  blob: Buffer | null;
  at: Date;
}

const NoteEntity = new EntitySchema<NoteRow>({
  name: 'Note',
  tableName: 'notes',
  columns: {
    id: { type: 'varchar', length: 36, primary: true },
    body: { type: 'text' },
    done: { type: 'boolean' },
    count: { type: 'int' },
    blob: { type: 'blob', nullable: true },
    at: { type: 'datetime', precision: 3 },
  },
});

class CreateNotes1000000000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'notes',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'body', type: 'text' },
          { name: 'done', type: 'boolean' },
          { name: 'count', type: 'int' },
          { name: 'blob', type: 'blob', isNullable: true },
          { name: 'at', type: 'datetime', precision: 3 },
        ],
      }),
    );
  }
  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('notes');
  }
}

const dir = mkdtempSync(join(tmpdir(), 'adops-sqlite-'));
const ds: DataSource = createDataSource({ url: `sqlite:${dir}/test.sqlite`, entities: [NoteEntity], migrations: [CreateNotes1000000000000] });
await openDataSource(ds, true);
after(async () => {
  await ds.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const note = (id: string, body = id): NoteRow => ({ id, body, done: false, count: 0, blob: null, at: new Date() });
const ids = async () => (await ds.getRepository(NoteEntity).find({ order: { id: 'ASC' } })).map((n) => n.id);

test('WAL journaling, synchronous FULL, foreign keys on', async () => {
  assert.deepEqual(await ds.query('PRAGMA journal_mode'), [{ journal_mode: 'wal' }]);
  assert.deepEqual(await ds.query('PRAGMA synchronous'), [{ synchronous: 2 }]);
  assert.deepEqual(await ds.query('PRAGMA foreign_keys'), [{ foreign_keys: 1 }]);
});

test('concurrent transactions keep their writes apart; a rollback takes only its own', async () => {
  await ds.getRepository(NoteEntity).clear();
  let readDuringA: string[] | undefined;
  const a = ds.transaction(async (m) => {
    await m.insert(NoteEntity, note('a1'));
    await sleep(30);
    await m.insert(NoteEntity, note('a2'));
    await sleep(30);
  });
  const b = ds.transaction(async (m) => {
    await m.insert(NoteEntity, note('b1'));
    await sleep(10);
    throw new Error('b fails');
  });
  const c = ds.transaction(async (m) => {
    await sleep(5);
    await m.insert(NoteEntity, note('c1'));
  });
  // A read outside any transaction waits for the open one: it never sees uncommitted rows.
  const read = (async () => {
    await sleep(10);
    readDuringA = await ids();
  })();
  const results = await Promise.allSettled([a, b, c, read]);
  assert.deepEqual(results.map((r) => r.status), ['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
  assert.deepEqual(await ids(), ['a1', 'a2', 'c1']);
  assert.ok(readDuringA && ['a1,a2', 'a1,a2,c1'].includes(readDuringA.join(',')), `read saw ${readDuringA}`);
});

test('many interleaved transactions, every third rolling back, plus saves and reads outside them', async () => {
  await ds.getRepository(NoteEntity).clear();
  const n = 60;
  const outcomes = await Promise.allSettled(
    Array.from({ length: n }, (_, i) =>
      i % 5 === 4
        ? ds.getRepository(NoteEntity).save(note(`s${String(i).padStart(2, '0')}`))
        : ds.transaction(async (m) => {
            const id = `t${String(i).padStart(2, '0')}`;
            await m.insert(NoteEntity, note(`${id}-1`));
            await sleep(Math.random() * 5);
            await m.update(NoteEntity, { id: `${id}-1` }, { count: i });
            await m.insert(NoteEntity, note(`${id}-2`));
            if (i % 3 === 0) throw new Error(`rollback ${i}`);
          }),
    ),
  );
  const expected: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = String(i).padStart(2, '0');
    if (i % 5 === 4) expected.push(`s${id}`);
    else if (i % 3 !== 0) expected.push(`t${id}-1`, `t${id}-2`);
    assert.equal(outcomes[i]!.status, i % 5 !== 4 && i % 3 === 0 ? 'rejected' : 'fulfilled', `outcome ${i}`);
  }
  assert.deepEqual(await ids(), expected.sort());
  const counted = await ds.getRepository(NoteEntity).find({ where: { id: 't01-1' } });
  assert.equal(counted[0]!.count, 1);
});

test('nested transactions through the same manager use savepoints', async () => {
  await ds.getRepository(NoteEntity).clear();
  await ds.transaction(async (m) => {
    await m.insert(NoteEntity, note('outer'));
    await m.transaction(async (inner) => inner.insert(NoteEntity, note('inner-kept')));
    await m.transaction(async (inner) => {
      await inner.insert(NoteEntity, note('inner-dropped'));
      throw new Error('inner fails');
    }).catch(() => {});
  });
  assert.deepEqual(await ids(), ['inner-kept', 'outer']);
});

test('values round-trip: BLOBs as Buffers, booleans, integers, dates, undefined as NULL', async () => {
  await ds.getRepository(NoteEntity).clear();
  const bytes = Buffer.from(Array.from({ length: 256 * 8 }, (_, i) => i % 256));
  const at = new Date('2026-11-22T08:00:00.123Z');
  await ds.getRepository(NoteEntity).insert({ id: 'v', body: '5', done: true, count: 42, blob: bytes, at });
  const row = await ds.getRepository(NoteEntity).findOneByOrFail({ id: 'v' });
  assert.ok(Buffer.isBuffer(row.blob));
  assert.ok(row.blob.equals(bytes));
  assert.equal(row.done, true);
  assert.equal(row.count, 42);
  assert.equal(row.at.toISOString(), at.toISOString());
  // Raw parameters as callers pass them: booleans, undefined, integral numbers, Dates, Buffers.
  const [raw] = await ds.query('SELECT typeof(?) AS b, ? AS u, typeof(?) AS i, typeof(?) AS r, ? AS d, ? AS x', [true, undefined, 7, 1.5, at, Buffer.from([1, 2])]);
  assert.deepEqual(raw, { b: 'integer', u: null, i: 'integer', r: 'real', d: '2026-11-22 08:00:00.123', x: Buffer.from([1, 2]) });
  // An integer into a TEXT column stays '7', as sql.js stored it (a REAL binding would store '7.0').
  await ds.query('UPDATE notes SET body = ? WHERE id = ?', [7, 'v']);
  assert.equal((await ds.getRepository(NoteEntity).findOneByOrFail({ id: 'v' })).body, '7');
  assert.equal((await ds.getRepository(NoteEntity).find({ where: { done: true } })).length, 1);
});

test('a waiter gives up after the wait limit instead of hanging', async () => {
  const lock = new ConnectionLock(50);
  const holder = {};
  await lock.acquire(holder);
  await assert.rejects(lock.acquire({}), /busy/);
  const next = {};
  const granted = lock.acquire(next);
  lock.release(holder);
  await granted;
  assert.ok(lock.heldBy(next));
});
