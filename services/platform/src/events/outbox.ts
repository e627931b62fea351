// Writing an event: in the same database transaction as the change it describes, so either both
// happen or neither does. The relay publishes it afterwards.
import type { EntityManager } from 'typeorm';
import { envelope, topicOf, type EventEnvelope, type NewEvent } from './envelope.ts';
import { OutboxEntity } from './schema.ts';

export class Outbox {
  readonly source: string;
  readonly topic: string;
  private readonly nudge: () => void;

  constructor(source: string, topicPrefix: string, nudge: () => void = () => {}) {
    this.source = source;
    this.topic = topicOf(topicPrefix, source);
    this.nudge = nudge;
  }

  /** Call inside the change's transaction, with its entity manager. */
  async record<T>(manager: EntityManager, event: NewEvent<T>): Promise<EventEnvelope<T>> {
    const env = envelope(this.source, event);
    await manager.insert(OutboxEntity, {
      id: env.id,
      topic: this.topic,
      key: env.subject,
      type: env.type,
      payload: JSON.stringify(env),
      createdAt: new Date(),
      sentAt: null,
      attempts: 0,
      lastError: null,
    });
    // The row is visible once the transaction commits; wake the relay shortly after instead of
    // waiting for its next poll.
    setTimeout(this.nudge, 10).unref();
    return env;
  }
}
