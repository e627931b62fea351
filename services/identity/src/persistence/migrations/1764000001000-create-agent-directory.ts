// identity's projection of the customer context's agents (fed by customer.events), so that sign-up and
// invitations can tell which customer and offices an agent belongs to without reading customer's tables.
import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { tableId, tableInstant, tableRef, tableString, tableText } from '@adops/platform';

export class CreateAgentDirectory1764000001000 implements MigrationInterface {
  name = 'CreateAgentDirectory1764000001000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'agent_directory',
        columns: [tableId(), tableRef('customerId'), tableString('fullName', 200), tableString('email', 254, true), tableText('officeIds'), tableInstant('updatedAt')],
      }),
    );
    await q.createIndex('agent_directory', new TableIndex({ name: 'agent_directory_email', columnNames: ['email'] }));
    await q.createIndex('agent_directory', new TableIndex({ name: 'agent_directory_customer', columnNames: ['customerId'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('agent_directory');
  }
}
