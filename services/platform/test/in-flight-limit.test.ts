// The bound on requests in flight (http/in-flight-limit.ts, issue 31): up to the limit every request is worked on;
// the next is refused at once with a 503 problem and Retry-After, never queued; a slot comes back when its answer is
// sent and when its client goes away first; what is mounted before it (the probes) answers whatever the load.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { BUSY_DETAIL, inFlightLimit } from '../src/http/in-flight-limit.ts';
import { loadConfig, DEFAULT_MAX_REQUESTS_IN_FLIGHT } from '../src/config.ts';

let server: Server;
let base: string;
/** Requests held open by /slow, released by the test. */
const held: Array<() => void> = [];
let arrived: () => void = () => undefined;

before(async () => {
  const app = express();
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.use(inFlightLimit({ limit: 2 }));
  app.get('/slow', (_req, res) => {
    held.push(() => res.json({ ok: true }));
    arrived();
  });
  app.get('/fast', (_req, res) => void res.json({ ok: true }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => server.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** GET on a connection of its own (no pool: a held request must not hold up the next). */
function fetchOwn(path: string, signal?: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpGet(`${base}${path}`, { agent: false, ...(signal ? { signal } : {}) }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

/** Sends GET /slow and resolves once the handler holds it, with its answer to come (wrapped: an async function would wait for it). */
async function holdOne(signal?: AbortSignal): Promise<{ answer: Promise<Answer> }> {
  const there = new Promise<void>((r) => (arrived = r));
  const answer = fetchOwn('/slow', signal);
  answer.catch(() => undefined);
  await there;
  return { answer };
}

test('over the limit a request is refused at once with 503, Retry-After and the problem; under it, served', async () => {
  const first = await holdOne();
  const second = await holdOne();
  const refused = await fetchOwn('/fast');
  assert.equal(refused.status, 503);
  assert.equal(refused.headers['retry-after'], '1');
  assert.match(String(refused.headers['content-type']), /^application\/problem\+json/);
  const problem = JSON.parse(refused.body) as { status: number; title: string; detail: string };
  assert.deepEqual([problem.status, problem.title, problem.detail], [503, 'Service Unavailable', BUSY_DETAIL]);
  // The probe is mounted before the bound: a busy process still says it is alive.
  assert.equal((await fetchOwn('/healthz')).status, 200);
  held.shift()!();
  assert.equal((await first.answer).status, 200);
  // One slot came back with that answer.
  assert.equal((await fetchOwn('/fast')).status, 200);
  held.shift()!();
  assert.equal((await second.answer).status, 200);
});

test('a client that goes away gives its slot back', async () => {
  const leaving = new AbortController();
  await holdOne(leaving.signal);
  const staying = await holdOne();
  assert.equal((await fetchOwn('/fast')).status, 503);
  leaving.abort();
  // The server sees the socket close on its next turn.
  let status = 503;
  for (let i = 0; i < 50 && status === 503; i++) {
    await new Promise((r) => setTimeout(r, 20));
    status = (await fetchOwn('/fast')).status;
  }
  assert.equal(status, 200);
  for (const release of held.splice(0)) release();
  assert.equal((await staying.answer).status, 200);
});

test('MAX_REQUESTS_IN_FLIGHT sets the bound; a value that is not a positive whole number is refused', () => {
  assert.equal(loadConfig('identity', {}).maxRequestsInFlight, DEFAULT_MAX_REQUESTS_IN_FLIGHT);
  assert.equal(loadConfig('identity', { MAX_REQUESTS_IN_FLIGHT: '64' }).maxRequestsInFlight, 64);
  assert.throws(() => loadConfig('identity', { MAX_REQUESTS_IN_FLIGHT: '0' }));
  assert.throws(() => loadConfig('identity', { MAX_REQUESTS_IN_FLIGHT: 'many' }));
});
