// A pre-auth token records who minted it, user and session (docs/decisions.md "Customer dashboard"):
// only that session opens the link, and the "log in as" session it opens ends with the minter's.
// Not a tablesMigration: it adds nullable columns to a table with rows. The pre-auth tokens minted
// before it (they live a minute) have no minter and so open nothing; other purposes never have one.
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { tableRef } from '@adops/platform';

export class PreAuthOpener1764400001000 implements MigrationInterface {
  name = 'PreAuthOpener1764400001000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('user_tokens', [new TableColumn(tableRef('openerUserId', true)), new TableColumn(tableRef('openerSessionId', true))]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumns('user_tokens', ['openerSessionId', 'openerUserId']);
  }
}
