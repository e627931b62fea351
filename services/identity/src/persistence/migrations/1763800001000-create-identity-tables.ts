import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { tableBool, tableId, tableInstant, tableRef, tableString, tableText } from '@adops/platform';

export class CreateIdentityTables1763800001000 implements MigrationInterface {
  name = 'CreateIdentityTables1763800001000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql';
    await q.createTable(
      new Table({
        name: 'users',
        columns: [
          tableId(),
          tableString('email', 254),
          tableString('kind', 16),
          tableString('displayName', 100),
          tableString('username', 100, true),
          tableText('roles'),
          tableBool('isActive', false),
          tableString('passwordHash', 200, true),
          tableRef('customerId', true),
          tableRef('agentId', true),
          tableText('officeIds'),
          tableText('linkedAccounts'),
          tableBool('hasPicture', false),
          tableInstant('lastSignInAt', true),
          tableInstant('createdAt'),
          tableInstant('updatedAt'),
        ],
      }),
    );
    await q.createIndex('users', new TableIndex({ name: 'users_email_kind', columnNames: ['email', 'kind'], isUnique: true }));
    await q.createIndex('users', new TableIndex({ name: 'users_kind_created', columnNames: ['kind', 'createdAt'] }));
    await q.createIndex('users', new TableIndex({ name: 'users_customer', columnNames: ['customerId'] }));

    await q.createTable(
      new Table({
        name: 'user_tokens',
        columns: [tableId(), tableRef('userId'), tableString('purpose', 16), tableString('tokenHash', 64), tableInstant('expiresAt'), tableInstant('usedAt', true), tableInstant('createdAt')],
      }),
    );
    await q.createIndex('user_tokens', new TableIndex({ name: 'user_tokens_hash', columnNames: ['tokenHash'], isUnique: true }));
    await q.createIndex('user_tokens', new TableIndex({ name: 'user_tokens_user', columnNames: ['userId', 'purpose'] }));

    await q.createTable(
      new Table({
        name: 'api_keys',
        columns: [tableId(), tableRef('userId'), tableString('name', 100), tableString('prefix', 40), tableString('secretHash', 64), tableInstant('lastUsedAt', true), tableInstant('revokedAt', true), tableInstant('createdAt')],
      }),
    );
    await q.createIndex('api_keys', new TableIndex({ name: 'api_keys_prefix', columnNames: ['prefix'], isUnique: true }));

    await q.createTable(
      new Table({
        name: 'user_pictures',
        // MySQL's BLOB holds 64 KB; pictures may be up to 2 MB.
        columns: [tableId('userId'), tableString('contentType', 40), { name: 'data', type: mysql ? 'mediumblob' : 'blob' }, tableInstant('updatedAt')],
      }),
    );

    if (mysql) {
      // The sign-in rate limiter's shared counters (rate-limiter-flexible's layout), so every
      // replica counts the same attempts.
      await q.query(
        'CREATE TABLE rate_limits (`key` VARCHAR(255) CHARACTER SET utf8 NOT NULL, `points` INT(9) NOT NULL DEFAULT 0, `expire` BIGINT UNSIGNED, PRIMARY KEY (`key`)) ENGINE = INNODB',
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    if (q.connection.options.type === 'mysql') await q.query('DROP TABLE rate_limits');
    for (const t of ['user_pictures', 'api_keys', 'user_tokens', 'users']) await q.dropTable(t);
  }
}
