// Assets over HTTP against MariaDB, Kafka and the S3-compatible server (Versity Gateway from
// scripts/dev-services): uploads to a customer's library and to a listing (thumbnails, poster frames,
// the listing's images and videos), list, get, delete and bulk delete, roles, tenancy (another
// customer's asset or listing is 404), and the refusals (an 11th image, a PNG named .mp4, text named
// .png, an oversized image, no file, no customer, an interrupted upload) each leaving nothing behind:
// no object in the bucket, no row, no temp file.
// ASSETS_TEST_STORAGE=local runs the same against the local-disk store and SQLite, as the embedded default does.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createObjectStore, ffmpegAvailable, loadStorageConfig, sniffedMediaTypes } from '@adops/platform';
import { anon, assertOk, assertProblem, clientAs, eventsOf, serviceUnderTest, startTestService, type Who } from '@adops/platform/testing';
import { knowReferences } from './customer-references.ts';
import { listingModule } from '../src/app.ts';
import { ASSET_FORMATS, MAX_IMAGE_BYTES } from '../src/assets/rules.ts';
import { AssetEntity } from '../src/assets/entities.ts';

const LOCAL = process.env.ASSETS_TEST_STORAGE === 'local';
const work = await mkdtemp(join(tmpdir(), 'adops-assets-test-'));
// Every temp file of the service (multipart parts, poster frames) goes here, so a test sees what is left.
const temp = join(work, 'tmp');
const storageDir = join(work, 'objects');
await mkdir(temp, { recursive: true });
process.env.TMPDIR = temp;
after(() => rm(work, { recursive: true, force: true }));

const storageEnv: Record<string, string> = LOCAL ? { STORAGE_DRIVER: 'local', STORAGE_DIR: storageDir } : { STORAGE_DRIVER: 's3' };
// The embedded default's pairing: local disk with SQLite, events in-process.
const databaseEnv: Record<string, string> = LOCAL ? { DATABASE_URL: `sqlite:${join(work, 'listing.sqlite')}` } : {};
const svc = serviceUnderTest(() => startTestService(listingModule, { kafka: !LOCAL, env: { ...storageEnv, ...databaseEnv } }));
const as = (who: Who) => clientAs(svc, who);
const HAVE_FFMPEG = await ffmpegAvailable();
const videoSkip = !HAVE_FFMPEG && process.env.CI !== 'true' ? 'ffmpeg is not installed (scripts/ensure-test-tools installs it)' : false;

type Asset = { id: string; customerId: string; listingId: string | null; kind: string; format: string; mediaType: string; size: number; originalFileName: string | null; name: string | null; cdnUrl: string; s3Url: string; thumbnail: string | null; createdAt: string };

const photo = (color = '#3366cc') => sharp({ create: { width: 640, height: 480, channels: 3, background: color } }).png().toBuffer();
const jpeg = () => sharp({ create: { width: 400, height: 300, channels: 3, background: '#cc6633' } }).jpeg().toBuffer();
let mp4: Buffer;
before(async () => {
  if (!HAVE_FFMPEG) return;
  const out = join(work, 'clip.mp4');
  await promisify(execFile)('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10', '-t', '1', '-pix_fmt', 'yuv420p', '-y', out]);
  mp4 = await readFile(out);
});

