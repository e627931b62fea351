// The user.signed_up consumer: a dashboard user who signed up for an agent (by agentId, or by e-mail
// within the customer) marks the agent didSignUpDashboard, exactly once per event id (the inbox), both
// through the platform's inbox directly and end to end through Kafka.
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createKafka, createLogger, envelope, handleOnce, OutboxEntity, topicOf, type EventEnvelope } from '@adops/platform';
import type { TestClient, TestService } from '@adops/platform/testing';
import { Agents } from '../src/agents.ts';
import { Customers } from '../src/customers.ts';
import { customerSubscription } from '../src/events/user-signed-up.ts';
import { assertOk, clientAs, makeAgent, makeCustomer, startCustomer } from './helpers.ts';

const signedUp = (data: Record<string, unknown>): EventEnvelope => envelope('identity', { type: 'user.signed_up', subject: String(data.userId), customerId: (data.customerId as string) ?? null, data });

async function agentUpdates(svc: TestService, agentId: string) {
  return (await svc.booted.dataSource.getRepository(OutboxEntity).find({ where: { key: agentId, type: 'agent.updated' } })).length;
}

describe('through the inbox', () => {
  let svc: TestService;
  let admin: TestClient;
  before(async () => {
    svc = await startCustomer();
    admin = await clientAs(svc, { roles: ['admin'] });
  });
  after(async () => {
    await svc?.close();
  });

  test('the same event delivered twice has one effect', async () => {
    const customer = await makeCustomer(admin);
    const agent = await makeAgent(admin, customer.id);
    const { dataSource, outbox } = svc.booted.context;
    const sub = customerSubscription(new Agents(dataSource, outbox, new Customers(dataSource, outbox)));
    const event = signedUp({ userId: randomUUID(), email: 'jo@example.com', kind: 'dashboard', roles: ['agent'], customerId: customer.id, agentId: agent.id });
    assert.equal(await handleOnce(dataSource, sub.consumer, event, sub.handlers['user.signed_up']!), true);
    assert.equal(await handleOnce(dataSource, sub.consumer, event, sub.handlers['user.signed_up']!), false);
    const marked = assertOk(await admin.get(`/api/agents/${agent.id}`));
    assert.equal(marked.didSignUpDashboard, true);
    assert.equal(marked.dashboardUserId, event.data && (event.data as any).userId);
    assert.equal(await agentUpdates(svc, agent.id), 1);
  });

  test('matching by e-mail within the customer only; staff users and other customers are ignored', async () => {
    const customer = await makeCustomer(admin);
    const other = await makeCustomer(admin);
    const agent = await makeAgent(admin, customer.id, { email: 'kim@example.com' });
    const elsewhere = await makeAgent(admin, other.id, { email: 'kim@example.com' });
    const { dataSource, outbox } = svc.booted.context;
    const sub = customerSubscription(new Agents(dataSource, outbox, new Customers(dataSource, outbox)));
    const handler = sub.handlers['user.signed_up']!;
    await handleOnce(dataSource, sub.consumer, signedUp({ userId: randomUUID(), email: 'kim@example.com', kind: 'staff', roles: ['user'] }), handler);
    assert.equal(assertOk(await admin.get(`/api/agents/${agent.id}`)).didSignUpDashboard, false);
    await handleOnce(dataSource, sub.consumer, signedUp({ userId: randomUUID(), email: 'KIM@example.com', kind: 'dashboard', roles: ['agent'], customerId: customer.id }), handler);
    assert.equal(assertOk(await admin.get(`/api/agents/${agent.id}`)).didSignUpDashboard, true);
    assert.equal(assertOk(await admin.get(`/api/agents/${elsewhere.id}`)).didSignUpDashboard, false);
    // An agentId of another customer marks nothing.
    await handleOnce(dataSource, sub.consumer, signedUp({ userId: randomUUID(), email: 'x@example.com', kind: 'dashboard', roles: ['agent'], customerId: customer.id, agentId: elsewhere.id }), handler);
    assert.equal(assertOk(await admin.get(`/api/agents/${elsewhere.id}`)).didSignUpDashboard, false);
  });
});

describe('through Kafka', () => {
  let svc: TestService;
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
    const event = signedUp({ userId: randomUUID(), email: 'lee@example.com', kind: 'dashboard', roles: ['agent'], customerId: customer.id });
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
