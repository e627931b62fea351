// Import jobs over HTTP against MariaDB and Kafka: a store's REAXML feed served on loopback is imported
// (its 2 current listings created, the 4 sold, leased or withdrawn first sightings skipped, as the
// contract says), run again after one listing changed (exactly 1 updated, the other untouched: same
// updatedAt, no event), run again unchanged (nothing written); a skipped listing created once it is
// current, an imported one that is sold updated and archived; by property group and by listing
// URLs; stop of a running job between listings; rerun; a crashed run re-queued changes nothing twice;
// the demo job; the list, its search and search fields; roles, unknown ids and invalid input.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createJobs, JobEntity } from '@adops/platform';
import { anon, assertOk, assertProblem, clientAs, eventLog, eventsOf, serviceUnderTest, startTestService, type Who } from '@adops/platform/testing';
import { knowingClient } from './customer-references.ts';
import { listingModule } from '../src/app.ts';
import { FEED_TEST_ENV, FIXTURE, FIXTURES, PASSWORD, USER, startFeedServer, type FeedServer } from './support/feed-server.ts';

const svc = serviceUnderTest(() => startTestService(listingModule, { kafka: true, env: FEED_TEST_ENV }));
// Stores name their customer and office: the posts make them known to the projection first.
const as = (who: Who) => knowingClient(svc, clientAs(svc, who));
const events = eventLog(svc);
let feeds: FeedServer;
before(async () => {
  feeds = await startFeedServer();
});
after(() => feeds.close());

type Job = { id: string; status: string; total: number | null; done: number; failed: number; progressPercent: number; name: string | null; source: string; storeId: string | null; rerunOf: string | null; error: string | null; result: { created: number; updated: number; unchanged: number; skipped: number; failed: number; warnings: string[] } | null };
type Listing = { id: string; title: string; creationType: string; listingStatus: string; updatedAt: string; officeId: string | null; metaData: Array<{ key: string; value: unknown }>; images: Array<{ url: string }> };

