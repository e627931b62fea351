// The test kit itself (src/testing): its assertions fail when they should, the session keeps and
// clears cookies as a browser does, eventsOf reads a real outbox on MariaDB in order, filtered and
// since a mark, and deliverEvent hands an event to a consumer through the inbox as the transport does. The service tests rely on these; a kit assertion that could not fail would make them
// pass for nothing.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource, openDataSource } from '../src/data/data-source.ts';
import { Outbox } from '../src/events/outbox.ts';
import { envelope, type EventEnvelope } from '../src/events/envelope.ts';
import { subscribeTo, UnknownEventVersion } from '../src/events/event-map.ts';
import { InboxEntity } from '../src/events/schema.ts';
import { assertOk, assertProblem, createTestDatabase, deliverEvent, eventLog, eventsOf, serviceUnderTest, Session, type TestDatabase, type TestResponse } from '../src/testing/index.ts';

const problem = (status: number, body: Record<string, unknown>, type = 'application/problem+json; charset=utf-8'): TestResponse => ({ status, headers: new Headers({ 'content-type': type }), body: { type: 'about:blank', title: 'Bad Request', status, ...body } });

describe('assertProblem', () => {
  const refused = problem(400, { detail: 'The phone number 1 is not a valid number for NZ.', errors: [{ path: '/body/phones/0/value', message: 'x' }] });

  test('passes on the problem it describes and returns it', () => {
    assert.equal(assertProblem(refused, 400, 'The phone number 1 is not a valid number for NZ.', ['/body/phones/0/value']).errors?.length, 1);
    assertProblem(refused, 400, /not a valid number/);
    assertProblem(refused, 400);
  });
  test('fails on another status, detail, pattern or field paths', () => {
    assert.throws(() => assertProblem(refused, 404), /expected 404, got 400/);
    assert.throws(() => assertProblem(refused, 400, 'Another message.'));
    assert.throws(() => assertProblem(refused, 400, /for AU/));
    assert.throws(() => assertProblem(refused, 400, undefined, ['/body/phones/1/value']));
    assert.throws(() => assertProblem(refused, 400, undefined, []));
  });
  test('fails on a body that is not a problem: JSON content type, no title, no detail, another status inside', () => {
    assert.throws(() => assertProblem(problem(400, { detail: 'x' }, 'application/json'), 400));
    assert.throws(() => assertProblem(problem(400, { title: '', detail: 'x' }), 400), /title/);
    assert.throws(() => assertProblem(problem(400, { detail: '' }), 400), /detail/);
    assert.throws(() => assertProblem(problem(400, { status: 500, detail: 'x' }), 400));
  });
  test('reads a typed client\'s answer ({ error, response }) the same way', () => {
    const body = { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Agent not found.' };
    const response = new Response(JSON.stringify(body), { status: 404, headers: { 'content-type': 'application/problem+json' } });
    assertProblem({ error: body, response }, 404, 'Agent not found.');
    assert.throws(() => assertProblem({ error: body, response }, 404, 'Office not found.'));
  });
});

describe('assertOk', () => {
  test('returns the body of a success with the expected status, and fails on any other', () => {
    const response = new Response('{}', { status: 201 });
    assert.deepEqual(assertOk({ data: { id: 'a' }, response }, 201), { id: 'a' });
    assert.throws(() => assertOk({ data: { id: 'a' }, response }), /expected 200, got 201/);
    assert.throws(() => assertOk(problem(400, { detail: 'x' }), 200), /expected 200, got 400/);
  });
});

describe('Session', () => {
  test('keeps the cookies a response sets, forgets those it clears, and never overrides a header the request sets', () => {
    const session = new Session();
    const headers = new Headers();
    headers.append('set-cookie', 'adops_session=abc; Path=/; HttpOnly');
    headers.append('set-cookie', 'other=1; Path=/');
    session.absorb(new Response(null, { headers }));
    const signed = new Headers();
    session.sign(signed);
    assert.equal(signed.get('cookie'), 'adops_session=abc; other=1');
    const cleared = new Headers();
    cleared.append('set-cookie', 'adops_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    session.absorb(new Response(null, { headers: cleared }));
    assert.deepEqual([...session.cookies.keys()], ['other']);
    const own = new Headers({ cookie: 'mine=1' });
    session.bearer = 'token';
    session.sign(own);
    assert.equal(own.get('cookie'), 'mine=1');
    assert.equal(own.get('authorization'), 'Bearer token');
    const twin = session.copy();
    session.cookies.clear();
    assert.deepEqual([...twin.cookies.keys()], ['other'], 'a copy keeps what the session held then');
  });
});

describe('eventsOf and eventLog on a real outbox', () => {
  let db: TestDatabase;
  let ds: DataSource;
  before(async () => {
    db = await createTestDatabase('kit_events');
    ds = await openDataSource(createDataSource({ url: db.url, entities: [], migrations: [] }), true);
  });
  after(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  const outbox = new Outbox('customer', 'kit.');
  const agentCreated = (agentId: string, fullName: string) => ({ type: 'agent.created' as const, subject: agentId, customerId: null, data: { agentId, customerId: randomUUID(), fullName, officeIds: [], didSignUpDashboard: false } });

  test('in the order written, filtered by type and subject, and since a mark', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const log = eventLog<DataSource, 'customer'>(ds);
    const start = await log.mark();
    await ds.transaction(async (m) => {
      await outbox.record(m, agentCreated(a, 'First'));
      await outbox.record(m, agentCreated(b, 'Second'));
    });
    const middle = await log.mark();
    assert.ok(middle > start);
    await ds.transaction((m) => outbox.record(m, { type: 'agent.deleted', subject: a, customerId: null, data: { agentId: a, customerId: randomUUID(), fullName: 'First', officeIds: [], didSignUpDashboard: false } }));
    assert.deepEqual((await log.since(start)).map((e) => e.type), ['agent.created', 'agent.created', 'agent.deleted']);
    // Narrowed to agent events by `types`, so their payloads are typed as such.
    assert.deepEqual((await log.since(start, { types: ['agent.created', 'agent.deleted'] })).map((e) => e.data.fullName), ['First', 'Second', 'First']);
    assert.deepEqual((await log.since(middle)).map((e) => e.type), ['agent.deleted']);
    assert.deepEqual((await eventsOf<DataSource, 'customer'>(ds, { subject: a })).map((e) => e.type), ['agent.created', 'agent.deleted']);
    assert.deepEqual((await eventsOf<DataSource, 'customer'>(ds, { after: start, types: ['agent.deleted'] })).map((e) => e.subject), [a]);
    const [first] = await log.since(start);
    assert.equal(first!.source, 'customer');
    assert.equal(first!.version, 1);
    assert.ok(first!.seq > start);
    assert.deepEqual(await log.since(await log.mark()), []);
  });
  test('reads a service (its booted data source) as well as a bare data source', async () => {
    const id = randomUUID();
    await ds.transaction((m) => outbox.record(m, agentCreated(id, 'Via service')));
    assert.equal((await eventsOf({ booted: { dataSource: ds } }, { subject: id })).length, 1);
  });
});

describe('deliverEvent through the inbox', () => {
  let db: TestDatabase;
  let ds: DataSource;
  before(async () => {
    db = await createTestDatabase('kit_deliveries');
    ds = await openDataSource(createDataSource({ url: db.url, entities: [], migrations: [] }), true);
  });
  after(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  const outbox = new Outbox('customer', 'kit.');
  const handled: string[] = [];
  // A consumer whose effect (an event of its own) is written in the inbox's transaction.
  const subscription = subscribeTo('kit-consumer', 'customer', {
    'agent.created': async (event, m) => {
      if (event.data.fullName === 'Fails') throw new Error('the handler failed');
      handled.push(event.data.fullName);
      await outbox.record(m, { type: 'agent.updated', subject: event.data.agentId, customerId: null, data: event.data });
    },
  });
  const agentCreated = (fullName: string, version = 1): EventEnvelope => {
    const agentId = randomUUID();
    return envelope('customer', { type: 'agent.created', subject: agentId, customerId: null, version, data: { agentId, customerId: randomUUID(), fullName, officeIds: [], didSignUpDashboard: false } });
  };
  const inboxed = (event: EventEnvelope) => ds.getRepository(InboxEntity).countBy({ consumer: 'kit-consumer', eventId: event.id });

  test('handles an event once: true the first time, false for the same id again, with one effect', async () => {
    const event = agentCreated('Once');
    assert.equal(await deliverEvent(ds, subscription, event), true);
    assert.equal(await deliverEvent({ booted: { dataSource: ds } }, subscription, event), false, 'a service under test is a target too');
    assert.deepEqual(handled.filter((name) => name === 'Once'), ['Once']);
    assert.equal(await inboxed(event), 1);
    assert.equal((await eventsOf<DataSource, 'customer'>(ds, { subject: event.subject, types: ['agent.updated'] })).length, 1);
  });
  test('a handler that fails leaves no inbox row nor effect, so a redelivery handles the event', async () => {
    const event = agentCreated('Fails');
    await assert.rejects(deliverEvent(ds, subscription, event), /the handler failed/);
    assert.equal(await inboxed(event), 0);
    assert.equal((await eventsOf<DataSource, 'customer'>(ds, { subject: event.subject })).length, 0);
    const fixed = { ...event, data: { ...(event.data as Record<string, unknown>), fullName: 'Fixed' } };
    assert.equal(await deliverEvent(ds, subscription, fixed), true);
    assert.equal(await inboxed(event), 1);
  });
  test('refuses a version the producer does not publish, as the transport does, and an event the subscription does not handle', async () => {
    const event = agentCreated('Version two', 2);
    await assert.rejects(deliverEvent(ds, subscription, event), UnknownEventVersion);
    assert.equal(await inboxed(event), 0);
    const deleted = { ...agentCreated('Deleted'), type: 'agent.deleted' };
    await assert.rejects(deliverEvent(ds, subscription, deleted), /kit-consumer has no handler for customer event agent.deleted/);
    assert.equal(await inboxed(deleted), 0);
    assert.ok(!handled.includes('Version two') && !handled.includes('Deleted'));
  });
});

describe('serviceUnderTest', () => {
  let closed = 0;
  const svc = serviceUnderTest(async () => ({ url: 'http://kit.test', close: async () => void closed++ }));
  test('forwards to the started service and resolves ready with it', async () => {
    assert.equal(svc.url, 'http://kit.test');
    assert.equal((await svc.ready).url, 'http://kit.test');
    assert.ok('url' in svc);
    assert.equal(closed, 0);
  });
});
