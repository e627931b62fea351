// The consumer of identity's dashboard-user events: an *active* dashboard user (activated, or
// created active by staff) becomes its agent's dashboard user, never over another; an inactive
// sign-up changes nothing; deactivation or removal lets go. Exactly once per event id (the inbox),
// both through the platform's inbox directly and end to end through Kafka.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createKafka, createLogger, envelope, handleOnce, OutboxEntity, topicOf, type EventEnvelope } from '@adops/platform';
import type { TestClient, TestService } from '@adops/platform/testing';
import { AgentDashboardUsers } from '../src/agent-dashboard-users.ts';
import { customerResources } from '../src/persistence/resources.ts';
import { customerSubscription } from '../src/events/user-signed-up.ts';
import { assertOk, clientAs, makeAgent, makeCustomer, startCustomer } from './helpers.ts';

const userEvent = (type: string, data: Record<string, unknown>): EventEnvelope => envelope('identity', { type, subject: String(data.userId), customerId: (data.customerId as string) ?? null, data });
const signedUp = (data: Record<string, unknown>) => userEvent('user.signed_up', data);

async function agentUpdates(svc: TestService, agentId: string) {
  return (await svc.booted.dataSource.getRepository(OutboxEntity).find({ where: { key: agentId, type: 'agent.updated' } })).length;
}

describe('through the inbox', () => {
  let svc: TestService<'customer'>;
  let admin: TestClient;
  let deliver: (event: EventEnvelope) => Promise<boolean>;
  before(async () => {
    svc = await startCustomer();
    admin = await clientAs(svc, { roles: ['admin'] });
    const { dataSource, outbox } = svc.booted.context;
    const sub = customerSubscription(new AgentDashboardUsers(customerResources(dataSource, outbox)));
    deliver = (event) => handleOnce(dataSource, sub.consumer, event, sub.handlers[event.type]!);
  });
  after(async () => {
    await svc?.close();
  });

  test('an active user is linked once, even when the event is delivered twice', async () => {
    const customer = await makeCustomer(admin);
    const agent = await makeAgent(admin, customer.id);
    const event = userEvent('user.activated', { userId: randomUUID(), email: 'jo@example.com', kind: 'dashboard', roles: ['agent'], customerId: customer.id, agentId: agent.id, isActive: true });
    assert.equal(await deliver(event), true);
    assert.equal(await deliver(event), false);
    const marked = assertOk(await admin.get(`/api/agents/${agent.id}`));
    assert.equal(marked.didSignUpDashboard, true);
    assert.equal(marked.dashboardUserId, (event.data as { userId: string }).userId);
    assert.equal(await agentUpdates(svc, agent.id), 1);
  });

  test('an unactivated sign-up does not touch the agent; its activation links it', async () => {
    const customer = await makeCustomer(admin);
    const agent = await makeAgent(admin, customer.id);
    const data = { userId: randomUUID(), email: 'kim@example.com', kind: 'dashboard', roles: ['agent'], customerId: customer.id, agentId: agent.id };
    await deliver(signedUp({ ...data, isActive: false }));
    assert.equal(assertOk(await admin.get(`/api/agents/${agent.id}`)).dashboardUserId, undefined);
    await deliver(userEvent('user.activated', { ...data, isActive: true }));
    assert.equal(assertOk(await admin.get(`/api/agents/${agent.id}`)).dashboardUserId, data.userId);
  });

  test('never over an existing link; a deactivated or removed user lets go, and the next may link', async () => {
    const customer = await makeCustomer(admin);
    const agent = await makeAgent(admin, customer.id);
    const first = { userId: randomUUID(), email: 'a@example.com', kind: 'dashboard', roles: ['agent'], customerId: customer.id, agentId: agent.id, isActive: true };
    const second = { ...first, userId: randomUUID(), email: 'b@example.com' };
    await deliver(userEvent('user.activated', first));
    await deliver(userEvent('user.activated', second));
    assert.equal(assertOk(await admin.get(`/api/agents/${agent.id}`)).dashboardUserId, first.userId);
    await deliver(userEvent('user.deactivated', { ...first, isActive: false }));
    assert.equal(assertOk(await admin.get(`/api/agents/${agent.id}`)).dashboardUserId, undefined);
    await deliver(userEvent('user.activated', { ...second, isActive: true }));
    assert.equal(assertOk(await admin.get(`/api/agents/${agent.id}`)).dashboardUserId, second.userId);
    await deliver(userEvent('user.removed', second));
    assert.equal(assertOk(await admin.get(`/api/agents/${agent.id}`)).dashboardUserId, undefined);
  });

  test('staff users, users without an agent and another customer\'s agent are ignored', async () => {
    const customer = await makeCustomer(admin);
    const other = await makeCustomer(admin);
    const agent = await makeAgent(admin, customer.id, { email: 'kim@example.com' });
    const elsewhere = await makeAgent(admin, other.id, { email: 'kim@example.com' });
    await deliver(signedUp({ userId: randomUUID(), email: 'kim@example.com', kind: 'staff', roles: ['user'], isActive: true }));
    await deliver(signedUp({ userId: randomUUID(), email: 'kim@example.com', kind: 'dashboard', roles: ['agent'], customerId: customer.id, isActive: true }));
    assert.equal(assertOk(await admin.get(`/api/agents/${agent.id}`)).didSignUpDashboard, false);
    // An agentId of another customer links nothing.
    await deliver(signedUp({ userId: randomUUID(), email: 'x@example.com', kind: 'dashboard', roles: ['agent'], customerId: customer.id, agentId: elsewhere.id, isActive: true }));
    assert.equal(assertOk(await admin.get(`/api/agents/${elsewhere.id}`)).didSignUpDashboard, false);
  });
});

describe('through Kafka', () => {
  let svc: TestService<'customer'>;
  let admin: TestClient;
  before(async () => {
    svc = await startCustomer({ kafka: true });
    admin = await clientAs(svc, { roles: ['admin'] });
  });
  after(async () => {
    await svc?.close();
  });

  test('an identity event on <prefix>identity.events marks the agent, once, even when published twice', async () => {
    const customer = await makeCustomer(admin);
    const agent = await makeAgent(admin, customer.id, { email: 'lee@example.com' });
    const event = signedUp({ userId: randomUUID(), email: 'lee@example.com', kind: 'dashboard', roles: ['agent'], customerId: customer.id, agentId: agent.id, isActive: true });
    const kafka = createKafka(`${svc.config.kafkaPrefix}identity-test`, svc.config.kafkaBrokers, createLogger('test', 'silent'));
    const producer = kafka.producer();
    await producer.connect();
    const message = { key: event.subject, value: JSON.stringify(event), headers: { 'event-id': event.id, 'event-type': event.type } };
    await producer.send({ topic: topicOf(svc.config.kafkaPrefix, 'identity'), messages: [message, message] });
    await producer.disconnect();
    const deadline = Date.now() + 30_000;
    let marked = false;
    while (!marked && Date.now() < deadline) {
      marked = assertOk(await admin.get(`/api/agents/${agent.id}`)).didSignUpDashboard;
      if (!marked) await new Promise((r) => setTimeout(r, 200));
    }
    assert.equal(marked, true, 'the agent was not marked within 30 s');
    await new Promise((r) => setTimeout(r, 1000));
    assert.equal(await agentUpdates(svc, agent.id), 1);
  });
});
