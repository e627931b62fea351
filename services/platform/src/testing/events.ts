// What a service recorded, read back from its outbox in the order it was written (the `seq` column),
// so a test asserts "these events, in this order, since that point":
//
//   const mark = await svc.events.mark();
//   … act …
//   assert.deepEqual((await svc.events.since(mark)).map((e) => e.type), ['agent.created']);
//
// Events are typed by the producing context's generated map (openapi/generated/events.ts): `types`
// takes only that context's event types, and narrowing on `type` types `data`.
import { In, MoreThan, type DataSource, type FindOptionsWhere } from 'typeorm';
import type { EventMaps } from '@adops/openapi/generated/events';
import type { EventEnvelope } from '../events/envelope.ts';
import { OutboxEntity, type OutboxRow } from '../events/schema.ts';

/** The `seq` of the last outbox row seen: events after it are new. */
export type Cursor = number;

/** The events a context publishes (type → payload), or any event for a source of unknown context. */
export type EventMapOf<C extends string> = C extends keyof EventMaps ? EventMaps[C] : Record<string, unknown>;

/** One recorded event of map E: its envelope, typed by its `type`, and its place in the outbox. */
export type RecordedEvent<E> = { [K in keyof E & string]: EventEnvelope<E[K]> & { type: K; seq: number } }[keyof E & string];

export interface EventQuery<E, K extends keyof E & string = keyof E & string> {
  /** Only events recorded after this cursor (from mark()). */
  after?: Cursor;
  /** Only these types (and the result is typed as these). */
  types?: K[];
  /** Only events about this aggregate (the envelope's subject, the Kafka key). */
  subject?: string;
}

/** A service under test, a booted service, or a bare data source holding an outbox table. */
export type EventSource = DataSource | { dataSource: DataSource } | { booted: { dataSource: DataSource } };

/** A service carries its context's name in its type (ServiceModule<C>), so its events are typed. */
type ContextOf<S> = S extends { booted: { context: { name: infer C extends string } } } ? C : S extends { context: { name: infer C extends string } } ? C : string;

/** The data source of a service under test, a booted service, or the data source itself. */
export const dataSourceOf = (source: EventSource): DataSource => ('booted' in source ? source.booted.dataSource : 'dataSource' in source ? source.dataSource : source);

/** The outbox rows of one data source matching `query`, oldest first, as envelopes of map E. */
async function read<E, K extends keyof E & string>(dataSource: DataSource, query: EventQuery<E, K>): Promise<Array<RecordedEvent<Pick<E, K>>>> {
  const where: FindOptionsWhere<OutboxRow> = {};
  if (query.after !== undefined) where.seq = MoreThan(query.after);
  if (query.types) where.type = In(query.types);
  if (query.subject !== undefined) where.key = query.subject;
  const rows = await dataSource.getRepository(OutboxEntity).find({ where, order: { seq: 'ASC' } });
  return rows.map((row) => ({ ...(JSON.parse(row.payload) as EventEnvelope), seq: row.seq }) as RecordedEvent<Pick<E, K>>);
}

/** The events `source` recorded, matching `query`, oldest first, typed by its context's event map. */
export function eventsOf<S extends EventSource, C extends string = ContextOf<S>, K extends keyof EventMapOf<C> & string = keyof EventMapOf<C> & string>(
  source: S,
  query: EventQuery<EventMapOf<C>, K> = {},
): Promise<Array<RecordedEvent<Pick<EventMapOf<C>, K>>>> {
  return read(dataSourceOf(source), query);
}

export interface EventLog<E> {
  /** The point after which events count as new. */
  mark(): Promise<Cursor>;
  /** The events recorded after `mark`, oldest first. */
  since<K extends keyof E & string = keyof E & string>(mark: Cursor, query?: Omit<EventQuery<E, K>, 'after'>): Promise<Array<RecordedEvent<Pick<E, K>>>>;
  /** The events recorded so far, oldest first. */
  list<K extends keyof E & string = keyof E & string>(query?: EventQuery<E, K>): Promise<Array<RecordedEvent<Pick<E, K>>>>;
}

/**
 * A handle on one source's outbox: marks and what came since. It reads the source only when asked,
 * so a file may take the handle of a service that starts later (serviceUnderTest).
 */
export function eventLog<S extends EventSource, C extends string = ContextOf<S>>(source: S): EventLog<EventMapOf<C>> {
  return {
    async mark() {
      const [row] = await dataSourceOf(source).getRepository(OutboxEntity).find({ select: { seq: true }, order: { seq: 'DESC' }, take: 1 });
      return row?.seq ?? 0;
    },
    since: (mark, query = {}) => read(dataSourceOf(source), { ...query, after: mark }),
    list: (query = {}) => read(dataSourceOf(source), query),
  };
}