async function finished(id: string, timeoutMs = 20_000): Promise<Job> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = assertOk(await as('operations').get(`/api/import-jobs/${id}`)) as Job;
    if (['completed', 'failed', 'stopped'].includes(job.status)) return job;
    if (Date.now() > until) throw new Error(`job ${id} still ${job.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function storeOf(customerId: string, path = '/feed.xml', officeId: string | null = null) {
  return assertOk(await as('admin').post('/api/stores', { customerId, officeId, name: `Feed ${path}`, format: 'REAXML', url: feeds.url(path), credentials: { type: 'basic', username: USER, password: PASSWORD } }), 201) as { id: string };
}

const listingsOf = async (customerId: string) => (assertOk(await as('admin').get(`/api/listings?customerId=${customerId}&limit=100`)) as { items: Listing[] }).items;

describe('import jobs', () => {
  test('import, change one listing, rerun: 2 created and 4 skipped, then exactly 1 updated, then nothing', async () => {
    feeds.feed = FIXTURE;
    const customerId = randomUUID();
    const officeId = randomUUID();
    const store = await storeOf(customerId, '/feed.xml', officeId);
    const queued = assertOk(await as('admin').post('/api/import-jobs', { storeId: store.id }), 202) as Job;
    assert.deepEqual([queued.status, queued.source, queued.storeId, queued.name], ['queued', 'store', store.id, 'Feed /feed.xml']);
    const first = await finished(queued.id);
    assert.equal(first.status, 'completed', first.error ?? '');
    assert.deepEqual({ ...first.result, warnings: [] }, { created: 2, updated: 0, unchanged: 0, skipped: 4, failed: 0, warnings: [] });
    assert.deepEqual([first.total, first.done, first.progressPercent], [6, 6, 100]);
    const before = await listingsOf(customerId);
    assert.equal(before.length, 2);
    assert.ok(before.every((l) => l.creationType === 'IMPORT' && l.officeId === officeId));
    // Only current listings are created, and advertised; a sold, leased or withdrawn first sighting is skipped.
    assert.ok(before.every((l) => l.listingStatus === 'DONE'));
    const statuses = before.map((l) => l.metaData.find((m) => m.key === 'status')?.value).sort();
    assert.deepEqual(statuses, ['ACTIVE', 'ACTIVE']);
    const created = (await eventsOf(svc, { types: ['listing.created'] })).filter((e) => e.customerId === customerId);
    assert.equal(created.length, 2);
    // The events carry what the feed says of the listing: the REAXML address as the public may see it, its pictures.
    const sale = created.find((e) => e.data.listingType === 'RESIDENTIAL_FOR_SALE')!;
    const { displayAddress, suburb, state, postcode, country, imageUrls } = sale.data;
    assert.deepEqual(
      { displayAddress, suburb, state, postcode, country, headline: sale.data.headline, firstImages: imageUrls.slice(0, 2) },
      {
        displayAddress: '2/39 Main Road, RICHMOND, VIC, 3121', suburb: 'RICHMOND', state: 'VIC', postcode: '3121', country: 'AU', headline: 'SHOW STOPPER!!!',
        firstImages: ['http://www.someWebSite.com.au/tmp/imageM.jpg', 'http://www.someWebSite.com.au/tmp/imageA.jpg'],
      },
    );
    assert.deepEqual(imageUrls, before.find((l) => l.id === sale.subject)!.images.map((i) => i.url));

    // One listing's headline changes in the feed.
    const headline = /<headline>([^<]*)<\/headline>/.exec(FIXTURE)![1]!;
    feeds.feed = FIXTURE.replace(`<headline>${headline}</headline>`, '<headline>Price reduced: must sell</headline>');
    const mark = await events.mark();
    const second = await finished((assertOk(await as('admin').post(`/api/import-jobs/${first.id}/rerun`), 202) as Job).id);
    assert.equal(second.rerunOf, first.id);
    assert.deepEqual({ ...second.result, warnings: [] }, { created: 0, updated: 1, unchanged: 1, skipped: 4, failed: 0, warnings: [] });
    const after = await listingsOf(customerId);
    const changed = after.filter((l) => l.updatedAt !== before.find((b) => b.id === l.id)!.updatedAt);
    assert.deepEqual(changed.map((l) => l.title), ['Price reduced: must sell']);
    assert.deepEqual(after.map((l) => l.id).sort(), before.map((l) => l.id).sort(), 'the same listings, none created');
    const since = await events.since(mark);
    assert.deepEqual(since.map((e) => [e.type, e.subject]), [['listing.updated', changed[0]!.id]]);

    // Unchanged feed: nothing written, no event.
    const mark2 = await events.mark();
    const third = await finished((assertOk(await as('operations').post(`/api/import-jobs/${second.id}/rerun`), 202) as Job).id);
    assert.deepEqual({ ...third.result, warnings: [] }, { created: 0, updated: 0, unchanged: 2, skipped: 4, failed: 0, warnings: [] });
    assert.deepEqual(await events.since(mark2), []);
    assert.deepEqual((await listingsOf(customerId)).map((l) => l.updatedAt).sort(), after.map((l) => l.updatedAt).sort());
    feeds.feed = FIXTURE;
  });

  test('a first sighting that is not current creates no listing; it is created once current; an imported one that is sold is updated', async () => {
    const customerId = randomUUID();
    const store = await storeOf(customerId, '/open.xml');
    feeds.feed = FIXTURE;
    const first = await finished((assertOk(await as('admin').post('/api/import-jobs', { storeId: store.id }), 202) as Job).id);
    assert.deepEqual({ ...first.result, warnings: [] }, { created: 2, updated: 0, unchanged: 0, skipped: 4, failed: 0, warnings: [] });
    const statusOf = (l: Listing) => l.metaData.find((m) => m.key === 'status')?.value;
    assert.deepEqual((await listingsOf(customerId)).map(statusOf), ['ACTIVE', 'ACTIVE']);

    // The sold residential listing comes back on the market: now it is created.
    assert.equal(FIXTURE.split('status="sold"').length, 2);
    feeds.feed = FIXTURE.replace('status="sold"', 'status="current"');
    const second = await finished((assertOk(await as('admin').post(`/api/import-jobs/${first.id}/rerun`), 202) as Job).id);
    assert.deepEqual({ ...second.result, warnings: [] }, { created: 1, updated: 0, unchanged: 2, skipped: 3, failed: 0, warnings: [] });
    assert.equal((await listingsOf(customerId)).length, 3);

    // An imported listing that is sold is no first sighting: it is updated and archived with its status.
    feeds.feed = feeds.feed.replace('status="current"', 'status="sold"');
    const third = await finished((assertOk(await as('admin').post(`/api/import-jobs/${second.id}/rerun`), 202) as Job).id);
    assert.deepEqual({ ...third.result, warnings: [] }, { created: 0, updated: 1, unchanged: 2, skipped: 3, failed: 0, warnings: [] });
    const after = await listingsOf(customerId);
    assert.deepEqual(after.map((l) => [statusOf(l), l.listingStatus]).sort(), [['ACTIVE', 'DONE'], ['ACTIVE', 'DONE'], ['SOLD', 'ARCHIVED']]);
    feeds.feed = FIXTURE;
  });

  test('a JSON feed is imported the same way', async () => {
    const customerId = randomUUID();
    const store = assertOk(await as('admin').post('/api/stores', { customerId, name: 'JSON feed', format: 'JSON', url: feeds.url('/feed.json') }), 201) as { id: string };
    const job = await finished((assertOk(await as('admin').post('/api/import-jobs', { storeId: store.id }), 202) as Job).id);
    // J-2 is sold, and new: skipped.
    assert.deepEqual({ ...job.result, warnings: [] }, { created: 1, updated: 0, unchanged: 0, skipped: 1, failed: 0, warnings: [] });
    const listings = (await listingsOf(customerId)).sort((a, b) => a.title.localeCompare(b.title));
    assert.deepEqual(listings.map((l) => [l.title, l.listingStatus]), [['JSON home', 'DONE']]);
    const again = await finished((assertOk(await as('admin').post(`/api/import-jobs/${job.id}/rerun`), 202) as Job).id);
    assert.deepEqual([again.result?.unchanged, again.result?.skipped], [1, 1]);
  });

  test('every REAXML fixture imports into listings the API shows (the response validator checks each)', async () => {
    const customerId = randomUUID();
    // Listings per file (SOURCES.md), current and not: all types 6 (2 current), land 1 (current),
    // off-market 1 (not current), the exporter's commercial feed 4 (2 current). Only current ones are created.
    const counts: Record<string, number> = {
      'openrealestate__REA-AllTypes.xml': 2, 'openrealestate__REA-Land-Current.xml': 1, 'openrealestate__REA-Residential-OffMarket.xml': 0, 'i4ucode__AABBCC_2015-02-15_11-03-51.XML': 2,
    };
    const skipped: Record<string, number> = {
      'openrealestate__REA-AllTypes.xml': 4, 'openrealestate__REA-Land-Current.xml': 0, 'openrealestate__REA-Residential-OffMarket.xml': 1, 'i4ucode__AABBCC_2015-02-15_11-03-51.XML': 2,
    };
    assert.deepEqual(Object.keys(FIXTURES).sort(), Object.keys(counts).sort());
    for (const name of Object.keys(FIXTURES)) {
      const store = assertOk(await as('admin').post('/api/stores', { customerId, name, format: 'REAXML', url: feeds.url(`/fixture/${name}`) }), 201) as { id: string };
      const job = await finished((assertOk(await as('admin').post('/api/import-jobs', { storeId: store.id }), 202) as Job).id);
      assert.equal(job.status, 'completed', `${name}: ${job.error}`);
      assert.deepEqual([job.result?.created, job.result?.skipped, job.result?.failed], [counts[name], skipped[name], 0], `${name}: ${job.result?.warnings.join('; ')}`);
    }
    const expected = Object.values(counts).reduce((a, b) => a + b, 0);
    const all = assertOk(await as('admin').get(`/api/listings?customerId=${customerId}&limit=100`)) as { items: Listing[]; count: number };
    assert.equal(all.count, expected);
    for (const l of all.items) assertOk(await as('admin').get(`/api/listings/${l.id}`));
  });

  test('a crashed run is re-queued and runs again without writing anything twice', async () => {
    const customerId = randomUUID();
    const store = await storeOf(customerId, '/open.xml');
    const job = await finished((assertOk(await as('admin').post('/api/import-jobs', { storeId: store.id }), 202) as Job).id);
    assert.equal(job.result?.created, 2);
    // The process "died" while running it: a stale heartbeat, no checkpoint.
    const repo = svc.booted.dataSource.getRepository(JobEntity);
    await repo.update({ id: job.id }, { status: 'running', claim: randomUUID(), heartbeatAt: new Date(Date.now() - 3_600_000), checkpoint: null, finishedAt: null });
    const mark = await events.mark();
    await createJobs(svc.booted.context).requeueStale();
    const again = await finished(job.id);
    assert.equal(again.status, 'completed');
    assert.deepEqual({ ...again.result, warnings: [] }, { created: 0, updated: 0, unchanged: 2, skipped: 4, failed: 0, warnings: [] });
    assert.equal((await listingsOf(customerId)).length, 2);
    assert.deepEqual(await events.since(mark), []);
  });

  test('by property group and by listing URLs on the store host; another host refused', async () => {
    const customerId = randomUUID();
    const store = await storeOf(customerId, '/open.xml');
    const rentals = await finished((assertOk(await as('admin').post('/api/import-jobs', { storeId: store.id, propertyGroups: ['rental'] }), 202) as Job).id);
    // 3 residential listings left out by the group; of the 3 rentals the leased and the withdrawn one are skipped.
    assert.deepEqual({ ...rentals.result, warnings: [] }, { created: 1, updated: 0, unchanged: 0, skipped: 5, failed: 0, warnings: [] });
    const urls = [feeds.url('/a.xml'), feeds.url('/b.xml')];
    const byUrl = await finished((assertOk(await as('admin').post('/api/import-jobs', { storeId: store.id, listingUrls: urls }), 202) as Job).id);
    // a.xml is the first (residential, current) listing, new; b.xml the last (rental, withdrawn), new and not current.
    assert.deepEqual({ ...byUrl.result, warnings: [] }, { created: 1, updated: 0, unchanged: 0, skipped: 1, failed: 0, warnings: [] });
    assert.equal((await listingsOf(customerId)).length, 2);
    assertProblem(await as('admin').post('/api/import-jobs', { storeId: store.id, listingUrls: ['http://feeds.example.com/a.xml'] }), 400, `The URL must be on the store's host ${feeds.host}.`, ['/body/listingUrls/0']);
    assertProblem(await as('admin').post('/api/import-jobs', { storeId: store.id, listingUrls: urls, propertyGroups: ['rental'] }), 400, 'Choose property groups or listing URLs, not both.');
    assertProblem(await as('admin').post('/api/import-jobs', { storeId: store.id, propertyGroups: ['castle'] }), 400);
    assertProblem(await as('admin').post('/api/import-jobs', { storeId: store.id, listingUrls: ['ftp://x/y'] }), 400);
  });

  test('a feed that fails fails the job with its message; stop a running job; rerun it', async () => {
    const customerId = randomUUID();
    const wrong = assertOk(await as('admin').post('/api/stores', { customerId, name: 'Wrong password', format: 'REAXML', url: feeds.url('/feed.xml'), credentials: { type: 'basic', username: USER, password: 'nope' } }), 201) as { id: string };
    const failed = await finished((assertOk(await as('admin').post('/api/import-jobs', { storeId: wrong.id }), 202) as Job).id);
    assert.deepEqual([failed.status, failed.error], ['failed', 'The server answered HTTP 401: check the credentials.']);

    const slow = await storeOf(customerId, '/delayed.xml');
    const job = assertOk(await as('admin').post('/api/import-jobs', { storeId: slow.id }), 202) as Job;
    for (let i = 0; i < 50 && (assertOk(await as('admin').get(`/api/import-jobs/${job.id}`)) as Job).status !== 'running'; i++) await new Promise((r) => setTimeout(r, 50));
    const stopping = assertOk(await as('admin').post(`/api/import-jobs/${job.id}/stop`)) as Job;
    assert.equal(stopping.status, 'stopping');
    const stopped = await finished(job.id);
    assert.equal(stopped.status, 'stopped');
    assert.equal(stopped.done, 0, 'stopped before its first listing');
    assert.equal((await listingsOf(customerId)).length, 0);
    const rerun = await finished((assertOk(await as('admin').post(`/api/import-jobs/${job.id}/rerun`), 202) as Job).id);
    assert.deepEqual([rerun.status, rerun.result?.created], ['completed', 2]);
    // A finished job is left as it is.
    assert.equal((assertOk(await as('admin').post(`/api/import-jobs/${rerun.id}/stop`)) as Job).status, 'completed');
  });

  test('the demo job imports the bundled feed, once; the list, its search and search fields', async () => {
    const customerId = randomUUID();
    const demo = await finished((assertOk(await as('operations').post('/api/import-jobs/demo', { customerId }), 202) as Job).id);
    // The bundled feed's 2 current listings; its 4 sold, leased and withdrawn ones are skipped.
    assert.deepEqual([demo.status, demo.source, demo.storeId, demo.name, demo.result?.created, demo.result?.skipped], ['completed', 'demo', null, 'Demo feed', 2, 4]);
    const again = await finished((assertOk(await as('admin').post('/api/import-jobs/demo', { customerId }), 202) as Job).id);
    assert.deepEqual([again.result?.created, again.result?.unchanged], [0, 2]);
    assert.equal((await listingsOf(customerId)).length, 2);
    const page = assertOk(await as('admin').get(`/api/import-jobs?customerId=${customerId}`)) as { items: Job[]; count: number };
    assert.deepEqual(page.items.map((j) => j.id), [again.id, demo.id], 'newest first');
    assert.equal(page.count, 2);
    assert.equal((assertOk(await as('admin').get(`/api/import-jobs?customerId=${customerId}&search=demo&searchField=name`)) as { count: number }).count, 2);
    assert.equal((assertOk(await as('admin').get(`/api/import-jobs?customerId=${customerId}&search=failed&searchField=status`)) as { count: number }).count, 0);
    assert.equal((assertOk(await as('admin').get(`/api/import-jobs?customerId=${customerId}&status=completed`)) as { count: number }).count, 2);
    assert.deepEqual(assertOk(await as('admin').get('/api/import-jobs/search-fields')), { items: [{ value: 'name', label: 'Name' }, { value: 'status', label: 'Status' }] });
  });

  test('roles, unknown ids and invalid input', async () => {
    const customerId = randomUUID();
    const store = await storeOf(customerId, '/open.xml');
    for (const who of ['sales', { roles: ['corporate'], customerId }] as Who[]) {
      assertProblem(await as(who).post('/api/import-jobs', { storeId: store.id }), 403);
      assertProblem(await as(who).get(`/api/import-jobs?customerId=${customerId}`), 403);
      assertProblem(await as(who).post('/api/import-jobs/demo', { customerId }), 403);
    }
    assertProblem(await anon(svc).get('/api/import-jobs'), 401);
    const missing = randomUUID();
    assertProblem(await as('admin').post('/api/import-jobs', { storeId: missing }), 404, 'Store not found.');
    assertProblem(await as('admin').get(`/api/import-jobs/${missing}`), 404, 'Import job not found.');
    assertProblem(await as('admin').post(`/api/import-jobs/${missing}/stop`), 404, 'Import job not found.');
    assertProblem(await as('admin').post(`/api/import-jobs/${missing}/rerun`), 404, 'Import job not found.');
    assertProblem(await as('admin').post('/api/import-jobs', {}), 400);
    assertProblem(await as('admin').post('/api/import-jobs/demo', { customerId: 'not-a-uuid' }), 400);
  });

  test("the demo job of a customer the service does not know is 400 'Customer not found.', and nothing is enqueued", async () => {
    const unknown = randomUUID();
    // A plain client: its post does not make the customer known first.
    assertProblem(await clientAs(svc, 'admin').post('/api/import-jobs/demo', { customerId: unknown }), 400, 'Customer not found.', ['/body/customerId']);
    assert.equal(await svc.booted.dataSource.getRepository(JobEntity).countBy({ customerId: unknown }), 0);
  });
});
