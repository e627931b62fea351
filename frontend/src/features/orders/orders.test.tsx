// The orders screens (000 §2; 002 §4, §7, §9): the list newest first, 25 a page (50, 100), a year back by
// default, each status with its message, the total per currency, filters, CSV and Excel exports; one order
// with its comments and, for staff, its status.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { LEAVE_QUESTION, UnsavedChangesGuard } from '../../lib/forms/unsavedChanges.tsx';
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
  impressions: 0, createdBy: null, createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z',
  statusHistory: [{ from: null, to: 'PENDING_PAYMENT', at: '2026-11-22T08:00:00.000Z', by: USER, byEmail: 'jo@harbour.example.com', source: 'placed' },
    { from: 'PENDING_PAYMENT', to: 'READY', at: '2026-11-22T08:05:00.000Z', by: null, byEmail: null, source: 'payment' }],
  payments: [], nextStatuses: ['PROCESSING', 'FAILED', 'DELIVERED', 'CANCELLED'], orderedItems: [], ...overrides,
});
const USER = '0e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';
const LISTING = '8b5a9d1b-6c8f-4a01-8e4d-5f6a7b8c9d0e';
const AGENT = '7a4f8c0a-5b7e-4fa0-9d3c-4e5f6a7b8c9d';
const OFFICE = '6c3e7b9f-4a6d-4e9f-8c2b-3d4e5f6a7b8c';
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
    // Rows show amounts with tax, and so does the total: both say so.
    expect(screen.getByTestId('orders-total')).toHaveTextContent('Total incl. tax: $398.00 NZD');
    expect(screen.getByRole('columnheader', { name: 'Total (incl. tax)' })).toBeInTheDocument();
    expect(screen.getByTestId('orders-total')).toHaveTextContent('AUD');
    const first = calls.find((c) => c.url.pathname === '/api/orders')!.url.searchParams;
    expect(first.get('page')).toBe('1');
    expect(first.get('limit')).toBe('25');
    expect(first.get('sort')).toBe('-createdAt');
    expect(first.get('includeTotalPrice')).toBe('true');
    expect(first.get('includeTotalPriceTax')).toBe('true');
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
  const ordered = (overrides: Partial<Order> = {}) => order({
    listingIds: [LISTING], orderedItems: [{ id: LISTING, kind: 'LISTING', title: '12 Harbour View Road', deleted: false }],
    agents: [{ id: AGENT }], officeId: OFFICE,
    attributes: [{ entity: 'EMAIL_NOTICE', key: 'mailto', value: 'sam@harbour.example.com,lee@harbour.example.com' }, { entity: 'FB_AD_ACCOUNT', key: 'fbAdAccount', value: 'act_1234567890' }],
    payments: [
      { paymentId: '5d6e7f80-1a2b-4c3d-8e4f-5a6b7c8d9e0f', outcome: 'FAILED', amount: null, currency: null, provider: null, providerPaymentId: null, reason: 'Your card was declined.', refundRequired: false, at: '2026-11-22T08:01:00.000Z' },
      { paymentId: '6e7f8091-2b3c-4d4e-9f50-6b7c8d9e0f1a', outcome: 'SUCCEEDED', amount: 19900, currency: 'NZD', provider: 'stripe', providerPaymentId: 'pi_ok', reason: null, refundRequired: false, at: '2026-11-22T08:05:00.000Z' },
    ],
    ...overrides,
  });

  it('shows what was ordered, the e-mails, payment attempts and status history; adds and deletes comments; moves the status (staff)', async () => {
    let current = ordered();
    const { calls } = stubFetch({
      'GET /api/customers/options': customerOptions(HARBOUR_REALTY),
      [`GET /api/agents/${AGENT}`]: () => json({ id: AGENT, fullName: 'Jo Agent', email: 'jo@harbour.example.com' }),
      [`GET /api/offices/${OFFICE}`]: () => json({ id: OFFICE, name: 'Harbour Central' }),
      [`GET /api/orders/${ORDER}`]: () => json(current),
      [`POST /api/orders/${ORDER}/comments`]: () => {
        current = ordered({ comments: [{ id: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', text: 'Approved by the client.', createdBy: null, createdAt: '2026-11-22T09:00:00.000Z' }] });
        return json(current, 201);
      },
      [`DELETE /api/orders/${ORDER}/comments/9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d`]: () => { current = ordered(); return json(current); },
      [`PUT /api/orders/${ORDER}/status`]: () => {
        current = ordered({
          status: 'PROCESSING', nextStatuses: ['FAILED', 'DELIVERED', 'CANCELLED'],
          statusHistory: [...order().statusHistory, { from: 'READY', to: 'PROCESSING', at: '2026-11-22T10:00:00.000Z', by: USER, byEmail: 'ops@adops.example', source: 'staff' }],
        });
        return json(current);
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, `${ORDER_PATHS.order}/${ORDER}/edit`, authState(makeUser(['operations'])));
    expect(await screen.findByRole('heading', { name: 'Order# 1042 · Harbour View spring' })).toBeInTheDocument();
    expect(screen.getByTestId('order-status-message')).toHaveTextContent(ORDER_STATUS_MESSAGES.ready);
    expect(await screen.findByText('Harbour Realty')).toBeInTheDocument();

    // What was ordered: the listing by title, the agent and office by name, each product with and without tax.
    expect(screen.getByTestId('order-item')).toHaveTextContent('12 Harbour View Road');
    expect(await screen.findByText('Jo Agent')).toBeInTheDocument();
    expect(await screen.findByText('Harbour Central')).toBeInTheDocument();
    const product = screen.getByTestId('order-product');
    expect(product).toHaveTextContent('Facebook 7 days');
    expect(product).toHaveTextContent('$173.04');
    expect(product).toHaveTextContent('$25.96');
    expect(product).toHaveTextContent('$199.00');
    expect(screen.getByTestId('order-amount-ex-tax')).toHaveTextContent('$173.04 NZD');
    // Where its e-mails go, and its payment attempts: the declined one with its reason, then the one that paid.
    expect(screen.getAllByTestId('order-notice-email').map((e) => e.textContent)).toEqual(['sam@harbour.example.com', 'lee@harbour.example.com']);
    expect(within(screen.getByTestId('order-notifications')).getByText('jo@harbour.example.com')).toBeInTheDocument();
    const attempts = screen.getAllByTestId('order-payment');
    expect(attempts[0]).toHaveTextContent('Declined');
    expect(attempts[0]).toHaveTextContent('Your card was declined.');
    expect(attempts[1]).toHaveTextContent('Paid');
    expect(attempts[1]).toHaveTextContent('pi_ok');
    // Every status change, with who.
    const history = screen.getAllByTestId('order-history-row');
    expect(history).toHaveLength(2);
    expect(history[0]).toHaveTextContent('jo@harbour.example.com (placed)');
    expect(history[1]).toHaveTextContent('(payment)');

    await user.type(screen.getByRole('textbox', { name: 'New comment' }), 'Approved by the client.');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByTestId('order-comment')).toHaveTextContent('Approved by the client.');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ text: 'Approved by the client.' });
    await user.click(within(screen.getByTestId('order-comment')).getByRole('button', { name: 'Delete comment' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByTestId('order-comment')).toBeNull());

    // Only the moves the order offers this caller.
    const select = screen.getByRole('combobox', { name: 'Change status' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose the next status', 'Processing', 'Failed', 'Delivered', 'Cancelled']);
    await user.selectOptions(select, 'PROCESSING');
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(screen.getAllByTestId('order-history-row')).toHaveLength(3));
    expect(screen.getAllByTestId('order-history-row')[2]).toHaveTextContent('ops@adops.example (staff)');
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ status: 'PROCESSING' });
  });

  it('shows a refused move by its message beside the status', async () => {
    stubFetch({
      'GET /api/customers/options': customerOptions(HARBOUR_REALTY),
      [`GET /api/orders/${ORDER}`]: () => json(order()),
      [`PUT /api/orders/${ORDER}/status`]: () => json({ type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Only an admin cancels a paid card order: its payment must be refunded.' }, 403),
    });
    const user = userEvent.setup();
    renderRoutes(routes, `${ORDER_PATHS.order}/${ORDER}/edit`, authState(makeUser(['operations'])));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Change status' }), 'CANCELLED');
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('Only an admin cancels a paid card order: its payment must be refunded.')).toBeInTheDocument();
  });

  it('sales read the order (the office by its id) and are offered no status change', async () => {
    const { calls } = stubFetch({
      'GET /api/customers/options': customerOptions(HARBOUR_REALTY),
      [`GET /api/agents/${AGENT}`]: () => json({ id: AGENT, fullName: 'Jo Agent', email: 'jo@harbour.example.com' }),
      [`GET /api/orders/${ORDER}`]: () => json(ordered({ nextStatuses: [] })),
    });
    renderRoutes(routes, `${ORDER_PATHS.order}/${ORDER}/edit`, authState(makeUser(['sales'])));
    expect(await screen.findByText('Jo Agent')).toBeInTheDocument();
    expect(screen.getByTestId('order-office')).toHaveTextContent(OFFICE);
    expect(screen.queryByRole('combobox', { name: 'Change status' })).toBeNull();
    expect(calls.some((c) => c.url.pathname.startsWith('/api/offices'))).toBe(false);
  });
});

describe('order page: edits kept and refusals shown', () => {
  const guarded = [{ element: <UnsavedChangesGuard><Outlet /></UnsavedChangesGuard>, children: routes }];
  const beforeUnloadIsStopped = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks before leaving a changed e-mail, and not once it is saved', async () => {
    let current = order();
    const { calls } = stubFetch({
      'GET /api/customers/options': customerOptions(HARBOUR_REALTY),
      'GET /api/orders': () => json({ orders: [], count: 0, totalPrice: [] }),
      [`GET /api/orders/${ORDER}`]: () => json(current),
      [`GET /api/orders/${ORDER}/notifications`]: () => json({ items: [], count: 0 }),
      [`PUT /api/orders/${ORDER}/email`]: async (request) => {
        current = order({ email: ((await request.json()) as { email: string }).email });
        return json(current);
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(guarded, `${ORDER_PATHS.order}/${ORDER}/edit`, authState(makeUser(['operations'])));
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    expect(beforeUnloadIsStopped()).toBe(false);
    await user.clear(email);
    await user.type(email, 'sam@harbour.example.com');
    expect(beforeUnloadIsStopped()).toBe(true);

    void router.navigate(ORDER_PATHS.ordersList);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(LEAVE_QUESTION.message)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(LEAVE_QUESTION.message)).toBeNull());
    expect(router.state.location.pathname).toBe(`${ORDER_PATHS.order}/${ORDER}/edit`);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('sam@harbour.example.com');

    await user.click(screen.getByRole('button', { name: 'Save e-mail' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    await waitFor(() => expect(beforeUnloadIsStopped()).toBe(false));
    await router.navigate(ORDER_PATHS.ordersList);
    await waitFor(() => expect(router.state.location.pathname).toBe(ORDER_PATHS.ordersList));
    expect(screen.queryByText(LEAVE_QUESTION.message)).toBeNull();
  });

  it('asks before leaving a comment not added or a status not saved', async () => {
    stubFetch({
      'GET /api/customers/options': customerOptions(HARBOUR_REALTY),
      [`GET /api/orders/${ORDER}`]: () => json(order()),
      [`GET /api/orders/${ORDER}/notifications`]: () => json({ items: [], count: 0 }),
    });
    const user = userEvent.setup();
    renderRoutes(guarded, `${ORDER_PATHS.order}/${ORDER}/edit`, authState(makeUser(['operations'])));
    const comment = await screen.findByRole('textbox', { name: 'New comment' });
    await user.type(comment, 'Call the client');
    expect(beforeUnloadIsStopped()).toBe(true);
    await user.clear(comment);
    expect(beforeUnloadIsStopped()).toBe(false);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Change status' }), 'PROCESSING');
    expect(beforeUnloadIsStopped()).toBe(true);
  });

  it('shows a refused load of the sent e-mails by its problem, where the table would be', async () => {
    stubFetch({
      'GET /api/customers/options': customerOptions(HARBOUR_REALTY),
      [`GET /api/orders/${ORDER}`]: () => json(order()),
      [`GET /api/orders/${ORDER}/notifications`]: () => json({ type: 'about:blank', title: 'Bad Request', status: 400, detail: 'The e-mail log cannot be read now.' }, 400),
    });
    renderRoutes(routes, `${ORDER_PATHS.order}/${ORDER}/edit`, authState(makeUser(['operations'])));
    const alert = await screen.findByTestId('load-error-state');
    expect(alert).toHaveTextContent('The e-mail log cannot be read now.');
    expect(within(screen.getByTestId('order-notifications')).getByTestId('load-error-state')).toBe(alert);
    expect(screen.queryByTestId('order-sent-emails')).toBeNull();
  });
});
