// The storage port's contract, run against both adapters: local disk (a temp folder) and S3 (the
// real S3-compatible server scripts/dev-services starts; without its S3_* variables the S3 suite
// fails, it never skips). Multi-megabyte bodies cross S3's 5 MiB part size, so the multipart path
// (and its abort) is what runs there.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import { ConfigError } from '../src/config.ts';
import {
  InvalidObjectKeyError,
  LocalObjectStore,
  ObjectTooLargeError,
  RangeNotSatisfiableError,
  createObjectStore,
  loadStorageConfig,
  type ObjectStore,
  type S3ObjectStore,
} from '../src/storage/index.ts';
import { s3TestStore } from '../src/testing/object-storage.ts';

const MiB = 1024 * 1024;

/** `size` bytes of a deterministic pattern, produced chunk by chunk; fails after `failAfter` bytes when given. */
function pattern(size: number, failAfter?: number): Readable {
  let sent = 0;
  return Readable.from(
    (async function* () {
      let n = 0;
      while (sent < size) {
        if (failAfter !== undefined && sent >= failAfter) throw new Error('the client went away');
        const length = Math.min(256 * 1024, size - sent);
        const chunk = Buffer.alloc(length, n++ % 251);
        chunk.writeUInt32BE(sent, 0);
        sent += length;
        yield chunk;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })(),
  );
}

async function digest(stream: AsyncIterable<Buffer | Uint8Array>): Promise<{ sha: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha: hash.digest('hex'), bytes };
}

interface Adapter {
  store: ObjectStore;
  /** A fresh key prefix per suite run, so runs never see each other's objects. */
  prefix: string;
  /** What the adapter may still hold after a failed put of `key` (temp files, multipart uploads): none expected. */
  leftovers(key: string): Promise<string[]>;
  publicBase: string;
  s3Base: string;
}

