// Outbound fetches of customer-configured URLs: private addresses refused unless allowed by config,
// the one allowed host (redirects to another host refused), a deadline over the whole exchange (a slow
// body times out), a body cap that stops reading, and user info in URLs refused.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError } from '../src/config.ts';
import { OutboundAddressPolicy, OutboundError, boundedFetch, checkOutboundUrl, isPublicAddress, loadOutboundPolicy } from '../src/outbound/index.ts';

let server: http.Server;
let host: string;
let bytesSent = 0;

before(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/ok') return res.end('hello');
    if (req.url === '/auth') return res.end(req.headers.authorization ?? 'none');
    if (req.url === '/same-host-redirect') return res.writeHead(302, { location: '/ok' }).end();
    if (req.url === '/other-host-redirect') return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    if (req.url === '/big') {
      // 64 MiB offered in 64 KiB chunks; the client must stop long before.
      const chunk = Buffer.alloc(64 * 1024, 120);
      let n = 0;
      const push = () => {
        while (n < 1024) {
          n++;
          bytesSent += chunk.byteLength;
          if (!res.write(chunk)) return void res.once('drain', push);
        }
        res.end();
      };
      res.on('close', () => (n = 1024));
      return push();
    }
    if (req.url === '/slow') {
      res.write('<propertyList>');
      const timer = setInterval(() => res.write(' '), 200);
      res.on('close', () => clearInterval(timer));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => {
  server.closeAllConnections();
  server.close();
});

const loopback = new OutboundAddressPolicy(['127.0.0.1']);
const opts = (over: Partial<Parameters<typeof boundedFetch>[1]> = {}) => ({ allowedHost: host, policy: loopback, timeoutMs: 2000, maxBytes: 1024 * 1024, ...over });
const text = async (body: AsyncIterable<Buffer>) => {
  const parts: Buffer[] = [];
  for await (const b of body) parts.push(b);
  return Buffer.concat(parts).toString();
};
const code = (c: string) => (e: unknown) => e instanceof OutboundError && e.code === c;

describe('outbound fetch', () => {
  test('public and non-public addresses', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) assert.ok(isPublicAddress(a), a);
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '224.0.0.1']) {
      assert.ok(!isPublicAddress(a), a);
    }
    const policy = new OutboundAddressPolicy(['feeds.internal', '10.20.0.0/16']);
    assert.ok(policy.allows('feeds.internal', '10.9.9.9'));
    assert.ok(policy.allows('other', '10.20.1.1'));
    assert.ok(!policy.allows('other', '10.21.1.1'));
    assert.ok(!policy.allows('other', '127.0.0.1'));
    assert.throws(() => loadOutboundPolicy({ OUTBOUND_ALLOW_PRIVATE: 'a b' }), ConfigError);
    assert.equal(loadOutboundPolicy({}).allows('localhost', '127.0.0.1'), false, 'nothing private by default');
  });

  test('a GET on the allowed host, with headers; same-host redirects followed', async () => {
    const ok = await boundedFetch(`http://${host}/ok`, opts());
    assert.equal(ok.status, 200);
    assert.equal(await text(ok.body), 'hello');
    const auth = await boundedFetch(`http://${host}/auth`, opts({ headers: { authorization: 'Bearer t' } }));
    assert.equal(await text(auth.body), 'Bearer t');
    assert.equal(await text((await boundedFetch(`http://${host}/same-host-redirect`, opts())).body), 'hello');
  });

  test('refused: loopback by default, another host, a redirect to another host, user info, other schemes', async () => {
    await assert.rejects(boundedFetch(`http://${host}/ok`, opts({ policy: new OutboundAddressPolicy() })), code('ADDRESS_NOT_ALLOWED'));
    await assert.rejects(boundedFetch(`http://localhost:${host.split(':')[1]}/ok`, opts({ allowedHost: `localhost:${host.split(':')[1]}`, policy: new OutboundAddressPolicy() })), code('ADDRESS_NOT_ALLOWED'));
    await assert.rejects(boundedFetch('http://example.com/ok', opts()), code('HOST_NOT_ALLOWED'));
    await assert.rejects(boundedFetch(`http://${host}/other-host-redirect`, opts()), code('REDIRECT_REFUSED'));
    assert.throws(() => checkOutboundUrl(`http://u:p@${host}/ok`), code('BAD_URL'));
    assert.throws(() => checkOutboundUrl('file:///etc/passwd'), code('BAD_URL'));
    assert.throws(() => checkOutboundUrl('ftp://example.com/x'), code('BAD_URL'));
    assert.throws(() => checkOutboundUrl('not a url'), code('BAD_URL'));
  });

  test('a body over the cap stops reading; a slow body times out', async () => {
    const big = await boundedFetch(`http://${host}/big`, opts({ maxBytes: 256 * 1024 }));
    await assert.rejects(text(big.body), code('TOO_LARGE'));
    await new Promise((r) => setTimeout(r, 100));
    assert.ok(bytesSent < 16 * 1024 * 1024, `the server sent ${bytesSent} bytes before the client hung up`);
    const started = Date.now();
    const slow = await boundedFetch(`http://${host}/slow`, opts({ timeoutMs: 800 }));
    await assert.rejects(text(slow.body), code('TIMEOUT'));
    assert.ok(Date.now() - started < 2000);
  });
});
