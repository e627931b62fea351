// A power cut while a customer's resources are saved (issue 29, 003 §2–§4; the embedded default on SQLite).
// Corporate dashboard users stream resource creates and updates through the resource API; the process is
// killed with SIGKILL at a random moment, three times over. After each restart on the same DATA_DIR: every
// acknowledged create is there, once, and every acknowledged update's values are there (a write whose
// answer the cut swallowed is there whole or not at all, and an update is then sent again); the listing
// outbox holds exactly one resource.saved per committed write, none for a write that did not commit, and
// each resource's last resource.saved is the row as it stands; and the order and ads contexts' inboxes
// have handled every resource.saved, so their known_resources match the rows (the relay re-sends what it
// had not marked sent, and nothing it had is lost). dashboard-orders.crash.test.ts does the same for orders.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import sharp from 'sharp';
import { assertOk, multipartFile, type TestClient, type TestResponse } from '@adops/platform/testing';
import { freePort, startEmbedded, type EmbeddedProcess } from './embedded-process.ts';
import { dashboardUser, eventually, signedInAdmin, untilKnown } from './dashboard-world.ts';

const ROUNDS = 3;
const WRITERS = 3;
const ADMIN = { email: 'resource-cut-admin@example.com', password: 'Power-Cut-Passw0rd!' };
const ENV = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: '100000',
  API_RATE_LIMIT_PER_USER: '1000000000',
  API_RATE_LIMIT_PER_ADDRESS: '1000000000',
};