function contract(name: string, setUp: () => Promise<Adapter>, tearDown: () => Promise<void>) {
  describe(`object store contract: ${name}`, () => {
    let a: Adapter;
    before(async () => {
      a = await setUp();
    });
    after(tearDown);

    test('a 12 MiB stream goes in and comes back byte for byte, with its size and type', async () => {
      const key = `${a.prefix}/listing/customer-1/asset-1/original.mp4`;
      const expected = await digest(pattern(12 * MiB));
      const stored = await a.store.put(key, pattern(12 * MiB), { contentType: 'video/mp4' });
      assert.deepEqual(stored, { key, size: 12 * MiB, contentType: 'video/mp4' });
      assert.deepEqual(await a.store.head(key), { key, size: 12 * MiB, contentType: 'video/mp4' });
      const read = await a.store.get(key);
      assert.ok(read);
      assert.equal(read.size, 12 * MiB);
      assert.equal(read.contentType, 'video/mp4');
      assert.deepEqual(await digest(read.body), expected);
    });

    test('a put replaces the object; delete removes it and deleting again is no error', async () => {
      const key = `${a.prefix}/replace/thumbnail.png`;
      await a.store.put(key, Readable.from([Buffer.from('first')]), { contentType: 'image/png' });
      await a.store.put(key, Readable.from([Buffer.from('second!')]), { contentType: 'image/jpeg' });
      assert.deepEqual(await a.store.head(key), { key, size: 7, contentType: 'image/jpeg' });
      await a.store.delete(key);
      assert.equal(await a.store.head(key), undefined);
      assert.equal(await a.store.get(key), undefined);
      await a.store.delete(key);
    });

    test('a ranged get streams those bytes only, its end clipped to the object; a start past the end is refused', async () => {
      const key = `${a.prefix}/ranged/original.mp4`;
      const bytes = Buffer.from('0123456789abcdefghij');
      await a.store.put(key, Readable.from([bytes]), { contentType: 'video/mp4' });
      const read = async (start: number, end: number) => {
        const got = await a.store.get(key, { start, end });
        assert.ok(got);
        const chunks: Buffer[] = [];
        for await (const c of got.body) chunks.push(c as Buffer);
        return { size: got.size, range: got.range, text: Buffer.concat(chunks).toString() };
      };
      assert.deepEqual(await read(2, 5), { size: 20, range: { start: 2, end: 5 }, text: '2345' });
      assert.deepEqual(await read(15, 99), { size: 20, range: { start: 15, end: 19 }, text: 'fghij' });
      // 'bytes=15-' reaches the store with no end of its own (objectFiles): clipped the same way.
      assert.deepEqual(await read(15, Number.MAX_SAFE_INTEGER), { size: 20, range: { start: 15, end: 19 }, text: 'fghij' });
      await assert.rejects(a.store.get(key, { start: 20, end: 30 }), (e) => e instanceof RangeNotSatisfiableError && e.size === 20);
      assert.equal(await a.store.get(`${a.prefix}/never/stored.mp4`, { start: 0, end: 1 }), undefined);
    });

    test('head and get of a key never stored answer undefined', async () => {
      assert.equal(await a.store.head(`${a.prefix}/never/stored.png`), undefined);
      assert.equal(await a.store.get(`${a.prefix}/never/stored.png`), undefined);
    });

    test('a body that errors midway leaves no object and nothing half-written', async () => {
      const key = `${a.prefix}/interrupted/original.mov`;
      // 7 MiB: past the first 5 MiB part, so on S3 a multipart upload has started and must be aborted
      await assert.rejects(a.store.put(key, pattern(12 * MiB, 7 * MiB), { contentType: 'video/quicktime' }), /the client went away/);
      assert.equal(await a.store.head(key), undefined);
      assert.deepEqual(await a.leftovers(key), []);
    });

    test('a failed put leaves the object that was there before as it was', async () => {
      const key = `${a.prefix}/kept/original.gif`;
      await a.store.put(key, Readable.from([Buffer.from('GIF89a old')]), { contentType: 'image/gif' });
      await assert.rejects(a.store.put(key, pattern(6 * MiB, 1 * MiB), { contentType: 'image/gif' }), /the client went away/);
      const read = await a.store.get(key);
      assert.ok(read);
      assert.equal(read.contentType, 'image/gif');
      assert.equal((await digest(read.body)).bytes, 10);
      assert.deepEqual(await a.leftovers(key), []);
    });

    test('a body past maxBytes is refused with ObjectTooLargeError and not stored', async () => {
      const key = `${a.prefix}/too-large/original.png`;
      await assert.rejects(a.store.put(key, pattern(7 * MiB), { contentType: 'image/png', maxBytes: 6 * MiB }), ObjectTooLargeError);
      assert.equal(await a.store.head(key), undefined);
      assert.deepEqual(await a.leftovers(key), []);
    });

    test('keys that could escape or are malformed are refused before any I/O', async () => {
      for (const key of ['../outside.png', `${a.prefix}/../../outside.png`, '/etc/passwd', `${a.prefix}//double`, `${a.prefix}/./dot`, 'a\\b', `${a.prefix}/.hidden`, '', `${a.prefix}/trailing/`, `${a.prefix}/spa ce`]) {
        await assert.rejects(a.store.put(key, Readable.from([Buffer.from('x')]), { contentType: 'text/plain' }), InvalidObjectKeyError, key);
        await assert.rejects(a.store.head(key), InvalidObjectKeyError, key);
        await assert.rejects(a.store.get(key), InvalidObjectKeyError, key);
        await assert.rejects(a.store.delete(key), InvalidObjectKeyError, key);
        assert.throws(() => a.store.cdnUrl(key), InvalidObjectKeyError, key);
      }
    });

    test('cdnUrl and s3Url are the configured bases followed by the key', () => {
      const key = `${a.prefix}/listing/c-1/a-1/original.jpg`;
      assert.equal(a.store.cdnUrl(key), `${a.publicBase}/${key}`);
      assert.equal(a.store.s3Url(key), `${a.s3Base}/${key}`);
    });
  });
}

// ---- local disk

let localRoot: string;
let localParent: string;
contract(
  'local disk',
  async () => {
    localParent = await mkdtemp(join(tmpdir(), 'storage-test-'));
    localRoot = join(localParent, 'objects');
    const store = new LocalObjectStore({ root: localRoot, publicBaseUrl: 'https://files.example.test/assets/' });
    return {
      store,
      prefix: 'run',
      publicBase: 'https://files.example.test/assets',
      s3Base: 'https://files.example.test/assets',
      // temp files (object or meta) anywhere under the root
      leftovers: async () => (await readdir(localRoot, { recursive: true })).map(String).filter((name) => name.includes('.tmp-')),
    };
  },
  async () => {
    await rm(localParent, { recursive: true, force: true });
  },
);

