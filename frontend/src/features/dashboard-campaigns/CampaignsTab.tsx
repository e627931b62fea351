// The index's campaigns tab (002 §2, §3, §9): the stats of the campaigns the user may see (listCampaignStats;
// the server scopes them as it does orders), 10 a page (10 to 100), start time descending, as a list or a
// grid (the dashboard's defaultCampaignsView first). The Excel export shows for enableCampaignExportRoles, each
// campaign's lifetime budget for enableCampaignBudgetRoles (carried in the stats row, so display campaigns,
// which dashboard users cannot read one by one, show theirs too).
import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, ButtonGroup, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuDownload, LuLayoutGrid, LuList } from 'react-icons/lu';
import { useListCampaignStats, type CampaignStat } from '../../lib/api/generated/ads.ts';
import { listQuery } from '../../lib/api/lists.ts';
import { DataTable, Pager, type Column } from '../../components/DataTable.tsx';
import { SearchBox, useListSearch } from '../../components/ListSearch.tsx';
import { Page } from '../../components/Page.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { Select } from '../../components/Select.tsx';
import { formatDate, formatMoney } from '../../constants.ts';
import { useDashboard } from '../../frames/dashboard/useDashboard.ts';
import { CAMPAIGN_STATS_PAGE_SIZE, CAMPAIGN_STATS_PAGE_SIZES, CAMPAIGN_STATS_SORT, campaignStatsExportName, KIND_LABELS, type CampaignsView } from './constants.ts';
import { CAMPAIGNS_TAB_MESSAGES } from './messages.ts';
import { campaignStatsExportUrl, formatCount, formatMajor, formatPercent, initialView, statusLabel } from './campaignStats.ts';

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** A campaign's lifetime budget, from its stats row (no read per row), social and display alike. */
const Budget = ({ stat }: { stat: CampaignStat }) => <>{formatMoney(stat.lifetimeBudget, stat.currency)}</>;

const StatusBadge = ({ stat }: { stat: CampaignStat }) => (
  <Badge colorPalette={stat.isCompleted ? 'gray' : 'green'}>{statusLabel(stat)}</Badge>
);

function StatCard({ stat, showBudget }: { stat: CampaignStat; showBudget: boolean }) {
  const figure = (label: string, value: ReactNode) => (
    <Stack gap="0"><Text fontSize="xs" color="fg.muted">{label}</Text><Text fontWeight="medium">{value}</Text></Stack>
  );
  return (
    <Card.Root size="sm" data-testid="campaign-card">
      <Card.Header>
        <HStack justify="space-between" align="start">
          <Text fontWeight="semibold">{stat.name}</Text>
          <StatusBadge stat={stat} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">{KIND_LABELS[stat.kind]} · {formatDate(stat.startTime)} – {formatDate(stat.endTime)}</Text>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={3} gap="3">
          {figure('Reach', formatCount(stat.insights.reach))}
          {figure('Impressions', formatCount(stat.insights.impressions))}
          {figure('Clicks', formatCount(stat.insights.clicks))}
          {figure('CTR', formatPercent(stat.insights.ctr))}
          {figure('Video views', formatCount(stat.insights.videoViews))}
          {figure('Leads', formatCount(stat.leadsCount))}
          {showBudget && figure('Budget', <Budget stat={stat} />)}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

export function CampaignsTab() {
  const { dashboard, roleIn } = useDashboard();
  const controls = dashboard?.config.controls;
  const [chosenView, setView] = useState<CampaignsView | undefined>();
  const view = chosenView ?? initialView(controls?.defaultCampaignsView);
  const [limit, setLimit] = useState(CAMPAIGN_STATS_PAGE_SIZE);
  const s = useListSearch();
  const query = useListCampaignStats({
    params: { query: { ...listQuery('listCampaignStats', { page: s.page, search: s.search }), limit, sort: CAMPAIGN_STATS_SORT } },
  });
  const showBudget = roleIn(controls?.enableCampaignBudgetRoles);
  const rows = query.data?.items.map((c) => ({ ...c, id: c.campaignId }));
  const columns: Column<CampaignStat & { id: string }>[] = [
    { key: 'start', header: 'Start', render: (c) => formatDate(c.startTime) },
    { key: 'name', header: 'Campaign', render: (c) => <Text fontWeight="medium">{c.name}</Text> },
    { key: 'kind', header: 'Type', render: (c) => KIND_LABELS[c.kind] },
    { key: 'status', header: 'Status', render: (c) => <StatusBadge stat={c} /> },
    { key: 'reach', header: 'Reach', render: (c) => formatCount(c.insights.reach) },
    { key: 'impressions', header: 'Impressions', render: (c) => formatCount(c.insights.impressions) },
    { key: 'clicks', header: 'Clicks', render: (c) => formatCount(c.insights.clicks) },
    { key: 'ctr', header: 'CTR', render: (c) => formatPercent(c.insights.ctr) },
    { key: 'videoViews', header: 'Video views', render: (c) => formatCount(c.insights.videoViews) },
    { key: 'costPerVideoView', header: 'Cost per video view', render: (c) => formatMajor(c.insights.costPerVideoView, c.currency) },
    { key: 'leads', header: 'Leads', render: (c) => formatCount(c.leadsCount) },
    ...(showBudget ? [{ key: 'budget', header: 'Budget', render: (c: CampaignStat) => <Budget stat={c} /> }] : []),
  ];
  return (
    <Page title="Campaigns" actions={
      <>
        <ButtonGroup size="sm" variant="outline" attached>
          <Button aria-pressed={view === 'LIST'} variant={view === 'LIST' ? 'solid' : 'outline'} onClick={() => setView('LIST')}><LuList /> List</Button>
          <Button aria-pressed={view === 'GRID'} variant={view === 'GRID' ? 'solid' : 'outline'} onClick={() => setView('GRID')}><LuLayoutGrid /> Grid</Button>
        </ButtonGroup>
        {roleIn(controls?.enableCampaignExportRoles) && (
          <Button asChild size="sm" variant="outline">
            <a href={campaignStatsExportUrl()} download={campaignStatsExportName(isoDay(new Date()))}><LuDownload /> Export Excel</a>
          </Button>
        )}
      </>
    }>
      <Stack gap="3">
        <HStack align="start" gap="4" wrap="wrap">
          <SearchBox label="Search campaigns" placeholder="Campaign name" value={s.value} onChange={s.setValue} tooShort={s.tooShort}
            searching={s.pending || (!!s.search && query.isValidating)} searchingText={CAMPAIGNS_TAB_MESSAGES.searching} />
          <Box w="xs" maxW="full">
            <Select name="pageSize" aria-label="Page size" value={String(limit)} onChange={(v) => { setLimit(Number(v)); s.setPage(1); }}
              options={CAMPAIGN_STATS_PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} a page` }))} />
          </Box>
        </HStack>
        <QueryState query={query} refusalFirst loading={<DataTable columns={columns} rows={undefined} loading />}>
          {() => (view === 'LIST'
            ? <DataTable columns={columns} rows={rows} empty={CAMPAIGNS_TAB_MESSAGES.empty} />
            : rows?.length
              ? <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid="campaign-grid">{rows.map((c) => <StatCard key={c.id} stat={c} showBudget={showBudget} />)}</SimpleGrid>
              : <Text color="fg.muted" textAlign="center" py="6">{CAMPAIGNS_TAB_MESSAGES.empty}</Text>)}
        </QueryState>
        {!query.error && <Pager page={s.page} pageSize={limit} count={query.data?.count ?? 0} onPageChange={s.setPage} />}
      </Stack>
    </Page>
  );
}
