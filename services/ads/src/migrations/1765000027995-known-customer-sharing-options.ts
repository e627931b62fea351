// A customer's sharing options (customer.created / updated's sharingOptions, 003 §6) on its known_names
// row, so sharing by e-mail refuses what the customer turned off. Null on offices' and agents' rows, and
// on customers until their next event carries them (the customer context's migration records one for
// every customer): null means the defaults, everything may be shared.
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { tableText } from '@adops/platform';

export class KnownCustomerSharingOptions1765000027995 implements MigrationInterface {
  name = 'KnownCustomerSharingOptions1765000027995';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('known_names', new TableColumn(tableText('sharingOptions', true)));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('known_names', 'sharingOptions');
  }
}
