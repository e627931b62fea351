// Revocation at every service, as a cluster runs: identity and customer are separate services, each
// on its own MariaDB database, sharing one key pair and one Kafka. After sign-out, deactivation,
// removal, a role change, a password change, an API key's revocation or its user's deactivation or
// removal, the old cookie or bearer token is refused by customer within 2 seconds, without customer
// ever calling identity.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { generateKeyPairPem } from '@adops/platform';
import { startTestService, TestClient, type TestService } from '@adops/platform/testing';
import { identityModule } from '@adops/identity';
import { customerModule } from '@adops/customer';

const ADMIN = { email: 'admin@revocation.test', password: 'Admin-Passw0rd!' };
const PASSWORD = 'Correct-Horse-9';
const LIMIT_MS = 2000;

let identity: TestService;
let customer: TestService;
let admin: TestClient;
const latencies: Record<string, number> = {};

before(async () => {
  const keys = await generateKeyPairPem();
  const env = { KAFKA_PREFIX: `r${randomBytes(4).toString('hex')}.`, SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: '10000' };
  identity = await startTestService(identityModule, { kafka: true, keys, env: { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, MAIL_DIR: `/tmp/adops-revocation-mail-${process.pid}` } });
  customer = await startTestService(customerModule, { kafka: true, keys, env });
  admin = new TestClient(identity.url);
  assert.equal((await admin.post('/api/auth/signin', ADMIN)).status, 200);
});
after(async () => {
  console.log(`revocation latency at the customer service (ms): ${JSON.stringify(latencies)}`);
  await customer?.close();
  await identity?.close();
});

let n = 0;
/** An operations user signed in at identity, and the same cookie presented to customer. */
async function operationsUser() {
  const email = `ops${++n}.${Date.now()}@revocation.test`;
  const created = await admin.post('/api/users', { email, roles: ['operations'], password: PASSWORD, confirmPassword: PASSWORD });
  assert.equal(created.status, 201);
  const atIdentity = new TestClient(identity.url);
  assert.equal((await atIdentity.post('/api/auth/signin', { email, password: PASSWORD })).status, 200);
  const atCustomer = atIdentity.copy(customer.url);
  assert.equal((await atCustomer.get('/api/customers')).status, 200, 'the session works at customer before');
  return { id: created.body.id as string, email, atIdentity, atCustomer };
}

/** Polls customer until the old credential is refused; fails past the limit. */
async function refusedWithin(name: string, client: TestClient): Promise<void> {
  const start = Date.now();
  for (;;) {
    const status = (await client.get('/api/customers')).status;
    if (status === 401) {
      latencies[name] = Date.now() - start;
      return;
    }
    assert.equal(status, 200);
    assert.ok(Date.now() - start < LIMIT_MS, `${name}: still accepted after ${LIMIT_MS} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

test('sign-out', async () => {
  const u = await operationsUser();
  assert.equal((await u.atIdentity.post('/api/auth/signout')).status, 200);
  await refusedWithin('signOut', u.atCustomer);
});

test('deactivation', async () => {
  const u = await operationsUser();
  assert.equal((await admin.post(`/api/users/${u.id}/deactivate`)).status, 200);
  await refusedWithin('deactivation', u.atCustomer);
});

test('removal', async () => {
  const u = await operationsUser();
  assert.equal((await admin.post('/api/users/bulk-remove', { ids: [u.id] })).status, 200);
  await refusedWithin('removal', u.atCustomer);
});

test('a role change', async () => {
  const u = await operationsUser();
  assert.equal((await admin.put(`/api/users/${u.id}`, { roles: ['sales'] })).status, 200);
  await refusedWithin('roleChange', u.atCustomer);
});

test('a password change', async () => {
  const u = await operationsUser();
  assert.equal((await admin.put(`/api/users/${u.id}/password`, { password: 'Other-Passw0rd-7', confirmPassword: 'Other-Passw0rd-7' })).status, 200);
  await refusedWithin('passwordChange', u.atCustomer);
});

/** An operations user's API key, and a bearer token from it presented to customer (accepted there). */
async function partnerToken() {
  const u = await operationsUser();
  const key = (await admin.post('/api/api-keys', { userId: u.id, name: 'partner' })).body;
  const token = (await new TestClient(identity.url).post('/api/auth/token', { apiKey: key.apiKey })).body.accessToken as string;
  const partner = new TestClient(customer.url).useBearer(token);
  assert.equal((await partner.get('/api/customers')).status, 200);
  return { user: u, key, partner };
}

test('an API key revoked', async () => {
  const { key, partner } = await partnerToken();
  assert.equal((await admin.delete(`/api/api-keys/${key.id}`)).status, 204);
  await refusedWithin('apiKeyRevoked', partner);
});

test('an API key’s user deactivated', async () => {
  const { user, partner } = await partnerToken();
  assert.equal((await admin.post(`/api/users/${user.id}/deactivate`)).status, 200);
  await refusedWithin('apiKeyUserDeactivated', partner);
});

test('an API key’s user removed', async () => {
  const { user, partner } = await partnerToken();
  assert.equal((await admin.post('/api/users/bulk-remove', { ids: [user.id] })).status, 200);
  await refusedWithin('apiKeyUserRemoved', partner);
});

test('customer keeps each revocation in its own table, so a restart or another replica knows it too', async () => {
  const rows: Array<{ n: number }> = await customer.booted.dataSource.query('SELECT COUNT(*) AS n FROM revocations');
  assert.ok(Number(rows[0]!.n) >= 8, `customer recorded ${rows[0]!.n} revocations`);
});
