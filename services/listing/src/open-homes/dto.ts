// Visitors as the API shows them (openapi/listing OpenHomeVisitor): instants as ISO strings.
import type { OpenHomeVisitor } from '@adops/openapi/generated/listing';
import type { OpenHomeVisitorRow } from './entities.ts';

export const toOpenHomeVisitorDto = (v: OpenHomeVisitorRow): OpenHomeVisitor => ({
  id: v.id,
  customerId: v.customerId,
  listingId: v.listingId,
  officeId: v.officeId,
  agentId: v.agentId,
  firstName: v.firstName,
  lastName: v.lastName,
  email: v.email,
  phone: v.phone,
  notes: v.notes,
  visitedAt: v.visitedAt.toISOString(),
  createdAt: v.createdAt.toISOString(),
});
