// Open-home visitors (spec 000: /customer/open-homes, a visitor by id): who signed in at the open home
// of a listing. A visitor is recorded against a listing the caller reaches and keeps that listing's
// customer, office and owning agent, so the owned-resource kit gives the same tenancy as listings.
import type { Actor, Principal, ResourceListQuery } from '@adops/platform';
import type { CreateOpenHomeVisitorRequest } from '@adops/openapi/generated/listing';
import type { ListingStore } from '../listings/store.ts';
import type { OpenHomeVisitorRow } from './entities.ts';
import type { OpenHomeStore } from './store.ts';

/** The list's page, sort and search (the platform's), and its filters. */
export interface OpenHomeListQuery extends ResourceListQuery {
  customerId?: string;
  listingId?: string;
}

export class OpenHomes {
  private readonly store: OpenHomeStore;
  private readonly listings: ListingStore;

  constructor(store: OpenHomeStore, listings: ListingStore) {
    this.store = store;
    this.listings = listings;
  }

  /** Newest visit first (spec 000 §7), 25 a page unless `limit` says otherwise. */
  list(principal: Principal, q: OpenHomeListQuery) {
    return this.store.visitors.list(principal, q, { customerId: q.customerId, listingId: q.listingId });
  }

  get(actor: Actor, id: string): Promise<OpenHomeVisitorRow> {
    return this.store.visitors.get(actor, id);
  }

  /** The listing must be one the caller reaches (else 'Listing not found.', 404); the visitor takes its owners. */
  record(principal: Principal, input: CreateOpenHomeVisitorRequest): Promise<OpenHomeVisitorRow> {
    return this.listings.kit.transaction(async (tx) => {
      const listing = await this.listings.getIn(tx, principal, input.listingId);
      return this.store.visitors.insert(tx, {
        customerId: listing.customerId,
        listingId: listing.id,
        officeId: listing.officeId,
        agentId: listing.agentId,
        firstName: input.firstName.trim(),
        lastName: input.lastName?.trim() || null,
        email: input.email?.toLowerCase() ?? null,
        phone: input.phone ?? null,
        notes: input.notes ?? null,
        visitedAt: input.visitedAt ? new Date(input.visitedAt) : new Date(),
      });
    });
  }
}
