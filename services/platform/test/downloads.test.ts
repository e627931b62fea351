// A download written as it is read (http/downloads.ts sendStreamedDownload, issue 31): every chunk arrives, in
// order, under the file's name; a read that fails before the first chunk is an ordinary error answer (no 200);
// one that fails after it cuts the file short; and a client that goes away ends the reading (the chunks'
// iterator is returned, so an export stops querying) instead of leaving the handler waiting for ever.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { sendStreamedDownload } from '../src/http/downloads.ts';

const HEAD = { contentType: 'text/csv; charset=utf-8', fileName: 'things-2026-11-28.csv' };
let server: Server;
let base: string;
let aborted: Promise<void>;
let readingEnded: () => void;

async function* chunks(n: number, failAt?: number): AsyncGenerator<string> {
  for (let i = 0; i < n; i++) {
    if (i === failAt) throw new Error(`read ${i} failed`);
    yield `line ${i}\n`;
  }
}

/** Chunks without end, each 64 KB, until the reader returns the iterator. */
function endless(): AsyncIterable<string> {
  const chunk = 'x'.repeat(64 * 1024);
  return {
    [Symbol.asyncIterator]: () => ({
      next: async () => ({ done: false, value: chunk }),
      return: async () => (readingEnded(), { done: true, value: undefined }),
    }),
  };
}

before(async () => {
  const app = express();
  const route = (path: string, make: () => AsyncIterable<string>) =>
    app.get(path, (req: Request, res: Response, next: NextFunction) => void sendStreamedDownload(res, HEAD, make()).catch(next));
  route('/all', () => chunks(5));
  route('/fails-first', () => chunks(5, 0));
  route('/fails-later', () => chunks(5, 3));
  route('/endless', () => endless());
  app.use((error: Error, _req: Request, res: Response, _next: NextFunction) => void res.status(500).json({ detail: error.message }));
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => server.close());

test('every chunk, in order, as an attachment', async () => {
  const res = await fetch(`${base}/all`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-disposition'), `attachment; filename="${HEAD.fileName}"`);
  assert.equal(res.headers.get('content-type'), HEAD.contentType);
  assert.equal(await res.text(), 'line 0\nline 1\nline 2\nline 3\nline 4\n');
});

test('a read that fails before the first chunk is an error answer, not a 200', async () => {
  const res = await fetch(`${base}/fails-first`);
  assert.equal(res.status, 500);
  assert.deepEqual(await res.json(), { detail: 'read 0 failed' });
});

test('a read that fails after the first chunk cuts the file short', async () => {
  const res = await fetch(`${base}/fails-later`);
  assert.equal(res.status, 200);
  await assert.rejects(res.text(), 'the body ends in an error, not as a whole file');
});

test('a client that goes away ends the reading', async () => {
  aborted = new Promise((resolve) => (readingEnded = resolve));
  const controller = new AbortController();
  const res = await fetch(`${base}/endless`, { signal: controller.signal });
  assert.equal(res.status, 200);
  const reader = res.body!.getReader();
  await reader.read();
  controller.abort();
  const within = new Promise((_, reject) => setTimeout(() => reject(new Error('the reading went on after the client left')), 5_000).unref());
  await Promise.race([aborted, within]);
});
