// The orders screens (000 §2; 002 §4, §7, §9): the list newest first, 25 a page (50, 100), a year back by
// default, each status with its message, the total per currency, filters, CSV and Excel exports; one order
// with its comments and, for staff, its status.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { HARBOUR, HARBOUR_REALTY, customerOptions } from '../../test/listingFixtures.ts';
import { ORDER_STATUS_MESSAGES } from './constants.ts';
import { ORDER_PATHS } from './paths.ts';
import type { Order } from '../../lib/api/generated/order.ts';
import { OrderEditPage, OrdersListPage } from './OrderPages.tsx';

const ORDER = '3a1d7d2f-9e2b-4d4c-8a5f-2b3c4d5e6f70';
const order = (overrides: Partial<Order> = {}): Order => ({
  id: ORDER, orderNumber: 1042, customerId: HARBOUR, officeId: null, agents: [], email: 'jo@harbour.example.com', orderedFrom: null,
  paymentType: 'CREDIT_CARD', status: 'READY', statusMessage: ORDER_STATUS_MESSAGES.ready, orderType: 'LISTING', source: 'ORDER_FORM',
  products: [{ productId: '2f0c6c1e-8d1a-4c3b-9f4e-1a2b3c4d5e6f', code: 'FB-7D', name: 'Facebook 7 days', productTypeId: '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    price: 19900, currency: 'NZD', isTaxInclusive: true, taxRate: 15, campaignDurationDays: 7, amount: 19900, amountTax: 2596, campaignTemplates: [] }],
  amount: 19900, amountTax: 2596, currency: 'NZD', startDate: '2026-12-01', campaignName: 'Harbour View spring', title: 'Harbour View spring',
  comments: [], attributes: [], campaignData: [], listingIds: [], resourceIds: [], fbDpaCatalogId: null, fbCampaigns: [], gdnCampaigns: [],
  impressions: 0, createdBy: null, createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z', ...overrides,
});
const routes = [
  { path: ORDER_PATHS.ordersList, element: <OrdersListPage /> },
  { path: `${ORDER_PATHS.order}/:orderId/edit`, element: <OrderEditPage /> },
];

afterEach(() => vi.unstubAllGlobals());

describe('orders list', () => {
  it('lists orders newest first with status messages and totals, filters, pages and exports them', async () => {
    const { calls } = stubFetch({
      'GET /api/customers/options': customerOptions(HARBOUR_REALTY),
      'GET /api/orders': () => json({
        orders: [order(), order({ id: '4b2e8e30-af3c-4e5d-9b60-3c4d5e6f7081', orderNumber: 1043, status: 'PENDING_PAYMENT', statusMessage: ORDER_STATUS_MESSAGES.pendingPayment, campaignName: 'Summit launch' })],
        count: 2, totalPrice: [{ currency: 'NZD', amount: 39800 }, { currency: 'AUD', amount: 1000 }],
      }),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, ORDER_PATHS.ordersList, authState(makeUser(['sales'])));
    expect(await screen.findByText('Summit launch')).toBeInTheDocument();
    expect(screen.getByText(ORDER_STATUS_MESSAGES.ready)).toBeInTheDocument();
    expect(screen.getByText(ORDER_STATUS_MESSAGES.pendingPayment)).toBeInTheDocument();
    expect(screen.getByTestId('orders-total')).toHaveTextContent('Total: $398.00 NZD');
    expect(screen.getByTestId('orders-total')).toHaveTextContent('AUD');
    const first = calls.find((c) => c.url.pathname === '/api/orders')!.url.searchParams;
    expect(first.get('page')).toBe('1');
    expect(first.get('limit')).toBe('25');
    expect(first.get('sort')).toBe('-createdAt');
    expect(first.get('includeTotalPrice')).toBe('true');
    const from = new Date(first.get('dateFrom')!);
    expect(Math.round((Date.now() - from.getTime()) / 86_400_000)).toBeGreaterThanOrEqual(365);
    expect(first.has('dateTo')).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '50');
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('limit')).toBe('50'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'READY');
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('status')).toBe('READY'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'orderNumber');
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('sort')).toBe('orderNumber'));
    await user.type(screen.getByRole('textbox', { name: 'Search orders' }), '1042');
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('search')).toBe('1042'));

    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(csv.getAttribute('download')).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvUrl = new URL(csv.getAttribute('href')!, window.location.origin);
    expect(csvUrl.pathname).toBe('/api/orders/export');
    expect(Object.fromEntries(csvUrl.searchParams)).toMatchObject({ format: 'csv', sort: 'orderNumber', status: 'READY', search: '1042' });
    expect(screen.getByRole('link', { name: 'Export Excel' }).getAttribute('download')).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.xlsx$/);

    await user.click(screen.getByText('Summit launch'));
    expect(router.state.location.pathname).toBe(`${ORDER_PATHS.order}/4b2e8e30-af3c-4e5d-9b60-3c4d5e6f7081/edit`);
  });
});

describe('order page', () => {
  it('shows the order read-only, adds and deletes comments and changes the status (staff)', async () => {
    let current = order();
    const { calls } = stubFetch({
      'GET /api/customers/options': customerOptions(HARBOUR_REALTY),
      [`GET /api/orders/${ORDER}`]: () => json(current),
      [`POST /api/orders/${ORDER}/comments`]: () => {
        current = order({ comments: [{ id: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', text: 'Approved by the client.', createdBy: null, createdAt: '2026-11-22T09:00:00.000Z' }] });
        return json(current, 201);
      },
      [`DELETE /api/orders/${ORDER}/comments/9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d`]: () => { current = order(); return json(current); },
      [`PUT /api/orders/${ORDER}/status`]: () => { current = order({ status: 'CANCELLED', statusMessage: ORDER_STATUS_MESSAGES.cancelled }); return json(current); },
    });
    const user = userEvent.setup();
    renderRoutes(routes, `${ORDER_PATHS.order}/${ORDER}/edit`, authState(makeUser(['operations'])));
    expect(await screen.findByRole('heading', { name: 'Order# 1042 · Harbour View spring' })).toBeInTheDocument();
    expect(screen.getByTestId('order-status-message')).toHaveTextContent(ORDER_STATUS_MESSAGES.ready);
    expect(screen.getByText('Facebook 7 days')).toBeInTheDocument();
    expect(await screen.findByText('Harbour Realty')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'New comment' }), 'Approved by the client.');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByTestId('order-comment')).toHaveTextContent('Approved by the client.');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ text: 'Approved by the client.' });
    await user.click(within(screen.getByTestId('order-comment')).getByRole('button', { name: 'Delete comment' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByTestId('order-comment')).toBeNull());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Change status' }), 'CANCELLED');
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(screen.getByTestId('order-status-message')).toHaveTextContent(ORDER_STATUS_MESSAGES.cancelled));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ status: 'CANCELLED' });
  });
});
