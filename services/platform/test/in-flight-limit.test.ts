// The bound on requests in flight (http/in-flight-limit.ts, issue 31): up to the limit every request is worked on;
// the next is refused at once with a 503 problem and Retry-After, never queued; from half the bound on, one address
// holds at most its share;
// a slot comes back when its answer is sent, when its client goes away first, and when a pipelined request's
// connection dies under it; what is mounted before it (the probes) answers whatever the load.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { get as httpGet, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import express from 'express';
import { BUSY_DETAIL, inFlightLimit } from '../src/http/in-flight-limit.ts';
import { loadConfig, DEFAULT_MAX_REQUESTS_IN_FLIGHT } from '../src/config.ts';

let server: Server;
let port: number;
/** Requests held open by /slow, released by the test. */
const held: Array<() => void> = [];
let arrived: () => void = () => undefined;

before(async () => {
  const app = express();
  // Clients are told apart by X-Forwarded-For from the loopback proxy, as the services read TRUST_PROXY.
  app.set('trust proxy', 'loopback');
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  // /b: a bound of 4, one slot an address once two are taken.
  const roomy = express.Router();
  roomy.use(inFlightLimit({ limit: 4, perAddress: 1 }));
  app.use('/b', roomy, routes());
  app.use(inFlightLimit({ limit: 3, perAddress: 2 }), routes());
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  port = (server.address() as AddressInfo).port;
});

after(() => server.close());

function routes(): express.Router {
  const r = express.Router();
  r.get('/slow', (_req, res) => {
    held.push(() => res.json({ ok: true }));
    arrived();
  });
  r.get('/fast', (_req, res) => void res.json({ ok: true }));
  return r;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** GET as client `from`, on a connection of its own (no pool: a held request must not hold up the next). */
function get(path: string, from: string, signal?: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpGet({ host: '127.0.0.1', port, path, agent: false, headers: { 'x-forwarded-for': from }, ...(signal ? { signal } : {}) }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

/** Sends GET /slow and resolves once the handler holds it, with its answer to come (wrapped: an async function would wait for it). */
async function hold(from: string, signal?: AbortSignal, path = '/slow'): Promise<{ answer: Promise<Answer> }> {
  const there = new Promise<void>((r) => (arrived = r));
  const answer = get(path, from, signal);
  answer.catch(() => undefined);
  await there;
  return { answer };
}

/** Polls until `from` is served /fast (the server sees a closed socket on a later turn). */
async function servedSoon(from: string): Promise<number> {
  let status = 503;
  for (let i = 0; i < 50 && status === 503; i++) {
    await new Promise((r) => setTimeout(r, 20));
    status = (await get('/fast', from)).status;
  }
  return status;
}

function assertBusy(answer: Answer): void {
  assert.equal(answer.status, 503);
  assert.equal(answer.headers['retry-after'], '1');
  assert.match(String(answer.headers['content-type']), /^application\/problem\+json/);
  const problem = JSON.parse(answer.body) as { status: number; title: string; detail: string };
  assert.deepEqual([problem.status, problem.title, problem.detail], [503, 'Service Unavailable', BUSY_DETAIL]);
}

test('one address holds at most its share; over the limit anyone is refused at once; under it, served', async () => {
  const a1 = await hold('203.0.113.1');
  const a2 = await hold('203.0.113.1');
  assertBusy(await get('/fast', '203.0.113.1'));
  const b1 = await hold('203.0.113.2');
  assertBusy(await get('/fast', '203.0.113.3'));
  // The probe is mounted before the bound: a busy process still says it is alive.
  assert.equal((await get('/healthz', '203.0.113.3')).status, 200);
  held.shift()!();
  assert.equal((await a1.answer).status, 200);
  // One slot came back with that answer.
  assert.equal((await get('/fast', '203.0.113.3')).status, 200);
  for (const release of held.splice(0)) release();
  assert.equal((await a2.answer).status, 200);
  assert.equal((await b1.answer).status, 200);
});

test('below half the bound one address may hold more than its share; from half on it is held to it', async () => {
  const first = await hold('203.0.113.20', undefined, '/b/slow');
  const second = await hold('203.0.113.20', undefined, '/b/slow');
  assertBusy(await get('/b/fast', '203.0.113.20'));
  assert.equal((await get('/b/fast', '203.0.113.21')).status, 200);
  for (const release of held.splice(0)) release();
  assert.equal((await first.answer).status, 200);
  assert.equal((await second.answer).status, 200);
});

test('a client that goes away gives its slot back', async () => {
  const leaving = new AbortController();
  await hold('203.0.113.4', leaving.signal);
  const staying = await hold('203.0.113.5');
  await hold('203.0.113.6');
  assertBusy(await get('/fast', '203.0.113.7'));
  leaving.abort();
  assert.equal(await servedSoon('203.0.113.7'), 200);
  for (const release of held.splice(0)) release();
  assert.equal((await staying.answer).status, 200);
});

test('pipelined requests whose connection dies give back every slot, the one waiting behind the first too', async () => {
  const both = new Promise<void>((r) => {
    let n = 0;
    arrived = () => void (++n === 2 && r());
  });
  const socket = connect(port, '127.0.0.1');
  const request = 'GET /slow HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 203.0.113.8\r\n\r\n';
  socket.write(request + request);
  await both;
  socket.destroy();
  held.splice(0);
  assert.equal(await servedSoon('203.0.113.9'), 200);
  // Both slots are free: two held and a third served would be refused if one had been lost.
  const c1 = await hold('203.0.113.10');
  const c2 = await hold('203.0.113.10');
  assert.equal((await get('/fast', '203.0.113.11')).status, 200);
  for (const release of held.splice(0)) release();
  assert.equal((await c1.answer).status, 200);
  assert.equal((await c2.answer).status, 200);
});

test('MAX_REQUESTS_IN_FLIGHT sets the bound; a value that is not a positive whole number is refused', () => {
  assert.equal(loadConfig('identity', {}).maxRequestsInFlight, DEFAULT_MAX_REQUESTS_IN_FLIGHT);
  assert.equal(loadConfig('identity', { MAX_REQUESTS_IN_FLIGHT: '64' }).maxRequestsInFlight, 64);
  assert.throws(() => loadConfig('identity', { MAX_REQUESTS_IN_FLIGHT: '0' }));
  assert.throws(() => loadConfig('identity', { MAX_REQUESTS_IN_FLIGHT: 'many' }));
});
