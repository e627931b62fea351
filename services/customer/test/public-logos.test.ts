// A customer's logo at its public address (getPublicCustomerLogo), for pages read without signing in
// such as a campaign's public report (003 §3 Report, headerLogo): every upload makes a new unguessable
// token, the customer's events carry its address (logoUrl), anyone may read it and cache it for a
// day, and a token no logo has (an old one, a made-up one, the right one in the wrong case) is 404.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, clientAs, eventsOf, PNG, uniqueTag, type Who } from '@adops/platform/testing';
import { customerService, makeCustomer } from './helpers.ts';

const svc = customerService();
const as = (who: Who) => clientAs(svc, who);

/** A PNG no other upload in this run sends (the magic bytes decide its type; the tail makes it unique). */
const uniquePng = () => Buffer.concat([PNG, Buffer.from(uniqueTag())]);
/** A 1x1 GIF, so a second upload differs in type as well as bytes. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const PUBLIC_PATH = /^\/api\/customers\/logos\/[A-Za-z0-9_-]{22}$/;

const upload = async (customerId: string, bytes: Buffer, type = 'image/png') => assertOk(await as('admin').put(`/api/customers/${customerId}/logo`, bytes, { 'content-type': type }));

/** The logoUrl of the customer's latest event, as the contexts that show the logo learn it. */
async function latestLogoUrl(customerId: string): Promise<string | null | undefined> {
  const events = await eventsOf(svc, { subject: customerId });
  const last = events.at(-1);
  assert.ok(last?.type === 'customer.updated' || last?.type === 'customer.created');
  return last.data.logoUrl;
}

