// The orders tab (002 §2, §4, §5, §6, §7, §9): the query it sends (25 a page, newest first, a year back, no
// customerId), each status's message, amounts and totals with tax only for the roles in
// enableOrdersTaxInclusionRoles, impressions, report links, search, the office filter, pay-now opening the
// payment frame, and the CSV download with its error text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch, type Handler } from '../../test/fetchStub.ts';
import type { Order } from '../../lib/api/generated/order.ts';
import { CUSTOMER_ID, dashboardHandler } from '../dashboard-listings/testDashboard.ts';
import { OrdersTab } from './OrdersTab.tsx';
import { amountOf, listQueryOf, reportLinksOf, statusMessageOf } from './ordersView.ts';
import { isoDay } from './dateRange.ts';

const OFFICE = '6c3e7b9f-4a6d-4e9f-8c2b-3d4e5f6a7b8c';
let n = 0;
function order(over: Partial<Order> = {}): Order {
  n += 1;
  return {
    id: `3a1d7d2f-9e2b-4d4c-8a5f-2b3c4d5e6f${String(n).padStart(2, '0')}`, orderNumber: 1000 + n, customerId: CUSTOMER_ID, officeId: null, agents: [],
    email: 'jo@harbour.example.com', orderedFrom: null, paymentType: 'INVOICE', status: 'PLACED', statusMessage: 'Order has been placed.',
    orderType: 'LISTING', source: 'ORDER_FORM', products: [], amount: 17304, amountTax: 2257, currency: 'NZD', startDate: '2026-12-01',
    campaignName: `Campaign ${n}`, title: `Campaign ${n}`, comments: [], attributes: [], campaignData: [], listingIds: [], resourceIds: [],
    fbDpaCatalogId: null, fbCampaigns: [], gdnCampaigns: [], impressions: 1200, createdBy: null, createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z', statusHistory: [], payments: [], nextStatuses: [], orderedItems: [], ...over,
  } as Order;
}

const as = (role: string) => authState(makeUser([role as 'corporate'], { kind: 'dashboard', customerId: CUSTOMER_ID } as never));
const routes = [{ path: '/customer-dashboard', element: <OrdersTab /> }];

function handlers(orders: Order[], more: Record<string, Handler> = {}, controls = {}): Record<string, Handler> {
  return {
    'GET /api/dashboards/current': dashboardHandler(controls),
    'GET /api/offices': () => json({ items: [{ id: OFFICE, name: 'Ponsonby' }], count: 1 }),
    'GET /api/orders': (_r, url) => {
      const withTax = url.searchParams.get('includeTotalPriceTax') === 'true';
      return json({ orders, count: orders.length, overallImpressions: 4321, totalPrice: [{ currency: 'NZD', amount: withTax ? 17304 : 15047 }] });
    },
    ...more,
  };
}

afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); });

describe('status messages (002 §4)', () => {
  it('says the message of each status exactly, the server’s first', () => {
    const of = (status: Order['status']) => statusMessageOf({ status, statusMessage: '' });
    expect(of('READY')).toBe('Order is ready for delivery.');
    expect(of('PROCESSING')).toBe('Order is ready for delivery.');
    expect(of('FAILED')).toBe('Order is ready for delivery.');
    expect(of('DELIVERED')).toBe('Campaign has been delivered.');
    expect(of('COMPLETED')).toBe('Campaign has been delivered.');
    expect(of('CANCELLED')).toBe('Order has been cancelled.');
    expect(of('PENDING_PAYMENT')).toBe('Payment pending.');
    expect(of('PLACED')).toBe('Order has been placed.');
    expect(statusMessageOf({ status: 'READY', statusMessage: 'Order is ready for delivery.' })).toBe('Order is ready for delivery.');
  });
});

