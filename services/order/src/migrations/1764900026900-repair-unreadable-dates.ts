// An order's start date saved before the API held dates to the platform's rule (data/instants.ts): a
// day that does not exist (2026-12-39, 30 February) passed the old check, which compared texts, and
// made the order's reads fail. It becomes NULL: the start date is optional and that day is unknown.
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { repairStoredInstants } from '@adops/platform';

export class RepairUnreadableDates1764900026900 implements MigrationInterface {
  name = 'RepairUnreadableDates1764900026900';

  async up(q: QueryRunner): Promise<void> {
    await repairStoredInstants(q, [{ table: 'orders', column: 'startDate', kind: 'date' }]);
  }

  /** The values replaced were unreadable: there is nothing to put back. */
  async down(): Promise<void> {}
}
