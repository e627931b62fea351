// The index's orders tab (002 §2, §4, §5, §6, §7, §9): the orders the user may see (the server scopes them: a
// corporate user's customer, a branch manager's offices, a branch user's or agent's own), 25 a page (50, 100),
// newest first, searched (campaign name, e-mail or order number), within a date range (a year back by default;
// ./dateRange.ts) and an office; each with its status message, amount and impressions, pay-now for an order
// waiting for its card payment (the payment frame) and the report of each campaign made for it; the total price
// (with tax only for the roles in enableOrdersTaxInclusionRoles) and the impressions of all matching orders; and
// the CSV of the same selection (orders-{date}.csv). A report link opens the campaign's public report and can be
// shared (features/sharing) as the customer's sharing options allow.
import { useState } from 'react';
import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { LuDownload, LuExternalLink } from 'react-icons/lu';
import { useListOrders, type Order } from '../../lib/api/generated/order.ts';
import { useListOffices } from '../../lib/api/generated/customer.ts';
import { DataTable, Pager, type Column } from '../../components/DataTable.tsx';
import { SearchBox, useListSearch } from '../../components/ListSearch.tsx';
import { Page } from '../../components/Page.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { Select, toOptions } from '../../components/Select.tsx';
import { formatCalendarDate, formatDate } from '../../constants.ts';
import { useDashboard } from '../../frames/dashboard/useDashboard.ts';
import { orderNumberLabel, ORDER_STATUS_LABELS, type OrderStatusName } from '../orders/constants.ts';
import { PaymentFrameDialog } from '../dashboard-payment/PaymentFrameDialog.tsx';
import { OFFICE_PICKER_LIMIT, ORDER_PAGE_SIZES, ORDERS_TAB_PAGE_SIZE, ORDERS_TAB_SORTS, ordersExportName, type OrdersTabSort } from './constants.ts';
import { calendarRangeOf, initialRange, isoDay, ORDERS_DEFAULT_BACK, type DayRange } from './dateRange.ts';
import { DateRangeFields } from './DateRangeFields.tsx';
import { downloadFile } from './download.ts';
import { ORDERS_TAB_TEXTS as T } from './messages.ts';
import { ShareMenu } from '../sharing/ShareMenu.tsx';
import { reportShared } from '../sharing/networks.ts';
import { amountOf, exportUrlOf, formatAmount, formatTotals, listQueryOf, mayPayNow, reportLinksOf, statusMessageOf, type OrdersFilters } from './ordersView.ts';

const countFormat = new Intl.NumberFormat('en-NZ');

const StatusBadge = ({ status }: { status: Order['status'] }) => {
  const palette = status === 'CANCELLED' || status === 'FAILED' ? 'red' : status === 'PENDING_PAYMENT' ? 'orange'
    : status === 'DELIVERED' || status === 'COMPLETED' ? 'green' : 'blue';
  return <Badge colorPalette={palette}>{ORDER_STATUS_LABELS[status as OrderStatusName] ?? status}</Badge>;
};

