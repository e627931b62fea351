// Where a known office is (customer context's office.created / updated): its shown address, postcode,
// country and map point on its known_names row, so a template's OFFICE location (000 §3) targets the
// office's postcode or a radius around it. Null on customers' and agents' rows, and on offices until
// their next event carries the place.
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { tableString } from '@adops/platform';

const tableDouble = (name: string) => ({ name, type: 'double', isNullable: true });

export class KnownOfficePlaces1765000027920 implements MigrationInterface {
  name = 'KnownOfficePlaces1765000027920';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('known_names', [
      new TableColumn(tableString('address', 500, true)),
      new TableColumn(tableString('postcode', 20, true)),
      new TableColumn(tableString('country', 2, true)),
      new TableColumn(tableDouble('latitude')),
      new TableColumn(tableDouble('longitude')),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const column of ['longitude', 'latitude', 'country', 'postcode', 'address']) await q.dropColumn('known_names', column);
  }
}
