// Logos as a generated client sends them (issue 17, item 7): setCustomerLogo takes a multipart form's
// `file` part as well as the raw image our own frontend sends, with the same checks: the bytes decide
// the type, 2 MB at most, one file part, admin and operations only, one customer's logo at a time.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, bytesOf, clientAs, multipartFile, PNG, uniqueTag, type TestClient, type Who } from '@adops/platform/testing';
import { customerService, makeCustomer } from './helpers.ts';

const svc = customerService();
const as = (who: Who) => clientAs(svc, who);
const TWO_MB = 2 * 1024 * 1024;

/** A PNG no other upload in this run sends (the magic bytes decide its type; the tail makes it unique). */
const uniquePng = () => Buffer.concat([PNG, Buffer.from(uniqueTag())]);
const NOT_AN_IMAGE = Buffer.from('plain text, not an image');
const putForm = async (client: TestClient, customerId: string, bytes: Buffer, part?: Parameters<typeof multipartFile>[1]) => {
  const form = await multipartFile(bytes, part);
  return client.put(`/api/customers/${customerId}/logo`, form.body, form.headers);
};
const logoOf = (customerId: string) => bytesOf(as('admin'), `/api/customers/${customerId}/logo`);

describe('setCustomerLogo as multipart', () => {
  test('a PNG file part is stored and returned byte for byte, to staff and to the customer’s own users; the raw body still works', async () => {
    const admin = as('admin');
    const c = await makeCustomer(admin);
    const png = uniquePng();
    assert.equal(assertOk(await putForm(as({ roles: ['operations'], via: 'bearer' }), c.id, png, { filename: 'logo.png' })).hasLogo, true);
    const stored = await logoOf(c.id);
    assert.equal(stored.type, 'image/png');
    assert.deepEqual(stored.bytes, png);
    assert.deepEqual((await bytesOf(as({ roles: ['agent'], customerId: c.id, agentId: randomUUID() }), `/api/customers/${c.id}/logo`)).bytes, png);

    const raw = uniquePng();
    assertOk(await admin.put(`/api/customers/${c.id}/logo`, raw, { 'content-type': 'image/png' }));
    assert.deepEqual((await logoOf(c.id)).bytes, raw);
  });
  test('a file part that is no image: the same problem as a raw body that is none', async () => {
    const admin = as('admin');
    const c = await makeCustomer(admin);
    const viaForm = assertProblem(await putForm(admin, c.id, NOT_AN_IMAGE, { filename: 'logo.gif', type: 'image/gif' }), 415);
    const viaRaw = assertProblem(await admin.put(`/api/customers/${c.id}/logo`, NOT_AN_IMAGE, { 'content-type': 'image/gif' }), 415);
    assert.deepEqual({ title: viaForm.title, detail: viaForm.detail }, { title: viaRaw.title, detail: viaRaw.detail });
    assertProblem(await admin.get(`/api/customers/${c.id}/logo`), 404, 'No logo.');
  });
  test('over 2 MB is 413; no file part is 400; an unknown customer is 404', async () => {
    const admin = as('admin');
    const c = await makeCustomer(admin);
    assertProblem(await putForm(admin, c.id, Buffer.concat([PNG, Buffer.alloc(TWO_MB + 1 - PNG.length)])), 413, "The file 'file' is larger than 2 MB.");
    assertProblem(await putForm(admin, c.id, PNG, { field: 'logo' }), 400, "The form has no file part 'logo'.");
    const empty = new Request('http://localhost/', { method: 'PUT', body: new FormData() });
    assertProblem(await admin.put(`/api/customers/${c.id}/logo`, Buffer.from(await empty.arrayBuffer()), { 'content-type': empty.headers.get('content-type')! }), 400, "The file part 'file' is missing.");
    assertProblem(await putForm(admin, randomUUID(), PNG), 404);
    assertProblem(await admin.get(`/api/customers/${c.id}/logo`), 404, 'No logo.');
  });
  test('sales, dashboard users and anonymous callers are refused; another customer’s logo is left as it was', async () => {
    const admin = as('admin');
    const mine = await makeCustomer(admin);
    const other = await makeCustomer(admin);
    const otherLogo = uniquePng();
    assertOk(await putForm(admin, other.id, otherLogo));
    assertProblem(await putForm(as('sales'), other.id, uniquePng()), 403);
    assertProblem(await putForm(as({ roles: ['corporate'], customerId: mine.id }), other.id, uniquePng()), 403);
    assertProblem(await putForm(as({ roles: ['corporate'], customerId: other.id }), other.id, uniquePng()), 403);
    assertProblem(await putForm(anon(svc), other.id, uniquePng()), 401);
    assertOk(await putForm(admin, mine.id, uniquePng()));
    assert.deepEqual((await logoOf(other.id)).bytes, otherLogo);
  });
});
