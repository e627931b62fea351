// The assets' table on the context's owned-resource kit. A customer's assets are its library, read by
// all of its users (their URLs are public by design); deleting them is for staff and corporate users
// (the spec's roles), so customer-wide is their level too.
import { checkCustomerReferences, type PendingObjects, type Principal } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import type { ListingKit, ListingTx } from '../listings/store.ts';
import { AssetEntity, type AssetRow } from './entities.ts';

export class AssetStore {
  readonly kit: ListingKit;
  readonly assets;
  /** Keys put before their row commits, so a crash in between leaves nothing unreferenced for long. */
  private readonly pending: PendingObjects;

  constructor(kit: ListingKit, pending: PendingObjects) {
    this.kit = kit;
    this.pending = pending;
    this.assets = kit.resource({
      entity: AssetEntity,
      alias: 'a',
      owners: { customer: 'customerId', office: { column: 'officeId', many: false }, agent: 'agentId' },
      customerWide: true,
      notFound: 'Asset not found.',
      list: lists.listAssets,
    });
  }

  /** The customer staff name exists (the customer context's projection): 400 'Customer not found.' at /body/customerId. */
  checkCustomer(customerId: string): Promise<void> {
    return this.kit.transaction((tx) => checkCustomerReferences(tx.m, { customerId, checkCustomer: true }, { customer: '/body/customerId', office: '/body/officeId', agent: () => '/body' }));
  }

  /** Those of `ids` the principal may delete, locked: fewer than asked when some are out of reach. */
  async lockMany(tx: ListingTx, principal: Principal, ids: string[]): Promise<AssetRow[]> {
    const qb = await this.assets.queryForUpdate(tx, principal);
    return qb.andWhere('a.id IN (:...ids)', { ids }).getMany();
  }

  /** Deletes rows already read for update in this transaction. */
  async deleteMany(tx: ListingTx, ids: string[]): Promise<void> {
    await tx.m.delete(AssetEntity, ids);
  }

  /** Writes a new asset's row (its id made by the caller, who stored its files under it) and settles its stored keys. */
  async insert(tx: ListingTx, row: AssetRow, storedKeys: string[]): Promise<void> {
    await tx.m.insert(AssetEntity, row);
    await this.pending.settle(tx.m, storedKeys);
  }
}
