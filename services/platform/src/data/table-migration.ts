// A migration that creates tables with their indexes, and drops them (last first) on the way down:
// what a context's first migration and most later ones are, declared as data instead of each writing
// the same createTable/createIndex/dropTable steps. The class it returns is what TypeORM runs; its
// `name` (ending in the migration's timestamp) is how TypeORM records that it ran.
import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions, type TableIndexOptions } from 'typeorm';

export interface TableDeclaration {
  name: string;
  columns: TableColumnOptions[];
  indexes?: TableIndexOptions[];
}

export interface TablesMigrationOptions {
  /** Steps after the tables are made (e.g. a MySQL-only table), and their undoing before they are dropped. */
  after?: { up(q: QueryRunner, mysql: boolean): Promise<void>; down(q: QueryRunner, mysql: boolean): Promise<void> };
}

/** Whether a migration runs on MySQL/MariaDB (createDataSource's 'mysql'), not the embedded SQLite. */
export const isMysql = (q: QueryRunner) => q.connection.options.type === 'mysql';

/** `tables` gets whether the engine is MySQL, for the few column types that differ (tableBlob). */
export function tablesMigration(name: string, tables: (mysql: boolean) => TableDeclaration[], options: TablesMigrationOptions = {}): new () => MigrationInterface {
  return class implements MigrationInterface {
    name = name;

    async up(q: QueryRunner): Promise<void> {
      for (const t of tables(isMysql(q))) {
        await q.createTable(new Table({ name: t.name, columns: t.columns }));
        for (const index of t.indexes ?? []) await q.createIndex(t.name, new TableIndex(index));
      }
      await options.after?.up(q, isMysql(q));
    }

    async down(q: QueryRunner): Promise<void> {
      await options.after?.down(q, isMysql(q));
      for (const t of tables(isMysql(q)).reverse()) await q.dropTable(t.name);
    }
  };
}

/**
 * A migration that adds indexes to tables that exist, and drops them on the way down: what a list's sort
 * and filter indexes are (issue 31), portable to MariaDB and SQLite alike.
 */
export function indexesMigration(name: string, indexes: Record<string, TableIndexOptions[]>): new () => MigrationInterface {
  return class implements MigrationInterface {
    name = name;

    async up(q: QueryRunner): Promise<void> {
      for (const [table, list] of Object.entries(indexes)) for (const index of list) await q.createIndex(table, new TableIndex(index));
    }

    async down(q: QueryRunner): Promise<void> {
      for (const [table, list] of Object.entries(indexes).reverse()) for (const index of [...list].reverse()) await q.dropIndex(table, index.name!);
    }
  };
}
