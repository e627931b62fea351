// A customer's logo at its public address (customer.created / updated's logoUrl) on its known_names
// row, so a campaign's public report shows it (003 §3 Report, headerLogo). Null on offices' and agents'
// rows, and on customers until their next event carries it (the customer context's migration records
// one for every customer that had a logo).
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { tableString } from '@adops/platform';

export class KnownCustomerLogos1765000027990 implements MigrationInterface {
  name = 'KnownCustomerLogos1765000027990';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('known_names', new TableColumn(tableString('logoUrl', 100, true)));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('known_names', 'logoUrl');
  }
}
