// The consumer of identity's dashboard-user events: an *active* dashboard user (activated, or
// created active by staff) becomes its agent's dashboard user, never over another; an inactive
// sign-up changes nothing; deactivation or removal lets go. Exactly once per event id (the inbox),
// both through the platform's inbox directly and end to end through Kafka.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createKafka, createLogger, envelope, topicOf, type EventEnvelope } from '@adops/platform';
import { assertOk, clientAs, deliverEvent, eventLog, eventsOf } from '@adops/platform/testing';
import { AgentDashboardUsers } from '../src/agents/dashboard-users.ts';
import { customerSubscription } from '../src/agents/events.ts';
import { customerStores } from '../src/app.ts';
import { customerService, makeAgent, makeCustomer, type CustomerService } from './helpers.ts';

const userEvent = (type: string, data: Record<string, unknown>): EventEnvelope => envelope('identity', { type, subject: String(data.userId), customerId: (data.customerId as string) ?? null, data });
const signedUp = (data: Record<string, unknown>) => userEvent('user.signed_up', data);

/** A customer with one agent, and the admin that made them. */
async function anAgent(svc: CustomerService, extra: { email?: string } = {}) {
  const admin = clientAs(svc, 'admin');
  const customer = await makeCustomer(admin);
  return { admin, customer, agent: await makeAgent(admin, customer.id, extra) };
}

describe('through the inbox', () => {
  const svc = customerService();
  /** Hands the event to customer's consumer through the platform's inbox, as the transport would. */
  const deliver = (event: EventEnvelope) => {
    const { dataSource, outbox } = svc.booted.context;
    const sub = customerSubscription(new AgentDashboardUsers(customerStores(dataSource, outbox).agents));
    return deliverEvent(svc, sub, event);
  };

  test('an active user is linked once, even when the event is delivered twice', async () => {
    const { admin, customer, agent } = await anAgent(svc);
    const events = eventLog(svc);
    const mark = await events.mark();
    const event = userEvent('user.activated', { userId: randomUUID(), email: 'jo@example.com', kind: 'dashboard', roles: ['agent'], customerId: customer.id, agentId: agent.id, isActive: true });
    assert.equal(await deliver(event), true);
    assert.equal(await deliver(event), false);
    const marked = assertOk(await admin.get(`/api/agents/${agent.id}`));
    assert.equal(marked.didSignUpDashboard, true);
    assert.equal(marked.dashboardUserId, (event.data as { userId: string }).userId);
    const announced = await events.since(mark, { subject: agent.id });
    assert.deepEqual(announced.map((e) => e.type), ['agent.updated'], 'one agent.updated for two deliveries');
    assert.ok(announced[0]?.type === 'agent.updated');
    assert.equal(announced[0].data.didSignUpDashboard, true);
  });

  test('an unactivated sign-up does not touch the agent; its activation links it', async () => {
    const { admin, customer, agent } = await anAgent(svc);
    const data = { userId: randomUUID(), email: 'kim@example.com', kind: 'dashboard', roles: ['agent'], customerId: customer.id, agentId: agent.id };
    await deliver(signedUp({ ...data, isActive: false }));
    assert.equal(assertOk(await admin.get(`/api/agents/${agent.id}`)).dashboardUserId, undefined);
    await deliver(userEvent('user.activated', { ...data, isActive: true }));
    assert.equal(assertOk(await admin.get(`/api/agents/${agent.id}`)).dashboardUserId, data.userId);
  });

  test('never over an existing link; a deactivated or removed user lets go, and the next may link', async () => {
    const { admin, customer, agent } = await anAgent(svc);
    const events = eventLog(svc);
    const mark = await events.mark();
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
    // Each link and each letting go is announced; the refused second link is not.
    assert.deepEqual((await events.since(mark, { subject: agent.id })).map((e) => e.type), ['agent.updated', 'agent.updated', 'agent.updated', 'agent.updated']);
  });

  test('staff users, users without an agent and another customer\'s agent are ignored', async () => {
    const { admin, customer, agent } = await anAgent(svc, { email: 'kim@example.com' });
    const { agent: elsewhere } = await anAgent(svc, { email: 'kim@example.com' });
    await deliver(signedUp({ userId: randomUUID(), email: 'kim@example.com', kind: 'staff', roles: ['user'], isActive: true }));
    await deliver(signedUp({ userId: randomUUID(), email: 'kim@example.com', kind: 'dashboard', roles: ['agent'], customerId: customer.id, isActive: true }));
    assert.equal(assertOk(await admin.get(`/api/agents/${agent.id}`)).didSignUpDashboard, false);
    // An agentId of another customer links nothing.
    await deliver(signedUp({ userId: randomUUID(), email: 'x@example.com', kind: 'dashboard', roles: ['agent'], customerId: customer.id, agentId: elsewhere.id, isActive: true }));
    assert.equal(assertOk(await admin.get(`/api/agents/${elsewhere.id}`)).didSignUpDashboard, false);
  });
});

describe('through Kafka', () => {
  const svc = customerService({ kafka: true });

  test('an identity event on <prefix>identity.events marks the agent, once, even when published twice', async () => {
    const { admin, customer, agent } = await anAgent(svc, { email: 'lee@example.com' });
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
    assert.deepEqual((await eventsOf(svc, { subject: agent.id })).map((e) => e.type), ['agent.created', 'agent.updated']);
  });
});
