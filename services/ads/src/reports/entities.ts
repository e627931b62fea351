// The reports area's table: each campaign's public report link (one at most), by its unguessable short id.
import { EntitySchema } from 'typeorm';
import { instantColumn, refColumn } from '@adops/platform';

export interface ReportLinkRow {
  /** 128 random bits, base64url: the link's only credential. */
  shortId: string;
  campaignId: string;
  customerId: string;
  createdBy: string | null;
  createdAt: Date;
}

export const ReportLinkEntity = new EntitySchema<ReportLinkRow>({
  name: 'ReportLink',
  tableName: 'report_links',
  columns: {
    shortId: { type: 'varchar', length: 64, primary: true },
    campaignId: refColumn(),
    customerId: refColumn(),
    createdBy: refColumn(true),
    createdAt: instantColumn(),
  },
});

export const reportEntities = [ReportLinkEntity];
