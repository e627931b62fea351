// A service's event wiring: its outbox and relay, and its consumers. With Kafka brokers configured
// the relay publishes to Kafka and consumers join a group named after the service; without, events
// go through the in-process bus (the embedded default). Handlers and the inbox are the same.
import type { DataSource } from 'typeorm';
import type { Consumer, Kafka } from 'kafkajs';
import type { PlatformConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { EventEnvelope } from './envelope.ts';
import { topicOf } from './envelope.ts';
import { handleOnce, mergeSubscriptions, type Subscription } from './inbox.ts';
import { Outbox } from './outbox.ts';
import { OutboxRelay } from './relay.ts';
import { createKafka, ensureTopics, InProcessBus, InProcessTransport, KafkaTransport } from './transports.ts';

export interface EventsRuntime {
  outbox: Outbox;
  relay: OutboxRelay;
  /** Registers what this service consumes (any number of subscriptions, one consumer group); call before start(). */
  subscribe(subscription: Subscription): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface EventsOptions {
  service: string;
  config: PlatformConfig;
  dataSource: DataSource;
  log: Logger;
  /** The embedded default's shared bus; required when no brokers are configured. */
  bus?: InProcessBus;
}

async function dispatch(ds: DataSource, sub: Subscription, event: EventEnvelope, log: Logger): Promise<void> {
  const handler = sub.handlers[event.type];
  if (!handler) return;
  const handled = await handleOnce(ds, sub.consumer, event, handler);
  log.debug({ eventId: event.id, type: event.type, handled }, handled ? 'event handled' : 'event already handled');
}

export function createEvents(opts: EventsOptions): EventsRuntime {
  const { service, config, dataSource, log } = opts;
  let kafka: Kafka | undefined;
  let consumer: Consumer | undefined;
  const useKafka = config.kafkaBrokers.length > 0;
  if (useKafka) kafka = createKafka(`${config.kafkaPrefix}${service}`, config.kafkaBrokers, log);
  const bus = opts.bus ?? new InProcessBus();
  const transport = kafka ? new KafkaTransport(kafka) : new InProcessTransport(bus);
  const relay = new OutboxRelay({ dataSource, transport, log: log.child({ component: 'relay' }) });
  const outbox = new Outbox(service, config.kafkaPrefix, () => relay.kick());
  const subscriptions: Subscription[] = [];
  let sub: Subscription | undefined;

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
        const current = sub!;
        if (current.sources.some((s) => topicOf(config.kafkaPrefix, s) === topic)) await dispatch(dataSource, current, event, log);
      });
    },
    async start() {
      // Topics exist before anyone publishes or subscribes: a consumer subscribing to a topic that
      // auto-creation has not finished making fails with UNKNOWN_TOPIC_OR_PARTITION.
      if (kafka) {
        const topics = [outbox.topic, ...(sub?.sources ?? []).map((s) => topicOf(config.kafkaPrefix, s))];
        await ensureTopics(kafka, [...new Set(topics)]);
      }
      relay.start();
      if (sub && kafka) {
        consumer = kafka.consumer({ groupId: `${config.kafkaPrefix}${sub.consumer}`, allowAutoTopicCreation: true });
        await consumer.connect();
        await consumer.subscribe({ topics: sub.sources.map((s) => topicOf(config.kafkaPrefix, s)), fromBeginning: true });
        await consumer.run({
          eachMessage: async ({ message }) => {
            if (!message.value || !sub) return;
            await dispatch(dataSource, sub, JSON.parse(message.value.toString()) as EventEnvelope, log);
          },
        });
      }
    },
    async stop() {
      await relay.stop();
      await consumer?.disconnect().catch(() => {});
    },
  };
}
