// objectFiles: the embedded default serves the local store's objects at their cdnUrl/s3Url.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import express from 'express';
import { byteRangeOf, LocalObjectStore, objectFiles } from '../src/storage/index.ts';

let parent: string;
let server: Server;
let store: LocalObjectStore;

before(async () => {
  parent = await mkdtemp(join(tmpdir(), 'object-files-test-'));
  await writeFile(join(parent, 'secret.txt'), 'outside the root');
  const app = express();
  app.use('/files', (req, res, next) => void objectFiles(store)(req, res, next));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/files`;
  store = new LocalObjectStore({ root: join(parent, 'objects'), publicBaseUrl: base });
});

after(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(parent, { recursive: true, force: true });
});

test('an object is served at its cdnUrl with its type and size, and answers HEAD', async () => {
  const bytes = Buffer.alloc(300_000, 7);
  await store.put('listing/c-1/a-1/original.png', Readable.from([bytes]), { contentType: 'image/png' });
  const answer = await fetch(store.cdnUrl('listing/c-1/a-1/original.png'));
  assert.equal(answer.status, 200);
  assert.equal(answer.headers.get('content-type'), 'image/png');
  assert.equal(answer.headers.get('content-length'), '300000');
  assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
  assert.deepEqual(Buffer.from(await answer.arrayBuffer()), bytes);
  const head = await fetch(store.s3Url('listing/c-1/a-1/original.png'), { method: 'HEAD' });
  assert.equal(head.status, 200);
  assert.equal(head.headers.get('content-length'), '300000');
});

test('a missing object, a malformed key or a path out of the root is a 404 problem', async () => {
  const base = store.cdnUrl('x').slice(0, -2);
  for (const path of ['/listing/c-1/none.png', '/..%2Fsecret.txt', '/a/.tmp-1', '/%E0%A4%A']) {
    const answer = await fetch(base + path);
    assert.equal(answer.status, 404, path);
    assert.match(answer.headers.get('content-type') ?? '', /problem\+json/, path);
    assert.doesNotMatch(await answer.text(), /outside the root/, path);
  }
  // '%2E%2E' is normalised to '..' by the client, so this one never reaches the handler; still no leak
  const dotted = await fetch(`${base}/%2E%2E/%2E%2E/secret.txt`);
  assert.equal(dotted.status, 404);
  assert.doesNotMatch(await dotted.text(), /outside the root/);
});

test('ranges: a video player seeks with one byte range (206, Content-Range); past the end is 416; several ranges get the whole object', async () => {
  const key = 'listing/c-1/a-2/original.mp4';
  const bytes = Buffer.from('0123456789abcdefghij');
  await store.put(key, Readable.from([bytes]), { contentType: 'video/mp4' });
  const get = (range: string) => fetch(store.cdnUrl(key), { headers: { range } });
  for (const [range, body, contentRange] of [
    ['bytes=0-3', '0123', 'bytes 0-3/20'],
    ['bytes=16-', 'ghij', 'bytes 16-19/20'],
    ['bytes=-5', 'fghij', 'bytes 15-19/20'],
    ['bytes=18-99', 'ij', 'bytes 18-19/20'],
  ] as const) {
    const answer = await get(range);
    assert.equal(answer.status, 206, range);
    assert.equal(answer.headers.get('content-range'), contentRange);
    assert.equal(answer.headers.get('content-length'), String(body.length));
    assert.equal(answer.headers.get('accept-ranges'), 'bytes');
    assert.equal(await answer.text(), body);
  }
  const past = await get('bytes=20-');
  assert.equal(past.status, 416);
  assert.equal(past.headers.get('content-range'), 'bytes */20');
  for (const whole of ['bytes=0-1,4-5', 'bytes=5-2', 'items=0-1']) {
    const answer = await get(whole);
    assert.equal(answer.status, 200, whole);
    assert.equal(await answer.text(), bytes.toString());
  }
  assert.equal((await fetch(store.cdnUrl('listing/c-1/a-2/none.mp4'), { headers: { range: 'bytes=0-1' } })).status, 404);
});

test('a seek from a start is one store call (get); only the last N bytes ask the size first (head, then get)', async () => {
  const key = 'listing/c-1/a-3/original.mp4';
  await store.put(key, Readable.from([Buffer.from('0123456789abcdefghij')]), { contentType: 'video/mp4' });
  const real = store;
  const calls: string[] = [];
  store = new Proxy(real, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (name === 'head' || name === 'get') calls.push(name);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  try {
    for (const [range, expected, status] of [
      ['bytes=4-7', ['get'], 206],
      ['bytes=16-', ['get'], 206],
      ['bytes=20-', ['get'], 416],
      ['bytes=-5', ['head', 'get'], 206],
      ['bytes=-0', ['head'], 416],
    ] as const) {
      calls.length = 0;
      const answer = await fetch(real.cdnUrl(key), { headers: { range } });
      await answer.arrayBuffer();
      assert.equal(answer.status, status, range);
      assert.deepEqual(calls, expected, range);
    }
  } finally {
    store = real;
  }
});

test('byteRangeOf resolves one range against a size', () => {
  assert.deepEqual(byteRangeOf('bytes=0-0', 1), { start: 0, end: 0 });
  assert.equal(byteRangeOf('bytes=-0', 10), 'unsatisfiable');
  assert.equal(byteRangeOf('bytes=0-', 0), 'unsatisfiable');
  assert.equal(byteRangeOf('bytes=-', 10), undefined);
  assert.equal(byteRangeOf(undefined, 10), undefined);
});
