// What the ads context keeps of other contexts' rows to build campaigns without calling them: the
// listing context's listings (where they are, their pictures and texts) and resources (a customer's
// marketing items: pictures, videos, texts and landing link), and the customer context's
// names (a creative says "Jo Agent of Harbour Realty"), customers' logos (a public report shows it)
// and sharing options (sharing by e-mail honours them), and offices' places (a template's OFFICE
// location aims at the office's postcode or around its point). The platform's customer_references keeps which
// customers, offices and agents exist. Each row keeps the time of the event that last wrote it.
import { EntitySchema } from 'typeorm';
import { boolColumn, instantColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';
import type { KnownListingRow, KnownNameRow, KnownResourceRow, NamedKind } from './rules.ts';

export type { KnownListingRow, KnownNameRow, KnownResourceRow, NamedKind };

const doubleColumn = { type: 'double', nullable: true } as const;

export const KnownListingEntity = new EntitySchema<KnownListingRow>({
  name: 'AdsKnownListing',
  tableName: 'known_listings',
  columns: {
    id: { ...refColumn(), primary: true },
    customerId: refColumn(),
    officeId: refColumn(true),
    agentIds: jsonColumn(),
    title: stringColumn(300),
    listingType: stringColumn(40, true),
    address: stringColumn(500, true),
    suburb: stringColumn(200, true),
    postcode: stringColumn(20, true),
    country: stringColumn(2, true),
    latitude: doubleColumn,
    longitude: doubleColumn,
    imageUrls: jsonColumn(),
    videoUrls: jsonColumn(),
    link: stringColumn(2000, true),
    headline: stringColumn(300, true),
    description: { type: 'text', nullable: true },
    deleted: boolColumn,
    eventAt: instantColumn(),
  },
});

export const KnownNameEntity = new EntitySchema<KnownNameRow>({
  name: 'AdsKnownName',
  tableName: 'known_names',
  columns: {
    id: { ...refColumn(), primary: true },
    kind: stringColumn(20),
    name: stringColumn(200),
    email: stringColumn(254, true),
    address: stringColumn(500, true),
    postcode: stringColumn(20, true),
    country: stringColumn(2, true),
    latitude: doubleColumn,
    longitude: doubleColumn,
    logoUrl: stringColumn(100, true),
    sharingOptions: jsonColumn(true),
    eventAt: instantColumn(),
  },
});

export const KnownResourceEntity = new EntitySchema<KnownResourceRow>({
  name: 'AdsKnownResource',
  tableName: 'known_resources',
  columns: {
    id: { ...refColumn(), primary: true },
    customerId: refColumn(),
    officeIds: jsonColumn(),
    reference: stringColumn(40),
    name: stringColumn(300, true),
    title: stringColumn(300, true),
    message: { type: 'text', nullable: true },
    description: { type: 'text', nullable: true },
    imageUrls: jsonColumn(),
    videos: jsonColumn(),
    landingUrl: stringColumn(2000, true),
    published: boolColumn,
    deleted: boolColumn,
    eventAt: instantColumn(),
  },
});

export const projectionEntities = [KnownListingEntity, KnownNameEntity, KnownResourceEntity];
