// An office's place besides its shown address: postcode, country and map point, which campaigns aimed
// at the office use (000 §3 OFFICE location: its postcode, or a radius around its point). All optional;
// offices saved before have none until they are edited.
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { tableString } from '@adops/platform';

const tableDouble = (name: string) => ({ name, type: 'double', isNullable: true });

export class OfficePlace1765000027900 implements MigrationInterface {
  name = 'OfficePlace1765000027900';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('offices', [new TableColumn(tableString('postcode', 20, true)), new TableColumn(tableString('country', 2, true)), new TableColumn(tableDouble('latitude')), new TableColumn(tableDouble('longitude'))]);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const column of ['longitude', 'latitude', 'country', 'postcode']) await q.dropColumn('offices', column);
  }
}
