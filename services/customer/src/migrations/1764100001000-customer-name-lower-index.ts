import type { MigrationInterface, QueryRunner } from 'typeorm';

// A customer's name is unique regardless of case: creating or renaming one looks up
// LOWER(name) (customers/store.ts, nameTaken). On SQLite an index on that expression turns the
// lookup from a scan of every customer into a search, so a create costs the same at 500 customers
// and at 20,000. MariaDB has no index on an expression (it would take a generated column), so there
// the lookup still scans.
// Not a tablesMigration: it makes no table, and TypeORM's TableIndex cannot index an expression.
export class CustomerNameLowerIndex1764100001000 implements MigrationInterface {
  // What TypeORM records (it fell back to the class name before this was written out; same string).
  name = 'CustomerNameLowerIndex1764100001000';

  async up(q: QueryRunner): Promise<void> {
    if (q.connection.options.type === 'mysql') return;
    await q.query('CREATE INDEX "customers_name_lower" ON "customers" (LOWER("name"))');
  }

  async down(q: QueryRunner): Promise<void> {
    if (q.connection.options.type === 'mysql') return;
    await q.query('DROP INDEX "customers_name_lower"');
  }
}
