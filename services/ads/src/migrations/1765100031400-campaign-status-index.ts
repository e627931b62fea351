// The campaigns list filtered by status at a million rows (issue 31): campaigns_sort_status (kind, deleted,
// status, id) counts a status from the index, but the page, newest first, read the createdAt index and
// dropped the other statuses (12 ms of database CPU per page for a status one campaign in ten holds).
// (kind, deleted, status, createdAt, id) serves that page as a range read in its own order.
import { indexesMigration } from '@adops/platform';

export const CampaignStatusIndex1765100031400 = indexesMigration('CampaignStatusIndex1765100031400', {
  campaigns: [{ name: 'campaigns_status_created', columnNames: ['kind', 'deleted', 'status', 'createdAt', 'id'] }],
});
