// Listings of customers (spec 002 §3, 000 listings): staff reach all; a dashboard user's listings are
// their customer's, a branch manager's in one of their offices, an agent's or branch user's with their
// own agent among its agents. The field rules are in domain/listing-rules.ts; tenancy comes with the
// owned resource (persistence/resources.ts); the customer, office and agents a save names are checked
// against the projection of the customer context (checkReferences).
import type { EntityManager } from 'typeorm';
import { checkCustomerReferences, invalidField, notFound, owningCustomer, scopeOf, type Actor, type Principal, type ResourceListQuery } from '@adops/platform';
import type { BulkUpdateListingsRequest, CreateListingRequest, UpdateListingRequest } from '@adops/openapi/generated/listing';
import type { ListingRow } from './persistence/entities.ts';
import type { ListingResources } from './persistence/resources.ts';
import { checkImages, checkVideos, keptAgents, newReference, savedMetaData, type ListingAgent, type Media, type MetaData } from './domain/listing-rules.ts';
import { listingEvent } from './events/published.ts';

/** The list's page, sort and search (the platform's), and its filters. */
export interface ListingListQuery extends ResourceListQuery {
  customerId?: string;
  listingStatus?: string;
  bulkId?: string;
}

type Fields = Partial<Omit<UpdateListingRequest, 'agents'>> & { agents?: Array<Partial<ListingAgent>> };

export class Listings {
  private readonly r: ListingResources;

  constructor(resources: ListingResources) {
    this.r = resources;
  }

  /** Newest first; `limit` defaults to 25 (the staff screens'); the dashboard sends its own 10 (spec 002 §9). */
  list(actor: Principal, q: ListingListQuery) {
    return this.r.listings.list(actor, q, { customerId: q.customerId, listingStatus: q.listingStatus, bulkId: q.bulkId });
  }

  get(actor: Actor, id: string): Promise<ListingRow> {
    return this.r.listings.get(actor, id);
  }