test('local disk: temp files of puts a crash cut off are swept at start, not those of a put in flight', async () => {
  const root = await mkdtemp(join(tmpdir(), 'storage-sweep-'));
  try {
    const store = new LocalObjectStore({ root, publicBaseUrl: 'http://127.0.0.1/files' });
    await store.put('listing/c/a/original.png', Readable.from([Buffer.from('kept')]), { contentType: 'image/png' });
    const folder = join(root, 'listing/c/a');
    const [stale, staleMeta, fresh] = ['.tmp-dead', '.tmp-dead.meta', '.tmp-live'].map((n) => join(folder, n)) as [string, string, string];
    for (const f of [stale, staleMeta, fresh]) await writeFile(f, 'partial');
    const old = new Date(Date.now() - 2 * 60 * 60_000);
    await utimes(stale, old, old);
    await utimes(staleMeta, old, old);
    assert.equal(await store.sweepTemporaries(), 2);
    assert.deepEqual((await readdir(folder)).sort(), ['.original.png.meta', '.tmp-live', 'original.png']);
    assert.equal((await store.head('listing/c/a/original.png'))?.contentType, 'image/png');
    assert.equal(await new LocalObjectStore({ root: join(root, 'missing'), publicBaseUrl: 'http://127.0.0.1/files' }).sweepTemporaries(), 0);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('local disk: a key climbing out of the root writes nothing outside it', async () => {
  const parent = await mkdtemp(join(tmpdir(), 'storage-escape-'));
  try {
    const store = new LocalObjectStore({ root: join(parent, 'objects'), publicBaseUrl: 'http://127.0.0.1/files' });
    await writeFile(join(parent, 'secret.txt'), 'keep me');
    await assert.rejects(store.put('../secret.txt', Readable.from([Buffer.from('overwritten')]), { contentType: 'text/plain' }), InvalidObjectKeyError);
    await assert.rejects(store.delete('../secret.txt'), InvalidObjectKeyError);
    assert.deepEqual((await readdir(parent)).sort(), ['secret.txt']);
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
});

// ---- S3 (the dev-services server)

let s3: S3ObjectStore | undefined;
contract(
  'S3 (dev-services server)',
  async () => {
    s3 = await s3TestStore('adops-storage-test');
    const store = s3;
    const bucket = 'adops-storage-test';
    const endpoint = process.env.S3_ENDPOINT!.replace(/\/+$/, '');
    return {
      store,
      prefix: `run-${randomUUID()}`,
      publicBase: `${endpoint}/${bucket}`,
      s3Base: `${endpoint}/${bucket}`,
      // multipart uploads still open for the key: an aborted upload must not leave its parts behind
      leftovers: async (key) => {
        const open = await store.client.send(new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: key }));
        return (open.Uploads ?? []).map((upload) => `${upload.Key} (upload ${upload.UploadId})`);
      },
    };
  },
  async () => {
    s3?.destroy();
  },
);

// ---- configuration

describe('storage configuration', () => {
  const platform = { dataDir: '/var/lib/adops', publicUrl: 'https://adops.example.test' };

  test('local is the default: DATA_DIR/objects, served under PUBLIC_URL/files', () => {
    assert.deepEqual(loadStorageConfig(platform, {}), { driver: 'local', root: '/var/lib/adops/objects', publicBaseUrl: 'https://adops.example.test/files' });
    assert.equal(createObjectStore(loadStorageConfig(platform, {})).driver, 'local');
  });

  test('s3 from S3_* variables, path style by default with an endpoint', () => {
    const config = loadStorageConfig(platform, {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'adops-assets',
      S3_ENDPOINT: 'http://127.0.0.1:7070/',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      STORAGE_PUBLIC_URL: 'https://cdn.example.test',
    });
    assert.deepEqual(config, {
      driver: 's3',
      bucket: 'adops-assets',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:7070',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      publicBaseUrl: 'https://cdn.example.test',
    });
    const store = createObjectStore(config) as S3ObjectStore;
    assert.equal(store.cdnUrl('a/b.png'), 'https://cdn.example.test/a/b.png');
    assert.equal(store.s3Url('a/b.png'), 'http://127.0.0.1:7070/adops-assets/a/b.png');
    store.destroy();
  });

  test('AWS itself: virtual-hosted URLs in the configured region', () => {
    const store = createObjectStore(loadStorageConfig(platform, { STORAGE_DRIVER: 's3', S3_BUCKET: 'adops-assets', S3_REGION: 'ap-southeast-2' })) as S3ObjectStore;
    assert.equal(store.s3Url('a/b.png'), 'https://adops-assets.s3.ap-southeast-2.amazonaws.com/a/b.png');
    store.destroy();
  });

  test('bad values stop the start with a message naming the variable', () => {
    assert.throws(() => loadStorageConfig(platform, { STORAGE_DRIVER: 'ftp' }), (e) => e instanceof ConfigError && /STORAGE_DRIVER/.test(e.message));
    assert.throws(() => loadStorageConfig(platform, { STORAGE_DRIVER: 's3' }), /S3_BUCKET is required/);
    assert.throws(() => loadStorageConfig(platform, { STORAGE_DRIVER: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'only-the-key' }), /set both or neither/);
    assert.throws(() => loadStorageConfig(platform, { STORAGE_DRIVER: 's3', S3_BUCKET: 'b-1', S3_ENDPOINT: 'localhost:7070' }), /S3_ENDPOINT/);
    assert.throws(() => loadStorageConfig(platform, { STORAGE_PUBLIC_URL: 'cdn' }), /STORAGE_PUBLIC_URL/);
  });
});
