// The bulk-upload rows the owned-resource kit guards: a batch and a distribution are their customer's,
// in the batch's office and of its agent, so another customer's batch is 404 exactly like a missing one.
import { lists } from '@adops/openapi/generated/lists';
import type { ListingResources } from './resources.ts';
import { BulkDistributionEntity, BulkUploadEntity } from './bulk-entities.ts';

export function bulkResources(kit: ListingResources['kit']) {
  const owners = { customer: 'customerId', office: { column: 'officeId', many: false }, agent: 'agentId' } as const;
  return {
    batches: kit.resource({ entity: BulkUploadEntity, alias: 'b', owners, notFound: 'Bulk upload not found.', list: lists.listBulkUploads }),
    distributions: kit.resource({ entity: BulkDistributionEntity, alias: 'd', owners, notFound: 'Distribution not found.' }),
  };
}

export type BulkResources = ReturnType<typeof bulkResources>;
