// A local projection of the customer context's reference data (ARCHITECTURE §5): which customers,
// offices and agents exist and whose they are, kept from customer.*, office.* and agent.* events in
// the consuming service's own table, so a context that refers to them (listing, and later ads,
// orders, creative) checks an id without calling the customer service. A context includes it by
// adding `customerReferenceEntities` and `...customerReferenceMigrations` to its module and
// `customerReferencesSubscription(<service>)` to what it consumes (mergeSubscriptions with its own).
//
// Deletions are kept as tombstones, and every row remembers the time of the event that last wrote it:
// events of one aggregate arrive in order (keyed by its id), but a replay across partitions may bring
// an office's `created` after its customer's `deleted`, and an older event must never resurrect or
// roll back a newer state.
import { EntitySchema, TableColumn, type EntityManager, type MigrationInterface, type QueryRunner } from 'typeorm';
import type { CustomerEvents } from '@adops/openapi/generated/events';
import { boolColumn, instantColumn, jsonColumn, refColumn, stringColumn, tableBool, tableId, tableInstant, tableRef, tableString, tableText } from '../data/columns.ts';
import { tablesMigration } from '../data/table-migration.ts';
import { subscribeTo } from '../events/event-map.ts';
import type { EventEnvelope } from '../events/envelope.ts';
import type { Subscription } from '../events/inbox.ts';

export type ReferenceKind = 'customer' | 'office' | 'agent';

export interface CustomerReferenceRow {
  /** The customer's, office's or agent's id (unique across kinds: they are UUIDs). */
  id: string;
  kind: ReferenceKind;
  /** The owning customer (for a customer: its own id). */
  customerId: string;
  /** An agent's offices; empty for the other kinds. */
  officeIds: string[];
  /** An agent's e-mail (e.g. an order's receipt e-mail); null when it has none, and for the other kinds. */
  email: string | null;
  /** A customer's isActive (deactivated customers keep their data); true for the other kinds. */
  active: boolean;
  /** A tombstone: the customer context deleted it. */
  deleted: boolean;
  /** When the event that last wrote this row happened: older events are ignored. */
  eventAt: Date;
}

export const CustomerReferenceEntity = new EntitySchema<CustomerReferenceRow>({
  name: 'CustomerReference',
  tableName: 'customer_references',
  columns: {
    id: { ...refColumn(), primary: true },
    kind: stringColumn(20),
    customerId: refColumn(),
    officeIds: jsonColumn(),
    email: stringColumn(254, true),
    active: boolColumn,
    deleted: boolColumn,
    eventAt: instantColumn(),
  },
});

export const customerReferenceEntities = [CustomerReferenceEntity];

export const CreateCustomerReferences1764400004001 = tablesMigration('CreateCustomerReferences1764400004001', () => [
  {
    name: 'customer_references',
    columns: [tableId(), tableString('kind', 20), tableRef('customerId'), tableText('officeIds'), tableBool('active', true), tableBool('deleted', false), tableInstant('eventAt')],
    indexes: [{ name: 'customer_references_customer', columnNames: ['customerId', 'kind'] }],
  },
]);

/**
 * An agent's e-mail (added after the table; a column added to rows, so nullable). Agents projected before
 * it get theirs with their next agent.* event.
 */
export class CustomerReferenceEmail1764500002001 implements MigrationInterface {
  name = 'CustomerReferenceEmail1764500002001';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('customer_references', new TableColumn(tableString('email', 254, true)));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('customer_references', 'email');
  }
}

/** The projection's migrations, in order: what a module that keeps it lists among its own. */
export const customerReferenceMigrations = [CreateCustomerReferences1764400004001, CustomerReferenceEmail1764500002001];

type Fields = Omit<CustomerReferenceRow, 'deleted' | 'eventAt'>;

/** Writes a reference as of `event`, unless what is stored is newer (a tombstone wins a tie). */
async function project(m: EntityManager, event: EventEnvelope, fields: Fields, deleted: boolean): Promise<void> {
  const eventAt = new Date(event.occurredAt);
  const known = await m.findOne(CustomerReferenceEntity, { select: { eventAt: true, deleted: true }, where: { id: fields.id } });
  // One read, then an insert or an update by id (save() would read the row a second time to choose).
  if (!known) return void (await m.insert(CustomerReferenceEntity, { ...fields, deleted, eventAt }));
  const stored = known.eventAt.getTime();
  if (stored > eventAt.getTime() || (stored === eventAt.getTime() && known.deleted && !deleted)) return;
  const { id, ...rest } = fields;
  await m.update(CustomerReferenceEntity, { id }, { ...rest, deleted, eventAt });
}

type Data<K extends keyof CustomerEvents> = EventEnvelope<CustomerEvents[K]>;
const customer = (e: Data<'customer.created'>): Fields => ({ id: e.data.customerId, kind: 'customer', customerId: e.data.customerId, officeIds: [], email: null, active: e.data.isActive });
const office = (e: Data<'office.created'>): Fields => ({ id: e.data.officeId, kind: 'office', customerId: e.data.customerId, officeIds: [], email: null, active: true });
const agent = (e: Data<'agent.created'>): Fields => ({ id: e.data.agentId, kind: 'agent', customerId: e.data.customerId, officeIds: [...e.data.officeIds], email: e.data.email?.toLowerCase() ?? null, active: true });

/** What a service consumes from the customer context to keep its projection; `consumer` is the service's name. */
export function customerReferencesSubscription(consumer: string): Subscription {
  return subscribeTo(consumer, 'customer', {
    'customer.created': (e, m) => project(m, e, customer(e), false),
    'customer.updated': (e, m) => project(m, e, customer(e), false),
    'customer.deactivated': (e, m) => project(m, e, customer(e), false),
    'customer.deleted': (e, m) => project(m, e, customer(e), true),
    'office.created': (e, m) => project(m, e, office(e), false),
    'office.updated': (e, m) => project(m, e, office(e), false),
    'office.deleted': (e, m) => project(m, e, office(e), true),
    'agent.created': (e, m) => project(m, e, agent(e), false),
    'agent.updated': (e, m) => project(m, e, agent(e), false),
    'agent.deleted': (e, m) => project(m, e, agent(e), true),
  });
}
