// The listings' table on the context's owned-resource kit: a listing is its customer's, in an office
// (what a branch manager reaches) and with up to three agents, each of whom reaches it (an agent or
// branch user; the kit keeps the listing_agents links). Every read and write of a listing goes through
// here, so tenancy is never a call a use case could forget. Open homes, assets, bulk uploads, geo and
// imports read listings through this store too (tables.ts).
import { checkCustomerReferences, SYSTEM, type Actor, type CustomerReferences, type OwnedKit, type Principal, type ReferencePaths, type Tx } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import { ListingAgentEntity, ListingEntity, type ListingRow } from './entities.ts';

/** The listing context's owned-resource kit, which every area's store declares its tables on. */
export type ListingKit = OwnedKit<'listing'>;
export type ListingTx = Tx<'listing'>;

const agentIdsOf = (listing: ListingRow): string[] => listing.agents.map((agent) => agent.id);

export class ListingStore {
  readonly kit: ListingKit;
  readonly listings;

  constructor(kit: ListingKit) {
    this.kit = kit;
    this.listings = kit.resource({
      entity: ListingEntity,
      alias: 'l',
      owners: { customer: 'customerId', office: { column: 'officeId', many: false }, agent: { links: ListingAgentEntity, of: agentIdsOf } },
      notFound: 'Listing not found.',
      list: lists.listListings,
    });
  }

  /** The customer, office and agents a save names, checked against the projection of the customer context (400 at their fields). */
  checkReferences(tx: ListingTx, refs: CustomerReferences, paths: ReferencePaths): Promise<void> {
    return checkCustomerReferences(tx.m, refs, paths);
  }

  /** A listing the actor reaches, read inside the caller's transaction (404 otherwise). */
  getIn(tx: ListingTx, actor: Actor, id: string): Promise<ListingRow> {
    return this.listings.get(actor, id, tx.m);
  }

  /** Those of `ids` the principal may write, locked, oldest first: fewer than asked when some are out of reach. */
  async lockMany(tx: ListingTx, principal: Principal, ids: string[]): Promise<ListingRow[]> {
    const qb = await this.listings.queryForUpdate(tx, principal);
    return qb.andWhere('l.id IN (:...ids)', { ids }).orderBy('l.createdAt', 'ASC').getMany();
  }

  /** A listing by id for the system (an import, an asset being detached), locked; null when it is gone. */
  async lockedById(tx: ListingTx, id: string): Promise<ListingRow | null> {
    const qb = await this.listings.queryForUpdate(tx, SYSTEM);
    return qb.andWhere('l.id = :id', { id }).getOne();
  }

  /** Those of `ids` the principal reaches (as listListings would show them), in no particular order. */
  async reached(principal: Principal, ids: string[]): Promise<ListingRow[]> {
    const qb = await this.listings.query(principal);
    return qb.andWhere('l.id IN (:...coordinateIds)', { coordinateIds: ids }).getMany();
  }

  /** The listings a bulk batch made that the actor reaches, oldest first, at most 10 000. */
  async ofBatch(actor: Actor, bulkId: string): Promise<ListingRow[]> {
    const qb = await this.listings.query(actor);
    return qb.andWhere('l.bulkId = :bulkId', { bulkId }).orderBy('l.createdAt', 'ASC').addOrderBy('l.id', 'ASC').take(10_000).getMany();
  }
}
