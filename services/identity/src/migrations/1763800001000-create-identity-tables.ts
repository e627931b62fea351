// identity's own tables: users, one-time tokens, API keys, pictures, and on MySQL the sign-in rate
// limiter's shared counters.
import { tableBlob, tableBool, tableId, tableInstant, tableRef, tableString, tableText, tablesMigration } from '@adops/platform';

export const CreateIdentityTables1763800001000 = tablesMigration(
  'CreateIdentityTables1763800001000',
  (mysql) => [
    {
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
      indexes: [
        { name: 'users_email_kind', columnNames: ['email', 'kind'], isUnique: true },
        { name: 'users_kind_created', columnNames: ['kind', 'createdAt'] },
        { name: 'users_customer', columnNames: ['customerId'] },
      ],
    },
    {
      name: 'user_tokens',
      columns: [tableId(), tableRef('userId'), tableString('purpose', 16), tableString('tokenHash', 64), tableInstant('expiresAt'), tableInstant('usedAt', true), tableInstant('createdAt')],
      indexes: [
        { name: 'user_tokens_hash', columnNames: ['tokenHash'], isUnique: true },
        { name: 'user_tokens_user', columnNames: ['userId', 'purpose'] },
      ],
    },
    {
      name: 'api_keys',
      columns: [tableId(), tableRef('userId'), tableString('name', 100), tableString('prefix', 40), tableString('secretHash', 64), tableInstant('lastUsedAt', true), tableInstant('revokedAt', true), tableInstant('createdAt')],
      indexes: [{ name: 'api_keys_prefix', columnNames: ['prefix'], isUnique: true }],
    },
    { name: 'user_pictures', columns: [tableId('userId'), tableString('contentType', 40), tableBlob('data', mysql), tableInstant('updatedAt')] },
  ],
  {
    after: {
      // The sign-in rate limiter's shared counters (rate-limiter-flexible's layout), so every replica
      // counts the same attempts. In the embedded default (SQLite, one process) they live in memory.
      async up(q, mysql) {
        if (mysql) {
          await q.query(
            'CREATE TABLE rate_limits (`key` VARCHAR(255) CHARACTER SET utf8 NOT NULL, `points` INT(9) NOT NULL DEFAULT 0, `expire` BIGINT UNSIGNED, PRIMARY KEY (`key`)) ENGINE = INNODB',
          );
        }
      },
      async down(q, mysql) {
        if (mysql) await q.query('DROP TABLE rate_limits');
      },
    },
  },
);
