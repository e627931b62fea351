// Nothing of a customer's resources is lost while Kafka is down (issue 29, 003 §2–§4; outbox.broker-down.test.ts
// does the same for the outbox alone): customer, listing, order and ads each on their own MariaDB database,
// as a cluster runs them. With the broker stopped, staff create, update and delete resources: every write
// is acknowledged and committed, and its resource.saved / resource.deleted waits in the listing outbox.
// Once the broker is back the relay sends them, and each consumer of them (the order and ads contexts)
// handles each event exactly once (its inbox) and knows the resources as they now are.
// This test stops and restarts the broker (scripts/dev-services stop-kafka), so `make test` runs it in the
// outbox-broker-down step, after the other suites, never beside them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { generateKeyPairPem } from '@adops/platform';
import { assertOk, clientAs, eventLog, startTestService, type TestService } from '@adops/platform/testing';
import { customerModule } from '@adops/customer';
import { listingModule } from '@adops/listing';
import { orderModule } from '@adops/order';
import { adsModule } from '@adops/ads';
import { eventually, untilKnown } from './dashboard-world.ts';

const devServices = fileURLToPath(new URL('../../../scripts/dev-services', import.meta.url));
const broker = (verb: 'stop-kafka' | 'start-kafka') =>
  execFileSync(devServices, [verb], { stdio: ['ignore', 'ignore', 'inherit'] });
const AFTER_RESTART_MS = 90_000;

const objects = mkdtempSync(join(tmpdir(), 'adops-resource-broker-down-'));
let customer: TestService;
let listing: TestService;
let order: TestService;
let ads: TestService;

before(async () => {
  const keys = await generateKeyPairPem();
  const env = { KAFKA_PREFIX: `r${randomBytes(4).toString('hex')}.` };
  const options = { kafka: true, keys, env };
  [customer, listing, order, ads] = await Promise.all([
    startTestService(customerModule, options),
    startTestService(listingModule, {
      ...options,
      env: { ...env, STORAGE_DRIVER: 'local', STORAGE_DIR: join(objects, 'objects') },
    }),
    startTestService(orderModule, options),
    startTestService(adsModule, options),
  ]);
});
after(async () => {
  broker('start-kafka');
  for (const s of [ads, order, listing, customer]) await s?.close();
  rmSync(objects, { recursive: true, force: true });
});

const query = async <T>(svc: TestService, sql: string, params: unknown[] = []) =>
  (await svc.booted.dataSource.query(sql, params)) as T[];
const pendingResourceEvents = async () =>
  Number(
    (
      await query<{ n: number }>(
        listing,
        `SELECT COUNT(*) AS n FROM outbox WHERE sentAt IS NULL AND type IN ('resource.saved', 'resource.deleted')`,
      )
    )[0]!.n,
  );

/** What a consumer keeps of the resources (both keep title, published and deleted; ads also the name). */
interface Known {
  id: string;
  title: string;
  published: boolean;
  deleted: boolean;
}
async function knownIn(svc: TestService, ids: string[]): Promise<Map<string, Known>> {
  const rows = await query<{ id: string; title: string; published: number; deleted: number }>(
    svc,
    `SELECT id, title, published, deleted FROM known_resources WHERE id IN (${ids.map(() => '?').join(', ')})`,
    ids,
  );
  return new Map(
    rows.map((r) => [r.id, { id: r.id, title: r.title, published: Boolean(r.published), deleted: Boolean(r.deleted) }]),
  );
}

