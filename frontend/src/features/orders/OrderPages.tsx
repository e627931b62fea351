// /orders/list and /order/{orderId}/edit (000 §2: admin, operations, sales). The list: newest first in pages
// of 25 (50, 100), sortable, searched by campaign name, e-mail or order number, filtered by date range
// (the last year by default, 002 §9), customer and office and status; each status with its message
// (002 §4), the total price per currency, and the selection exported as CSV or Excel (orders-{date}.csv,
// .xlsx); rows and totals both with tax, and labelled so. One order: what was ordered (listings or resources by
// title, agents, office, products with and without tax), the receipt and notice e-mails, the payment attempts,
// the status with the moves open to the caller and every change (who, when, from, to), and comments.
import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, Card, Heading, HStack, IconButton, Input, SimpleGrid, Spinner, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { LuDownload, LuTrash2 } from 'react-icons/lu';
import {
  useAddOrderComment, useDeleteOrder, useDeleteOrderComment, useGetOrder, useListOrderNotifications, useListOrders, useUpdateOrderEmail, useUpdateOrderStatus,
  type Order, type OrderNotification, type OrderStatus,
} from '../../lib/api/generated/order.ts';
import { useGetAgent, useGetOffice, useListCustomerOptions, useListOffices } from '../../lib/api/generated/customer.ts';
import { listParams, listQuery, nameMap } from '../../lib/api/lists.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { mayCall } from '../../lib/auth/roles.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { BackButton } from '../../components/BackButton.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { DeleteAndBack } from '../../components/DeleteAndBack.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useUnsavedChanges } from '../../lib/forms/unsavedChanges.tsx';
import { EditPage } from '../../components/EditPage.tsx';
import { checkEmail, FormField, normaliseEmail } from '../../components/FormField.tsx';
import { ListPage } from '../../components/ListPage.tsx';
import { useListSearch } from '../../components/ListSearch.tsx';
import { Select, toOptions } from '../../components/Select.tsx';
import { useDeleteAndLeave } from '../../components/useDeleteAndLeave.ts';
import { formatDate, formatDateTime, formatMoney, MESSAGES, PAGE_SIZES } from '../../constants.ts';
import {
  CAMPAIGN_LABELS, NOTICE_LABELS, ORDER_PAGE_SIZES, ORDER_STATUS_LABELS, ORDER_STATUSES, orderNumberLabel, ORDERS_DATE_WINDOW_YEARS, ordersExportName, PAYMENT_LABELS,
  STATUS_FORM, STATUS_SOURCE_LABELS, TAX_LABELS, type OrderStatusName,
} from './constants.ts';
import { ORDER_PATHS, orderEditPath } from './paths.ts';
import { AGENT_PATHS } from '../agents/paths.ts';
import { LISTING_PATHS } from '../listings/paths.ts';
import { OFFICE_PATHS } from '../offices/paths.ts';
import { campaignEditPath } from '../campaigns/paths.ts';
import { gdnCampaignEditPath } from '../gdn-campaigns/paths.ts';
import { formatDay } from '../reports/insights.ts';


const statusOptions = ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }));
const SORTS = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: '-orderNumber', label: 'Order number, highest first' },
  { value: 'orderNumber', label: 'Order number, lowest first' },
  { value: 'campaignName', label: 'Campaign name' },
  { value: 'status', label: 'Status' },
  { value: '-amount', label: 'Amount, highest first' },
  { value: '-startDate', label: 'Start date, latest first' },
] as const;
type Sort = (typeof SORTS)[number]['value'];

/** A local date (YYYY-MM-DD) of an instant. */
const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const yearBack = () => { const d = new Date(); d.setFullYear(d.getFullYear() - ORDERS_DATE_WINDOW_YEARS); return isoDay(d); };
/** The instants of a day range: from the start of the first day to the end of the last (local time). */
const startOf = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);
const endOf = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : undefined);

