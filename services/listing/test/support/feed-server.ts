// A feed server on 127.0.0.1 for the store and import tests: a REAXML feed (the fixtures) behind basic
// authentication or a token, a JSON feed, a feed too large, a slow one, a redirect to another host, a
// page that is not a feed, and a delay before answering (to stop a running job).
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FIXTURE = readFileSync(new URL('../fixtures/reaxml/openrealestate__REA-AllTypes.xml', import.meta.url), 'utf8');
/** Every REAXML fixture by file name, served at /fixture/<name>. */
export const FIXTURES = Object.fromEntries(
  readdirSync(new URL('../fixtures/reaxml/', import.meta.url)).filter((f) => /\.xml$/i.test(f)).map((f) => [f, readFileSync(new URL(`../fixtures/reaxml/${f}`, import.meta.url))]),
);
export const USER = 'harbour';
export const PASSWORD = 'correct-horse-battery';
export const TOKEN = 'tok-3f9a1c';

export interface FeedServer {
  host: string;
  url(path: string): string;
  /** The REAXML served at /feed.xml, /a.xml and /b.xml; change it between runs. */
  feed: string;
  /** Milliseconds /delayed.xml waits before answering. */
  delayMs: number;
  requests: string[];
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const state: FeedServer = { host: '', url: (p) => `http://${state.host}${p}`, feed: FIXTURE, delayMs: 1500, requests: [], close: async () => {} };
  const basicOk = (req: http.IncomingMessage) => req.headers.authorization === `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`;
  const server = http.createServer((req, res) => {
    state.requests.push(`${req.url} ${req.headers.authorization ?? req.headers['x-api-key'] ?? '-'}`);
    const xml = (body: string) => res.writeHead(200, { 'content-type': 'application/xml' }).end(body);
    const fixture = /^\/fixture\/([\w.-]+)$/.exec(req.url ?? '')?.[1];
    if (fixture && FIXTURES[fixture]) return res.writeHead(200, { 'content-type': 'application/xml' }).end(FIXTURES[fixture]);
    switch (req.url) {
      case '/feed.xml':
        return basicOk(req) ? xml(state.feed) : res.writeHead(401, { 'www-authenticate': 'Basic' }).end();
      case '/token.xml':
        return req.headers['x-api-key'] === TOKEN ? xml(state.feed) : res.writeHead(403).end();
      case '/open.xml':
        return xml(state.feed);
      case '/a.xml':
      case '/b.xml': {
        // One listing each: the first and the last of the feed, by uniqueID.
        const listings = [...state.feed.matchAll(/<(residential|rental)\b[\s\S]*?<\/\1>/g)].map((m) => m[0]);
        const one = req.url === '/a.xml' ? listings[0] : listings[listings.length - 1];
        return xml(`<?xml version="1.0" encoding="utf-8"?><propertyList date="2026-11-23-03:00:00">${one}</propertyList>`);
      }
      case '/feed.json':
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ listings: [{ id: 'J-1', title: 'JSON home', price: 100000, images: ['https://cdn.example.com/j1.jpg'] }, { id: 'J-2', title: 'JSON flat', status: 'sold' }] }));
      case '/big.xml':
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.write('<propertyList>');
        return res.end(`<!--${'x'.repeat(400_000)}--></propertyList>`);
      case '/slow.xml': {
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.write('<propertyList>');
        const timer = setInterval(() => res.write(' '), 100);
        res.on('close', () => clearInterval(timer));
        return;
      }
      case '/delayed.xml': {
        const timer = setTimeout(() => xml(state.feed), state.delayMs);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      case '/elsewhere':
        return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      case '/page.html':
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Hello</body></html>');
      default:
        return res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

/** The service's environment for these tests: loopback allowed (never by default), small bounds. */
export const FEED_TEST_ENV = { OUTBOUND_ALLOW_PRIVATE: '127.0.0.1', STORE_FETCH_TIMEOUT_MS: '3000', STORE_FETCH_MAX_BYTES: '100000' };
