// An API key's roles and optional expiry: what its tokens may do and until when.
// Not a tablesMigration: it adds columns to a table with rows. `roles` is nullable in the table only
// so that it can be added to those rows (SQLite adds no NOT NULL column without a default, MariaDB
// gives TEXT none); the keys made before it get their user's roles, which is what their tokens
// carried, and every key made since stores its own.
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { tableInstant, tableText } from '@adops/platform';

export class ApiKeyRolesExpiry1764300001000 implements MigrationInterface {
  name = 'ApiKeyRolesExpiry1764300001000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('api_keys', [new TableColumn(tableText('roles', true)), new TableColumn(tableInstant('expiresAt', true))]);
    await q.query('UPDATE api_keys SET roles = (SELECT u.roles FROM users u WHERE u.id = api_keys.userId) WHERE roles IS NULL');
    // A key whose user is gone (removal deletes both; none should be left) may do nothing.
    await q.query("UPDATE api_keys SET roles = '[]' WHERE roles IS NULL");
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumns('api_keys', ['expiresAt', 'roles']);
  }
}
