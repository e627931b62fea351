// How a service consumes from Kafka. EVENTS_PARTITIONS_AT_ONCE bounds how many partitions of the topics
// a service consumes it handles at once (kafkajs's partitionsConsumedConcurrently): events of one
// partition (one key: one aggregate) are always handled one after another, in order; different
// partitions need not wait for each other. With 1, one slow handler (a campaign built from an order,
// ~50 ms of database round trips) holds up every other partition's events, and at 20 orders a second
// the ads and order consumers were busy all the time and their queues grew (docs/decisions.md). Each
// handler at once holds one database connection for its transaction (the pool has 10).
import { envInteger } from '../config.ts';

export const DEFAULT_PARTITIONS_AT_ONCE = 4;

export function partitionsAtOnce(env: Record<string, string | undefined> = process.env): number {
  return envInteger(env, 'EVENTS_PARTITIONS_AT_ONCE', DEFAULT_PARTITIONS_AT_ONCE, 1, 32);
}