/** A multipart upload with extra text fields, as the screens send it (id, modelName, customerId, name, size). */
async function form(bytes: Buffer | undefined, filename: string, fields: Record<string, string> = {}) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (bytes) data.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), filename);
  const encoded = new Request('http://localhost/', { method: 'POST', body: data });
  return { body: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

async function upload(who: Who, path: string, bytes: Buffer | undefined, filename: string, fields: Record<string, string> = {}) {
  const f = await form(bytes, filename, fields);
  return as(who).post(path, f.body, f.headers);
}

/** An upload into a customer's library; the customer is known to the service (the customer context's events). */
async function toCustomer(customerId: string, bytes: Buffer | undefined, filename: string, who: Who = 'admin', extra: Record<string, string> = {}) {
  await knowReferences(svc, { customerId });
  return toUnknownCustomer(customerId, bytes, filename, who, extra);
}

const toUnknownCustomer = (customerId: string, bytes: Buffer | undefined, filename: string, who: Who = 'admin', extra: Record<string, string> = {}) =>
  upload(who, '/api/assets', bytes, filename, { customerId, id: 'item-1', modelName: 'customerAsset', size: String(bytes?.length ?? 0), ...extra });

/** The object keys stored for a customer (every asset key starts listing/<customerId>/), in the bucket or on disk. */
async function storedKeys(customerId: string): Promise<string[]> {
  const prefix = `listing/${customerId}/`;
  if (LOCAL) {
    const entries = await readdir(join(storageDir, prefix), { recursive: true, withFileTypes: true }).catch(() => []);
    const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(storageDir.length + 1));
    // The local adapter keeps each object's type in '.<name>.meta' beside it: those of stored objects are
    // part of them; anything else (a stray meta, a '.tmp-*') is reported as if it were an object.
    const metaOf = (key: string) => key.replace(/([^/]+)$/, '.$1.meta');
    const objects = files.filter((f) => !files.some((k) => metaOf(k) === f));
    return objects.sort();
  }
  const s3 = new S3Client({
    endpoint: process.env.S3_ENDPOINT!,
    region: process.env.S3_REGION ?? 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: process.env.S3_ACCESS_KEY_ID!, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY! },
  });
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: process.env.S3_BUCKET!, Prefix: prefix }));
  s3.destroy();
  return (listed.Contents ?? []).map((o) => o.Key!).sort();
}

const rowsOf = (customerId: string) => svc.booted.dataSource.getRepository(AssetEntity).countBy({ customerId });
/** Temp files are removed when the response closes: give that a moment, then nothing may be left. */
async function noTempFiles() {
  for (let i = 0; i < 50 && (await readdir(temp)).length; i++) await new Promise((r) => setTimeout(r, 20));
  assert.deepEqual(await readdir(temp), [], 'no temp file is left');
}
async function nothingStored(customerId: string) {
  assert.deepEqual(await storedKeys(customerId), [], 'no object is stored');
  assert.equal(await rowsOf(customerId), 0, 'no row is written');
  await noTempFiles();
}

async function fetchBytes(url: string) {
  // cdnUrl is <endpoint>/<bucket>/<key> (S3, path style) or PUBLIC_URL/files/<key> (local, served by the
  // embedded default): read the key through a store of the same configuration.
  const key = new URL(url).pathname.split('/').slice(2).join('/');
  const store = createObjectStore(loadStorageConfig(svc.config, { ...process.env, ...storageEnv }));
  const object = await store.get(key);
  assert.ok(object, `stored object ${key}`);
  const chunks: Buffer[] = [];
  for await (const c of object.body) chunks.push(c as Buffer);
  return { type: object.contentType, bytes: Buffer.concat(chunks) };
}

async function listingOf(customerId: string, fields: Record<string, unknown> = {}) {
  // The customer, office and agents a listing names are known to the service through the customer context's events.
  const agentIds = ((fields.agents as Array<{ id?: string }> | undefined) ?? []).map((a) => a.id ?? null);
  await knowReferences(svc, { customerId, officeIds: [(fields.officeId as string | undefined) ?? null], agentIds });
  return assertOk(await as('admin').post('/api/listings', { customerId, title: 'With pictures', ...fields }), 201) as { id: string; images: Array<{ url: string; thumbnail?: string; assetId?: string }>; videos: Array<{ url: string; thumbnail?: string; assetId?: string }> };
}

describe('assets: the spec', () => {
  test("the upload form's accepted types are the media kit's sniffed types of every asset format", async () => {
    const { parse } = await import('yaml');
    const spec = parse(await readFile(new URL('../../../openapi/listing/openapi.yaml', import.meta.url), 'utf8'));
    for (const path of ['/api/assets', '/api/listings/{listingId}/assets']) {
      const listed = spec.paths[path].post.requestBody.content['multipart/form-data'].encoding.file.contentType.split(', ');
      assert.deepEqual(listed, sniffedMediaTypes(ASSET_FORMATS), path);
    }
  });
});

