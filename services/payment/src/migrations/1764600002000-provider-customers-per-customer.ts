// A provider customer (the saved-card account) per user AND per customer of the order paid: staff
// paying for several customers must never carry one customer's saved cards to another. The rows
// keyed by user alone are dropped, not carried over: a staff user's account may hold cards of
// several customers, so no customer can safely inherit it; a user simply gets a new account (and
// saves cards again) the next time they pay.
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { tableInstant, tableRef, tableString } from '@adops/platform';

const table = (keys: string[]) =>
  new Table({
    name: 'provider_customers',
    columns: [
      { ...tableRef('userId'), isPrimary: true },
      ...(keys.includes('customerId') ? [{ ...tableRef('customerId'), isPrimary: true }] : []),
      { ...tableString('provider', 20), isPrimary: true },
      tableString('providerCustomerId', 255),
      tableInstant('createdAt'),
    ],
  });

export class ProviderCustomersPerCustomer1764600002000 implements MigrationInterface {
  name = 'ProviderCustomersPerCustomer1764600002000';

  async up(q: QueryRunner): Promise<void> {
    await q.dropTable('provider_customers');
    await q.createTable(table(['customerId']));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('provider_customers');
    await q.createTable(table([]));
  }
}