describe('totals by role (002 §6, §9)', () => {
  const filters = { search: '', sort: '-createdAt' as const, range: { from: '2025-11-27', to: '' }, officeId: '' };
  it('asks for the tax-inclusive total only for the roles that include tax', () => {
    expect(listQueryOf(filters, { page: 1, limit: 25 }, true, '2026-11-27', { unit: 'day', value: 90 })).toMatchObject({ includeTotalPrice: true, includeImpressions: true, includeTotalPriceTax: true });
    expect(listQueryOf(filters, { page: 1, limit: 25 }, false, '2026-11-27', { unit: 'day', value: 90 })).not.toHaveProperty('includeTotalPriceTax');
  });
  it('shows amounts with their tax only to those roles', () => {
    expect(amountOf({ amount: 17304, amountTax: 2257 }, true)).toBe(17304);
    expect(amountOf({ amount: 17304, amountTax: 2257 }, false)).toBe(15047);
  });
  it('links the report of each campaign made, not of a deleted one', () => {
    expect(reportLinksOf({
      fbCampaigns: [{ name: 'FB one', shortUrl: 'http://r/report/abc' }, { name: 'FB gone', deleted: true, shortUrl: 'http://r/report/old' }, { name: 'FB new', shortUrl: null }],
      gdnCampaigns: [{ name: 'GDN', shortUrl: 'http://r/report/def' }],
    })).toEqual([{ name: 'FB one', url: 'http://r/report/abc' }, { name: 'GDN', url: 'http://r/report/def' }]);
  });
});

