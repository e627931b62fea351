// /campaigns and /gdn-campaigns (001 §2, §7, §9: admin, operations, sales): the social campaigns 50 a page and the
// display-network ones 25, newest first, searched by name, filtered by customer and status, each with its
// customer, order number, status, run, spend and delivery (reach, clicks, leads), and the selection downloaded
// as CSV (campaigns-{date}.csv, gdn-campaigns-{date}.csv). Admin and operations open a campaign's page.
import { useState } from 'react';
import { Badge, Button, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { LuDownload } from 'react-icons/lu';
import { useListCampaigns, useListGdnCampaigns, type AccountKind, type Campaign, type CampaignStatus } from '../../lib/api/generated/ads.ts';
import { useListCustomerOptions } from '../../lib/api/generated/customer.ts';
import { listParams, listQuery, nameMap, pageSizeOf } from '../../lib/api/lists.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { useListSearch } from '../../components/ListSearch.tsx';
import { Select, toOptions } from '../../components/Select.tsx';
import { formatMoney } from '../../constants.ts';
import { formatCount, formatRun } from '../reports/insights.ts';
import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUS_PALETTES, CAMPAIGN_STATUSES, campaignsExportName } from './constants.ts';
import { CAMPAIGN_MESSAGES } from './messages.ts';
import { CAMPAIGN_EDIT_ROLES } from './paths.ts';

const LIST = { social: 'listCampaigns', display: 'listGdnCampaigns' } as const;
const EXPORT = { social: '/api/campaigns/export', display: '/api/gdn-campaigns/export' } as const;
const TITLES = { social: 'FB Campaigns', display: 'GDN Campaigns' } as const;
const statusOptions = CAMPAIGN_STATUSES.map((s) => ({ value: s, label: CAMPAIGN_STATUS_LABELS[s] }));

export const CampaignStatusBadge = ({ status }: { status: CampaignStatus }) => (
  <Badge colorPalette={CAMPAIGN_STATUS_PALETTES[status]} data-testid="campaign-status">{CAMPAIGN_STATUS_LABELS[status]}</Badge>
);

/** A local date (YYYY-MM-DD) for the export's file name. */
const today = () => { const d = new Date(); return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`; };

export function CampaignsList({ kind, editPath }: { kind: AccountKind; editPath(id: string): string }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const s = useListSearch();
  const [customerId, setCustomerId] = useState('');
  const [status, setStatus] = useState('');
  const { data: customers } = useListCustomerOptions();
  const customerNames = nameMap(customers?.items);
  const filters = { customerId, status: status as CampaignStatus | '' };
  const query = { params: { query: listQuery(LIST[kind], { page: s.page, search: s.search, ...filters }) } };
  const social = useListCampaigns(kind === 'social' ? query : null);
  const display = useListGdnCampaigns(kind === 'display' ? query : null);
  const list = kind === 'social' ? social : display;
  const exportUrl = () => `${EXPORT[kind]}?${new URLSearchParams(Object.entries(listParams({ ...filters, search: s.search })).map(([k, v]) => [k, String(v)]))}`;
  const mayEdit = !!user?.roles.some((r) => CAMPAIGN_EDIT_ROLES.includes(r));
  const columns: Column<Campaign>[] = [
    { key: 'name', header: 'Campaign', render: (c) => <Text fontWeight="medium" data-testid="campaign-name">{c.name}</Text> },
    { key: 'customer', header: 'Customer', render: (c) => customerNames.get(c.customerId) ?? '' },
    { key: 'order', header: 'Order#', render: (c) => c.orderNumber },
    { key: 'status', header: 'Status', render: (c) => <CampaignStatusBadge status={c.status} /> },
    { key: 'run', header: 'Start – end', render: (c) => formatRun(c.startTime, c.endTime) },
    { key: 'spend', header: 'Spend', render: (c) => formatMoney(c.totals.spend, c.currency) },
    { key: 'reach', header: 'Reach', render: (c) => formatCount(c.totals.reach) },
    { key: 'clicks', header: 'Clicks', render: (c) => formatCount(c.totals.clicks) },
    { key: 'leads', header: 'Leads', render: (c) => formatCount(c.totals.leadsCount) },
  ];
  return (
    <ListPage title={TITLES[kind]} list={s} query={list}
      actions={<Button asChild size="sm" variant="outline"><a href={exportUrl()} download={campaignsExportName(kind, today())}><LuDownload /> Download CSV</a></Button>}
      search={{ label: 'Search campaigns', placeholder: 'Campaign name', searchingText: 'Searching campaigns...' }}
      filters={
        <>
          <Select name="customerFilter" aria-label="Customer" placeholder="All customers" value={customerId}
            onChange={(v) => { setCustomerId(v); s.setPage(1); }} options={toOptions(customers?.items)} />
          <Select name="statusFilter" aria-label="Status" placeholder="All statuses" value={status}
            onChange={(v) => { setStatus(v); s.setPage(1); }} options={statusOptions} />
        </>
      }
      columns={columns} pageSize={pageSizeOf(LIST[kind])} empty={CAMPAIGN_MESSAGES.noCampaigns}
      onOpen={mayEdit ? (c) => navigate(editPath(c.id)) : undefined} />
  );
}
