// The embedded default's "from the beginning": what Kafka gives a new consumer group (it reads a
// topic from its first retained message), the in-process bus gives from the producers' outboxes, whose
// sent rows are kept. Each producer registers its outbox as its topic's history; a consumer that
// starts reads the history of the topics it consumes, and hands every event it has not handled yet
// (its inbox says which) to its handlers. So a projection added to an existing install (a data dir
// with customers made before the listing service kept customer_references) fills itself on start.
import { In, IsNull, MoreThan, Not, type DataSource } from 'typeorm';
import { InboxEntity, OutboxEntity, type OutboxRow } from './schema.ts';
import { deadLetteredEventIds } from './dead-letters.ts';

/** Sent events of one topic, after `afterSeq`, of the given types, oldest first. */
export type TopicHistory = (afterSeq: number, types: string[], limit: number) => Promise<OutboxRow[]>;

/** A producer's outbox as the history of its topic. */
export function outboxHistory(dataSource: DataSource, topic: string): TopicHistory {
  return (afterSeq, types, limit) =>
    dataSource.getRepository(OutboxEntity).find({
      where: { topic, type: In(types), sentAt: Not(IsNull()), seq: MoreThan(afterSeq) },
      order: { seq: 'ASC' },
      take: limit,
    });
}

const BATCH = 500;

/**
 * Hands `consume` every event of the history that `consumer` has not handled yet, in order; returns
 * how many. Already handled events are skipped by one inbox query per batch, not one transaction each.
 * So are the events this consumer set aside as dead letters: the inbox has no row for them (it is
 * written only with a handler's success), and handing them over again would run the retries again
 * and keep another copy at every start. An operator who fixed the cause deletes the dead letter and
 * the next start hands the event over again.
 */
export async function replayHistory(history: TopicHistory, types: string[], dataSource: DataSource, consumer: string, consume: (row: OutboxRow) => Promise<void>): Promise<number> {
  if (types.length === 0) return 0;
  let after = 0;
  let replayed = 0;
  const deadLettered = await deadLetteredEventIds(dataSource, consumer);
  for (;;) {
    const rows = await history(after, types, BATCH);
    if (rows.length === 0) return replayed;
    const seen = new Set((await dataSource.getRepository(InboxEntity).find({ select: { eventId: true }, where: { consumer, eventId: In(rows.map((r) => r.id)) } })).map((r) => r.eventId));
    for (const row of rows) {
      if (seen.has(row.id) || deadLettered.has(row.id)) continue;
      await consume(row);
      replayed++;
    }
    after = rows[rows.length - 1]!.seq;
  }
}
