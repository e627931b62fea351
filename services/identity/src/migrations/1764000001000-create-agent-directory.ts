// identity's projection of the customer context's agents (fed by customer.events), so that sign-up and
// invitations can tell which customer and offices an agent belongs to without reading customer's tables.
import { tableId, tableInstant, tableRef, tableString, tableText, tablesMigration } from '@adops/platform';

export const CreateAgentDirectory1764000001000 = tablesMigration('CreateAgentDirectory1764000001000', () => [
  {
    name: 'agent_directory',
    columns: [tableId(), tableRef('customerId'), tableString('fullName', 200), tableString('email', 254, true), tableText('officeIds'), tableInstant('updatedAt')],
    indexes: [
      { name: 'agent_directory_email', columnNames: ['email'] },
      { name: 'agent_directory_customer', columnNames: ['customerId'] },
    ],
  },
]);
