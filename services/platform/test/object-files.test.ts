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
import { LocalObjectStore, objectFiles } from '../src/storage/index.ts';

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
