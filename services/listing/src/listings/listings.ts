// Listings of customers (spec 002 §3, 000 listings): staff reach all; a dashboard user's listings are
// their customer's, a branch manager's in one of their offices, an agent's or branch user's with their
// own agent among its agents. The field rules are in rules.ts; tenancy comes with the owned resource
// (store.ts); the customer, office and agents a save names are checked against the projection of the
// customer context (checkReferences).
import { notFound, owningCustomer, scopeOf, type Actor, type Principal, type ResourceListQuery } from '@adops/platform';
import type { BulkUpdateListingsRequest, CreateListingRequest, UpdateListingRequest } from '@adops/openapi/generated/listing';
import type { ListingRow } from './entities.ts';
import type { ListingStore, ListingTx } from './store.ts';
import { checkOffice, fieldsOf, newReference, owningAgent, savedMetaData, type ListingFields, type MetaData } from './rules.ts';
import { listingEvent } from './events.ts';

/** The list's page, sort and search (the platform's), and its filters. */
export interface ListingListQuery extends ResourceListQuery {
  customerId?: string;
  listingStatus?: string;
  type?: string;
  bulkId?: string;
}

export class Listings {
  private readonly store: ListingStore;

  constructor(store: ListingStore) {
    this.store = store;
  }

  /** Newest first; `limit` defaults to 25 (the staff screens'); the dashboard sends its own 10 (spec 002 §9). */
  list(principal: Principal, q: ListingListQuery) {
    return this.store.listings.list(principal, q, { customerId: q.customerId, listingStatus: q.listingStatus, type: q.type, bulkId: q.bulkId });
  }

  get(actor: Actor, id: string): Promise<ListingRow> {
    return this.store.listings.get(actor, id);
  }

  create(principal: Principal, input: CreateListingRequest): Promise<ListingRow> {
    const customerId = owningCustomer(principal, input.customerId);
    const fields = fieldsOf(principal, input, true);
    const agents = fields.agents ?? [];
    const row = {
      customerId,
      officeId: fields.officeId ?? null,
      agentId: owningAgent(principal, agents),
      reference: newReference(),
      creationType: 'DASHBOARD' as const,
      title: input.title.trim(),
      customerUrl: input.customerUrl ?? null,
      description: input.description ?? null,
      shortDescription: input.shortDescription ?? null,
      type: input.type ?? 'NONE',
      listingOption: input.listingOption ?? 'CLASSIFIED',
      startPrice: input.startPrice ?? null,
      startTimestamp: input.startTimestamp ? new Date(input.startTimestamp) : null,
      // Spec 002 §4: a listing starts as DONE (shown as Saved).
      listingStatus: input.listingStatus ?? 'DONE',
      bulkId: null,
      images: fields.images ?? [],
      videos: fields.videos ?? [],
      agents,
      metaData: savedMetaData((input.metaData ?? []) as MetaData[]),
    };
    checkOffice(principal, row.officeId);
    return this.store.kit.transaction(async (tx) => {
      await this.checkReferences(tx, principal, input, { customerId, officeId: row.officeId, agentIds: agents.map((a) => a.id) });
      return this.store.listings.insert(tx, row, (l) => listingEvent('listing.created', l));
    });
  }

  update(principal: Principal, id: string, input: UpdateListingRequest): Promise<ListingRow> {
    const fields = fieldsOf(principal, input);
    return this.store.listings.update(
      principal,
      id,
      async (current, tx) => {
        const changes: Partial<ListingRow> = {};
        if (input.title !== undefined) changes.title = input.title.trim();
        if (input.customerUrl !== undefined) changes.customerUrl = input.customerUrl;
        if (input.description !== undefined) changes.description = input.description;
        if (input.shortDescription !== undefined) changes.shortDescription = input.shortDescription;
        if (input.type !== undefined) changes.type = input.type;
        if (input.listingOption !== undefined) changes.listingOption = input.listingOption;
        if (input.startPrice !== undefined) changes.startPrice = input.startPrice;
        if (input.startTimestamp !== undefined) changes.startTimestamp = input.startTimestamp ? new Date(input.startTimestamp) : null;
        if (input.listingStatus !== undefined) changes.listingStatus = input.listingStatus;
        if (fields.images) changes.images = fields.images;
        if (fields.videos) changes.videos = fields.videos;
        if (input.officeId !== undefined) {
          checkOffice(principal, input.officeId);
          changes.officeId = input.officeId;
        }
        if (fields.agents) {
          changes.agents = fields.agents;
          changes.agentId = owningAgent(principal, fields.agents);
        }
        if (input.metaData) changes.metaData = savedMetaData(input.metaData as MetaData[]);
        // What this save sets: a changed office, agents not already on the listing.
        const officeId = changes.officeId !== undefined && changes.officeId !== current.officeId ? changes.officeId : null;
        const added = (changes.agents ?? []).map((a) => a.id).filter((id) => !current.agents.some((a) => a.id === id));
        await this.checkReferences(tx, principal, input, { customerId: current.customerId, officeId, agentIds: added });
        return changes;
      },
      (next) => listingEvent('listing.updated', next),
    );
  }

  /** Sets the status of several listings in one transaction: all of them are the caller's, or none changes. */
  updateMany(principal: Principal, input: BulkUpdateListingsRequest): Promise<ListingRow[]> {
    return this.store.kit.transaction(async (tx) => {
      const rows = await this.lockAll(tx, principal, input.ids);
      const written: ListingRow[] = [];
      for (const row of rows) written.push(await this.store.listings.write(tx, row, { listingStatus: input.listingStatus }, (next) => listingEvent('listing.updated', next)));
      return written;
    });
  }

  /** Deletes several listings in one transaction: all of them are the caller's, or none is deleted. */
  removeMany(principal: Principal, ids: string[]): Promise<void> {
    return this.store.kit.transaction(async (tx) => {
      const rows = await this.lockAll(tx, principal, ids);
      await this.store.listings.deleteMany(tx, rows, (l) => listingEvent('listing.deleted', l));
    });
  }

  private async lockAll(tx: ListingTx, principal: Principal, ids: string[]): Promise<ListingRow[]> {
    const unique = [...new Set(ids)];
    const rows = await this.store.lockMany(tx, principal, unique);
    if (rows.length !== unique.length) throw notFound('Listing not found.');
    return rows;
  }

  /**
   * The office and agents are the customer's, and a customer staff name exists (the listing's
   * projection of the customer context: persistence of @adops/platform projections). A dashboard
   * user's own customer and agent come with their session and are not looked up.
   */
  private async checkReferences(tx: ListingTx, principal: Principal, input: ListingFields, refs: { customerId: string; officeId: string | null; agentIds: string[] }): Promise<void> {
    const scope = scopeOf(principal);
    const own = scope.level === 'agent' ? scope.agentId : undefined;
    const agentIds = refs.agentIds.filter((id) => id !== own);
    await this.store.checkReferences(tx, { customerId: refs.customerId, checkCustomer: principal.kind === 'staff', officeId: refs.officeId, agentIds }, {
      customer: '/body/customerId',
      office: '/body/officeId',
      agent: (i) => `/body/agents/${Math.max(0, (input.agents ?? []).findIndex((a) => a.id === agentIds[i]))}/id`,
    });
  }
}
