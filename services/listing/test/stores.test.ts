// Stores over HTTP against MariaDB: create, get, update, clone, list (50 a page, by customer) with the
// staff roles; credentials sealed at rest and never returned; the connection test against a feed
// served on loopback (allowed by OUTBOUND_ALLOW_PRIVATE here, never by default) with basic and token
// authentication, and its clear answers for a wrong password, another host, a redirect elsewhere, a feed
// over the size cap, a slow feed that times out and a page that is not a feed; invalid input.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, clientAs, serviceUnderTest, startTestService, type Who } from '@adops/platform/testing';
import { knowingClient, knowReferences } from './customer-references.ts';
import { listingModule } from '../src/app.ts';
import { OutboundAddressPolicy, OwnedKit, SecretBox, type Principal } from '@adops/platform';
import { StoreEntity } from '../src/stores/entities.ts';
import { StoresStore } from '../src/stores/store.ts';
import { Stores } from '../src/stores/stores.ts';
import { StoreFetcher } from '../src/stores/fetch.ts';
import { FEED_TEST_ENV, PASSWORD, TOKEN, USER, startFeedServer, type FeedServer } from './support/feed-server.ts';

const svc = serviceUnderTest(() => startTestService(listingModule, { env: FEED_TEST_ENV }));
// Stores name their customer and office: the posts make them known to the projection first.
const as = (who: Who) => knowingClient(svc, clientAs(svc, who));
let feeds: FeedServer;
before(async () => {
  feeds = await startFeedServer();
});
after(() => feeds.close());

type Store = { id: string; customerId: string; name: string; url: string; format: string; officeId: string | null; credentials: { type: string; username: string | null; headerName: string | null; secretSet: boolean } };
type TestResult = { ok: boolean; message: string; httpStatus: number | null; listingCount: number | null };

const basicStore = (customerId: string, over: Record<string, unknown> = {}) => ({
  customerId,
  name: 'Harbour Realty feed',
  format: 'REAXML',
  url: feeds.url('/feed.xml'),
  credentials: { type: 'basic', username: USER, password: PASSWORD },
  ...over,
});

async function storedRow(id: string) {
  return (await svc.booted.dataSource.getRepository(StoreEntity).findOneByOrFail({ id }));
}

