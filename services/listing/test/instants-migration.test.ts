// The migration that repairs instants saved before the API held them to the platform's rule, on
// MariaDB and on SQLite (both in one run; with TEST_DATABASE=sqlite only SQLite): the values each
// engine kept of them (MariaDB's zero date and a year below 1000; SQLite's five-digit year, a year
// below 1000 and a month 19) become NULL in a listing's optional start, and the visitor's recorded
// time (createdAt) in a visit's required time, or the migration's time when that one is unreadable too;
// readable values are untouched, and every row reads through the entities again.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDataSource, openDataSource } from '@adops/platform';
import { createTestDatabase } from '@adops/platform/testing';
import { listingModule } from '../src/app.ts';
import { ListingEntity } from '../src/listings/entities.ts';
import { OpenHomeVisitorEntity } from '../src/open-homes/entities.ts';

type Engine = { name: string; open: () => Promise<{ url: string; drop: () => Promise<void> }>; unreadable: string[]; bothUnreadable: [string, string] };

const ENGINES: Engine[] = [
  ...(process.env.TEST_DATABASE === 'sqlite'
    ? []
    : [{ name: 'MariaDB', open: () => createTestDatabase('instants'), unreadable: ['0000-00-00 00:00:00.000', '0099-01-01 00:00:00.000'], bothUnreadable: ['0000-00-00 00:00:00.000', '0000-00-00 00:00:00.000'] as [string, string] }]),
  {
    name: 'SQLite',
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'adops-test-instants-'));
      return { url: `sqlite:${join(dir, 'instants.sqlite')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
    },
    unreadable: ['+010000-01-01 04:00:00.000', '0099-01-01 00:00:00.000', '2024-19-39 00:00:00.000'],
    bothUnreadable: ['NaN-NaN-NaN NaN:NaN:NaN.NaN', '0000-00-00 00:00:00.000'],
  },
];

const isRepair = (m: Function) => /RepairUnreadableInstants/.test(new (m as new () => { name: string })().name);
const GOOD = '2026-03-01 10:00:00.000';
const RECORDED = '2026-01-02 03:04:05.000';

describe('repairing unreadable instants', () => {
  for (const engine of ENGINES) {
    test(`${engine.name}: unreadable starts become NULL, unreadable visits the time they were recorded`, async () => {
      const db = await engine.open();
      const before = listingModule.migrations.filter((m) => !isRepair(m));
      assert.equal(before.length, listingModule.migrations.length - 1);
      const old = await openDataSource(createDataSource({ url: db.url, entities: [], migrations: before }), true);
      const q = old.createQueryRunner();
      // What the old code left: MariaDB takes a zero date only outside its strict mode, as older installs ran.
      if (engine.name === 'MariaDB') await q.query("SET SESSION sql_mode = ''");
      const listing = (start: string | null) => {
        const id = randomUUID();
        return q
          .query(
            'INSERT INTO listings (id, customerId, reference, creationType, title, type, listingOption, listingStatus, images, videos, agents, metaData, startTimestamp, createdAt, updatedAt) ' +
              "VALUES (?, ?, ?, 'DASHBOARD', 'Old', 'NONE', 'CLASSIFIED', 'DONE', '[]', '[]', '[]', '[]', ?, ?, ?)",
            [id, randomUUID(), `DASH${id.slice(0, 8)}`, start, RECORDED, RECORDED],
          )
          .then(() => id);
      };
      const visit = (visitedAt: string, createdAt = RECORDED) => {
        const id = randomUUID();
        return q
          .query("INSERT INTO open_home_visitors (id, customerId, listingId, firstName, visitedAt, createdAt, updatedAt) VALUES (?, ?, ?, 'Sam', ?, ?, ?)", [id, randomUUID(), randomUUID(), visitedAt, createdAt, RECORDED])
          .then(() => id);
      };
      const badStarts = [];
      for (const value of engine.unreadable) badStarts.push(await listing(value));
      const goodStart = await listing(GOOD);
      const noStart = await listing(null);
      const badVisits = [];
      for (const value of engine.unreadable) badVisits.push(await visit(value));
      const goodVisit = await visit(GOOD);
      const lostVisit = await visit(...engine.bothUnreadable);
      await q.release();
      await old.destroy();

      const startedAt = Date.now();
      const upgraded = await openDataSource(createDataSource({ url: db.url, entities: listingModule.entities, migrations: listingModule.migrations }), true);
      try {
        const listings = new Map((await upgraded.getRepository(ListingEntity).find()).map((l) => [l.id, l.startTimestamp]));
        for (const id of [...badStarts, noStart]) assert.equal(listings.get(id), null, `listing ${id}`);
        assert.equal(listings.get(goodStart)?.toISOString(), '2026-03-01T10:00:00.000Z');
        const visits = new Map((await upgraded.getRepository(OpenHomeVisitorEntity).find()).map((v) => [v.id, v]));
        for (const id of badVisits) assert.equal(visits.get(id)!.visitedAt.toISOString(), '2026-01-02T03:04:05.000Z', `visit ${id}`);
        assert.equal(visits.get(goodVisit)!.visitedAt.toISOString(), '2026-03-01T10:00:00.000Z');
        const lost = visits.get(lostVisit)!.visitedAt.getTime();
        assert.ok(lost >= startedAt - 1000 && lost <= Date.now() + 1000, 'no readable time of its own: the migration\'s');
      } finally {
        await upgraded.destroy();
        await db.drop();
      }
    });
  }
});
