// listing's open-home visitors: who signed in at the open home of a listing. Each keeps the listing's
// customer and office (the columns the owned-resource kit's customer and office scopes read) and its
// owning agent as they were when recorded (returned with the visitor, not read for access). An agent
// reaches a visitor through the listing's agent links (owners' `agent: { links: ListingAgentEntity,
// via: 'listingId' }` in store.ts), so the visitors follow the listing's current agents, and
// whoever reaches the listing reaches its visitors.
import { EntitySchema } from 'typeorm';
import { idColumn, instantColumn, refColumn, stringColumn } from '@adops/platform';

export interface OpenHomeVisitorRow {
  id: string;
  customerId: string;
  listingId: string;
  officeId: string | null;
  agentId: string | null;
  firstName: string;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  notes: string | null;
  visitedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export const OpenHomeVisitorEntity = new EntitySchema<OpenHomeVisitorRow>({
  name: 'OpenHomeVisitor',
  tableName: 'open_home_visitors',
  columns: {
    id: idColumn,
    customerId: refColumn(),
    listingId: refColumn(),
    officeId: refColumn(true),
    agentId: refColumn(true),
    firstName: stringColumn(100),
    lastName: stringColumn(100, true),
    email: stringColumn(254, true),
    phone: stringColumn(40, true),
    notes: stringColumn(2000, true),
    visitedAt: instantColumn(),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});