test(
  'resources created, updated and deleted while the broker is down: their events wait in the outbox, then each consumer handles each once',
  { timeout: 240_000 },
  async () => {
    const tag = randomUUID().slice(0, 8);
    const staff = clientAs(customer, 'admin');
    const customerId = assertOk(await staff.post('/api/customers', { name: `Resources down ${tag}` }), 201)
      .id as string;
    const officeId = assertOk(await staff.post('/api/offices', { customerId, name: `Office ${tag}` }), 201)
      .id as string;
    const admin = clientAs(listing, 'admin');
    const form = new FormData();
    form.append('customerId', customerId);
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#228844' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'flyer.png');
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    const upload = Buffer.from(await encoded.arrayBuffer());
    const imageId = assertOk(
      await untilKnown('listing knows the customer', () =>
        admin.post('/api/assets', upload, { 'content-type': encoded.headers.get('content-type')! }),
      ),
      201,
    ).id as string;
    const resource = (name: string, more: object = {}) => ({
      customerId,
      officeIds: [officeId],
      name,
      title: `${name} title`,
      imageIds: [imageId],
      ...more,
    });
    const create = async (name: string) =>
      assertOk(await untilKnown('listing knows the office', () => admin.post('/api/resources', resource(name))), 201)
        .id as string;

    // With the broker up, both consumers hear of two resources (so the producer is connected when it goes away).
    const doomed = await create(`Doomed ${tag}`);
    const kept = await create(`Kept ${tag}`);
    const consumers = [
      ['order', order],
      ['ads', ads],
    ] as const;
    for (const [consumer, svc] of consumers)
      await eventually(`the ${consumer} context knows the resources`, async () =>
        (await knownIn(svc, [doomed, kept])).size === 2 ? true : undefined,
      );
    await eventually('the listing outbox is sent', async () =>
      (await pendingResourceEvents()) === 0 ? true : undefined,
    );

    const outbox = eventLog(listing);
    const mark = await outbox.mark();
    broker('stop-kafka');
    // With the broker down every write is acknowledged and committed.
    const fresh = assertOk(await admin.post('/api/resources', resource(`Fresh ${tag}`)), 201).id as string;
    const other = assertOk(await admin.post('/api/resources', resource(`Other ${tag}`)), 201).id as string;
    assertOk(await admin.put(`/api/resources/${fresh}`, resource(`Fresh ${tag}`, { title: `Fresh ${tag} renamed` })));
    assertOk(
      await admin.put(
        `/api/resources/${kept}`,
        resource(`Kept ${tag}`, { title: `Kept ${tag} withdrawn`, isPublished: false }),
      ),
    );
    assert.equal((await admin.delete(`/api/resources/${doomed}`)).status, 204);
    const rows = await query<{ id: string; title: string; isPublished: number }>(
      listing,
      'SELECT id, title, isPublished FROM resources WHERE customerId = ? ORDER BY title',
      [customerId],
    );
    assert.deepEqual(
      rows.map((r) => [r.id, r.title, Boolean(r.isPublished)]),
      [
        [fresh, `Fresh ${tag} renamed`, true],
        [kept, `Kept ${tag} withdrawn`, false],
        [other, `Other ${tag} title`, true],
      ],
      'the writes committed',
    );
    const written = await outbox.since(mark, { types: ['resource.saved', 'resource.deleted'] });
    assert.deepEqual(
      written.map((e) => [e.type, e.subject]),
      [
        ['resource.saved', fresh],
        ['resource.saved', other],
        ['resource.saved', fresh],
        ['resource.saved', kept],
        ['resource.deleted', doomed],
      ],
      'one event per write, in the order written',
    );
    // Give the relay time to try and fail at least once.
    await new Promise((r) => setTimeout(r, 4000));
    assert.equal(await pendingResourceEvents(), written.length, 'the events wait in the outbox');
    const tried = await query<{ a: number }>(listing, 'SELECT MIN(attempts) AS a FROM outbox WHERE sentAt IS NULL');
    assert.ok(Number(tried[0]!.a) >= 1, 'the relay tried and kept them');
    for (const [consumer, svc] of consumers)
      assert.equal((await knownIn(svc, [fresh, other])).size, 0, `the ${consumer} context has heard nothing yet`);

    broker('start-kafka');
    const restarted = Date.now();
    await eventually(
      'the listing outbox sends the resource events',
      async () => ((await pendingResourceEvents()) === 0 ? true : undefined),
      AFTER_RESTART_MS,
    );
    const expected = new Map<string, Known>([
      [fresh, { id: fresh, title: `Fresh ${tag} renamed`, published: true, deleted: false }],
      [other, { id: other, title: `Other ${tag} title`, published: true, deleted: false }],
      [kept, { id: kept, title: `Kept ${tag} withdrawn`, published: false, deleted: false }],
      [doomed, { id: doomed, title: `Doomed ${tag} title`, published: true, deleted: true }],
    ]);
    const ids = written.map((e) => e.id);
    for (const [consumer, svc] of consumers) {
      const known = () => knownIn(svc, [...expected.keys()]);
      // On a timeout the comparison below shows how what it knows differs.
      await eventually(
        `the ${consumer} context knows the resources as they are`,
        async () => (isDeepStrictEqual(await known(), expected) ? true : undefined),
        AFTER_RESTART_MS,
      ).catch(() => undefined);
      assert.deepEqual(await known(), expected, `the ${consumer} context knows the resources as they are`);
      // Each event handled exactly once: one inbox row each, and none that is not one of them.
      const handled = await query<{ eventId: string; n: number }>(
        svc,
        `SELECT eventId, COUNT(*) AS n FROM inbox WHERE consumer = ? AND eventId IN (${ids.map(() => '?').join(', ')}) GROUP BY eventId`,
        [consumer, ...ids],
      );
      assert.deepEqual(
        new Map(handled.map((h) => [h.eventId, Number(h.n)])),
        new Map(ids.map((id) => [id, 1])),
        `the ${consumer} context handled each resource event once`,
      );
    }
    console.log(
      `broker down: ${written.length} resource events reached the order and ads contexts ${((Date.now() - restarted) / 1000).toFixed(1)} s after the broker restarted`,
    );
  },
);
