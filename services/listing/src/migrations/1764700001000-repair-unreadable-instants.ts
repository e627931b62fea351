// Instants saved before every API and bulk row held them to the platform's rule (data/instants.ts): an
// impossible day, a zero date or a year outside 1000-9999 that the databases cannot give back as itself,
// which made every read and list page holding the row fail. A listing's start (optional) becomes NULL:
// it is unknown. A visitor's visit time is required, so it becomes the time the visitor was recorded
// (createdAt), which is what a visit saved without a time gets anyway.
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { repairStoredInstants } from '@adops/platform';

export class RepairUnreadableInstants1764700001000 implements MigrationInterface {
  name = 'RepairUnreadableInstants1764700001000';

  async up(q: QueryRunner): Promise<void> {
    await repairStoredInstants(q, [
      { table: 'listings', column: 'startTimestamp' },
      { table: 'open_home_visitors', column: 'visitedAt', fallback: 'createdAt' },
    ]);
  }

  /** The values replaced were unreadable: there is nothing to put back. */
  async down(): Promise<void> {}
}
