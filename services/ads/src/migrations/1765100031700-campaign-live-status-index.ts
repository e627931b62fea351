// The campaigns list filtered by status at a million rows (issue 31): MariaDB counted a status through an
// index-merge intersection of campaigns_status (status) and campaigns_sort_status (kind, deleted, status, id),
// both read in id order because equality covers every column before the id: 11 ms of database CPU a page, where
// campaigns_status_created counts the same rows as one range. The status sync (store.ts, `onNetwork`: live
// statuses, not deleted, oldest first) is what needed the single-column index: (status, deleted, createdAt)
// serves it, and with columns after the status it is no candidate for an intersection.
import { indexesMigration } from '@adops/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const live = new (indexesMigration('CampaignLiveStatusIndex', {
  campaigns: [{ name: 'campaigns_status_live', columnNames: ['status', 'deleted', 'createdAt'] }],
}))();
const statusOnly = new (indexesMigration('CampaignStatusOnlyIndex', {
  campaigns: [{ name: 'campaigns_status', columnNames: ['status'] }],
}))();

export class CampaignLiveStatusIndex1765100031700 implements MigrationInterface {
  name = 'CampaignLiveStatusIndex1765100031700';

  async up(q: QueryRunner): Promise<void> {
    await live.up(q);
    await statusOnly.down(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await statusOnly.up(q);
    await live.down(q);
  }
}
