// The campaigns' and leads' lists' search at a million rows (issue 31): a trigram index of each list's searched
// columns on SQLite (platform data/search-index.ts), kept by triggers; nothing on MariaDB, which has no substring index.
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { searchIndexMigration } from '@adops/platform';

const campaigns = new (searchIndexMigration('CampaignSearchIndex', 'campaigns', ['name']))();
const leads = new (searchIndexMigration('LeadSearchIndex', 'leads', ['fullName', 'email', 'phone']))();

export class CampaignAndLeadSearchIndexes1765100031600 implements MigrationInterface {
  name = 'CampaignAndLeadSearchIndexes1765100031600';

  async up(q: QueryRunner): Promise<void> {
    await campaigns.up(q);
    await leads.up(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await leads.down(q);
    await campaigns.down(q);
  }
}