/** A GET of `path` with no credentials at all (as a report's reader's browser sends it), or with `who`'s. */
async function fetchPublic(path: string, who?: Who) {
  const client = who ? as(who) : anon(svc);
  await client.session.ready();
  const headers = new Headers({ accept: '*/*' });
  client.session.sign(headers);
  const res = await fetch(client.baseUrl + path, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('getPublicCustomerLogo', () => {
  test('an upload gives the logo a public address that anyone reads, cacheable for a day; the event carries it', async () => {
    const c = await makeCustomer(as('admin'));
    assert.equal(await latestLogoUrl(c.id), null, 'no logo, no address');
    const png = uniquePng();
    await upload(c.id, png);
    const url = await latestLogoUrl(c.id);
    assert.ok(typeof url === 'string' && PUBLIC_PATH.test(url), `a public logo path: ${url}`);
    const got = await fetchPublic(url);
    assert.equal(got.status, 200);
    assert.equal(got.headers.get('content-type'), 'image/png');
    assert.deepEqual(got.bytes, png);
    assert.equal(got.headers.get('cache-control'), 'public, max-age=86400, immutable');
    assert.equal(got.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(got.headers.get('cross-origin-resource-policy'), 'cross-origin', 'a report on another origin may show it');
    // A signed-in reader (staff opening the report) gets the same shared answer, not a private no-store one.
    const signedIn = await fetchPublic(url, 'admin');
    assert.equal(signedIn.status, 200);
    assert.equal(signedIn.headers.get('cache-control'), 'public, max-age=86400, immutable');
    assert.deepEqual(signedIn.bytes, png);
  });

  test('a new upload makes a new address: the old one is 404, the new one answers the new image', async () => {
    const c = await makeCustomer(as('admin'));
    await upload(c.id, uniquePng());
    const first = (await latestLogoUrl(c.id))!;
    await upload(c.id, GIF, 'image/gif');
    const second = (await latestLogoUrl(c.id))!;
    assert.ok(PUBLIC_PATH.test(second));
    assert.notEqual(second, first, 'a new token with every upload');
    const old = await fetchPublic(first);
    assert.equal(old.status, 404);
    assert.doesNotMatch(old.headers.get('cache-control') ?? '', /public/, 'a miss is never cached as the logo');
    const now = await fetchPublic(second);
    assert.equal(now.status, 200);
    assert.equal(now.headers.get('content-type'), 'image/gif');
    assert.deepEqual(now.bytes, GIF);
    // The signed-in read of the logo is the same image.
    assert.equal((await as('admin').get(`/api/customers/${c.id}/logo`)).headers.get('content-type'), 'image/gif');
  });

  test('a refused upload keeps the address and records nothing', async () => {
    const c = await makeCustomer(as('admin'));
    const png = uniquePng();
    await upload(c.id, png);
    const url = (await latestLogoUrl(c.id))!;
    const before = (await eventsOf(svc, { subject: c.id })).length;
    assertProblem(await as('admin').put(`/api/customers/${c.id}/logo`, Buffer.from('plain text, not an image'), { 'content-type': 'image/gif' }), 415);
    assertProblem(await as('sales').put(`/api/customers/${c.id}/logo`, uniquePng(), { 'content-type': 'image/png' }), 403);
    assertProblem(await anon(svc).put(`/api/customers/${c.id}/logo`, uniquePng(), { 'content-type': 'image/png' }), 401);
    assert.equal((await eventsOf(svc, { subject: c.id })).length, before);
    assert.deepEqual((await fetchPublic(url)).bytes, png);
  });

  test('a made-up token, the right one in another case and a malformed one get nothing', async () => {
    const c = await makeCustomer(as('admin'));
    await upload(c.id, uniquePng());
    const url = (await latestLogoUrl(c.id))!;
    const token = url.split('/').at(-1)!;
    assertProblem(await anon(svc).get(`/api/customers/logos/${randomBytes(16).toString('base64url')}`), 404, 'No logo.');
    // A MariaDB collation compares text regardless of case; a token's case is part of it.
    const swapped = token.replace(/[a-z]/g, (ch) => ch.toUpperCase()) === token ? token.replace(/[A-Z]/g, (ch) => ch.toLowerCase()) : token.replace(/[a-z]/g, (ch) => ch.toUpperCase());
    if (swapped !== token) assertProblem(await anon(svc).get(`/api/customers/logos/${swapped}`), 404, 'No logo.');
    assertProblem(await anon(svc).get(`/api/customers/logos/${token.slice(1)}`), 400);
    assertProblem(await anon(svc).get(`/api/customers/logos/${token.slice(0, 21)}!`), 400);
    // The address names no customer: a customer id in its place is no token.
    assertProblem(await anon(svc).get(`/api/customers/logos/${c.id}`), 400);
    // The signed-in paths beside it are unchanged: a customer id is still read through the kit.
    assertProblem(await anon(svc).get(`/api/customers/${c.id}/logo`), 401);
    assertProblem(await as({ roles: ['corporate'], customerId: randomUUID() }).get(`/api/customers/${c.id}/logo`), 404);
  });

  test('every later event of the customer carries the current address; another customer’s upload changes nothing of it', async () => {
    const admin = as('admin');
    const c = await makeCustomer(admin);
    const other = await makeCustomer(admin);
    await upload(c.id, uniquePng());
    const url = await latestLogoUrl(c.id);
    assertOk(await admin.customer.PUT('/api/customers/{customerId}', { params: { path: { customerId: c.id } }, body: { imageAdLimit: 6 } }));
    assert.equal(await latestLogoUrl(c.id), url);
    assertOk(await admin.post(`/api/customers/${c.id}/toggle-activation`));
    const [deactivated] = (await eventsOf(svc, { subject: c.id })).slice(-1);
    assert.ok(deactivated?.type === 'customer.deactivated');
    assert.equal(deactivated.data.logoUrl, url);
    const otherPng = uniquePng();
    await upload(other.id, otherPng);
    const otherUrl = (await latestLogoUrl(other.id))!;
    assert.notEqual(otherUrl, url);
    assert.deepEqual((await fetchPublic(otherUrl)).bytes, otherPng);
    assert.equal((await fetchPublic(url!)).status, 200, 'one customer’s upload leaves another’s address working');
  });
});