describe('the orders tab', () => {
  it('lists the orders a year back, 25 a page, newest first, without a customerId, with messages, amounts and totals', async () => {
    const orders = [
      order({ status: 'PENDING_PAYMENT', statusMessage: 'Payment pending.', paymentType: 'CREDIT_CARD' }),
      order({ status: 'DELIVERED', statusMessage: 'Campaign has been delivered.', fbCampaigns: [{ name: 'Spring', shortUrl: 'http://127.0.0.1/report/abc123' }] }),
    ];
    const { calls } = stubFetch(handlers(orders));
    renderRoutes(routes, '/customer-dashboard?tab=orders', as('branchuser'));
    expect(await screen.findByText(orders[0]!.campaignName)).toBeInTheDocument();
    const sent = calls.find((c) => c.url.pathname === '/api/orders')!.url.searchParams;
    expect(sent.get('limit')).toBe('25');
    expect(sent.get('page')).toBe('1');
    expect(sent.get('sort')).toBe('-createdAt');
    expect(sent.has('customerId')).toBe(false);
    expect(sent.get('includeTotalPrice')).toBe('true');
    expect(sent.get('includeImpressions')).toBe('true');
    expect(sent.has('includeTotalPriceTax')).toBe(false);
    const yearBack = new Date(); yearBack.setFullYear(yearBack.getFullYear() - 1);
    expect(sent.get('dateFrom')).toBe(new Date(`${isoDay(yearBack)}T00:00:00`).toISOString());
    expect(sent.has('dateTo')).toBe(false);

    expect(screen.getAllByTestId('order-status-message').map((e) => e.textContent)).toEqual(['Payment pending.', 'Campaign has been delivered.']);
    expect(screen.getAllByTestId('order-amount')[0]).toHaveTextContent('$150.47 NZD');
    expect(screen.getByText('Amount excl. tax')).toBeInTheDocument();
    expect(screen.getByTestId('orders-total')).toHaveTextContent('Total price excl. tax: $150.47 NZD');
    expect(screen.getByTestId('orders-impressions')).toHaveTextContent('4,321');
    expect(screen.getByTestId('order-report-link')).toHaveAttribute('href', 'http://127.0.0.1/report/abc123');
    // Pay now only for the order waiting for its payment.
    expect(screen.getAllByRole('button', { name: /^Pay now/ })).toHaveLength(1);
  });

  it('asks for and shows the total with tax for a role in enableOrdersTaxInclusionRoles', async () => {
    const { calls } = stubFetch(handlers([order()], {}, { enableOrdersTaxInclusionRoles: ['corporate'] }));
    renderRoutes(routes, '/customer-dashboard?tab=orders', as('corporate'));
    await waitFor(() => expect(screen.getByTestId('orders-total')).toHaveTextContent('Total price incl. tax: $173.04 NZD'));
    expect(screen.getByTestId('order-amount')).toHaveTextContent('$173.04 NZD');
    expect(calls.filter((c) => c.url.pathname === '/api/orders').at(-1)!.url.searchParams.get('includeTotalPriceTax')).toBe('true');
  });

  it('searches, filters by office and pages by 50', async () => {
    const { calls } = stubFetch(handlers([order()]));
    const user = userEvent.setup();
    renderRoutes(routes, '/customer-dashboard?tab=orders', as('branchmanager'));
    await screen.findByText(/^Campaign /);
    await user.type(screen.getByRole('textbox', { name: 'Search orders' }), 'Harbour');
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/orders' && c.url.searchParams.get('search') === 'Harbour')).toBe(true));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Office' }), OFFICE);
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/orders' && c.url.searchParams.get('officeId') === OFFICE)).toBe(true));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '50');
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('limit')).toBe('50'));
    expect(calls.at(-1)!.url.searchParams.get('search')).toBe('Harbour');
    expect(calls.at(-1)!.url.searchParams.get('officeId')).toBe(OFFICE);
  });

  it("sends the dashboard's range as dateRange once the from-date is cleared", async () => {
    const { calls } = stubFetch(handlers([order()], {}, { calendarDateRange: { unit: 'week', value: 2 } }));
    const user = userEvent.setup();
    renderRoutes(routes, '/customer-dashboard?tab=orders', as('agent'));
    await user.click(await screen.findByRole('button', { name: 'Show the last 2 weeks' }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('dateRange')).toBe('14'));
    expect(calls.at(-1)!.url.searchParams.has('dateFrom')).toBe(false);
    expect(screen.getByTestId('date-range-hint')).toHaveTextContent('Showing the last 2 weeks.');
  });

  it('opens the payment frame for pay-now', async () => {
    const pending = order({ status: 'PENDING_PAYMENT', statusMessage: 'Payment pending.', paymentType: 'CREDIT_CARD' });
    const { calls } = stubFetch(handlers([pending], {
      'POST /api/payments/sessions': () => json({ paymentSessionId: '6d2e8f3a-1b4c-4d5e-8f9a-0b1c2d3e4f5a', orderId: pending.id, paymentUrl: `/payments/p?sessionId=6d2e8f3a-1b4c-4d5e-8f9a-0b1c2d3e4f5a&orderId=${pending.id}` }, 201),
    }));
    const user = userEvent.setup();
    renderRoutes(routes, '/customer-dashboard?tab=orders', as('agent'));
    await user.click(await screen.findByRole('button', { name: `Pay now Order# ${pending.orderNumber}` }));
    const frame = await screen.findByTestId('payment-frame');
    expect(new URL(frame.getAttribute('src')!).searchParams.get('orderId')).toBe(pending.id);
    expect(calls.find((c) => c.url.pathname === '/api/payments/sessions')!.body).toEqual({ orderId: pending.id });
    within(screen.getByTestId('payment-frame-dialog')).getByRole('button', { name: 'Close payment' }).click();
    await waitFor(() => expect(screen.getByTestId('payment-frame-dialog').dataset.state).toBe('closed'));
  });

  it('downloads the CSV of the same selection as orders-{date}.csv, and shows a refusal as the error text', async () => {
    let refuse = false;
    const { calls } = stubFetch(handlers([order()], {
      'GET /api/orders/export': () => (refuse ? json({ status: 400, detail: 'The from-date cannot be in the future.' }, 400)
        : new Response('Order Number,Created\n1001,2026-11-20\n', { headers: { 'Content-Type': 'text/csv' } })),
    }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push(this.download); });
    URL.createObjectURL = vi.fn(() => 'blob:orders');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    renderRoutes(routes, '/customer-dashboard?tab=orders', as('corporate'));
    await screen.findByText(/^Campaign /);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual([`orders-${isoDay(new Date())}.csv`]));
    const sent = calls.find((c) => c.url.pathname === '/api/orders/export')!.url.searchParams;
    expect(sent.get('format')).toBe('csv');
    expect(sent.get('sort')).toBe('-createdAt');
    expect(sent.has('dateFrom')).toBe(true);
    expect(sent.has('page') || sent.has('limit') || sent.has('includeTotalPrice')).toBe(false);
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByTestId('orders-download-error')).toHaveTextContent('The from-date cannot be in the future.');
  });
});
