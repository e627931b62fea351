// identity's projection of the customer context's agents (fed by customer.events).
import { EntitySchema } from 'typeorm';
import { idColumn, instantColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';

/** An agent of the customer context, as identity needs it: who it belongs to and its e-mail. */
export interface DirectoryAgentRow {
  id: string;
  customerId: string;
  fullName: string;
  email: string | null;
  officeIds: string[];
  updatedAt: Date;
}

export const DirectoryAgentEntity = new EntitySchema<DirectoryAgentRow>({
  name: 'DirectoryAgent',
  tableName: 'agent_directory',
  columns: {
    id: idColumn,
    customerId: refColumn(),
    fullName: stringColumn(200),
    email: stringColumn(254, true),
    officeIds: jsonColumn(),
    updatedAt: instantColumn(),
  },
});
