// Where the relay delivers events: Kafka in clusters and tests, or an in-process bus for the
// embedded default. Both receive the same envelopes in outbox order.
import { Kafka, Partitioners, logLevel, type Admin, type Producer } from 'kafkajs';
import type { Logger } from '../logger.ts';
import type { EventEnvelope } from './envelope.ts';
import type { OutboxRow } from './schema.ts';
import type { TopicHistory } from './replay.ts';

export interface EventTransport {
  send(rows: OutboxRow[]): Promise<void>;
  stop(): Promise<void>;
}

export function createKafka(clientId: string, brokers: string[], log: Logger): Kafka {
  return new Kafka({
    clientId,
    brokers,
    connectionTimeout: 3000,
    requestTimeout: 10000,
    retry: { retries: 3, initialRetryTime: 100, maxRetryTime: 2000 },
    logLevel: logLevel.WARN,
    logCreator: () => ({ namespace, level, log: entry }) => {
      const { message, ...rest } = entry;
      const method = level <= logLevel.ERROR ? 'error' : level === logLevel.WARN ? 'warn' : 'debug';
      log[method]({ kafka: namespace, ...rest }, message);
    },
  });
}

/**
 * Creates the topics that are missing (3 partitions, the cluster's replication factor) and returns once
 * every partition of every topic named has a leader; idempotent. Services starting together create each
 * other's topics at the same moment: a topic another process is creating is listed (or refused as
 * existing) before its partitions have leaders, and a consumer subscribing to it then fails with
 * UNKNOWN_TOPIC_OR_PARTITION and the service exits. Hence the wait for leaders, whoever created the topic.
 */
export async function ensureTopics(kafka: Kafka, topics: string[], timeoutMs = 30_000): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = topics.filter((t) => !existing.has(t));
    // Not kafkajs's waitForLeaders: its wait fails on UNKNOWN_TOPIC_OR_PARTITION, which a topic being made
    // by another process answers, as an unhandled rejection that ends the process. The wait below
    // covers our topics and theirs alike. (createTopics answers false when they all exist by now.)
    if (missing.length) await admin.createTopics({ topics: missing.map((topic) => ({ topic, numPartitions: 3 })), waitForLeaders: false });
    await leadersElected(admin, topics, timeoutMs);
  } finally {
    await admin.disconnect();
  }
}

/** Waits until every partition of each topic has a leader (at most `timeoutMs`, then throws naming the topics still without). */
async function leadersElected(admin: Admin, topics: string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let waiting = [...new Set(topics)];
  for (;;) {
    try {
      const { topics: found } = await admin.fetchTopicMetadata({ topics: waiting });
      const led = new Set(found.filter((t) => t.partitions.length > 0 && t.partitions.every((p) => p.leader >= 0 && !p.partitionErrorCode)).map((t) => t.name));
      waiting = waiting.filter((t) => !led.has(t));
    } catch {
      // UNKNOWN_TOPIC_OR_PARTITION or LEADER_NOT_AVAILABLE while the topic is being made: ask again.
    }
    if (waiting.length === 0) return;
    if (Date.now() > deadline) throw new Error(`Kafka topics without a partition leader after ${timeoutMs} ms: ${waiting.join(', ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export class KafkaTransport implements EventTransport {
  private readonly producer: Producer;
  private connected = false;

  constructor(kafka: Kafka) {
    // Idempotent: the broker drops duplicates of a retried batch; acks from all in-sync replicas.
    this.producer = kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: true,
      createPartitioner: Partitioners.DefaultPartitioner,
      retry: { retries: 3, initialRetryTime: 100, maxRetryTime: 2000 },
    });
  }

  async send(rows: OutboxRow[]): Promise<void> {
    try {
      if (!this.connected) {
        await this.producer.connect();
        this.connected = true;
      }
      const byTopic = new Map<string, OutboxRow[]>();
      for (const row of rows) byTopic.set(row.topic, [...(byTopic.get(row.topic) ?? []), row]);
      await this.producer.sendBatch({
        acks: -1,
        topicMessages: [...byTopic].map(([topic, list]) => ({
          topic,
          messages: list.map((r) => ({ key: r.key, value: r.payload, headers: { 'event-id': r.id, 'event-type': r.type } })),
        })),
      });
    } catch (error) {
      // Start from a fresh connection next time: the broker may have restarted.
      this.connected = false;
      await this.producer.disconnect().catch(() => {});
      throw error;
    }
  }

  async stop(): Promise<void> {
    if (this.connected) await this.producer.disconnect().catch(() => {});
    this.connected = false;
  }
}

export type BusListener = (topic: string, event: EventEnvelope) => Promise<void>;

/** The embedded default's broker: delivers each event to every listener, in order, in this process. */
export class InProcessBus {
  private readonly listeners: BusListener[] = [];
  /** Each topic's sent events (its producer's outbox), for consumers that read it from the beginning (replay.ts). */
  readonly histories = new Map<string, TopicHistory>();

  subscribe(listener: BusListener): void {
    this.listeners.push(listener);
  }

  async deliver(topic: string, event: EventEnvelope): Promise<void> {
    for (const listener of this.listeners) await listener(topic, event);
  }
}

export class InProcessTransport implements EventTransport {
  private readonly bus: InProcessBus;

  constructor(bus: InProcessBus) {
    this.bus = bus;
  }

  async send(rows: OutboxRow[]): Promise<void> {
    for (const row of rows) await this.bus.deliver(row.topic, JSON.parse(row.payload) as EventEnvelope);
  }

  async stop(): Promise<void> {}
}
