// The audiences area's tables: a social account's custom audiences as last synced from its network
// (with the tags staff give them), the customers' LLA (lookalike) tags, and the pages accounts post as.
import { EntitySchema } from 'typeorm';
import { bigintColumn, idColumn, instantColumn, intColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';
import type { AudienceSubtype } from '../campaigns/network/port.ts';

export interface CustomAudienceRow {
  id: string;
  adAccountId: string;
  /** The network's audience id; unique within the account. */
  audienceId: string;
  name: string;
  description: string;
  subtype: AudienceSubtype;
  approximateCount: number | null;
  /** Staff labels, no two alike whatever their case (rules.ts). */
  tags: string[];
  syncedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export const CustomAudienceEntity = new EntitySchema<CustomAudienceRow>({
  name: 'CustomAudience',
  tableName: 'custom_audiences',
  columns: {
    id: idColumn,
    adAccountId: refColumn(),
    audienceId: stringColumn(40),
    name: stringColumn(200),
    description: stringColumn(500),
    subtype: stringColumn(20),
    // Meta's estimates run into the hundreds of millions: past an int's range for the largest countries' lookalikes.
    approximateCount: bigintColumn(true),
    tags: jsonColumn(),
    syncedAt: instantColumn(),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

export interface LlaTagRow {
  id: string;
  customerId: string;
  name: string;
  /** Custom audiences (our ids) the lookalike is modelled on. */
  sourceAudienceIds: string[];
  country: string;
  /** Per cent of the country's population, 1 to 10. */
  ratio: number;
  createdAt: Date;
  updatedAt: Date;
}

export const LlaTagEntity = new EntitySchema<LlaTagRow>({
  name: 'LlaTag',
  tableName: 'lla_tags',
  columns: {
    id: idColumn,
    customerId: refColumn(),
    name: stringColumn(100),
    sourceAudienceIds: jsonColumn(),
    country: stringColumn(2),
    ratio: intColumn,
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

export interface MetaPageRow {
  id: string;
  adAccountId: string;
  /** The network's page id; unique within the account. */
  pageId: string;
  name: string;
  link: string | null;
  syncedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export const MetaPageEntity = new EntitySchema<MetaPageRow>({
  name: 'MetaPage',
  tableName: 'meta_pages',
  columns: {
    id: idColumn,
    adAccountId: refColumn(),
    pageId: stringColumn(40),
    name: stringColumn(200),
    link: stringColumn(500, true),
    syncedAt: instantColumn(),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

export const audienceEntities = [CustomAudienceEntity, LlaTagEntity, MetaPageEntity];
