// A customer's API key, made by the customer context and learnt from its customer.api_key_generated
// event, exchanged at POST /api/auth/token for a bearer token that acts for that customer alone with
// the corporate role's reach. A new key, the customer's deactivation or its removal refuse the key
// and the tokens it gave. Here identity's own consumer receives the customer context's events (through
// the platform's inbox, as Kafka would deliver them); services/all-in-one/test/customer-api-key.kafka.test.ts
// runs the same flow against the real customer service.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { envelope, type EventEnvelope } from '@adops/platform';
import { anon, assertOk, assertProblem, clientAs, deliverEvent, eventsOf, serviceUnderTest, startTestService, TestClient, uniqueEmail } from '@adops/platform/testing';
import type { CustomerEvents } from '@adops/openapi/generated/events';
import { identityModule, identitySubscription } from '../src/app.ts';

const svc = serviceUnderTest(() => startTestService(identityModule, { env: { SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: '10000' } }));

/** Delivers one customer event to identity's consumer, as the customer service would publish it. */
async function deliver<K extends keyof CustomerEvents>(type: K, data: CustomerEvents[K], occurredAt?: Date): Promise<EventEnvelope> {
  const customerId = (data as { customerId: string }).customerId;
  const event = { ...envelope('customer', { type, subject: customerId, customerId, data, version: 1 }), ...(occurredAt ? { occurredAt: occurredAt.toISOString() } : {}) };
  await deliverEvent(svc, identitySubscription(svc.booted.context), event);
  return event;
}

const customerData = (customerId: string, isActive = true) => ({ customerId, name: `Customer ${customerId.slice(0, 8)}`, isActive });

/** A customer known to identity: an agent with a dashboard user, and an agent without one yet. */
async function customer() {
  const customerId = randomUUID();
  await deliver('customer.created', customerData(customerId));
  const [agentId, freeAgentId] = [randomUUID(), randomUUID()];
  for (const id of [agentId, freeAgentId]) await deliver('agent.created', { agentId: id, customerId, fullName: 'Jo Agent', officeIds: [], didSignUpDashboard: false });
  const user = assertOk(await clientAs(svc, 'admin').identity.POST('/api/users', { body: { email: uniqueEmail('dash'), kind: 'dashboard', roles: ['agent'], customerId, agentId } }), 201);
  return { customerId, freeAgentId, userId: user.id };
}

/** A key as the customer context makes one, and the event that tells identity about it. */
async function newKey(customerId: string, occurredAt?: Date) {
  const keyId = randomUUID();
  const prefix = `cak_${customerId.slice(0, 8)}`;
  const apiKey = `${prefix}_${randomBytes(24).toString('base64url')}`;
  await deliver('customer.api_key_generated', { customerId, keyId, prefix, keyHash: createHash('sha256').update(apiKey).digest('hex'), createdAt: new Date().toISOString() }, occurredAt);
  return { keyId, apiKey };
}

const exchange = (apiKey: string) => anon(svc).post('/api/auth/token', { apiKey });

async function bearerFor(apiKey: string): Promise<TestClient> {
  const body = assertOk(await exchange(apiKey));
  assert.equal(body.tokenType, 'Bearer');
  return anon(svc).useBearer(body.accessToken);
}

const dashboardUserIds = async (client: TestClient, filter = '') => (assertOk(await client.get(`/api/users/dashboard-users?limit=100${filter}`)).items as Array<{ id: string }>).map((u) => u.id);

test('a customer key gets a bearer token that reaches that customer alone, as its corporate users do', async () => {
  const a = await customer();
  const b = await customer();
  const { apiKey } = await newKey(a.customerId);
  const partner = await bearerFor(apiKey);
  assert.deepEqual(await dashboardUserIds(partner), [a.userId]);
  assertOk(await partner.post('/api/auth/dashboard/invitations', { agentId: a.freeAgentId }), 201);
  assertProblem(await partner.post('/api/auth/dashboard/invitations', { agentId: b.freeAgentId }), 404, 'Agent not found.');
  assert.deepEqual(await dashboardUserIds(partner, `&customerId=${b.customerId}`), []);
  // Staff-only operations stay closed: the key is a customer's, not staff.
  assertProblem(await partner.get('/api/users/list'), 403);
  // No person stands behind the key: it has no profile of its own.
  assertProblem(await partner.get('/api/users/me'), 404);
});

test('a wrong secret, a key no customer has, or a key of the wrong shape is 401', async () => {
  const a = await customer();
  const { apiKey } = await newKey(a.customerId);
  const prefix = apiKey.slice(0, 12);
  assertProblem(await exchange(`${prefix}_${'A'.repeat(32)}`), 401, 'Invalid API key.');
  assertProblem(await exchange(`cak_${randomUUID().slice(0, 8)}_${randomBytes(24).toString('base64url')}`), 401, 'Invalid API key.');
  assertProblem(await exchange(`${prefix}_short`), 401, 'Invalid API key.');
});

test('a new key refuses the previous key and every token it gave (session.revoked with the old key id)', async () => {
  const a = await customer();
  const first = await newKey(a.customerId);
  const oldToken = await bearerFor(first.apiKey);
  assert.deepEqual(await dashboardUserIds(oldToken), [a.userId]);
  const before = (await eventsOf(svc, { types: ['session.revoked'] })).length;
  const second = await newKey(a.customerId);
  assertProblem(await exchange(first.apiKey), 401, 'Invalid API key.');
  assertProblem(await oldToken.get('/api/users/dashboard-users'), 401);
  assert.deepEqual(await dashboardUserIds(await bearerFor(second.apiKey)), [a.userId]);
  const revoked = (await eventsOf(svc, { types: ['session.revoked'] })).slice(before);
  assert.deepEqual(revoked.map((e) => e.data.sessionId), [first.keyId]);
});

test('a deactivated customer’s key is refused and its tokens end; active again, the key works', async () => {
  const a = await customer();
  const { keyId, apiKey } = await newKey(a.customerId);
  const token = await bearerFor(apiKey);
  await deliver('customer.deactivated', customerData(a.customerId, false));
  assertProblem(await exchange(apiKey), 403, 'Customer Is Not Active');
  assertProblem(await token.get('/api/users/dashboard-users'), 401);
  const revoked = await eventsOf(svc, { types: ['user.sessions_revoked'], subject: keyId });
  assert.deepEqual(revoked.map((e) => e.data.reason), ['deactivated']);
  await deliver('customer.updated', customerData(a.customerId, true));
  assert.deepEqual(await dashboardUserIds(await bearerFor(apiKey)), [a.userId]);
});

test('a deleted customer’s key and its tokens are refused', async () => {
  const a = await customer();
  const { apiKey } = await newKey(a.customerId);
  const token = await bearerFor(apiKey);
  await deliver('customer.deleted', customerData(a.customerId));
  assertProblem(await exchange(apiKey), 401, 'Invalid API key.');
  assertProblem(await token.get('/api/users/dashboard-users'), 401);
});

test('an older key event arriving late does not replace the newer key', async () => {
  const a = await customer();
  const newer = await newKey(a.customerId);
  const older = await newKey(a.customerId, new Date(Date.now() - 60_000));
  assertProblem(await exchange(older.apiKey), 401, 'Invalid API key.');
  assertOk(await exchange(newer.apiKey));
});
