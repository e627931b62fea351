// Column shapes shared by every service's EntitySchemas and migrations, so MySQL and SQLite agree.
import type { EntitySchemaColumnOptions, TableColumnOptions } from 'typeorm';

export const idColumn: EntitySchemaColumnOptions = { type: 'varchar', length: 36, primary: true };
export const refColumn = (nullable = false): EntitySchemaColumnOptions => ({ type: 'varchar', length: 36, nullable });
export const instantColumn = (nullable = false): EntitySchemaColumnOptions => ({ type: 'datetime', precision: 3, nullable });
export const jsonColumn = (nullable = false): EntitySchemaColumnOptions => ({ type: 'simple-json', nullable });
export const stringColumn = (length: number, nullable = false): EntitySchemaColumnOptions => ({ type: 'varchar', length, nullable });
export const boolColumn: EntitySchemaColumnOptions = { type: 'boolean' };
export const intColumn: EntitySchemaColumnOptions = { type: 'int' };
/**
 * Whole numbers beyond an int (amounts in minor units up to 10^14, counts): MySQL hands bigint back as
 * a string, so it is read as a number again; a nullable column's null stays null.
 */
export const bigintColumn = (nullable = false): EntitySchemaColumnOptions => ({
  type: 'bigint',
  nullable,
  transformer: { to: (v: number | null) => v, from: (v: string | number | null) => (v === null ? null : Number(v)) },
});
/** Bytes (pictures, logos); the migration picks the engine's type that holds them (tableBlob). */
export const blobColumn: EntitySchemaColumnOptions = { type: 'blob' };

export const tableId = (name = 'id'): TableColumnOptions => ({ name, type: 'varchar', length: '36', isPrimary: true });
export const tableRef = (name: string, nullable = false): TableColumnOptions => ({ name, type: 'varchar', length: '36', isNullable: nullable });
export const tableInstant = (name: string, nullable = false): TableColumnOptions => ({ name, type: 'datetime', precision: 3, isNullable: nullable });
export const tableText = (name: string, nullable = false): TableColumnOptions => ({ name, type: 'text', isNullable: nullable });
export const tableString = (name: string, length: number, nullable = false): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });
export const tableBool = (name: string, defaultValue: boolean): TableColumnOptions => ({ name, type: 'boolean', default: defaultValue ? 1 : 0 });
export const tableInt = (name: string, defaultValue = 0): TableColumnOptions => ({ name, type: 'int', default: defaultValue });
/** Up to 16 MB on MySQL (its BLOB holds 64 KB; pictures and logos may be 2 MB); SQLite's BLOB has no such limit. */
export const tableBlob = (name: string, mysql: boolean): TableColumnOptions => ({ name, type: mysql ? 'mediumblob' : 'blob' });
