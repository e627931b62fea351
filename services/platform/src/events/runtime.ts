// A service's event wiring: its outbox and relay, and its consumers. With Kafka brokers configured
// the relay publishes to Kafka and consumers join a group named after the service; without, events
// go through the in-process bus (the embedded default). Handlers, the inbox, the version check and
// the dead letters are the same either way.
import type { DataSource } from 'typeorm';
import type { Consumer, Kafka } from 'kafkajs';
import type { PlatformConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { EventEnvelope } from './envelope.ts';
import { topicOf } from './envelope.ts';
import { assertKnownVersion, type EventsOf } from './event-map.ts';
import { handleOnce, mergeSubscriptions, type Subscription } from './inbox.ts';
import { Outbox } from './outbox.ts';
import { OutboxRelay } from './relay.ts';
import { createKafka, ensureTopics, InProcessBus, InProcessTransport, KafkaTransport } from './transports.ts';
import { deadLetterTopicOf, KafkaDeadLetters, TableDeadLetters, type DeadLetterSink } from './dead-letters.ts';
import { DEFAULT_RETRY_POLICY, withRetries, type RetryPolicy } from './retries.ts';
import { outboxHistory, replayHistory } from './replay.ts';
import { partitionsAtOnce } from './settings.ts';

export interface EventsRuntime<C extends string = string, E = EventsOf<C>> {
  outbox: Outbox<C, E>;
  relay: OutboxRelay;
  /** Registers what this service consumes (any number of subscriptions, one consumer group); call before start(). */
  subscribe(subscription: Subscription): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface EventsOptions<C extends string> {
  service: C;
  config: PlatformConfig;
  dataSource: DataSource;
  log: Logger;
  /** The embedded default's shared bus; required when no brokers are configured. */
  bus?: InProcessBus;
  retry?: RetryPolicy;
  /** Only for the platform's own tests: the versions of a test context's events, which no spec declares. */
  versions?: Readonly<Record<string, number>>;
  /** Kafka partitions handled at once (EVENTS_PARTITIONS_AT_ONCE by default; settings.ts). */
  partitionsAtOnce?: number;
}

/**
 * Hands one event to a subscription as every transport does: a type it has no handler for is passed
 * over, an unknown version is refused (UnknownEventVersion), and the handler runs once (inbox).
 * Returns whether the handler ran: false when passed over or already handled; throws when it fails.
 */
export async function deliverToSubscription(ds: DataSource, sub: Subscription, event: EventEnvelope): Promise<boolean> {
  const handler = sub.handlers[event.type];
  if (!handler) return false;
  assertKnownVersion(event);
  return handleOnce(ds, sub.consumer, event, handler);
}

async function dispatch(ds: DataSource, sub: Subscription, event: EventEnvelope, log: Logger): Promise<void> {
  if (!sub.handlers[event.type]) return;
  const handled = await deliverToSubscription(ds, sub, event);
  log.debug({ eventId: event.id, type: event.type, handled }, handled ? 'event handled' : 'event already handled');
}

export function createEvents<C extends string, E = EventsOf<C>>(opts: EventsOptions<C>): EventsRuntime<C, E> {
  const { service, config, dataSource, log } = opts;
  const policy = opts.retry ?? DEFAULT_RETRY_POLICY;
  let kafka: Kafka | undefined;
  let consumer: Consumer | undefined;
  const useKafka = config.kafkaBrokers.length > 0;
  if (useKafka) kafka = createKafka(`${config.kafkaPrefix}${service}`, config.kafkaBrokers, log);
  const bus = opts.bus ?? new InProcessBus();
  const transport = kafka ? new KafkaTransport(kafka) : new InProcessTransport(bus);
  const relay = new OutboxRelay({ dataSource, transport, log: log.child({ component: 'relay' }) });
  const outbox = new Outbox<C, E>(service, config.kafkaPrefix, () => relay.kick(), opts.versions);
  if (!kafka) bus.histories.set(outbox.topic, outboxHistory(dataSource, outbox.topic));
  const deadLetters: DeadLetterSink = kafka ? new KafkaDeadLetters(kafka, deadLetterTopicOf(config.kafkaPrefix, service)) : new TableDeadLetters(dataSource);
  const subscriptions: Subscription[] = [];
  let sub: Subscription | undefined;

  /** One message, from either transport: parsed, handled with bounded retries, or dead-lettered. */
  const consume = (topic: string, key: string | null, payload: string) =>
    withRetries(
      policy,
      () => dispatch(dataSource, sub!, JSON.parse(payload) as EventEnvelope, log),
      async (error, attempts) => {
        log.error({ err: error, topic, key, attempts }, 'event dead-lettered');
        await deadLetters.put({ consumer: service, topic, key, payload, error: String((error as Error)?.message ?? error), attempts });
      },
    );

  return {
    outbox,
    relay,
    subscribe(subscription) {
      subscriptions.push(subscription);
      sub = mergeSubscriptions(service, subscriptions);
      // In process, one listener per service, registered at once so no event published before
      // start() is missed; it reads the merged subscription at delivery time.
      if (kafka || subscriptions.length > 1) return;
      bus.subscribe(async (topic, event) => {
        if (sub!.sources.some((s) => topicOf(config.kafkaPrefix, s) === topic)) await consume(topic, event.subject, JSON.stringify(event));
      });
    },
    async start() {
      // Topics exist before anyone publishes or subscribes: a consumer subscribing to a topic that
      // auto-creation has not finished making fails with UNKNOWN_TOPIC_OR_PARTITION.
      if (kafka) {
        const topics = [outbox.topic, ...(sub?.sources ?? []).map((s) => topicOf(config.kafkaPrefix, s))];
        if (sub) topics.push(deadLetterTopicOf(config.kafkaPrefix, service));
        await ensureTopics(kafka, [...new Set(topics)]);
      }
      relay.start();
      // In process, like a new Kafka consumer group: the sources' past events this service has not handled yet.
      if (sub && !kafka) {
        for (const source of sub.sources) {
          const topic = topicOf(config.kafkaPrefix, source);
          const history = bus.histories.get(topic);
          const replayed = history ? await replayHistory(history, Object.keys(sub.handlers), dataSource, sub.consumer, (row) => consume(topic, row.key, row.payload)) : 0;
          if (replayed) log.info({ topic, replayed }, 'replayed past events');
        }
      }
      if (sub && kafka) {
        consumer = kafka.consumer({ groupId: `${config.kafkaPrefix}${sub.consumer}`, allowAutoTopicCreation: true });
        await consumer.connect();
        await consumer.subscribe({ topics: sub.sources.map((s) => topicOf(config.kafkaPrefix, s)), fromBeginning: true });
        await consumer.run({
          // Partitions in parallel, each in order (settings.ts); handlers of several replicas already run so.
          partitionsConsumedConcurrently: opts.partitionsAtOnce ?? partitionsAtOnce(),
          eachMessage: async ({ topic, message }) => {
            if (!message.value) return;
            await consume(topic, message.key?.toString() ?? null, message.value.toString());
          },
        });
      }
    },
    async stop() {
      await relay.stop();
      await consumer?.disconnect().catch(() => {});
      await deadLetters.stop();
    },
  };
}