const dataDir = mkdtempSync(join(tmpdir(), 'adops-resource-crash-'));
const started: EmbeddedProcess[] = [];
after(async () => {
  for (const p of started) await p.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function start(port: number): Promise<EmbeddedProcess> {
  const embedded = await startEmbedded({ dataDir, port, env: ENV });
  started.push(embedded);
  return embedded;
}

function read<T>(file: string, sql: string, ...params: string[]): T[] {
  // The running process writes these files: wait out its write locks rather than fail with SQLITE_BUSY.
  const db = new DatabaseSync(join(dataDir, file), { readOnly: true, timeout: 5000 });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** What one write sends and the resource then shows; every write's name is its own. */
interface Content {
  name: string;
  title: string;
  message: string;
  isPublished: boolean;
}

/** A resource as the test made it: `tag` (its description, which no update changes) finds the row of a create the cut left unanswered. */
interface Tracked {
  tag: string;
  writer: number;
  id?: string;
  /** The content of the last write that committed (acknowledged, or found committed after a cut). */
  current?: Content;
  /** A write whose answer the cut swallowed: it committed whole or not at all. */
  unanswered?: Content;
  /** The names of every write sent (a resource.saved may name only these) and of those that committed (each has exactly one). */
  sent: string[];
  committed: string[];
}

interface ResourceRowSeen {
  id: string;
  customerId: string;
  name: string;
  title: string;
  message: string;
  description: string;
  isPublished: number;
}

const contentOf = (r: { name: string; title: string; message: string; isPublished: number | boolean }): Content => ({
  name: r.name,
  title: r.title,
  message: r.message,
  isPublished: Boolean(r.isPublished),
});

test(
  'SIGKILL while resources are created and updated, three times over: acknowledged writes stay, one resource.saved each, projections follow',
  { timeout: 120_000 },
  async () => {
    const began = Date.now();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let proc = await start(port);
    const admin = await signedInAdmin(base, ADMIN.email, ADMIN.password);
    const tag = `rc${randomUUID().slice(0, 6)}`;
    const customerId = assertOk(await admin.post('/api/customers', { name: `Resource cut ${tag}` }), 201).id as string;
    const officeId = assertOk(await admin.post('/api/offices', { customerId, name: `Office ${tag}` }), 201)
      .id as string;
    // The sessions survive restarts (the keys are in DATA_DIR): the same users go on saving.
    const users: TestClient[] = [];
    for (let w = 0; w < WRITERS; w++) users.push((await dashboardUser(base, admin, customerId, 'corporate')).client);
    const images: string[] = [];
    for (const colour of ['#228844', '#884422']) {
      const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
        .png()
        .toBuffer();
      const form = await multipartFile(png, { filename: 'flyer.png' });
      images.push(
        assertOk(
          await untilKnown('listing knows the customer', () => users[0]!.post('/api/assets', form.body, form.headers)),
          201,
        ).id as string,
      );
    }

    const tracked: Tracked[] = [];
    // Writes whose answer a cut swallowed: those found committed after the restart, and those not.
    const swallowed = { committed: 0, lost: 0 };
    let updates = 0;
    const body = (c: Content, t: Tracked, n: number) => ({
      ...c,
      description: t.tag,
      officeIds: [officeId],
      imageIds: [images[n % images.length]],
      publicUrls: [{ type: 'LANDING_URL', url: `https://harbour.example.com/${encodeURIComponent(t.tag)}` }],
    });
    const update = (t: Tracked, c: Content, n: number) => users[t.writer]!.put(`/api/resources/${t.id}`, body(c, t, n));

    for (let round = 1; round <= ROUNDS; round++) {
      let stop = false;
      let acked = 0;
      // Each writer saves only its own resources, so "the last acknowledged write" of each is well defined.
      const writer = async (w: number) => {
        const client = users[w]!;
        for (let n = 0; !stop; n++) {
          const mine = tracked.filter((t) => t.writer === w && t.id && !t.unanswered);
          const label = `r${round} w${w} n${n} ${randomUUID().slice(0, 6)}`;
          const c: Content = {
            name: `Flyer ${label}`,
            title: `Open homes ${label}`,
            message: `Come and see us ${label}.`,
            isPublished: mine.length < 2 || Math.random() < 0.7,
          };
          const creating = mine.length < 2 || Math.random() < 0.4;
          const t: Tracked = creating
            ? { tag: `cut ${tag} ${label}`, writer: w, sent: [], committed: [] }
            : mine[Math.floor(Math.random() * mine.length)]!;
          if (creating) tracked.push(t);
          t.sent.push(c.name);
          const res: TestResponse | undefined = await (
            creating ? client.post('/api/resources', body(c, t, n)) : update(t, c, n)
          ).catch(() => undefined);
          if (!res) {
            t.unanswered = c;
            return;
          }
          assert.equal(res.status, creating ? 201 : 200, JSON.stringify(res.body).slice(0, 300));
          assert.deepEqual(contentOf(res.body), c, 'the answer shows what was sent');
          if (creating) t.id = res.body.id;
          else updates++;
          t.current = c;
          t.committed.push(c.name);
          acked++;
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
      const flowing = Date.now() + 15_000;
      while (acked < WRITERS * 2 && Date.now() < flowing) await sleep(20);
      await sleep(Math.random() * 800);
      await proc.kill();
      stop = true;
      await Promise.all(writers);
      assert.ok(acked > 0, `round ${round} acknowledged no write before the kill`);
      proc = await start(port);

      const rows = read<ResourceRowSeen>(
        'listing.sqlite',
        'SELECT id, customerId, name, title, message, description, isPublished FROM resources WHERE customerId = ?',
        customerId,
      );
      // Acknowledged creates are there once; an unanswered one is there whole (then it is the writer's) or not at all.
      for (const t of [...tracked]) {
        const found = rows.filter((r) => r.description === t.tag);
        if (t.id) {
          assert.deepEqual(
            found.map((r) => r.id),
            [t.id],
            `the acknowledged create ${t.tag} is there exactly once`,
          );
          continue;
        }
        assert.ok(found.length <= 1, `the unanswered create ${t.tag} made ${found.length} resources`);
        swallowed[found.length ? 'committed' : 'lost']++;
        if (found.length === 0) {
          tracked.splice(tracked.indexOf(t), 1);
          continue;
        }
        assert.deepEqual(contentOf(found[0]!), t.unanswered, `the unanswered create ${t.tag} is there whole`);
        Object.assign(t, { id: found[0]!.id, current: t.unanswered, unanswered: undefined });
        t.committed.push(t.current!.name);
      }
      assert.equal(rows.length, tracked.length, 'no resource the writers did not make');
      // Every acknowledged update's values are there; an unanswered update is there whole, or is sent again.
      for (const t of tracked) {
        const row = contentOf(rows.find((r) => r.id === t.id)!);
        if (!t.unanswered) {
          assert.deepEqual(row, t.current, `resource ${t.id} shows its last acknowledged write`);
          continue;
        }
        const c = t.unanswered;
        t.unanswered = undefined;
        swallowed[row.name === c.name ? 'committed' : 'lost']++;
        if (row.name === c.name) assert.deepEqual(row, c, `the unanswered update of ${t.id} is there whole`);
        else {
          assert.deepEqual(row, t.current, `resource ${t.id} shows its last acknowledged write`);
          assertOk(await update(t, c, 0));
        }
        t.current = c;
        t.committed.push(c.name);
      }

      // The outbox: one resource.saved per committed write, none for another, the last one the row as it stands.
      const saved = read<{ payload: string }>(
        'listing.sqlite',
        "SELECT payload FROM outbox WHERE type = 'resource.saved' ORDER BY seq",
      )
        .map(
          (r) =>
            JSON.parse(r.payload) as {
              id: string;
              data: {
                resourceId: string;
                customerId: string;
                name: string;
                title: string;
                message: string;
                published: boolean;
              };
            },
        )
        .filter((e) => e.data.customerId === customerId);
      const ids = new Set(tracked.map((t) => t.id!));
      for (const e of saved)
        assert.ok(ids.has(e.data.resourceId), `resource.saved for ${e.data.resourceId} without its resource row`);
      for (const t of tracked) {
        const mine = saved.filter((e) => e.data.resourceId === t.id);
        for (const e of mine)
          assert.ok(t.sent.includes(e.data.name), `resource.saved of ${t.id} names ${e.data.name}, a write never sent`);
        for (const name of t.committed)
          assert.equal(
            mine.filter((e) => e.data.name === name).length,
            1,
            `the write ${name} of ${t.id} has one resource.saved`,
          );
        assert.equal(mine.length, t.committed.length, `resource ${t.id}: one resource.saved per committed write`);
        const last = mine.at(-1)!.data;
        assert.deepEqual(
          { name: last.name, title: last.title, message: last.message, isPublished: last.published },
          t.current,
          `the last resource.saved of ${t.id} is the row`,
        );
      }

      // Nothing lost by the relay: the order and ads contexts handle every resource.saved (their inboxes), and
      // their known_resources end up as the rows are.
      const eventIds = saved.map((e) => e.id);
      for (const [file, consumer] of [
        ['order.sqlite', 'order'],
        ['ads.sqlite', 'ads'],
      ] as const) {
        await eventually(
          `the ${consumer} context handled every resource.saved`,
          async () => {
            const handled = new Set(
              read<{ eventId: string }>(
                file,
                `SELECT eventId FROM inbox WHERE consumer = ? AND type = 'resource.saved'`,
                consumer,
              ).map((r) => r.eventId),
            );
            return eventIds.every((id) => handled.has(id)) ? true : undefined;
          },
          30_000,
        );
      }
      const known = new Map(
        read<{ id: string; title: string; published: number }>(
          'order.sqlite',
          'SELECT id, title, published FROM known_resources WHERE customerId = ?',
          customerId,
        ).map((k) => [k.id, k]),
      );
      const knownAds = new Map(
        read<{ id: string; name: string; title: string; published: number }>(
          'ads.sqlite',
          'SELECT id, name, title, published FROM known_resources WHERE customerId = ?',
          customerId,
        ).map((k) => [k.id, k]),
      );
      for (const t of tracked) {
        const k = known.get(t.id!);
        assert.deepEqual(
          k && { title: k.title, published: Boolean(k.published) },
          { title: t.current!.title, published: t.current!.isPublished },
          `the order context knows ${t.id} as it is`,
        );
        const a = knownAds.get(t.id!);
        assert.deepEqual(
          a && { name: a.name, title: a.title, published: Boolean(a.published) },
          { name: t.current!.name, title: t.current!.title, published: t.current!.isPublished },
          `the ads context knows ${t.id} as it is`,
        );
      }
    }

    for (const f of readdirSync(dataDir).filter((x) => x.endsWith('.sqlite')))
      assert.deepEqual(
        read<{ integrity_check: string }>(f, 'PRAGMA integrity_check').map((r) => r.integrity_check),
        ['ok'],
        `${f} after the cuts`,
      );
    await proc.stop();

    console.log(
      `resource power cut: ${ROUNDS} SIGKILL rounds in ${((Date.now() - began) / 1000).toFixed(1)} s; ${tracked.length} resources, ${updates} acknowledged updates, writes a cut left unanswered: ${swallowed.committed} had committed, ${swallowed.lost} had not (updates sent again)`,
    );
  },
);
