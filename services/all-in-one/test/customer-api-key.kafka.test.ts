// A customer's API key, end to end as a cluster runs it: the customer service makes the key and
// publishes customer.api_key_generated; identity learns it from Kafka and exchanges it at POST
// /api/auth/token for a bearer token that acts for that customer alone; the customer service accepts
// the token for that customer's agents and answers 404 for another's. A new key, or the customer's
// deactivation, refuses the old key at identity and its tokens at customer within 2 seconds. Each
// service on its own MariaDB database, one key pair, one Kafka.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { generateKeyPairPem } from '@adops/platform';
import { assertOk, startTestService, TestClient, type TestService } from '@adops/platform/testing';
import { identityModule } from '@adops/identity';
import { customerModule } from '@adops/customer';

const ADMIN = { email: 'admin@customer-key.test', password: 'Admin-Passw0rd!' };
const LIMIT_MS = 2000;

let identity: TestService;
let customer: TestService;
let admin: TestClient;

before(async () => {
  const keys = await generateKeyPairPem();
  const env = { KAFKA_PREFIX: `k${randomBytes(4).toString('hex')}.`, SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: '10000' };
  identity = await startTestService(identityModule, { kafka: true, keys, env: { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, MAIL_DIR: `/tmp/adops-customer-key-mail-${process.pid}` } });
  customer = await startTestService(customerModule, { kafka: true, keys, env });
  const atIdentity = new TestClient(identity.url);
  assertOk(await atIdentity.post('/api/auth/signin', ADMIN));
  admin = atIdentity.copy(customer.url);
});
after(async () => {
  await customer?.close();
  await identity?.close();
});

let n = 0;
async function customerWithAgent() {
  const created = assertOk(await admin.post('/api/customers', { name: `Key customer ${++n} ${randomBytes(3).toString('hex')}` }), 201);
  const agent = assertOk(await admin.post('/api/agents', { customerId: created.id, fullName: `Agent of ${created.name}` }), 201);
  return { id: created.id as string, agentId: agent.id as string };
}

const generateKey = async (customerId: string) => assertOk(await admin.post(`/api/customers/${customerId}/api-key`)).apiKey as string;
const exchange = (apiKey: string) => new TestClient(identity.url).post('/api/auth/token', { apiKey });

/** Polls until `check` holds; fails past the limit. Returns how long it took. */
async function within(what: string, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    assert.ok(Date.now() - start < LIMIT_MS, `${what}: not within ${LIMIT_MS} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The key's bearer token, once identity has learnt of the key, as a client of the customer service. */
async function partnerOf(apiKey: string): Promise<TestClient> {
  let token: string | undefined;
  await within('identity learns the new key', async () => {
    const res = await exchange(apiKey);
    token = res.status === 200 ? (res.body.accessToken as string) : undefined;
    return token !== undefined;
  });
  return new TestClient(customer.url).useBearer(token);
}

test('a generated customer key gets a token that reads that customer’s agents, and 404 for another customer’s', async () => {
  const a = await customerWithAgent();
  const b = await customerWithAgent();
  const partner = await partnerOf(await generateKey(a.id));
  const agents = assertOk(await partner.get('/api/agents'));
  assert.deepEqual(agents.items.map((x: { id: string }) => x.id), [a.agentId]);
  assert.equal(assertOk(await partner.get(`/api/agents/${a.agentId}`)).id, a.agentId);
  assert.equal((await partner.get(`/api/agents/${b.agentId}`)).status, 404);
});

test('regenerating the key refuses the old key and its tokens within 2 s', async () => {
  const a = await customerWithAgent();
  const oldKey = await generateKey(a.id);
  const oldPartner = await partnerOf(oldKey);
  assertOk(await oldPartner.get('/api/agents'));
  const newKey = await generateKey(a.id);
  const keyMs = await within('the old key is refused', async () => (await exchange(oldKey)).status === 401);
  const tokenMs = await within('the old key’s token is refused at customer', async () => (await oldPartner.get('/api/agents')).status === 401);
  console.log(`old customer key refused after ${keyMs} ms, its token after ${tokenMs} ms`);
  assertOk(await (await partnerOf(newKey)).get('/api/agents'));
});

test('a deactivated customer’s key is refused, and its tokens within 2 s', async () => {
  const a = await customerWithAgent();
  const apiKey = await generateKey(a.id);
  const partner = await partnerOf(apiKey);
  assertOk(await admin.post(`/api/customers/${a.id}/toggle-activation`));
  await within('the key of a deactivated customer is refused', async () => (await exchange(apiKey)).status === 403);
  await within('its token is refused at customer', async () => (await partner.get('/api/agents')).status === 401);
});
