// The offices area's store: the kit's declaration of offices (owned by their customer and themselves)
// and the area's queries.
import { In } from 'typeorm';
import type { Actor, OwnedResource } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import { OfficeEntity, type OfficeRow } from './entities.ts';
import type { CustomerKit, CustomerTx } from '../customers/store.ts';

export interface OfficeListQuery {
  page?: number;
  limit?: number;
  sort?: string;
  search?: string;
  customerId?: string;
}

export class OfficeStore {
  private readonly kit: CustomerKit;
  readonly offices: OwnedResource<OfficeRow, 'customer'>;

  constructor(kit: CustomerKit) {
    this.kit = kit;
    this.offices = kit.resource({ entity: OfficeEntity, alias: 'o', owners: { customer: 'customerId', office: { column: 'id', many: false } }, notFound: 'Office not found.', list: lists.listOffices });
  }

  transaction<T>(work: (tx: CustomerTx) => Promise<T>): Promise<T> {
    return this.kit.transaction(work);
  }

  list(actor: Actor, q: OfficeListQuery) {
    return this.offices.list(actor, q, { customerId: q.customerId });
  }

  /** Which of these ids are offices of the customer. */
  async idsOfCustomer(tx: CustomerTx, customerId: string, officeIds: string[]): Promise<Set<string>> {
    return new Set((await tx.m.find(OfficeEntity, { where: { id: In(officeIds), customerId }, select: { id: true } })).map((o) => o.id));
  }

  /** Every office of these customers, whoever asks (their customers are being removed). */
  ofCustomers(tx: CustomerTx, customerIds: string[]): Promise<OfficeRow[]> {
    return tx.m.find(OfficeEntity, { where: { customerId: In(customerIds) } });
  }

  async deleteOfCustomers(tx: CustomerTx, customerIds: string[]): Promise<void> {
    await tx.m.delete(OfficeEntity, { customerId: In(customerIds) });
  }
}
