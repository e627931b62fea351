// The projections' rows from the events that write them, and the one rule of which event wins: pure.
import type { ListingEvents, CustomerEvents } from '@adops/openapi/generated/events';

/** A listing's or resource's facts a template binds (templates' bindings come from these, jobs/bindings.ts). */
export interface SubjectFacts {
  reference: string;
  title: string | null;
  headline: string | null;
  price: string | null;
  address: string | null;
  suburb: string | null;
  description: string | null;
  imageUrls: string[];
  link: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  carSpaces: number | null;
  /** The listing's listingAgent metadata (a feed's agent), when it has one. */
  agent: { name: string | null; phone: string | null; email: string | null; photoUrl: string | null } | null;
}

export interface KnownSubjectRow {
  id: string;
  kind: 'listing' | 'resource';
  customerId: string;
  officeIds: string[];
  agentIds: string[];
  facts: SubjectFacts;
  deleted: boolean;
  eventAt: Date;
}

export interface KnownNameRow {
  id: string;
  kind: 'customer' | 'office' | 'agent';
  name: string;
  email: string | null;
  logoUrl: string | null;
  eventAt: Date;
}

type ListingData = ListingEvents['listing.created'];
type ResourceData = ListingEvents['resource.saved'];

export function listingSubject(d: ListingData, deleted: boolean, eventAt: Date): KnownSubjectRow {
  return {
    id: d.listingId,
    kind: 'listing',
    customerId: d.customerId,
    officeIds: d.officeId ? [d.officeId] : [],
    agentIds: d.agentIds ?? [],
    facts: {
      reference: d.reference,
      title: d.title,
      headline: d.headline,
      price: d.price,
      address: d.displayAddress,
      suburb: d.suburb,
      description: d.description,
      imageUrls: d.imageUrls,
      link: d.link ?? null,
      // Absent from events published before they were added.
      bedrooms: d.features?.bedrooms ?? null,
      bathrooms: d.features?.bathrooms ?? null,
      carSpaces: d.features?.carSpaces ?? null,
      agent: d.listingAgent ?? null,
    },
    deleted,
    eventAt,
  };
}

export function resourceSubject(d: ResourceData, deleted: boolean, eventAt: Date): KnownSubjectRow {
  return {
    id: d.resourceId,
    kind: 'resource',
    customerId: d.customerId,
    officeIds: d.officeIds,
    agentIds: [],
    facts: {
      reference: d.reference,
      title: d.title ?? d.name,
      headline: d.message,
      price: null,
      address: null,
      suburb: null,
      description: d.description,
      imageUrls: d.imageUrls,
      link: d.landingUrl,
      bedrooms: null,
      bathrooms: null,
      carSpaces: null,
      agent: null,
    },
    deleted,
    eventAt,
  };
}

export const customerName = (d: CustomerEvents['customer.created'], eventAt: Date): KnownNameRow => ({ id: d.customerId, kind: 'customer', name: d.name, email: null, logoUrl: d.logoUrl ?? null, eventAt });
export const officeName = (d: CustomerEvents['office.created'], eventAt: Date): KnownNameRow => ({ id: d.officeId, kind: 'office', name: d.name, email: null, logoUrl: null, eventAt });
export const agentName = (d: CustomerEvents['agent.created'], eventAt: Date): KnownNameRow => ({ id: d.agentId, kind: 'agent', name: d.fullName, email: d.email?.toLowerCase() ?? null, logoUrl: null, eventAt });

/**
 * Whether an event written at `eventAt` replaces what is stored: a newer one does; at the same instant a
 * deletion stands (a save and a delete in one millisecond leave the row deleted).
 */
export function eventApplies(known: { eventAt: Date; deleted: boolean }, eventAt: Date, deleted: boolean): boolean {
  if (eventAt.getTime() !== known.eventAt.getTime()) return eventAt.getTime() > known.eventAt.getTime();
  return deleted || !known.deleted;
}