describe('stores', () => {
  test('create, get, update, clone, list: credentials sealed at rest, never returned', async () => {
    const admin = as('admin');
    const customerId = randomUUID();
    const officeId = randomUUID();
    const res = await admin.post('/api/stores', basicStore(customerId, { name: ' Harbour Realty feed ', officeId }));
    const created = assertOk(res, 201) as Store;
    assert.equal(created.name, 'Harbour Realty feed');
    assert.equal(created.officeId, officeId);
    assert.deepEqual(created.credentials, { type: 'basic', username: USER, headerName: null, secretSet: true });
    assert.ok(!JSON.stringify(created).includes(PASSWORD), 'the password is never returned');
    const row = await storedRow(created.id);
    assert.match(row.credentialSecret ?? '', /^v1\.test\.[\w-]+\.[\w-]+\.[\w-]+$/, 'sealed with its key id');
    assert.ok(!row.credentialSecret!.includes(PASSWORD) && !row.credentialSecret!.includes(Buffer.from(PASSWORD).toString('base64')));

    assert.deepEqual(assertOk(await as('operations').get(`/api/stores/${created.id}`)), created);
    // Same type without a password keeps the stored one: the connection still works.
    const renamed = assertOk(await admin.put(`/api/stores/${created.id}`, { name: 'Renamed', credentials: { type: 'basic', username: USER } })) as Store;
    assert.equal(renamed.name, 'Renamed');
    assert.equal(renamed.credentials.secretSet, true);
    assert.equal((assertOk(await admin.post('/api/stores/test', { storeId: created.id })) as TestResult).ok, true);

    const copy = assertOk(await admin.post(`/api/stores/${created.id}/clone`, {}), 201) as Store;
    assert.notEqual(copy.id, created.id);
    assert.equal(copy.name, 'Copy of Renamed');
    assert.deepEqual(copy.credentials, renamed.credentials);
    assert.equal(copy.customerId, customerId);
    assert.notEqual((await storedRow(copy.id)).credentialSecret, row.credentialSecret, 'the secret is re-sealed for the copy');
    const copyTest = assertOk(await admin.post('/api/stores/test', { storeId: copy.id })) as TestResult;
    assert.deepEqual(copyTest, { ok: true, message: 'Connected: a REAXML feed with 6 listings.', httpStatus: 200, listingCount: 6 });
    const named = assertOk(await as('operations').post(`/api/stores/${created.id}/clone`, { name: 'Rentals', url: feeds.url('/open.xml'), credentials: { type: 'none' } }), 201) as Store;
    assert.deepEqual([named.name, named.url, named.credentials.type, named.credentials.secretSet], ['Rentals', feeds.url('/open.xml'), 'none', false]);
    assert.equal((await storedRow(named.id)).credentialSecret, null);

    const otherCustomer = randomUUID();
    assertOk(await admin.post('/api/stores', basicStore(otherCustomer)), 201);
    const page = assertOk(await admin.get(`/api/stores?customerId=${customerId}`)) as { items: Store[]; count: number };
    assert.equal(page.count, 3);
    assert.deepEqual(page.items.map((s) => s.id), [named.id, copy.id, created.id], 'newest first');
    assert.ok(page.items.every((s) => s.customerId === customerId), "another customer's store is not listed");
    const search = assertOk(await admin.get(`/api/stores?customerId=${customerId}&search=Rent`)) as { items: Store[] };
    assert.deepEqual(search.items.map((s) => s.id), [named.id]);
    // credentials none removes the secret
    const cleared = assertOk(await admin.put(`/api/stores/${created.id}`, { credentials: { type: 'none' } })) as Store;
    assert.deepEqual(cleared.credentials, { type: 'none', username: null, headerName: null, secretSet: false });
    assert.equal((await storedRow(created.id)).credentialSecret, null);
  });

  test('roles: sales, dashboard users and anonymous callers are refused; a store that is not there is 404', async () => {
    const customerId = randomUUID();
    const store = assertOk(await as('admin').post('/api/stores', basicStore(customerId)), 201) as Store;
    for (const who of ['sales', { roles: ['corporate'], customerId }, { roles: ['agent'], customerId, agentId: randomUUID() }] as Who[]) {
      assertProblem(await as(who).get(`/api/stores?customerId=${customerId}`), 403);
      assertProblem(await as(who).get(`/api/stores/${store.id}`), 403);
      assertProblem(await as(who).post('/api/stores', basicStore(customerId)), 403);
      assertProblem(await as(who).put(`/api/stores/${store.id}`, { name: 'x' }), 403);
      assertProblem(await as(who).post(`/api/stores/${store.id}/clone`, {}), 403);
      assertProblem(await as(who).post('/api/stores/test', { storeId: store.id }), 403);
    }
    assertProblem(await anon(svc).get('/api/stores'), 401);
    assertProblem(await anon(svc).post('/api/stores/test', { storeId: store.id }), 401);
    const missing = randomUUID();
    assertProblem(await as('admin').get(`/api/stores/${missing}`), 404, 'Store not found.');
    assertProblem(await as('admin').put(`/api/stores/${missing}`, { name: 'x' }), 404, 'Store not found.');
    assertProblem(await as('admin').post(`/api/stores/${missing}/clone`, {}), 404, 'Store not found.');
    assertProblem(await as('admin').post('/api/stores/test', { storeId: missing }), 404, 'Store not found.');
  });

  test("a store's customer and office must be known and belong together: 400 at the field, nothing stored", async () => {
    const admin = clientAs(svc, 'admin');
    const unknown = randomUUID();
    assertProblem(await admin.post('/api/stores', basicStore(unknown)), 400, 'Customer not found.');
    const [mine, theirs] = [randomUUID(), randomUUID()];
    const theirOffice = randomUUID();
    await knowReferences(svc, { customerId: mine });
    await knowReferences(svc, { customerId: theirs, officeIds: [theirOffice] });
    const refused = await admin.post('/api/stores', basicStore(mine, { officeId: theirOffice }));
    assertProblem(refused, 400, "Office not found among the customer's offices.");
    assert.deepEqual(refused.body.errors.map((e: { path: string }) => e.path), ['/body/officeId']);
    assert.equal(await svc.booted.dataSource.getRepository(StoreEntity).countBy({ customerId: mine }), 0, 'nothing stored');
    const store = assertOk(await admin.post('/api/stores', basicStore(mine)), 201) as Store;
    assertProblem(await admin.put(`/api/stores/${store.id}`, { officeId: theirOffice }), 400, "Office not found among the customer's offices.");
    assertProblem(await admin.post(`/api/stores/${store.id}/clone`, { officeId: theirOffice }), 400, "Office not found among the customer's offices.");
    assert.equal((assertOk(await admin.get(`/api/stores/${store.id}`)) as Store).officeId, null, 'unchanged');
  });

  test('invalid input: URL, scheme, user info, private literal address, missing secret; never echoed', async () => {
    const admin = as('admin');
    const customerId = randomUUID();
    const refused = async (over: Record<string, unknown>, detail: string | RegExp, path: string) => {
      const problem = assertProblem(await admin.post('/api/stores', basicStore(customerId, over)), 400, detail);
      assert.ok((problem.errors ?? []).some((e) => e.path === path), JSON.stringify(problem));
      assert.ok(!JSON.stringify(problem).includes(PASSWORD) && !JSON.stringify(problem).includes('s3cret'), 'no secret in the answer');
    };
    await refused({ url: 'not a url' }, /url/, '/body/url');
    await refused({ url: 'ftp://feeds.example.com/feed.xml' }, 'The URL must start with http:// or https://.', '/body/url');
    await refused({ url: 'file:///etc/passwd' }, 'The URL must start with http:// or https://.', '/body/url');
    await refused({ url: 'https://harbour:s3cret@feeds.example.com/feed.xml' }, 'The URL must not carry a user name or password: use the credentials.', '/body/url');
    await refused({ url: 'http://169.254.169.254/latest/meta-data/' }, 'The URL names an address outbound fetches may not reach.', '/body/url');
    await refused({ url: 'http://[::1]:8080/feed.xml' }, 'The URL names an address outbound fetches may not reach.', '/body/url');
    await refused({ credentials: { type: 'basic', username: USER } }, 'A password is required for basic authentication.', '/body/credentials/password');
    await refused({ credentials: { type: 'token', headerName: 'X-Api-Key' } }, 'A token is required for token authentication.', '/body/credentials/token');
    await refused({ credentials: { type: 'token', headerName: 'Bad Header:', token: 'x' } }, /headerName/, '/body/credentials/headerName');
    await refused({ credentials: { type: 'token', headerName: 'X-Api-Key', token: 'tok\r\nX-Injected: 1' } }, /token/, '/body/credentials/token');
    await refused({ credentials: { type: 'basic', username: 'has:colon', password: PASSWORD } }, /username/, '/body/credentials/username');
    await refused({ format: 'CSV' }, /format/, '/body/format');
    assertProblem(await admin.post('/api/stores', { ...basicStore(customerId), secret: 1 }), 400);
    assertProblem(await admin.post('/api/stores', { name: 'x', format: 'REAXML', url: feeds.url('/feed.xml') }), 400);
    assertProblem(await admin.post('/api/stores/test', {}), 400, 'Give the store to test or its URL.');
    assertProblem(await admin.post('/api/stores/test', { url: feeds.url('/feed.xml') }), 400, 'Give the format of the feed.');
    assert.equal((assertOk(await admin.get(`/api/stores?customerId=${customerId}`)) as { count: number }).count, 0, 'nothing stored');
  });

  test('test the connection: basic, token, JSON; clear answers for what goes wrong', async () => {
    const admin = as('admin');
    const check = async (body: Record<string, unknown>) => assertOk(await admin.post('/api/stores/test', body)) as TestResult;
    const given = (path: string, credentials?: unknown, format = 'REAXML') => ({ format, url: feeds.url(path), ...(credentials ? { credentials } : {}) });
    assert.equal((await check(given('/feed.xml', { type: 'basic', username: USER, password: PASSWORD }))).listingCount, 6);
    assert.deepEqual(await check(given('/feed.xml', { type: 'basic', username: USER, password: 'wrong' })), { ok: false, message: 'The server answered HTTP 401: check the credentials.', httpStatus: 401, listingCount: null });
    assert.equal((await check(given('/token.xml', { type: 'token', headerName: 'X-Api-Key', token: TOKEN }))).ok, true);
    assert.ok(feeds.requests.includes(`/token.xml ${TOKEN}`), 'the token is sent in its header');
    assert.deepEqual(await check(given('/feed.json', undefined, 'JSON')), { ok: true, message: 'Connected: a JSON feed with 2 listings.', httpStatus: 200, listingCount: 2 });
    const tooLarge = await check(given('/big.xml'));
    assert.deepEqual([tooLarge.ok, tooLarge.message], [false, 'The answer is larger than 100000 bytes.']);
    const started = Date.now();
    const slow = await check(given('/slow.xml'));
    assert.deepEqual([slow.ok, slow.message], [false, 'No complete answer within 3 s.']);
    assert.ok(Date.now() - started < 6000);
    const redirected = await check(given('/elsewhere'));
    assert.equal(redirected.ok, false);
    assert.match(redirected.message, /redirected to another host or scheme \(http:\/\/169\.254\.169\.254\): not followed/);
    const page = await check(given('/page.html'));
    assert.equal(page.ok, false);
    assert.match(page.message, /^Connected, but the answer is not a readable REAXML feed/);
    const missing = await check(given('/missing.xml'));
    assert.deepEqual([missing.ok, missing.httpStatus], [false, 404]);
    // A stored store with some settings replaced; its stored secret is never sent to another host.
    const store = assertOk(await admin.post('/api/stores', basicStore(randomUUID())), 201) as Store;
    assert.equal((await check({ storeId: store.id, credentials: { type: 'basic', username: USER } })).ok, true, 'the stored password is used');
    const elsewhere = assertProblem(await admin.post('/api/stores/test', { storeId: store.id, url: 'http://10.0.0.5/feed.xml' }), 400);
    assert.equal(elsewhere.detail, 'The URL names an address outbound fetches may not reach.');
    const stays = "The stored password or token is sent only to the store's own host: give it again for the new host.";
    assertProblem(await admin.post('/api/stores/test', { storeId: store.id, url: 'http://feeds.invalid/feed.xml' }), 400, stays, ['/body/credentials']);
    assertProblem(await admin.put(`/api/stores/${store.id}`, { url: 'http://feeds.invalid/feed.xml' }), 400, stays, ['/body/credentials']);
    assertProblem(await admin.post(`/api/stores/${store.id}/clone`, { url: 'http://feeds.invalid/feed.xml' }), 400, stays, ['/body/credentials']);
    const unresolvable = await check({ storeId: store.id, url: 'http://feeds.invalid/feed.xml', credentials: { type: 'none' } });
    assert.deepEqual([unresolvable.ok, unresolvable.message], [false, 'The host name does not resolve.']);
    assert.equal((assertOk(await admin.get(`/api/stores/${store.id}`)) as Store).url, feeds.url('/feed.xml'), 'nothing changed');
  });

  test('key rotation: a store sealed with an old key still works, and saving it seals it with the new key', async () => {
    const old = { id: 'k2025', key: randomBytes(32) };
    const kit = new OwnedKit(svc.booted.dataSource, svc.booted.context.outbox);
    const storesWith = (box: SecretBox) => new Stores(new StoresStore(kit), box, new StoreFetcher(new OutboundAddressPolicy(['127.0.0.1']), { timeoutMs: 3000, maxBytes: 100_000 }));
    const staff: Principal = { userId: randomUUID(), email: 'admin@adops.example', kind: 'staff', roles: ['admin'], officeIds: [], via: 'session', issuedAt: 0, issuedAtMs: 0, sessionId: randomUUID() };
    const before = storesWith(new SecretBox([old]));
    const customerId = randomUUID();
    await knowReferences(svc, { customerId });
    const store = await before.create(staff, { customerId, name: 'Rotating', format: 'REAXML', url: feeds.url('/feed.xml'), credentials: { type: 'basic', username: USER, password: PASSWORD } });
    assert.equal(store.credentialSecret?.split('.')[1], 'k2025');
    const after = storesWith(new SecretBox([{ id: 'k2026', key: randomBytes(32) }, old]));
    assert.equal((await after.test(staff, { storeId: store.id })).ok, true, 'the old key still opens it');
    const saved = await after.update(staff, store.id, { name: 'Rotated' });
    assert.equal(saved.credentialSecret?.split('.')[1], 'k2026');
    assert.equal((await storedRow(store.id)).credentialSecret, saved.credentialSecret);
    assert.equal((await after.test(staff, { storeId: store.id })).ok, true);
  });
});
