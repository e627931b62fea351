// The leads area's table: lead-form submissions of the campaigns, one row per network lead id,
// attributed to the campaign's customer, office, listing and an agent.
import { EntitySchema } from 'typeorm';
import { idColumn, instantColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';
import type { NetworkProvider } from '../campaigns/network/port.ts';

export interface LeadRow {
  id: string;
  provider: NetworkProvider;
  /** The network's lead id: unique per provider, so a redelivered or re-polled lead is kept once. */
  networkLeadId: string;
  campaignId: string;
  adSetId: string | null;
  customerId: string;
  officeId: string | null;
  agentId: string | null;
  listingId: string | null;
  fields: Record<string, string>;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  /** When the person submitted the form (the network's time). */
  createdTime: Date;
  createdAt: Date;
}

export const LeadEntity = new EntitySchema<LeadRow>({
  name: 'Lead',
  tableName: 'leads',
  columns: {
    id: idColumn,
    provider: stringColumn(20),
    networkLeadId: stringColumn(100),
    campaignId: refColumn(),
    adSetId: refColumn(true),
    customerId: refColumn(),
    officeId: refColumn(true),
    agentId: refColumn(true),
    listingId: refColumn(true),
    fields: jsonColumn(),
    fullName: stringColumn(200, true),
    email: stringColumn(254, true),
    phone: stringColumn(40, true),
    createdTime: instantColumn(),
    createdAt: instantColumn(),
  },
});

export const leadEntities = [LeadEntity];
