// The typed event map (ARCHITECTURE §5): what each context publishes, generated from the x-event
// schemas of its spec (openapi/generated/events.ts). A service's outbox accepts only its own event
// types with their payloads, and a subscription's handlers receive typed payloads, so the flow
// between contexts is checked by tsc instead of run on guesses.
import type { EntityManager } from 'typeorm';
import { eventVersions, type EventMaps } from '@adops/openapi/generated/events';
import type { EventEnvelope, NewEvent } from './envelope.ts';
import type { EventHandler, Subscription } from './inbox.ts';

export type { EventMaps };
export type EventContext = keyof EventMaps;

/** The events a service publishes: its generated map, or none for a context that publishes nothing. */
export type EventsOf<C extends string> = C extends EventContext ? EventMaps[C] : Record<never, never>;

/** One of the events of map E, as handed to `outbox.record()`: the type decides the payload. */
export type NewEventOf<E> = { [K in keyof E & string]: NewEvent<E[K]> & { type: K } }[keyof E & string];

export type TypedHandler<T> = (event: EventEnvelope<T>, manager: EntityManager) => Promise<void>;
export type TypedHandlers<C extends EventContext> = { [K in keyof EventMaps[C]]?: TypedHandler<EventMaps[C][K]> };

const versions = eventVersions as unknown as Record<string, Record<string, number> | undefined>;

/** The version a context publishes an event type at, or undefined when its spec declares no such event. */
export const publishedVersion = (context: string, type: string): number | undefined => versions[context]?.[type];

/** A consumer's handlers for the events of one producing context, type-checked against its map. */
export function subscribeTo<C extends EventContext>(consumer: string, source: C, handlers: TypedHandlers<C>): Subscription {
  return { consumer, sources: [source], handlers: handlers as Record<string, EventHandler> };
}

/** Thrown for an event whose version this build does not know: retrying cannot help, so it is dead-lettered at once. */
export class UnknownEventVersion extends Error {
  constructor(event: EventEnvelope) {
    super(`${event.source} event ${event.type} version ${event.version} is not known here (known: ${publishedVersion(event.source, event.type) ?? 'none'})`);
    this.name = 'UnknownEventVersion';
  }
}

/** Rejects an event whose version differs from the one the producer's spec declares. */
export function assertKnownVersion(event: EventEnvelope): void {
  if (publishedVersion(event.source, event.type) !== event.version) throw new UnknownEventVersion(event);
}
