// Writing an event: in the same database transaction as the change it describes, so either both
// happen or neither does. The relay publishes it afterwards. An outbox is typed by its context:
// `Outbox<'customer'>` records only the customer context's events, each with its spec's payload,
// at the version its spec declares.
import type { EntityManager } from 'typeorm';
import { envelope, topicOf, type EventEnvelope } from './envelope.ts';
import { publishedVersion, type EventsOf, type NewEventOf } from './event-map.ts';
import { OutboxEntity } from './schema.ts';
import { onCommit } from './commit-hooks.ts';

export class Outbox<C extends string = string, E = EventsOf<C>> {
  readonly source: C;
  readonly topic: string;
  private readonly nudge: () => void;
  private readonly versions: Readonly<Record<string, number>> | undefined;

  /** `versions` replaces the spec's map only for the platform's own tests, whose contexts have no spec. */
  constructor(source: C, topicPrefix: string, nudge: () => void = () => {}, versions?: Readonly<Record<string, number>>) {
    this.source = source;
    this.topic = topicOf(topicPrefix, source);
    this.nudge = nudge;
    this.versions = versions;
  }

  /** Call inside the change's transaction, with its entity manager. */
  async record<N extends NewEventOf<E>>(manager: EntityManager, event: N): Promise<EventEnvelope<N['data']>> {
    const version = event.version ?? (this.versions ? this.versions[event.type] : publishedVersion(this.source, event.type));
    // tsc refuses an undeclared type already; this guards code that builds the type at run time.
    if (version === undefined) throw new Error(`${this.source} publishes no event ${event.type}: declare it with x-event in its spec`);
    const env = envelope(this.source, { ...event, version });
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
    // The row is visible once the transaction commits: wake the relay then instead of waiting for its
    // next poll (commit-hooks.ts); outside a transaction it is visible already, shortly after.
    if (!onCommit(manager, this.nudge)) setTimeout(this.nudge, 10).unref();
    return env;
  }

  /** Publish what was just committed now, not at the relay's next poll. */
  wake(): void {
    this.nudge();
  }
}
