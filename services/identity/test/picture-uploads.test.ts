// Pictures as a generated client sends them: setMyPicture and setUserPicture take a
// multipart form's `file` part as well as the raw image our own frontend sends, with the same checks:
// the bytes decide the type, 2 MB at most, one file part, the same roles and the same admin rule.
import { test, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, bytesOf, multipartFile, PNG, uniqueTag, type TestClient } from '@adops/platform/testing';
import { identityService, makeUser, RELAXED_LIMITS, signedIn, userWithRoles } from './helpers.ts';

const svc = identityService({ env: RELAXED_LIMITS });
const CUSTOMER_A = randomUUID();
const TWO_MB = 2 * 1024 * 1024;

let admin: TestClient;
let adminId: string;
let operations: TestClient;
let sales: TestClient;
let salesId: string;
let corporateA: TestClient;

before(async () => {
  await svc.ready;
  admin = await signedIn(svc);
  adminId = (await admin.get('/api/users/me')).body.id;
  operations = (await userWithRoles(svc, admin, ['operations'])).client;
  const s = await userWithRoles(svc, admin, ['sales']);
  sales = s.client;
  salesId = s.user.id;
  corporateA = (await userWithRoles(svc, admin, ['corporate'], { kind: 'dashboard', customerId: CUSTOMER_A })).client;
});

/** A PNG no other upload in this run sends (the magic bytes decide its type; the tail makes it unique). */
const uniquePng = () => Buffer.concat([PNG, Buffer.from(uniqueTag())]);
/** A PNG one byte over the 2 MB limit. */
const oversizedPng = () => Buffer.concat([PNG, Buffer.alloc(TWO_MB + 1 - PNG.length)]);
const NOT_AN_IMAGE = Buffer.from('this is not an image at all');
const putForm = async (client: TestClient, path: string, bytes: Buffer, part?: Parameters<typeof multipartFile>[1]) => {
  const form = await multipartFile(bytes, part);
  return client.put(path, form.body, form.headers);
};
/** A dashboard user of customer A, inactive, whose picture the tests change. */
const dashboardUser = () => makeUser(admin, ['branchuser'], { kind: 'dashboard', customerId: CUSTOMER_A, isActive: false });

describe('setMyPicture as multipart', () => {
  test('a PNG file part is stored and returned byte for byte; the raw body still works and replaces it', async () => {
    const png = uniquePng();
    const res = await putForm(sales, '/api/users/me/picture', png, { filename: 'me.png' });
    assert.equal(assertOk(res).hasPicture, true);
    const stored = await bytesOf(sales, `/api/users/${salesId}/picture`);
    assert.equal(stored.status, 200);
    assert.equal(stored.type, 'image/png');
    assert.deepEqual(stored.bytes, png);

    const raw = uniquePng();
    assertOk(await sales.put('/api/users/me/picture', raw, { 'content-type': 'image/png' }));
    assert.deepEqual((await bytesOf(sales, `/api/users/${salesId}/picture`)).bytes, raw);
  });
  test('a file part that is no image: the same problem as a raw body that is none, whatever its name and type say', async () => {
    const { client } = await userWithRoles(svc, admin, ['sales']);
    const viaForm = assertProblem(await putForm(client, '/api/users/me/picture', NOT_AN_IMAGE, { filename: 'me.png', type: 'image/png' }), 415);
    const viaRaw = assertProblem(await client.put('/api/users/me/picture', NOT_AN_IMAGE, { 'content-type': 'image/png' }), 415);
    assert.deepEqual({ title: viaForm.title, detail: viaForm.detail }, { title: viaRaw.title, detail: viaRaw.detail });
    assert.equal(viaForm.detail, 'Only gif, jpeg and png images are allowed.');
    assert.equal((await client.get('/api/users/me')).body.hasPicture, false);
  });
  test('over 2 MB is 413 and nothing is stored; no file part is 400', async () => {
    const { client } = await userWithRoles(svc, admin, ['sales']);
    assertProblem(await putForm(client, '/api/users/me/picture', oversizedPng()), 413, "The file 'file' is larger than 2 MB.");
    assertProblem(await putForm(client, '/api/users/me/picture', PNG, { field: 'picture' }), 400, "The form has no file part 'picture'.");
    const empty = new Request('http://localhost/', { method: 'PUT', body: new FormData() });
    assertProblem(await client.put('/api/users/me/picture', Buffer.from(await empty.arrayBuffer()), { 'content-type': empty.headers.get('content-type')! }), 400, "The file part 'file' is missing.", ['/body/file']);
    assert.equal((await client.get('/api/users/me')).body.hasPicture, false);
  });
  test('anonymous is 401 before the body is read', async () => {
    assertProblem(await putForm(anon(svc), '/api/users/me/picture', PNG), 401);
  });
});

describe('setUserPicture as multipart', () => {
  test('operations upload a user’s picture as a file part; admin reads it back byte for byte', async () => {
    const user = await dashboardUser();
    const png = uniquePng();
    assert.equal(assertOk(await putForm(operations, `/api/users/${user.id}/picture`, png)).hasPicture, true);
    assert.deepEqual((await bytesOf(admin, `/api/users/${user.id}/picture`)).bytes, png);
  });
  test('roles and the admin rule hold for multipart too, and a refused upload leaves the picture as it was', async () => {
    const user = await dashboardUser();
    const before = uniquePng();
    assertOk(await putForm(admin, `/api/users/${user.id}/picture`, before));
    assertProblem(await putForm(sales, `/api/users/${user.id}/picture`, uniquePng()), 403);
    assertProblem(await putForm(corporateA, `/api/users/${user.id}/picture`, uniquePng()), 403);
    assertProblem(await putForm(anon(svc), `/api/users/${user.id}/picture`, uniquePng()), 401);
    assertProblem(await putForm(operations, `/api/users/${adminId}/picture`, uniquePng()), 403, 'Only an admin may grant, remove or change the admin role.');
    assertProblem(await putForm(admin, `/api/users/${randomUUID()}/picture`, uniquePng()), 404);
    assertProblem(await putForm(admin, `/api/users/${user.id}/picture`, NOT_AN_IMAGE), 415, 'Only gif, jpeg and png images are allowed.');
    assertProblem(await putForm(admin, `/api/users/${user.id}/picture`, oversizedPng()), 413);
    assert.deepEqual((await bytesOf(admin, `/api/users/${user.id}/picture`)).bytes, before);
  });
  test('the raw body still works', async () => {
    const user = await dashboardUser();
    const png = uniquePng();
    assertOk(await operations.put(`/api/users/${user.id}/picture`, png, { 'content-type': 'image/png' }));
    assert.deepEqual((await bytesOf(admin, `/api/users/${user.id}/picture`)).bytes, png);
  });
});
