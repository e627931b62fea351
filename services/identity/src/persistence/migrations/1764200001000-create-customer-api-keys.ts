// identity's projection of the customers' API keys (fed by customer.events), so that POST
// /api/auth/token can exchange a customer's key without reading customer's tables.
import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { tableBool, tableId, tableInstant, tableRef, tableString } from '@adops/platform';

export class CreateCustomerApiKeys1764200001000 implements MigrationInterface {
  name = 'CreateCustomerApiKeys1764200001000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'customer_api_keys',
        columns: [tableId('customerId'), tableBool('customerActive', true), tableRef('keyId', true), tableString('prefix', 40, true), tableString('keyHash', 64, true), tableInstant('keyCreatedAt', true), tableInstant('updatedAt')],
      }),
    );
    await q.createIndex('customer_api_keys', new TableIndex({ name: 'customer_api_keys_prefix', columnNames: ['prefix'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('customer_api_keys');
  }
}
