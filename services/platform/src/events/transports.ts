// Where the relay delivers events: Kafka in clusters and tests, or an in-process bus for the
// embedded default. Both receive the same envelopes in outbox order.
import { Kafka, Partitioners, logLevel, type Producer } from 'kafkajs';
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

/** Creates the topics that are missing (3 partitions, the cluster's replication factor); idempotent. */
export async function ensureTopics(kafka: Kafka, topics: string[]): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = topics.filter((t) => !existing.has(t));
    if (missing.length) await admin.createTopics({ topics: missing.map((topic) => ({ topic, numPartitions: 3 })), waitForLeaders: true });
  } finally {
    await admin.disconnect();
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
