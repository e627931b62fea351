// A campaign whose creation met a network error is tried again later (campaigns/create-campaign.ts):
// how many tries it has had, and when the next is due (null: none is due, a job is queued or it is created).
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { tableInstant, tableInt } from '@adops/platform';

export class CampaignCreationRetries1765000027510 implements MigrationInterface {
  name = 'CampaignCreationRetries1765000027510';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('campaigns', [new TableColumn(tableInt('creationAttempts')), new TableColumn(tableInstant('nextAttemptAt', true))]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('campaigns', 'nextAttemptAt');
    await q.dropColumn('campaigns', 'creationAttempts');
  }
}