describe('assets: upload to a customer', () => {
  test('an image is stored with a thumbnail, recorded with asset.uploaded, and read back by id', async () => {
    const customerId = randomUUID();
    const png = await photo();
    const created = assertOk(await toCustomer(customerId, png, 'harbour view.png', 'admin', { name: ' Harbour ' }), 201) as Asset;
    assert.equal(created.customerId, customerId);
    assert.equal(created.listingId, null);
    assert.deepEqual([created.kind, created.format, created.mediaType, created.size], ['image', 'png', 'image/png', png.length]);
    assert.equal(created.originalFileName, 'harbour view.png');
    assert.equal(created.name, 'Harbour');
    assert.match(created.cdnUrl, new RegExp(`/listing/${customerId}/${created.id}/original\\.png$`));
    assert.match(created.thumbnail ?? '', new RegExp(`/listing/${customerId}/${created.id}/thumbnail\\.jpg$`));
    assert.deepEqual(await storedKeys(customerId), [`listing/${customerId}/${created.id}/original.png`, `listing/${customerId}/${created.id}/thumbnail.jpg`].sort());
    const original = await fetchBytes(created.cdnUrl);
    assert.equal(original.type, 'image/png');
    assert.ok(original.bytes.equals(png), 'the stored original is the upload, byte for byte');
    const thumb = await sharp((await fetchBytes(created.thumbnail!)).bytes).metadata();
    assert.deepEqual([thumb.format, thumb.width, thumb.height], ['jpeg', 320, 240]);
    assert.deepEqual(assertOk(await as('operations').get(`/api/assets/${created.id}`)), created);
    const [event] = await eventsOf(svc, { types: ['asset.uploaded'], subject: created.id });
    assert.deepEqual(event?.data, { assetId: created.id, customerId, listingId: null, kind: 'image', format: 'png', size: png.length, cdnUrl: created.cdnUrl, thumbnail: created.thumbnail });
    await noTempFiles();
  });

  test('a video gets a poster frame', { skip: videoSkip }, async () => {
    const customerId = randomUUID();
    const created = assertOk(await toCustomer(customerId, mp4, 'clip.mp4'), 201) as Asset;
    assert.deepEqual([created.kind, created.format, created.mediaType], ['video', 'mp4', 'video/mp4']);
    const poster = await sharp((await fetchBytes(created.thumbnail!)).bytes).metadata();
    assert.equal(poster.format, 'jpeg');
    assert.deepEqual(await storedKeys(customerId), [`listing/${customerId}/${created.id}/original.mp4`, `listing/${customerId}/${created.id}/thumbnail.jpg`].sort());
  });

  test("a dashboard user uploads to their own customer's library; roles", async () => {
    const [customerA, customerB] = [randomUUID(), randomUUID()];
    const corporateA = { roles: ['corporate'], customerId: customerA } as Who;
    const mine = assertOk(await upload(corporateA, '/api/assets', await jpeg(), 'a.jpg'), 201) as Asset;
    assert.deepEqual([mine.customerId, mine.format], [customerA, 'jpeg']);
    assertProblem(await toCustomer(customerB, await jpeg(), 'b.jpg', corporateA), 404, 'Customer not found.');
    const f = await form(await jpeg(), 'x.jpg', { customerId: customerA });
    assertProblem(await anon(svc).post('/api/assets', f.body, f.headers), 401);
    assertProblem(await as('sales').post('/api/assets', f.body, f.headers), 403);
    // Every dashboard role uploads to its own customer's library (003's resource editor), never to another's.
    const agentA = { roles: ['agent'], customerId: customerA, agentId: randomUUID() } as Who;
    const managerA = { roles: ['branchmanager'], customerId: customerA, officeIds: [randomUUID()] } as Who;
    assert.equal((assertOk(await upload(agentA, '/api/assets', await jpeg(), 'c.jpg'), 201) as Asset).customerId, customerA);
    assert.equal((assertOk(await upload(managerA, '/api/assets', await jpeg(), 'd.jpg'), 201) as Asset).customerId, customerA);
    assertProblem(await toCustomer(customerB, await jpeg(), 'e.jpg', agentA), 404, 'Customer not found.');
    assert.deepEqual(await storedKeys(customerB), []);
  });

  test("'Customer Id is required', 'Asset is required' (spec 000) and an unknown customer: nothing stored", async () => {
    const customerId = randomUUID();
    assertProblem(await upload('admin', '/api/assets', await photo(), 'a.png', { name: 'no customer' }), 400, 'Customer Id is required', ['/body/customerId']);
    assertProblem(await toCustomer(customerId, undefined, ''), 400, 'Asset is required', ['/body/file']);
    // A customer the service does not know (none, or not yet heard of) is refused before anything is stored.
    const unknown = randomUUID();
    assertProblem(await toUnknownCustomer(unknown, await photo(), 'a.png'), 400, 'Customer not found.', ['/body/customerId']);
    await nothingStored(unknown);
    await nothingStored(customerId);
  });

  test('refused by content: text named .png, a PNG named .mp4, an empty file; nothing stored', async () => {
    const customerId = randomUUID();
    assertProblem(await toCustomer(customerId, Buffer.from('Just some notes, no picture at all.\n'.repeat(20)), 'notes.png'), 415, /^Only .* are allowed\.$/);
    // Decided by content, but a name that claims another format is a lie the media kit refuses (docs/decisions.md).
    assertProblem(await toCustomer(customerId, await photo(), 'clip.mp4'), 415, "'clip.mp4' is a png image by its content, not an mp4 video as its name says.");
    assertProblem(await toCustomer(customerId, Buffer.alloc(0), 'empty.png'), 415);
    // A PNG with a neutral name is an image, whatever the part's declared type said.
    const kept = assertOk(await toCustomer(customerId, await photo(), 'upload.bin'), 201) as Asset;
    assert.equal(kept.kind, 'image');
    assert.equal((await storedKeys(customerId)).length, 2);
    assert.equal(await rowsOf(customerId), 1);
    await noTempFiles();
  });

  test('an image over 20 MB is 413, nothing stored', async () => {
    const customerId = randomUUID();
    const big = Buffer.concat([await photo(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    assertProblem(await toCustomer(customerId, big, 'huge.png'), 413, 'The image is larger than 20 MB.');
    await nothingStored(customerId);
  });

  test('a body declared larger than the 500 MB part limit is 413 before it is read, nothing stored', async () => {
    const customerId = randomUUID();
    const f = await form(await photo(), 'huge.mp4', { customerId });
    const client = as('admin');
    await client.session.ready();
    const headers = new Headers(f.headers);
    client.session.sign(headers);
    // The Content-Length claims 600 MB; only the small form is sent, and the answer comes before more is awaited.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(new URL('/api/assets', svc.url), { method: 'POST', headers: { ...Object.fromEntries(headers), 'content-length': String(600 * 1024 * 1024) } }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (c: string) => (body += c)).on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
      req.write(f.body);
    });
    assert.equal(answer.status, 413, answer.body);
    assert.match(JSON.parse(answer.body).detail, /larger than 500 MB/);
    await nothingStored(customerId);
  });

  test('a damaged image of an accepted format is 422, nothing stored', async () => {
    const customerId = randomUUID();
    const damaged = Buffer.concat([(await photo()).subarray(0, 200), Buffer.alloc(5000, 7)]);
    assertProblem(await toCustomer(customerId, damaged, 'damaged.png'), 422, /^The image cannot be read/);
    await nothingStored(customerId);
  });

  test('an upload cut off midway leaves nothing behind', async () => {
    const customerId = randomUUID();
    const f = await form(Buffer.concat([await photo(), Buffer.alloc(4 * 1024 * 1024, 1)]), 'cut.png', { customerId });
    const client = as('admin');
    await client.session.ready();
    const headers = new Headers(f.headers);
    client.session.sign(headers);
    await new Promise<void>((resolve) => {
      const url = new URL('/api/assets', svc.url);
      const req = request(url, { method: 'POST', headers: { ...Object.fromEntries(headers), 'content-length': String(f.body.length) } });
      req.on('error', () => resolve());
      req.on('response', () => resolve());
      req.write(f.body.subarray(0, f.body.length / 2));
      // Cut once the server is visibly part-way: the first half already sits in a temp file.
      const cut = async () => {
        for (let i = 0; i < 100 && !(await readdir(temp, { recursive: true })).some((n) => /adops-upload-.+\//.test(n)); i++) await new Promise((r) => setTimeout(r, 20));
        assert.ok((await readdir(temp, { recursive: true })).some((n) => /adops-upload-.+\//.test(n)), 'the upload was under way');
        req.destroy();
        resolve();
      };
      void cut();
    });
    await nothingStored(customerId);
  });
});

describe('assets: upload to a listing', () => {
  test("an image and a video are appended to the listing's images and videos with their thumbnails", async () => {
    const customerId = randomUUID();
    const listing = await listingOf(customerId, { images: [{ url: 'https://cdn.example.com/old.jpg' }] });
    const image = assertOk(await upload('admin', `/api/listings/${listing.id}/assets`, await photo(), 'front.png', { customerId }), 201) as Asset;
    assert.deepEqual([image.customerId, image.listingId, image.kind], [customerId, listing.id, 'image']);
    let now = assertOk(await as('admin').get(`/api/listings/${listing.id}`));
    assert.deepEqual(now.images, [{ url: 'https://cdn.example.com/old.jpg' }, { url: image.cdnUrl, thumbnail: image.thumbnail, assetId: image.id }]);
    if (!videoSkip) {
      const video = assertOk(await upload('admin', `/api/listings/${listing.id}/assets`, mp4, 'walk.mp4'), 201) as Asset;
      now = assertOk(await as('admin').get(`/api/listings/${listing.id}`));
      assert.deepEqual(now.videos, [{ url: video.cdnUrl, thumbnail: video.thumbnail, assetId: video.id }]);
    }
    const types = (await eventsOf(svc, { subject: listing.id })).map((e) => e.type);
    assert.deepEqual(types, ['listing.created', 'listing.updated', ...(videoSkip ? [] : ['listing.updated'])]);
    assert.deepEqual(assertOk(await as('admin').get(`/api/assets?listingId=${listing.id}`)).items.map((a: Asset) => a.kind).sort(), videoSkip ? ['image'] : ['image', 'video']);
  });

  test("an 11th image is 'Too Many Images', nothing stored; an 11th video likewise", async () => {
    const customerId = randomUUID();
    const ten = Array.from({ length: 10 }, (_, i) => ({ url: `https://cdn.example.com/${i}.jpg` }));
    const full = await listingOf(customerId, { images: ten, videos: ten });
    const refused = assertProblem(await upload('admin', `/api/listings/${full.id}/assets`, await photo(), 'eleventh.png'), 400, 'Only 10 Images allow for the listing');
    assert.equal(refused.title, 'Too Many Images');
    if (!videoSkip) assertProblem(await upload('admin', `/api/listings/${full.id}/assets`, mp4, 'eleventh.mp4'), 400, 'Only 10 Videos allow for the listing');
    assert.equal(assertOk(await as('admin').get(`/api/listings/${full.id}`)).images.length, 10);
    await nothingStored(customerId);
  });

  test("tenancy: another customer's listing or asset is 404; a customer's users read its whole library; deleting is staff's and corporate's", async () => {
    const [customerA, customerB, agentA1, agentA2, officeA] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const ofA1 = await listingOf(customerA, { officeId: officeA, agents: [{ id: agentA1 }] });
    const ofA2 = await listingOf(customerA, { agents: [{ id: agentA2 }] });
    const agent1 = { roles: ['agent'], customerId: customerA, agentId: agentA1 } as Who;
    const corporateA = { roles: ['corporate'], customerId: customerA } as Who;
    const corporateB = { roles: ['corporate'], customerId: customerB } as Who;
    const byAgent = assertOk(await upload(agent1, `/api/listings/${ofA1.id}/assets`, await photo(), 'mine.png'), 201) as Asset;
    assertProblem(await upload(agent1, `/api/listings/${ofA2.id}/assets`, await photo(), 'theirs.png'), 404, 'Listing not found.');
    assertProblem(await upload(corporateB, `/api/listings/${ofA1.id}/assets`, await photo(), 'b.png'), 404, 'Listing not found.');
    // A customerId in the form that is not the listing's is no way in either.
    assertProblem(await upload('admin', `/api/listings/${ofA1.id}/assets`, await photo(), 'b.png', { customerId: customerB }), 404, 'Listing not found.');
    const byAdmin = assertOk(await upload('admin', `/api/listings/${ofA2.id}/assets`, await photo(), 'a2.png'), 201) as Asset;
    const library = assertOk(await toCustomer(customerA, await jpeg(), 'brand.jpg'), 201) as Asset;
    const ofB = assertOk(await toCustomer(customerB, await jpeg(), 'b.jpg'), 201) as Asset;
    const everyA = [library.id, byAdmin.id, byAgent.id];
    const manager = { roles: ['branchmanager'], customerId: customerA, officeIds: [officeA] } as Who;
    for (const who of [agent1, manager, corporateA, { roles: ['branchuser'], customerId: customerA, agentId: agentA2 } as Who]) {
      assert.deepEqual(assertOk(await as(who).get('/api/assets')).items.map((a: Asset) => a.id), everyA);
      assert.deepEqual(assertOk(await as(who).get(`/api/assets?customerId=${customerB}`)).count, 0);
      assertOk(await as(who).get(`/api/assets/${byAdmin.id}`));
      assertProblem(await as(who).get(`/api/assets/${ofB.id}`), 404, 'Asset not found.');
    }
    assertProblem(await as(corporateB).get(`/api/assets/${byAgent.id}`), 404, 'Asset not found.');
    assert.deepEqual(assertOk(await as(corporateB).get('/api/assets')).items.map((a: Asset) => a.id), [ofB.id]);
    assertProblem(await as(corporateB).delete(`/api/assets/${byAgent.id}`), 404);
    assertProblem(await as(corporateA).delete(`/api/assets?ids=${library.id}&ids=${ofB.id}`), 404);
    assertProblem(await as(agent1).delete(`/api/assets/${byAgent.id}`), 403);
    assert.equal(await rowsOf(customerA), 3, 'a refused delete deletes nothing');
    assert.equal(await rowsOf(customerB), 1);
    assert.equal((await as(corporateA).delete(`/api/assets?ids=${library.id}&ids=${byAgent.id}`)).status, 204);
    assert.deepEqual(assertOk(await as(corporateA).get('/api/assets')).items.map((a: Asset) => a.id), [byAdmin.id]);
    assert.deepEqual(assertOk(await as(agent1).get(`/api/listings/${ofA1.id}`)).images, []);
  });
});

describe('assets: list and delete', () => {
  test('list: newest first, pages, filters by customer and kind; roles', async () => {
    const customerId = randomUUID();
    const made: Asset[] = [];
    for (const color of ['#111111', '#222222', '#333333']) made.push(assertOk(await toCustomer(customerId, await photo(color), `${color.slice(1)}.png`), 201));
    const page = assertOk(await as('operations').get(`/api/assets?customerId=${customerId}`));
    assert.equal(page.count, 3);
    assert.deepEqual(page.items.map((a: Asset) => a.id), made.map((a) => a.id).reverse());
    const second = assertOk(await as('admin').get(`/api/assets?customerId=${customerId}&limit=25&page=2`));
    assert.deepEqual([second.items.length, second.count], [0, 3]);
    assert.equal(assertOk(await as('admin').get(`/api/assets?customerId=${customerId}&kind=video`)).count, 0);
    assert.equal(assertOk(await as('admin').get(`/api/assets?customerId=${customerId}&search=222222`)).count, 1);
    assertProblem(await as('admin').get('/api/assets?limit=101'), 400);
    assertProblem(await as('admin').get('/api/assets?kind=audio'), 400);
    assertProblem(await anon(svc).get('/api/assets'), 401);
    assertProblem(await as('sales').get('/api/assets'), 403);
    assertProblem(await as('sales').get(`/api/assets/${made[0]!.id}`), 403);
    assertProblem(await as('admin').get('/api/assets/not-a-uuid'), 400);
    assertProblem(await as('admin').get(`/api/assets/${randomUUID()}`), 404, 'Asset not found.');
  });

  test('delete one and bulk delete: rows, files and the listing\'s media go', async () => {
    const customerId = randomUUID();
    const listing = await listingOf(customerId);
    const onListing = assertOk(await upload('admin', `/api/listings/${listing.id}/assets`, await photo(), 'l.png'), 201) as Asset;
    const [a, b] = [assertOk(await toCustomer(customerId, await photo(), 'a.png'), 201) as Asset, assertOk(await toCustomer(customerId, await jpeg(), 'b.jpg'), 201) as Asset];
    assert.equal((await storedKeys(customerId)).length, 6);
    assertProblem(await as('sales').delete(`/api/assets/${a.id}`), 403);
    assertProblem(await anon(svc).delete(`/api/assets?ids=${a.id}`), 401);
    assertProblem(await as('admin').delete('/api/assets'), 400);
    assertProblem(await as('admin').delete(`/api/assets?ids=${a.id}&ids=${randomUUID()}`), 404, 'Asset not found.');
    assert.equal(await rowsOf(customerId), 3);
    const deleted = await as('admin').delete(`/api/assets/${onListing.id}`);
    assert.equal(deleted.status, 204);
    assert.deepEqual(assertOk(await as('admin').get(`/api/listings/${listing.id}`)).images, []);
    assertProblem(await as('admin').get(`/api/assets/${onListing.id}`), 404);
    assert.equal((await as('operations').delete(`/api/assets?ids=${a.id}&ids=${b.id}`)).status, 204);
    await nothingStored(customerId);
  });
});
