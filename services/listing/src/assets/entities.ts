// listing's assets: images and videos of a customer, uploaded to its library or to one of its listings.
// The row keeps the object keys, never URLs: cdnUrl, s3Url and thumbnail are built from the keys by the
// object store when read, so a CDN put in front later changes every answer at once. An asset uploaded
// to a listing keeps that listing's office and owning agent (the owned-resource kit's scope columns),
// kept for a later narrowing; reads are customer-wide (store.ts).
import { EntitySchema } from 'typeorm';
import { idColumn, instantColumn, intColumn, refColumn, stringColumn } from '@adops/platform';

export interface AssetRow {
  id: string;
  customerId: string;
  listingId: string | null;
  officeId: string | null;
  agentId: string | null;
  kind: 'image' | 'video';
  format: string;
  mediaType: string;
  size: number;
  originalFileName: string | null;
  name: string | null;
  /** The original's object key (listing/<customerId>/<assetId>/original.<ext>). */
  storageKey: string;
  /** The thumbnail's or poster frame's key; null when there is none (wav, or no ffmpeg). */
  thumbnailKey: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const AssetEntity = new EntitySchema<AssetRow>({
  name: 'Asset',
  tableName: 'assets',
  columns: {
    id: idColumn,
    customerId: refColumn(),
    listingId: refColumn(true),
    officeId: refColumn(true),
    agentId: refColumn(true),
    kind: stringColumn(10),
    format: stringColumn(10),
    mediaType: stringColumn(100),
    size: intColumn,
    originalFileName: stringColumn(300, true),
    name: stringColumn(300, true),
    storageKey: stringColumn(300),
    thumbnailKey: stringColumn(300, true),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});
