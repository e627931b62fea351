// The envelope of every event (openapi/_shared/events.yaml). Types are past tense: user.signed_up.
import { randomUUID } from 'node:crypto';

export interface EventEnvelope<T = unknown> {
  id: string;
  type: string;
  version: number;
  occurredAt: string;
  source: string;
  subject: string;
  customerId: string | null;
  correlationId: string | null;
  data: T;
}

export interface NewEvent<T = unknown> {
  type: string;
  subject: string;
  data: T;
  /** Set by the outbox from the producer's spec (x-event); given only by tests that forge events. */
  version?: number;
  customerId?: string | null;
  correlationId?: string | null;
}

export const topicOf = (prefix: string, context: string) => `${prefix}${context}.events`;

export function envelope<T>(source: string, event: NewEvent<T>): EventEnvelope<T> {
  return {
    id: randomUUID(),
    type: event.type,
    version: event.version ?? 1,
    occurredAt: new Date().toISOString(),
    source,
    subject: event.subject,
    customerId: event.customerId ?? null,
    correlationId: event.correlationId ?? null,
    data: event.data,
  };
}
