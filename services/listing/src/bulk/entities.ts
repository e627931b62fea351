// listing's bulk-upload tables: a batch (one upload of a customer), the outcome of each of its rows
// (the key that makes the batch job idempotent per row), and its distributions to stores. All three
// keep the batch's owners (customer, office, agent), the columns the owned-resource kit's scopes read.
import { EntitySchema } from 'typeorm';
import { idColumn, instantColumn, intColumn, refColumn, stringColumn } from '@adops/platform';

export type BulkUploadStatus = 'queued' | 'running' | 'completed' | 'failed' | 'stopped';

export interface BulkUploadRow {
  id: string;
  customerId: string;
  officeId: string | null;
  /** An agent's upload: the listings are their own agent's. */
  agentId: string | null;
  name: string;
  format: 'csv' | 'xlsx' | 'zip';
  status: BulkUploadStatus;
  total: number;
  /** Rows read, listings made or left out. */
  done: number;
  failed: number;
  /** The upload as stored (the job reads it from there, in whichever replica runs it). */
  objectKey: string;
  jobId: string | null;
  error: string | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
}

export const BulkUploadEntity = new EntitySchema<BulkUploadRow>({
  name: 'BulkUpload',
  tableName: 'bulk_uploads',
  columns: {
    id: idColumn,
    customerId: refColumn(),
    officeId: refColumn(true),
    agentId: refColumn(true),
    name: stringColumn(200),
    format: stringColumn(10),
    status: stringColumn(20),
    total: intColumn,
    done: intColumn,
    failed: intColumn,
    objectKey: stringColumn(300),
    jobId: refColumn(true),
    error: stringColumn(1000, true),
    createdBy: refColumn(true),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
    finishedAt: instantColumn(true),
  },
});

/** One row of a batch's table, once read: the listing it became, or why it was left out. */
export interface BulkUploadRowOutcome {
  id: string;
  bulkId: string;
  rowNumber: number;
  listingId: string | null;
  error: string | null;
  createdAt: Date;
}

export const BulkUploadRowEntity = new EntitySchema<BulkUploadRowOutcome>({
  name: 'BulkUploadRowOutcome',
  tableName: 'bulk_upload_rows',
  columns: {
    id: idColumn,
    bulkId: refColumn(),
    rowNumber: intColumn,
    listingId: refColumn(true),
    error: stringColumn(1000, true),
    createdAt: instantColumn(),
  },
});

export interface BulkDistributionRow {
  id: string;
  bulkId: string;
  customerId: string;
  officeId: string | null;
  agentId: string | null;
  storeId: string;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const BulkDistributionEntity = new EntitySchema<BulkDistributionRow>({
  name: 'BulkDistribution',
  tableName: 'bulk_distributions',
  columns: {
    id: idColumn,
    bulkId: refColumn(),
    customerId: refColumn(),
    officeId: refColumn(true),
    agentId: refColumn(true),
    storeId: refColumn(),
    createdBy: refColumn(true),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

export const bulkEntities = [BulkUploadEntity, BulkUploadRowEntity, BulkDistributionEntity];
