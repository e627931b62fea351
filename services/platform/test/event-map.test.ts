// The typed event map: tsc refuses an event type a context does not publish, a payload that is not
// its type's, and a handler that reads a field its event does not carry (each `@ts-expect-error`
// below fails `make check` the day the error it expects disappears). At run time the outbox refuses
// a type its spec does not declare (for code that builds the type at run time), and records the
// version the spec declares.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { EntityManager } from 'typeorm';
import { Outbox } from '../src/events/outbox.ts';
import { assertKnownVersion, publishedVersion, subscribeTo, UnknownEventVersion } from '../src/events/event-map.ts';
import { envelope } from '../src/events/envelope.ts';

const agent = { agentId: 'a', customerId: 'c', fullName: 'Ann', officeIds: [], didSignUpDashboard: false };

/** Never called: only type-checked. */
export function typeChecks(outbox: Outbox<'customer'>, m: EntityManager) {
  void outbox.record(m, { type: 'agent.updated', subject: 'a', data: agent });
  // @ts-expect-error customer publishes no user events
  void outbox.record(m, { type: 'user.activated', subject: 'a', data: agent });
  // @ts-expect-error an agent.updated payload needs the agent's fields
  void outbox.record(m, { type: 'agent.updated', subject: 'a', data: { name: 'x' } });
  subscribeTo('customer', 'identity', {
    'user.activated': async (event) => void event.data.userId,
    // @ts-expect-error a user event carries no fullName
    'user.removed': async (event) => void event.data.fullName,
  });
  // @ts-expect-error identity publishes no agent events
  subscribeTo('customer', 'identity', { 'agent.created': async () => {} });
}

test('the outbox records the version the spec declares, and refuses an undeclared type at run time', async () => {
  const inserted: Array<{ payload: string }> = [];
  const manager = { insert: async (_entity: unknown, row: { payload: string }) => void inserted.push(row) } as unknown as EntityManager;
  const outbox = new Outbox('customer', '');
  const env = await outbox.record(manager, { type: 'agent.created', subject: 'a', data: agent });
  assert.equal(env.version, publishedVersion('customer', 'agent.created'));
  assert.equal(JSON.parse(inserted[0]!.payload).version, 1);
  const untyped = outbox as unknown as Outbox<'widgets', Record<string, unknown>>;
  await assert.rejects(untyped.record(manager, { type: 'agent.exploded', subject: 'a', data: {} }), /customer publishes no event agent.exploded/);
});

test('a consumer rejects an event version it does not know', () => {
  const known = envelope('identity', { type: 'user.removed', subject: 'u', version: 1, data: {} });
  assert.doesNotThrow(() => assertKnownVersion(known));
  assert.throws(() => assertKnownVersion({ ...known, version: 2 }), UnknownEventVersion);
  assert.throws(() => assertKnownVersion({ ...known, type: 'user.exploded' }), UnknownEventVersion);
});