  create(actor: Principal, input: CreateListingRequest): Promise<ListingRow> {
    const customerId = owningCustomer(actor, input.customerId);
    const fields = this.fieldsOf(actor, input, true);
    const agents = fields.agents ?? [];
    const row = {
      customerId,
      officeId: fields.officeId ?? null,
      agentId: this.owningAgent(actor, agents),
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
    this.checkOffice(actor, row.officeId);
    return this.r.kit.transaction(async (tx) => {
      await this.checkReferences(tx.m, actor, input, { customerId, officeId: row.officeId, agentIds: agents.map((a) => a.id) });
      return this.r.listings.insert(tx, row, (l) => listingEvent('listing.created', l));
    });
  }

  update(actor: Principal, id: string, input: UpdateListingRequest): Promise<ListingRow> {
    const fields = this.fieldsOf(actor, input);
    return this.r.listings.update(
      actor,
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
          this.checkOffice(actor, input.officeId);
          changes.officeId = input.officeId;
        }
        if (fields.agents) {
          changes.agents = fields.agents;
          changes.agentId = this.owningAgent(actor, fields.agents);
        }
        if (input.metaData) changes.metaData = savedMetaData(input.metaData as MetaData[]);
        // What this save sets: a changed office, agents not already on the listing.
        const officeId = changes.officeId !== undefined && changes.officeId !== current.officeId ? changes.officeId : null;
        const added = (changes.agents ?? []).map((a) => a.id).filter((id) => !current.agents.some((a) => a.id === id));
        await this.checkReferences(tx.m, actor, input, { customerId: current.customerId, officeId, agentIds: added });
        return changes;
      },
      (next) => listingEvent('listing.updated', next),
    );
  }

  /** Sets the status of several listings in one transaction: all of them are the caller's, or none changes. */
  updateMany(actor: Principal, input: BulkUpdateListingsRequest): Promise<ListingRow[]> {
    return this.r.kit.transaction(async (tx) => {
      const rows = await this.lockAll(tx, actor, input.ids);
      const written: ListingRow[] = [];
      for (const row of rows) written.push(await this.r.listings.write(tx, row, { listingStatus: input.listingStatus }, (next) => listingEvent('listing.updated', next)));
      return written;
    });
  }

  /** Deletes several listings in one transaction: all of them are the caller's, or none is deleted. */
  removeMany(actor: Principal, ids: string[]): Promise<void> {
    return this.r.kit.transaction(async (tx) => {
      const rows = await this.lockAll(tx, actor, ids);
      await this.r.listings.deleteMany(tx, rows, (l) => listingEvent('listing.deleted', l));
    });
  }

  private async lockAll(tx: Parameters<Parameters<ListingResources['kit']['transaction']>[0]>[0], actor: Principal, ids: string[]): Promise<ListingRow[]> {
    const unique = [...new Set(ids)];
    const qb = await this.r.listings.queryForUpdate(tx, actor);
    const rows = await qb.andWhere('l.id IN (:...ids)', { ids: unique }).orderBy('l.createdAt', 'ASC').getMany();
    if (rows.length !== unique.length) throw notFound('Listing not found.');
    return rows;
  }


  /**
   * The office and agents are the customer's, and a customer staff name exists (the listing's
   * projection of the customer context: persistence of @adops/platform projections). A dashboard
   * user's own customer and agent come with their session and are not looked up.
   */
  private async checkReferences(m: EntityManager, actor: Principal, input: Fields, refs: { customerId: string; officeId: string | null; agentIds: string[] }): Promise<void> {
    const scope = scopeOf(actor);
    const own = scope.level === 'agent' ? scope.agentId : undefined;
    const agentIds = refs.agentIds.filter((id) => id !== own);
    await checkCustomerReferences(m, { customerId: refs.customerId, checkCustomer: actor.kind === 'staff', officeId: refs.officeId, agentIds }, {
      customer: '/body/customerId',
      office: '/body/officeId',
      agent: (i) => `/body/agents/${Math.max(0, (input.agents ?? []).findIndex((a) => a.id === agentIds[i]))}/id`,
    });
  }

  /** A branch manager's listing is in one of their offices (else they could not read it back). */
  private checkOffice(actor: Principal, officeId: string | null | undefined): void {
    const scope = scopeOf(actor);
    if (scope.level === 'offices' && (!officeId || !scope.officeIds.includes(officeId))) {
      throw invalidField('/body/officeId', 'Choose one of your offices.');
    }
  }

  /** The owning agent: an agent's or branch user's own (kept among the agents), else the first agent. */
  private owningAgent(actor: Principal, agents: ListingAgent[]): string | null {
    const scope = scopeOf(actor);
    if (scope.level === 'agent') return scope.agentId;
    return agents[0]?.id ?? null;
  }

  /** The media and agents of a save, with the rules of 002 §5 and 000 §5 applied. */
  private fieldsOf(actor: Principal, input: Fields, creating = false): { images?: Media[]; videos?: Media[]; agents?: ListingAgent[]; officeId?: string | null } {
    const out: { images?: Media[]; videos?: Media[]; agents?: ListingAgent[]; officeId?: string | null } = {};
    if (input.images) out.images = checkImages(input.images as Media[]);
    if (input.videos) out.videos = checkVideos(input.videos as Media[]);
    const scope = scopeOf(actor);
    if (input.agents || (creating && scope.level === 'agent')) {
      let agents = keptAgents(input.agents ?? []);
      // An agent's own listing always carries them, first; the 3 slots still hold.
      if (scope.level === 'agent' && !agents.some((a) => a.id === scope.agentId)) agents = keptAgents([{ id: scope.agentId }, ...agents]);
      out.agents = agents;
    }
    if (input.officeId !== undefined) out.officeId = input.officeId;
    return out;
  }
}