export const StatusBadge = ({ status }: { status: OrderStatus }) => {
  const palette = status === 'CANCELLED' || status === 'FAILED' ? 'red' : status === 'PENDING_PAYMENT' ? 'orange'
    : status === 'DELIVERED' || status === 'COMPLETED' ? 'green' : 'blue';
  return <Badge colorPalette={palette}>{ORDER_STATUS_LABELS[status as OrderStatusName] ?? status}</Badge>;
};

export function OrdersListPage() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const s = useListSearch();
  const [limit, setLimit] = useState<number>(PAGE_SIZES.orders);
  const [sort, setSort] = useState<Sort>('-createdAt');
  const [from, setFrom] = useState(yearBack);
  const [to, setTo] = useState('');
  const [customerId, setCustomerId] = useState('');
  const [officeId, setOfficeId] = useState('');
  const [status, setStatus] = useState('');
  const { data: customers } = useListCustomerOptions();
  // Sales read orders but not offices: their list has no office filter (a refused read would leave the page).
  const mayListOffices = mayCall('listOffices', user?.roles);
  const { data: offices } = useListOffices(customerId && mayListOffices ? { params: { query: { customerId, limit: PAGE_SIZES.picker } } } : null);
  const customerNames = nameMap(customers?.items);
  const filters = { dateFrom: startOf(from), dateTo: endOf(to), customerId, officeId, status: status as OrderStatus | '' };
  const query = useListOrders({
    // The rows show what each order costs with its tax: the total is asked with tax too.
    params: { query: { ...listQuery('listOrders', { page: s.page, search: s.search, ...filters }), limit, sort, includeTotalPrice: true, includeTotalPriceTax: true } },
  });
  const list = { ...query, data: query.data && { items: query.data.orders, count: query.data.count } };
  const reset = <T,>(set: (v: T) => void) => (v: T) => { set(v); s.setPage(1); };
  const exportUrl = (format: 'csv' | 'xlsx') => {
    const params = new URLSearchParams({ format, sort });
    for (const [k, v] of Object.entries(listParams({ ...filters, search: s.search }))) params.set(k, String(v));
    return `/api/orders/export?${params}`;
  };
  const today = isoDay(new Date());
  const columns: Column<Order>[] = [
    { key: 'number', header: 'Order#', render: (o) => <Text fontWeight="medium">{o.orderNumber}</Text> },
    { key: 'campaign', header: 'Campaign', render: (o) => o.campaignName || o.title },
    { key: 'customer', header: 'Customer', render: (o) => customerNames.get(o.customerId) ?? '' },
    { key: 'status', header: 'Status', render: (o) => (
      <Stack gap="0.5"><StatusBadge status={o.status} /><Text fontSize="xs" color="fg.muted">{o.statusMessage}</Text></Stack>
    ) },
    { key: 'payment', header: 'Payment', render: (o) => (o.paymentType === 'CREDIT_CARD' ? 'Card' : 'Invoice') },
    { key: 'amount', header: TAX_LABELS.rowHeader, render: (o) => formatMoney(o.amount, o.currency) },
    { key: 'start', header: 'Start', render: (o) => o.startDate ?? '' },
    { key: 'created', header: 'Created', render: (o) => formatDate(o.createdAt) },
  ];
  const totals = query.data?.totalPrice ?? [];
  return (
    <ListPage title="Orders" actions={
      <>
        <Button asChild size="sm" variant="outline"><a href={exportUrl('csv')} download={ordersExportName(today, 'csv')}><LuDownload /> Export CSV</a></Button>
        <Button asChild size="sm" variant="outline"><a href={exportUrl('xlsx')} download={ordersExportName(today, 'xlsx')}><LuDownload /> Export Excel</a></Button>
      </>
    } list={s} query={list} search={{ label: 'Search orders', placeholder: 'Campaign name, e-mail or order number', searchingText: 'Searching orders...' }}
      filters={
        <>
          <Input type="date" aria-label="From" value={from} max={today} onChange={(e) => reset(setFrom)(e.target.value)} />
          <Input type="date" aria-label="To" value={to} onChange={(e) => reset(setTo)(e.target.value)} />
          <Select name="customerFilter" aria-label="Customer" placeholder="All customers" value={customerId}
            onChange={(v) => { setOfficeId(''); reset(setCustomerId)(v); }} options={toOptions(customers?.items)} />
          {mayListOffices && (
            <Select name="officeFilter" aria-label="Office" placeholder={customerId ? 'All offices' : 'Choose a customer for offices'} value={officeId}
              disabled={!customerId} onChange={reset(setOfficeId)} options={toOptions(offices?.items)} />
          )}
          <Select name="statusFilter" aria-label="Status" placeholder="All statuses" value={status} onChange={reset(setStatus)} options={statusOptions} />
          <Select name="sort" aria-label="Sort" value={sort} onChange={(v) => reset(setSort)(v as Sort)} options={[...SORTS]} />
          <Select name="pageSize" aria-label="Page size" value={String(limit)} onChange={(v) => reset(setLimit)(Number(v))}
            options={ORDER_PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} a page` }))} />
        </>
      }
      summary={totals.length > 0 && (
        <Text fontSize="sm" data-testid="orders-total">{TAX_LABELS.listTotal}: {totals.map((t) => `${formatMoney(t.amount, t.currency)} ${t.currency}`).join(' · ')}</Text>
      )}
      columns={columns} pageSize={limit} empty="No orders found." onOpen={(o) => navigate(orderEditPath(o.id))} />
  );
}

/** A label and its read-only value. */
const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap="0.5">
    <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">{label}</Text>
    <Box>{children}</Box>
  </Stack>
);

export function OrderEditPage() {
  const { orderId = '' } = useParams();
  const { user } = useAuth();
  const query = useGetOrder({ params: { path: { orderId } } });
  const deleteAndLeave = useDeleteAndLeave(ORDER_PATHS.ordersList);
  const deleteOrder = useDeleteOrder();
  const remove = (o: Order) => deleteAndLeave(`Delete ${orderNumberLabel(o.orderNumber)}?`, () => deleteOrder({ params: { path: { orderId: o.id } } }));
  const back = { to: ORDER_PATHS.ordersList, label: 'Back to orders' };
  return (
    <EditPage query={query} noun="order" back={back} title={(o) => `${orderNumberLabel(o.orderNumber)} · ${o.campaignName || o.title}`}
      actions={(o) => (mayCall('deleteOrder', user?.roles)
        ? <DeleteAndBack onDelete={() => remove(o)} to={back.to} label={back.label} />
        : <BackButton to={back.to} label={back.label} />)}>
      {(order) => <OrderDetails order={order} />}
    </EditPage>
  );
}

const statusLabel = (status: OrderStatus) => ORDER_STATUS_LABELS[status as OrderStatusName] ?? status;

function OrderDetails({ order }: { order: Order }) {
  const { user } = useAuth();
  const { data: customers } = useListCustomerOptions();
  return (
    <Stack gap="5">
      <Card.Root><Card.Body>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Detail label="Status"><HStack><StatusBadge status={order.status} /><Text data-testid="order-status-message">{order.statusMessage}</Text></HStack></Detail>
          <Detail label="Campaign name">{order.campaignName || order.title}</Detail>
          <Detail label="Customer">{nameMap(customers?.items).get(order.customerId) ?? order.customerId}</Detail>
          <Detail label="Payment">{order.paymentType === 'CREDIT_CARD' ? 'Credit card' : 'Invoice'}</Detail>
          <Detail label="Order type">{order.orderType}</Detail>
          <Detail label="Start date">{order.startDate ?? '—'}</Detail>
          <Detail label={TAX_LABELS.withTax}><Text data-testid="order-amount">{formatMoney(order.amount, order.currency)} {order.currency}</Text></Detail>
          <Detail label={TAX_LABELS.tax}>{formatMoney(order.amountTax, order.currency)} {order.currency}</Detail>
          <Detail label={TAX_LABELS.withoutTax}><Text data-testid="order-amount-ex-tax">{formatMoney(order.amount - order.amountTax, order.currency)} {order.currency}</Text></Detail>
          <Detail label="Created">{formatDateTime(order.createdAt)}</Detail>
          <Detail label="Impressions">{order.impressions}</Detail>
        </SimpleGrid>
      </Card.Body></Card.Root>
      <Ordered order={order} />
      <Campaigns order={order} />
      <ProductsTable order={order} />
      <Notifications order={order} />
      <PaymentAttempts order={order} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <EmailForm order={order} />
        {mayCall('updateOrderStatus', user?.roles) && <StatusForm order={order} />}
      </SimpleGrid>
      <StatusHistory order={order} />
      <Comments order={order} />
    </Stack>
  );
}

/** A link inside the page, in the link colour. */
const PageLink = ({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) => (
  <RouterLink to={to} data-testid={testId}><Text as="span" color="blue.fg" textDecoration="underline">{children}</Text></RouterLink>
);

/** What the order names: its listings or resources (titles as the order service last heard), its catalog, agents and office. */
function Ordered({ order }: { order: Order }) {
  const { user } = useAuth();
  const opensListings = mayCall('getListing', user?.roles);
  const itemsLabel = order.orderType === 'RESOURCE' ? 'Resources' : order.orderType === 'DPA_CATALOG' ? 'Catalog' : 'Listings';
  return (
    <Card.Root data-testid="order-ordered"><Card.Body>
      <Stack gap="3">
        <Heading size="md">What was ordered</Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Detail label={itemsLabel}>
            <Stack gap="1">
              {order.orderedItems.map((item) => {
                const title = item.title ?? `${item.kind === 'LISTING' ? 'Listing' : 'Resource'} ${item.id}`;
                return (
                  <HStack key={item.id} gap="2" data-testid="order-item">
                    {item.kind === 'LISTING' && opensListings && !item.deleted ? <PageLink to={`${LISTING_PATHS.listing}/${item.id}`}>{title}</PageLink> : <Text>{title}</Text>}
                    {item.deleted && <Badge colorPalette="red">Deleted</Badge>}
                  </HStack>
                );
              })}
              {order.fbDpaCatalogId && <Text>{order.fbDpaCatalogId}</Text>}
              {order.orderedItems.length === 0 && !order.fbDpaCatalogId && <Text color="fg.muted">—</Text>}
            </Stack>
          </Detail>
          <Detail label="Agents">
            <Stack gap="1">
              {order.agents.map((a) => <AgentName key={a.id} agentId={a.id} />)}
              {order.agents.length === 0 && <Text color="fg.muted">—</Text>}
            </Stack>
          </Detail>
          <Detail label="Office">{order.officeId ? <OfficeName officeId={order.officeId} /> : <Text color="fg.muted">—</Text>}</Detail>
        </SimpleGrid>
      </Stack>
    </Card.Body></Card.Root>
  );
}

/** An agent by name (the customer context's), linked to its page; its id when it is gone. */
function AgentName({ agentId }: { agentId: string }) {
  const { user } = useAuth();
  const { data, error } = useGetAgent(mayCall('getAgent', user?.roles) ? { params: { path: { agentId } } } : null);
  if (!data) return <Text data-testid="order-agent" color="fg.muted">{error ? `${agentId} (not found)` : agentId}</Text>;
  const name = data.fullName || data.email || agentId;
  return mayCall('updateAgent', user?.roles) ? <PageLink to={`${AGENT_PATHS.agents}/${agentId}/edit`} testId="order-agent">{name}</PageLink> : <Text data-testid="order-agent">{name}</Text>;
}

/** The office by name for the roles that read offices (sales do not: they see its id). */
function OfficeName({ officeId }: { officeId: string }) {
  const { user } = useAuth();
  const { data, error } = useGetOffice(mayCall('getOffice', user?.roles) ? { params: { path: { officeId } } } : null);
  if (!data) return <Text data-testid="order-office" color="fg.muted">{error ? `${officeId} (not found)` : officeId}</Text>;
  return mayCall('updateOffice', user?.roles) ? <PageLink to={`${OFFICE_PATHS.offices}/${officeId}/edit`} testId="order-office">{data.name}</PageLink> : <Text data-testid="order-office">{data.name}</Text>;
}

/**
 * The campaigns the ads context made for the order (issue 27 item 4), as its campaign events told the order:
 * name, start and report short link; staff who edit campaigns open each one's page.
 */
function Campaigns({ order }: { order: Order }) {
  const { user } = useAuth();
  const rows = [
    ...order.fbCampaigns.map((c) => ({ ...c, network: 'Facebook', edit: mayCall('updateCampaign', user?.roles) ? campaignEditPath : undefined })),
    ...order.gdnCampaigns.map((c) => ({ ...c, network: 'Google display', edit: mayCall('updateGdnCampaign', user?.roles) ? gdnCampaignEditPath : undefined })),
  ];
  return (
    <Stack gap="2" data-testid="order-campaigns">
      <Heading size="md">Campaigns</Heading>
      {rows.length === 0 ? <Text color="fg.muted">{CAMPAIGN_LABELS.none}</Text> : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header><Table.Row>
              <Table.ColumnHeader>Campaign</Table.ColumnHeader><Table.ColumnHeader>Network</Table.ColumnHeader>
              <Table.ColumnHeader>Start</Table.ColumnHeader><Table.ColumnHeader>Report</Table.ColumnHeader>
            </Table.Row></Table.Header>
            <Table.Body>
              {rows.map((c, i) => (
                <Table.Row key={c.campaignId ?? `${c.name}-${i}`} data-testid="order-campaign">
                  <Table.Cell>
                    <HStack gap="2">
                      {c.campaignId && c.edit && !c.deleted ? <PageLink to={c.edit(c.campaignId)}>{c.name}</PageLink> : <Text>{c.name}</Text>}
                      {c.completed && <Badge>{CAMPAIGN_LABELS.completed}</Badge>}
                      {c.deleted && <Badge colorPalette="red">{CAMPAIGN_LABELS.deleted}</Badge>}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{c.network}</Table.Cell>
                  <Table.Cell>{c.startDate ? formatDay(c.startDate) || c.startDate : '—'}</Table.Cell>
                  <Table.Cell>{c.shortUrl ? <a href={c.shortUrl} target="_blank" rel="noreferrer" data-testid="order-campaign-report"><Text as="span" color="blue.fg" textDecoration="underline">{c.shortUrl}</Text></a> : '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

/** Where the order's e-mails go: the receipt e-mail (the orderer's) and the notice addresses; the ad accounts it names. */
function Notifications({ order }: { order: Order }) {
  const notices = order.attributes.filter((a) => a.entity === 'EMAIL_NOTICE').flatMap((a) => a.value.split(',')).map((e) => e.trim()).filter(Boolean);
  const accounts = order.attributes.filter((a) => a.entity !== 'EMAIL_NOTICE');
  return (
    <Card.Root data-testid="order-notifications"><Card.Body>
      <Stack gap="3">
        <Heading size="md">Notifications</Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Detail label={NOTICE_LABELS.receipt}>{order.email ?? <Text color="fg.muted">—</Text>}</Detail>
          <Detail label={NOTICE_LABELS.notices}>
            {notices.length
              ? <Stack gap="0.5">{notices.map((e) => <Text key={e} data-testid="order-notice-email">{e}</Text>)}</Stack>
              : <Text color="fg.muted">{NOTICE_LABELS.none}</Text>}
          </Detail>
          {accounts.length > 0 && (
            <Detail label="Ad accounts">
              <Stack gap="0.5">{accounts.map((a) => <Text key={`${a.entity}-${a.value}`}>{a.entity === 'FB_AD_ACCOUNT' ? 'Facebook' : 'Google'}: {a.value}</Text>)}</Stack>
            </Detail>
          )}
        </SimpleGrid>
        <SentEmails orderId={order.id} />
      </Stack>
    </Card.Body></Card.Root>
  );
}

/** The e-mails the order's events sent or are sending, to whom, and how each went. */
function SentEmails({ orderId }: { orderId: string }) {
  const query = useListOrderNotifications({ params: { path: { orderId } } });
  return <QueryState query={query} loading={<Spinner size="sm" />} refusalFirst>{(data) => <SentEmailsTable items={data.items} />}</QueryState>;
}

function SentEmailsTable({ items }: { items: OrderNotification[] }) {
  if (items.length === 0) return <Text color="fg.muted" fontSize="sm">{NOTICE_LABELS.noneSent}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" data-testid="order-sent-emails">
      <Table.Root size="sm">
        <Table.Header><Table.Row>
          <Table.ColumnHeader>E-mail</Table.ColumnHeader><Table.ColumnHeader>To</Table.ColumnHeader><Table.ColumnHeader>Status</Table.ColumnHeader>
          <Table.ColumnHeader>When</Table.ColumnHeader>
        </Table.Row></Table.Header>
        <Table.Body>
          {items.map((n) => (
            <Table.Row key={n.id} data-testid="order-sent-email">
              <Table.Cell>{n.subject}</Table.Cell>
              <Table.Cell>{n.recipient}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={n.status === 'SENT' ? 'green' : n.status === 'PENDING' ? 'blue' : n.status === 'FAILING' ? 'orange' : 'red'}>{NOTICE_LABELS.status[n.status]}</Badge>
                {n.lastError && n.status !== 'SENT' && <Text fontSize="xs" color="fg.muted">{n.lastError}</Text>}
              </Table.Cell>
              <Table.Cell>{formatDateTime(n.sentAt ?? n.createdAt)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The payment outcomes the payment context reported (the order keeps them): a declined order shows its attempts. */
function PaymentAttempts({ order }: { order: Order }) {
  const empty = order.paymentType === 'INVOICE' ? PAYMENT_LABELS.invoice : PAYMENT_LABELS.none;
  return (
    <Stack gap="2" data-testid="order-payments">
      <Heading size="md">Payment attempts</Heading>
      {order.payments.length === 0 ? <Text color="fg.muted">{empty}</Text> : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Header><Table.Row>
              <Table.ColumnHeader>When</Table.ColumnHeader><Table.ColumnHeader>Outcome</Table.ColumnHeader><Table.ColumnHeader>Amount</Table.ColumnHeader>
              <Table.ColumnHeader>Provider</Table.ColumnHeader><Table.ColumnHeader>Reason</Table.ColumnHeader>
            </Table.Row></Table.Header>
            <Table.Body>
              {order.payments.map((p) => (
                <Table.Row key={`${p.paymentId}-${p.at}`} data-testid="order-payment">
                  <Table.Cell>{formatDateTime(p.at)}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1">
                      <Badge colorPalette={p.outcome === 'SUCCEEDED' ? 'green' : 'red'}>{p.outcome === 'SUCCEEDED' ? PAYMENT_LABELS.succeeded : PAYMENT_LABELS.failed}</Badge>
                      {p.refundRequired && <Badge colorPalette="orange">{PAYMENT_LABELS.refund}</Badge>}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{p.amount !== null && p.currency ? `${formatMoney(p.amount, p.currency)} ${p.currency}` : '—'}</Table.Cell>
                  <Table.Cell>{[p.provider, p.providerPaymentId].filter(Boolean).join(' · ') || '—'}</Table.Cell>
                  <Table.Cell>{p.reason ?? ''}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

/** Every status the order has had: who, when, from and to. */
function StatusHistory({ order }: { order: Order }) {
  return (
    <Stack gap="2" data-testid="order-history">
      <Heading size="md">Status history</Heading>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Header><Table.Row>
            <Table.ColumnHeader>When</Table.ColumnHeader><Table.ColumnHeader>From</Table.ColumnHeader><Table.ColumnHeader>To</Table.ColumnHeader>
            <Table.ColumnHeader>By</Table.ColumnHeader>
          </Table.Row></Table.Header>
          <Table.Body>
            {order.statusHistory.map((h, i) => (
              <Table.Row key={`${h.at}-${i}`} data-testid="order-history-row">
                <Table.Cell>{formatDateTime(h.at)}</Table.Cell>
                <Table.Cell>{h.from ? statusLabel(h.from) : '—'}</Table.Cell>
                <Table.Cell><StatusBadge status={h.to} /></Table.Cell>
                <Table.Cell>{h.byEmail ?? h.by ?? ''} <Text as="span" color="fg.muted">({STATUS_SOURCE_LABELS[h.source]})</Text></Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

function ProductsTable({ order }: { order: Order }) {
  return (
    <Stack gap="2">
      <Heading size="md">Products</Heading>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Header><Table.Row>
            <Table.ColumnHeader>Code</Table.ColumnHeader><Table.ColumnHeader>Name</Table.ColumnHeader><Table.ColumnHeader>Days</Table.ColumnHeader>
            <Table.ColumnHeader>Tax rate</Table.ColumnHeader><Table.ColumnHeader>{TAX_LABELS.withoutTax}</Table.ColumnHeader>
            <Table.ColumnHeader>{TAX_LABELS.tax}</Table.ColumnHeader><Table.ColumnHeader>{TAX_LABELS.withTax}</Table.ColumnHeader>
          </Table.Row></Table.Header>
          <Table.Body>
            {order.products.map((p) => (
              <Table.Row key={p.productId} data-testid="order-product">
                <Table.Cell>{p.code}</Table.Cell><Table.Cell>{p.name}</Table.Cell><Table.Cell>{p.campaignDurationDays}</Table.Cell>
                <Table.Cell>{p.taxRate}% {p.isTaxInclusive ? '(price incl. tax)' : '(price excl. tax)'}</Table.Cell>
                <Table.Cell>{formatMoney(p.amount - p.amountTax, p.currency)}</Table.Cell>
                <Table.Cell>{formatMoney(p.amountTax, p.currency)}</Table.Cell>
                <Table.Cell>{formatMoney(p.amount, p.currency)}</Table.Cell>
              </Table.Row>
            ))}
            <Table.Row fontWeight="semibold" data-testid="order-products-total">
              <Table.Cell colSpan={4}>Total ({order.currency})</Table.Cell>
              <Table.Cell>{formatMoney(order.amount - order.amountTax, order.currency)}</Table.Cell>
              <Table.Cell>{formatMoney(order.amountTax, order.currency)}</Table.Cell>
              <Table.Cell>{formatMoney(order.amount, order.currency)}</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

/** The order's e-mail (the receipt address), changed on its own. */
function EmailForm({ order }: { order: Order }) {
  const dialogs = useDialogs();
  const updateEmail = useUpdateOrderEmail();
  const [email, setEmail] = useState(order.email ?? '');
  const [saved, setSaved] = useState(order.email ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useUnsavedChanges(() => normaliseEmail(email) !== normaliseEmail(saved));
  const save = async () => {
    const problem = checkEmail(email);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const { data, error: refused } = await updateEmail({ params: { path: { orderId: order.id } }, body: { email: normaliseEmail(email) } });
    setBusy(false);
    if (!data) return setError(problemMessage(refused));
    setSaved(data.email ?? normaliseEmail(email));
    dialogs.success(MESSAGES.successfullySaved);
  };
  return (
    <Card.Root><Card.Body>
      <form onSubmit={(e) => { e.preventDefault(); void save(); }} noValidate>
        <Stack gap="3">
          <FormField label="E-mail" error={error}>
            <Input name="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} onBlur={() => setEmail(normaliseEmail(email))} />
          </FormField>
          <HStack><Button type="submit" size="sm" colorPalette="blue" loading={busy}>Save e-mail</Button></HStack>
        </Stack>
      </form>
    </Card.Body></Card.Root>
  );
}

/** Staff move the status (updateOrderStatus: admin, operations) to one of the moves the order offers them. */
function StatusForm({ order }: { order: Order }) {
  const dialogs = useDialogs();
  const updateStatus = useUpdateOrderStatus();
  const [status, setStatus] = useState<string>('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useUnsavedChanges(() => status !== '');
  const options = order.nextStatuses.map((s) => ({ value: s, label: statusLabel(s) }));
  const save = async () => {
    if (!status) return;
    setBusy(true);
    const { data, error: refused } = await updateStatus({ params: { path: { orderId: order.id } }, body: { status: status as OrderStatus } });
    setBusy(false);
    if (!data) return setError(problemMessage(refused));
    setError(undefined);
    setStatus('');
    dialogs.success(MESSAGES.successfullySaved);
  };
  return (
    <Card.Root><Card.Body>
      <Stack gap="3">
        {options.length === 0
          ? <Text color="fg.muted" data-testid="order-status-final">{STATUS_FORM.noMoves(statusLabel(order.status))}</Text>
          : (
            <>
              <FormField label="Change status" error={error}>
                <Select name="status" placeholder={STATUS_FORM.placeholder} value={status} onChange={(v) => { setStatus(v); setError(undefined); }} options={options} />
              </FormField>
              <HStack><Button size="sm" colorPalette="blue" loading={busy} disabled={!status} onClick={() => void save()}>Save status</Button></HStack>
            </>
          )}
      </Stack>
    </Card.Body></Card.Root>
  );
}

function Comments({ order }: { order: Order }) {
  const dialogs = useDialogs();
  const addComment = useAddOrderComment();
  const deleteComment = useDeleteOrderComment();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  useUnsavedChanges(() => text.trim() !== '');
  const add = async () => {
    if (!text.trim()) return;
    setBusy(true);
    const { data, error } = await addComment({ params: { path: { orderId: order.id } }, body: { text: text.trim() } });
    setBusy(false);
    if (!data) return dialogs.error(problemMessage(error));
    setText('');
  };
  const remove = async (commentId: string) => {
    if (!(await dialogs.confirm('Delete this comment?'))) return;
    const { data, error } = await deleteComment({ params: { path: { orderId: order.id, commentId } } });
    if (!data) dialogs.error(problemMessage(error));
  };
  return (
    <Stack gap="3">
      <Heading size="md">Comments</Heading>
      {order.comments.length === 0 && <Text color="fg.muted">No comments yet.</Text>}
      {order.comments.map((c) => (
        <HStack key={c.id} align="start" borderWidth="1px" borderRadius="md" p="3" data-testid="order-comment">
          <Stack gap="1" flex="1">
            <Text whiteSpace="pre-wrap">{c.text}</Text>
            <Text fontSize="xs" color="fg.muted">{formatDateTime(c.createdAt)}</Text>
          </Stack>
          <IconButton aria-label="Delete comment" size="xs" variant="ghost" colorPalette="red" onClick={() => void remove(c.id)}><LuTrash2 /></IconButton>
        </HStack>
      ))}
      <Textarea aria-label="New comment" placeholder="Add a comment" value={text} onChange={(e) => setText(e.target.value)} rows={3} maxLength={2000} />
      <HStack><Button size="sm" colorPalette="blue" loading={busy} disabled={!text.trim()} onClick={() => void add()}>Add comment</Button></HStack>
    </Stack>
  );
}