export function OrdersTab() {
  const { dashboard, roleIn } = useDashboard();
  const controls = dashboard?.config.controls;
  const withTax = roleIn(controls?.enableOrdersTaxInclusionRoles);
  const calendar = calendarRangeOf(controls);
  // One "today" for the tab's life, so the query (and its cache entry) stays the same between renders.
  const [today] = useState(() => isoDay(new Date()));
  const s = useListSearch();
  const [limit, setLimit] = useState(ORDERS_TAB_PAGE_SIZE);
  const [sort, setSort] = useState<OrdersTabSort>('-createdAt');
  const [range, setRange] = useState<DayRange>(() => initialRange(today, ORDERS_DEFAULT_BACK));
  const [officeId, setOfficeId] = useState('');
  // The order being paid; the frame stays mounted after it closes, to show the outcome's dialog.
  const [paying, setPaying] = useState<{ orderId: string; open: boolean } | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const filters: OrdersFilters = { search: s.search, sort, range, officeId };
  // Asked once the dashboard is known: its controls decide the tax and the range.
  const query = useListOrders(dashboard ? { params: { query: listQueryOf(filters, { page: s.page, limit }, withTax, today, calendar) } } : null);
  // The offices of the user's scope (the server scopes them); the filter shows when there is one to choose.
  const { data: offices } = useListOffices({ params: { query: { limit: OFFICE_PICKER_LIMIT } } });
  const reset = <V,>(set: (v: V) => void) => (v: V) => { set(v); s.setPage(1); };

  const download = async () => {
    setDownloadError(null);
    setDownloading(true);
    try {
      await downloadFile(exportUrlOf(filters, today, calendar), ordersExportName(isoDay(new Date()), 'csv'), T.downloadFailed);
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : T.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };
  const endPayment = () => {
    setPaying((p) => p && { ...p, open: false });
    void query.mutate();
  };

  const columns: Column<Order>[] = [
    { key: 'number', header: 'Order#', render: (o) => <Text fontWeight="medium" data-testid="order-number">{o.orderNumber}</Text> },
    { key: 'campaign', header: 'Campaign', render: (o) => o.campaignName || o.title },
    { key: 'created', header: 'Ordered', render: (o) => formatDate(o.createdAt) },
    { key: 'start', header: 'Start', render: (o) => formatCalendarDate(o.startDate) },
    { key: 'status', header: 'Status', render: (o) => (
      <Stack gap="0.5"><StatusBadge status={o.status} /><Text fontSize="xs" color="fg.muted" data-testid="order-status-message">{statusMessageOf(o)}</Text></Stack>
    ) },
    { key: 'amount', header: withTax ? T.amountWithTax : T.amountWithoutTax, render: (o) => <Text data-testid="order-amount">{formatAmount(amountOf(o, withTax), o.currency)}</Text> },
    { key: 'impressions', header: T.impressions, render: (o) => countFormat.format(o.impressions) },
    { key: 'actions', header: '', render: (o) => {
      const reports = reportLinksOf(o);
      return (
        <HStack gap="2" wrap="wrap">
          {mayPayNow(o) && (
            <Button size="xs" colorPalette="blue" onClick={() => setPaying({ orderId: o.id, open: true })} aria-label={`${T.payNow} ${orderNumberLabel(o.orderNumber)}`}>{T.payNow}</Button>
          )}
          {reports.map((r) => (
            <HStack key={r.url} gap="1">
              <Link href={r.url} target="_blank" rel="noreferrer" fontSize="sm" color="blue.fg" data-testid="order-report-link" title={r.name}>
                {reports.length > 1 ? r.name : T.report} <LuExternalLink />
              </Link>
              <ShareMenu shared={reportShared(r.url, r.name)} />
            </HStack>
          ))}
        </HStack>
      );
    } },
  ];

  const data = query.data;
  return (
    <Page title={T.title} actions={
      <Button size="sm" variant="outline" onClick={() => void download()} loading={downloading}><LuDownload /> {T.downloadCsv}</Button>
    }>
      <Stack gap="3">
        {downloadError && <Text color="fg.error" fontSize="sm" role="alert" data-testid="orders-download-error">{downloadError}</Text>}
        <HStack align="start" gap="4" wrap="wrap">
          <SearchBox label={T.searchLabel} placeholder={T.searchPlaceholder} value={s.value} onChange={s.setValue} tooShort={s.tooShort}
            searching={s.pending || (!!s.search && query.isValidating)} searchingText={T.searching} />
          <DateRangeFields value={range} onChange={reset(setRange)} today={today} calendar={calendar} />
        </HStack>
        <HStack align="start" gap="3" wrap="wrap" css={{ '& > *': { width: 'xs', maxWidth: 'full' } }}>
          {(offices?.items.length ?? 0) > 0 && (
            <Box><Select name="officeFilter" aria-label="Office" placeholder={T.allOffices} value={officeId} onChange={reset(setOfficeId)} options={toOptions(offices?.items)} /></Box>
          )}
          <Box><Select name="sort" aria-label="Sort" value={sort} onChange={(v) => reset(setSort)(v as OrdersTabSort)} options={[...ORDERS_TAB_SORTS]} /></Box>
          <Box><Select name="pageSize" aria-label="Page size" value={String(limit)} onChange={(v) => reset(setLimit)(Number(v))}
            options={ORDER_PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} a page` }))} /></Box>
        </HStack>
        {!query.error && data && (
          <HStack gap="6" wrap="wrap" fontSize="sm" data-testid="orders-summary">
            {(data.totalPrice?.length ?? 0) > 0 && (
              <Text data-testid="orders-total">{withTax ? T.totalWithTax : T.totalWithoutTax}: <b>{formatTotals(data.totalPrice)}</b></Text>
            )}
            <Text data-testid="orders-impressions">{T.overallImpressions}: <b>{countFormat.format(data.overallImpressions ?? 0)}</b></Text>
          </HStack>
        )}
        <QueryState query={query} refusalFirst loading={<DataTable columns={columns} rows={undefined} loading />}>
          {(answer) => <DataTable columns={columns} rows={answer.orders} empty={T.empty} />}
        </QueryState>
        {!query.error && <Pager page={s.page} pageSize={limit} count={data?.count ?? 0} onPageChange={s.setPage} />}
      </Stack>
      {paying && <PaymentFrameDialog orderId={paying.orderId} open={paying.open} onPaid={endPayment} onFailed={endPayment} onClose={endPayment} />}
    </Page>
  );
}
