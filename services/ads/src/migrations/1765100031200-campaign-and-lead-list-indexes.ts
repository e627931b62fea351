// The campaigns and leads lists at a million rows (issue 31): an index per sortable column ending in the
// id that breaks ties in the sort's direction, so `ORDER BY col, id LIMIT n` reads n index entries
// instead of sorting every row. Campaigns are always listed by kind and without the deleted ones, so
// those lead each of their indexes; a dashboard user's list is within their customer (the tenancy
// column first), a branch manager's within an office.
import { indexesMigration } from '@adops/platform';

const campaignSorts = ['createdAt', 'name', 'startTime', 'status'];
const leadSorts = ['createdTime', 'fullName'];

export const CampaignAndLeadListIndexes1765100031200 = indexesMigration('CampaignAndLeadListIndexes1765100031200', {
  campaigns: [
    ...campaignSorts.map((c) => ({ name: `campaigns_sort_${c}`, columnNames: ['kind', 'deleted', c, 'id'] })),
    ...campaignSorts.map((c) => ({ name: `campaigns_customer_sort_${c}`, columnNames: ['customerId', 'kind', 'deleted', c, 'id'] })),
    { name: 'campaigns_office_created', columnNames: ['officeId', 'kind', 'deleted', 'createdAt', 'id'] },
  ],
  leads: [
    ...leadSorts.map((c) => ({ name: `leads_sort_${c}`, columnNames: [c, 'id'] })),
    ...leadSorts.map((c) => ({ name: `leads_customer_sort_${c}`, columnNames: ['customerId', c, 'id'] })),
    { name: 'leads_office_created', columnNames: ['officeId', 'createdTime', 'id'] },
  ],
});
