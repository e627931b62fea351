// listing's tables: listings, with their media, agents and metadata as simple-json text columns.
import { EntitySchema } from 'typeorm';
import { agentLinksEntity, bigintColumn, idColumn, instantColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';
import type { ListingAgent, Media, MetaData } from './rules.ts';

export interface ListingRow {
  id: string;
  customerId: string;
  /** The office the listing belongs to: what a branch manager's scope reaches. */
  officeId: string | null;
  /** The listing's owning agent (the first of its agents); every one of `agents` reaches the listing (ListingAgentEntity). */
  agentId: string | null;
  reference: string;
  /** DASHBOARD: saved on a screen or through the API; IMPORT: upserted from a store by an import job. */
  creationType: 'DASHBOARD' | 'IMPORT';
  title: string;
  customerUrl: string | null;
  description: string | null;
  shortDescription: string | null;
  type: string;
  listingOption: string;
  startPrice: number | null;
  startTimestamp: Date | null;
  listingStatus: string;
  bulkId: string | null;
  images: Media[];
  videos: Media[];
  agents: ListingAgent[];
  metaData: MetaData[];
  createdAt: Date;
  updatedAt: Date;
}

export const ListingEntity = new EntitySchema<ListingRow>({
  name: 'Listing',
  tableName: 'listings',
  columns: {
    id: idColumn,
    customerId: refColumn(),
    officeId: refColumn(true),
    agentId: refColumn(true),
    reference: stringColumn(40),
    creationType: stringColumn(20),
    title: stringColumn(300),
    customerUrl: stringColumn(2000, true),
    description: { type: 'text', nullable: true },
    shortDescription: stringColumn(1000, true),
    type: stringColumn(40),
    listingOption: stringColumn(40),
    startPrice: bigintColumn(true),
    startTimestamp: instantColumn(true),
    listingStatus: stringColumn(40),
    bulkId: refColumn(true),
    images: jsonColumn(),
    videos: jsonColumn(),
    agents: jsonColumn(),
    metaData: jsonColumn(),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

/** The ids of a listing's agents, kept by the owned-resource kit: what an agent's or branch user's scope reaches. */
export const ListingAgentEntity = agentLinksEntity('ListingAgent', 'listing_agents');

export const listingEntities = [ListingEntity, ListingAgentEntity];
