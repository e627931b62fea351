// The order screen (002 §4, §5, §8): nothing selected, no product for the selection, Next held back by each rule
// with its message (an agent, the billing account in 'Oops!'/'Okay'), the campaign name's 'Error', and an invoice
// order placed with the payload of 002 §3 under an Idempotency-Key, its 'Order# N' dialog and the orders tab;
// a refused order shows the server's message.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, renderRoutes } from '../../test/render.tsx';
import { json, type Handler } from '../../test/fetchStub.ts';
import { currentDashboard } from '../dashboard-listings/testDashboard.ts';
import { CUSTOMER_DASHBOARD_PATHS, orderPath } from '../customer-dashboard/paths.ts';
import { ORDER_MESSAGES as M } from './messages.ts';
import { AGENT, dashboardUser, FB_ACCOUNT, orderApi, orderRoutes as page, PRODUCT, TEMPLATE, TYPE } from './testOrder.tsx';

const LISTING = '8b5a9d1b-6c8f-4a01-8e4d-5f6a7b8c9d0e';

const routes = (extra: Record<string, Handler> = {}) => orderApi({
  [`GET /api/listings/${LISTING}`]: () => json({ id: LISTING, title: '12 Harbour View Road', images: [{ url: 'https://cdn.example.com/a.jpg' }], metaData: [], customerUrl: 'https://harbour.example.com/12' }),
  ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('the order screen', () => {
  it('says nothing is selected without a selection', async () => {
    routes();
    renderRoutes(page, CUSTOMER_DASHBOARD_PATHS.order, authState(dashboardUser(['agent'])));
    expect(await screen.findByText(M.nothingSelected)).toBeInTheDocument();
    // The ways to a selection: the listings tab, and (for the roles that may create one) a new listing that comes back here.
    expect(screen.getByRole('link', { name: 'Choose listings' })).toHaveAttribute('href', '/customer-dashboard?tab=listings');
    expect(await screen.findByRole('link', { name: 'Create a listing' })).toHaveAttribute('href', '/customer-dashboard/listings/create?from=order');
  });

  it('says no product is available when no type takes this many listings', async () => {
    routes();
    renderRoutes(page, orderPath({ listingIds: [LISTING, '9c6b0e2c-7d9a-4b12-9f5e-6a7b8c9d0e1f'] }), authState(dashboardUser(['agent'])));
    expect(await screen.findByText(M.noProduct)).toBeInTheDocument();
  });

  it("holds Next back with each rule's message, then places an invoice order with the 002 §3 payload and an Idempotency-Key", async () => {
    const keys: (string | null)[] = [];
    const { calls } = routes({
      'POST /api/orders': (request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return json({ id: '9c6b0e2c-7d9a-4b12-9f5e-6a7b8c9d0e1f', orderNumber: 1042, paymentType: 'INVOICE' }, 201);
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(page, orderPath({ listingIds: [LISTING] }), authState(dashboardUser(['branchuser'])));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Campaign type' }), TYPE);
    // One duration and one price: chosen for the user.
    expect(screen.getByRole('combobox', { name: 'Price' })).toHaveValue(PRODUCT.id);
    // The user's own agent is chosen; removed, Next says one is needed.
    await within(screen.getByTestId('order-agents-chosen')).findByText(/Jo Agent/);
    await user.click(screen.getByRole('button', { name: 'Remove Jo Agent' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('At least one agent is required.')).toBeInTheDocument();
    // No agent, so no account either: the billing account's message is in the 'Oops!' dialog.
    const first = await screen.findByTestId('order-oops');
    expect(first).toHaveTextContent(M.facebookAccount);
    await user.click(within(first).getByRole('button', { name: M.okay }));
    await waitFor(() => expect(screen.queryByTestId('order-oops')).not.toBeInTheDocument());
    // A branch user does not get the agent's account chosen: Next says so in 'Oops!'.
    await user.click(await screen.findByRole('button', { name: 'Add Jo Agent' }));
    await screen.findByRole('option', { name: 'Harbour ads (1029384756)' });
    expect(screen.getByRole('combobox', { name: 'Facebook billing account' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const oops = await screen.findByTestId('order-oops');
    expect(oops).toHaveTextContent(M.oopsTitle);
    expect(oops).toHaveTextContent(M.facebookAccount);
    await user.click(within(oops).getByRole('button', { name: M.okay }));
    await waitFor(() => expect(screen.queryByTestId('order-oops')).not.toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Facebook billing account' }), FB_ACCOUNT);
    await user.type(screen.getByRole('textbox', { name: 'Notification e-mails' }), 'Sam@Harbour.example.com not-an-address ');
    expect(screen.getAllByTestId('order-email-chip').map((c) => c.textContent)).toEqual(['sam@harbour.example.com']);
    // Every template form holds (one image for an image campaign) and no review is asked: the settings step is skipped.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTestId('order-final-step');
    // Invoice when no payment type is allowed.
    expect(screen.getByRole('radio', { name: 'Invoice' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Credit Card' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const error = await screen.findByTestId('order-oops');
    expect(error).toHaveTextContent(M.errorTitle);
    expect(error).toHaveTextContent(M.campaignName);
    await user.click(within(error).getByRole('button', { name: M.okay }));
    await user.type(screen.getByRole('textbox', { name: 'Campaign name' }), 'Harbour View spring');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await screen.findByText(M.orderNumber(1042));
    expect(screen.getByText(M.orderPlaced)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=orders'));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^order-[0-9a-f-]{36}$/);
    const body = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/orders')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      orderedFrom: window.location.origin, email: 'jo@harbour.example.com', paymentType: 'INVOICE', products: ['FB-7D'], campaignName: 'Harbour View spring',
      source: 'ORDER_FORM', orderType: 'LISTING', listingIds: [LISTING], agents: [{ id: AGENT }], officeId: null,
      attributes: [{ entity: 'FB_AD_ACCOUNT', key: 'fbAdAccount', value: FB_ACCOUNT }, { entity: 'EMAIL_NOTICE', key: 'mailto', value: 'sam@harbour.example.com' }],
    });
    expect(body.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const data = body.campaignData as Array<{ templateId: string; resources: { images: unknown[] } }>;
    expect(data).toHaveLength(1);
    expect(data[0]!.templateId).toBe(TEMPLATE);
    expect(data[0]!.resources.images).toEqual([{ url: 'https://cdn.example.com/a.jpg' }]);
  });

  it("chooses an agent's account for the agent role, and shows the server's message when the order is refused; a retry keeps its key", async () => {
    const keys: (string | null)[] = [];
    routes({
      'POST /api/orders': (request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return json({ title: 'Bad Request', status: 400, errors: [{ path: '/body/startDate', message: 'The start date must lie between today and three months ahead.' }] }, 400);
      },
    });
    const user = userEvent.setup();
    renderRoutes(page, orderPath({ listingIds: [LISTING] }), authState(dashboardUser(['agent'])));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Campaign type' }), TYPE);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Facebook billing account' })).toHaveValue(FB_ACCOUNT));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('textbox', { name: 'Campaign name' }), 'Spring');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const oops = await screen.findByTestId('order-oops');
    expect(oops).toHaveTextContent(M.oopsTitle);
    expect(oops).toHaveTextContent('The start date must lie between today and three months ahead.');
    await user.click(within(oops).getByRole('button', { name: M.okay }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByTestId('order-oops');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('by card opens the payment frame; a second confirm reuses the placed order and goes straight to payment', async () => {
    const ORDER = '9c6b0e2c-7d9a-4b12-9f5e-6a7b8c9d0e1f';
    const { calls } = routes({
      'GET /api/dashboards/current': () => json(currentDashboard()),
      'POST /api/orders': () => json({ id: ORDER, orderNumber: 1043, paymentType: 'CREDIT_CARD' }, 201),
      'POST /api/payments/sessions': () => json({ paymentSessionId: 'ps_1', orderId: ORDER, paymentUrl: `/payments/p?sessionId=ps_1&orderId=${ORDER}` }, 201),
    });
    const user = userEvent.setup();
    renderRoutes(page, orderPath({ listingIds: [LISTING] }), authState(dashboardUser(['corporate'])));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Campaign type' }), TYPE);
    // A corporate user gets the customer's accounts (searched on the server) and the first agent's chosen.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Facebook billing account' })).toHaveValue(FB_ACCOUNT));
    expect(calls.find((c) => c.url.pathname === '/api/billing-accounts')!.url.searchParams.has('ids')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Credit Card and Invoice by the dashboard's payment methods for corporate.
    await user.click(await screen.findByRole('radio', { name: 'Credit Card' }));
    await user.type(screen.getByRole('textbox', { name: 'Campaign name' }), 'Spring');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('payment-frame-dialog')).toBeInTheDocument();
    expect(screen.getByTestId('order-placed-note')).toHaveTextContent('Order# 1043');
    // Closed, it stays mounted (jsdom runs no exit animation) and says so; a second confirm opens it again.
    const frameState = () => screen.queryByTestId('payment-frame-dialog')?.getAttribute('data-state') ?? 'closed';
    await user.click(screen.getByRole('button', { name: 'Close payment' }));
    await waitFor(() => expect(frameState()).toBe('closed'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(frameState()).toBe('open'));
    expect(calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/orders')).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/payments/sessions')).toHaveLength(2);
  });
});
