// The reports area's report_links and the leads area's leads (reports/entities.ts, leads/entities.ts);
// the insights area keeps its figures in the campaigns area's tables (campaign_daily_insights and the
// campaigns' totals), made by 1765000027100.
import { tableId, tableInstant, tableRef, tableString, tableText, tablesMigration } from '@adops/platform';

export const CreateReportAndLeadTables1765000027800 = tablesMigration('CreateReportAndLeadTables1765000027800', () => [
  {
    name: 'report_links',
    columns: [{ ...tableString('shortId', 64), isPrimary: true }, tableRef('campaignId'), tableRef('customerId'), tableRef('createdBy', true), tableInstant('createdAt')],
    // One link per campaign: a second create finds it (and a race loses to this index).
    indexes: [{ name: 'report_links_campaign', columnNames: ['campaignId'], isUnique: true }],
  },
  {
    name: 'leads',
    columns: [
      tableId(),
      tableString('provider', 20),
      tableString('networkLeadId', 100),
      tableRef('campaignId'),
      tableRef('adSetId', true),
      tableRef('customerId'),
      tableRef('officeId', true),
      tableRef('agentId', true),
      tableRef('listingId', true),
      tableText('fields'),
      tableString('fullName', 200, true),
      tableString('email', 254, true),
      tableString('phone', 40, true),
      tableInstant('createdTime'),
      tableInstant('createdAt'),
    ],
    indexes: [
      // The deduplication: a lead redelivered by the webhook, re-polled after a restart, or both, is one row.
      { name: 'leads_network_lead', columnNames: ['provider', 'networkLeadId'], isUnique: true },
      // The list (a customer's, newest first) and the poll's "since" (a campaign's latest).
      { name: 'leads_customer_created', columnNames: ['customerId', 'createdTime'] },
      { name: 'leads_campaign_created', columnNames: ['campaignId', 'createdTime'] },
      { name: 'leads_agent_created', columnNames: ['agentId', 'createdTime'] },
    ],
  },
]);
