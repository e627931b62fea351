// Browser test of a card order from end to end: as the seeded admin (staff), a product and a card order are made
// through the API; the payment page /payments/p of the order's payment session is paid with
// 4242 4242 4242 4242 through the simulator (the embedded default has no Stripe key), and the order shows
// READY ('Order is ready for delivery.') in /orders/list, reached from the Campaign dropdown; the order's
// page shows it too. A declined card first shows 'Your Payment was not success.'.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Page } from 'playwright-core';
import { type AdminSession, apiPost, closeSession, newTag, openAdminSession, postWhenKnown, topScreenshot as screenshot, waitForPath } from './helpers.ts';

let session: AdminSession | undefined;
let api: APIRequestContext;
let page: Page;
const tag = newTag();
let order: { id: string; orderNumber: number };
let paymentUrl = '';

before(async () => {
  session = await openAdminSession(async (admin) => {
    api = admin;
    const type = await apiPost<{ id: string }>(api, '/api/product-types', { name: `Listings ${tag}`, minListings: 1, maxListings: 10 });
    const product = await apiPost<{ code: string }>(api, '/api/products', {
      code: `E2E-${tag}`, name: `Facebook 7 days ${tag}`, productTypeId: type.id, price: 19900, currency: 'NZD', isTaxInclusive: true, taxRate: 15, campaignDurationDays: 7,
    });
    const customer = await apiPost<{ id: string }>(api, '/api/customers', { name: `Harbour Realty ${tag}` });
    // An order names at least one agent of the customer (002 §5).
    const agent = await apiPost<{ id: string }>(api, '/api/agents', { customerId: customer.id, fullName: `Jo Agent ${tag}` });
    const listing = await apiPost<{ id: string }>(api, '/api/listings', { customerId: customer.id, title: `12 Harbour View Road ${tag}`, agents: [{ id: agent.id }] }, { retryUnknownCustomer: true });
    // The order context learns of the customer, its agent and the listing from the other contexts' events.
    order = await postWhenKnown(api, '/api/orders', {
      customerId: customer.id, paymentType: 'CREDIT_CARD', products: [product.code], orderType: 'LISTING', listingIds: [listing.id], agents: [{ id: agent.id }],
      campaignName: `Spring campaign ${tag}`, email: `jo-${tag}@example.com`, source: 'ORDER_FORM',
    }, (status, text) => status === 400 && /\/body\/(listingIds|customerId|agents\/)/.test(text));
    // The payment context learns of the order from order.created: until then the session is 404.
    ({ paymentUrl } = await postWhenKnown<{ paymentUrl: string }>(api, '/api/payments/sessions', { orderId: order.id }, (status) => status === 404));
  });
  ({ page } = session);
});
after(async () => {
  await closeSession(session);
});

describe('card order paid through the simulator', () => {
  it('opens the payment page outside the staff frame, with the simulator banner', async () => {
    assert.match(paymentUrl, /^\/payments\/p\?sessionId=[^&]+&orderId=/);
    await page.goto(paymentUrl);
    await page.getByText(`Order# ${order.orderNumber}`).waitFor();
    await page.getByTestId('simulator-banner').waitFor();
    assert.match(await page.getByTestId('simulator-banner').innerText(), /Card payments are simulated: no real card is charged\./);
    assert.equal(await page.getByRole('button', { name: 'Campaign' }).count(), 0, 'no top menu on the payment page');
    await screenshot(page, '90-payment-page');
  });

  it("shows 'Your Payment was not success.' for the declined test card", async () => {
    await page.locator('input[name=cardNumber]').fill('4000 0000 0000 0002');
    await page.locator('input[name=cardExpiry]').fill('12/30');
    await page.locator('input[name=cardCvc]').fill('123');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('payment-failure').waitFor();
    assert.match(await page.getByTestId('payment-failure').innerText(), /Your Payment was not success\./);
  });

  it('pays with 4242 4242 4242 4242', async () => {
    await page.locator('input[name=cardNumber]').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your order has been successfully paid. You will receive a confirmation email shortly.').waitFor();
    await screenshot(page, '91-payment-paid');
  });

  it('sees the order READY in /orders/list, from the Campaign dropdown', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Campaign' }).click();
    await page.getByRole('menuitem', { name: 'Orders' }).click();
    await waitForPath(page, '/orders/list');
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    // The order moves to READY when payment.succeeded reaches the order context: look again until it has.
    const deadline = Date.now() + 20_000;
    for (;;) {
      await page.getByRole('textbox', { name: 'Search orders' }).fill(String(order.orderNumber));
      const row = page.getByRole('row').filter({ hasText: `Spring campaign ${tag}` });
      await row.waitFor();
      if (/Order is ready for delivery\./.test(await row.innerText())) break;
      assert.ok(Date.now() < deadline, `order still not READY: ${await row.innerText()}`);
      await page.waitForTimeout(500);
      await page.reload();
    }
    await screenshot(page, '92-orders-list');
    await page.getByRole('row').filter({ hasText: `Spring campaign ${tag}` }).click();
    await waitForPath(page, `/order/${order.id}/edit`);
    assert.equal(await page.getByTestId('order-status-message').innerText(), 'Order is ready for delivery.');
    await screenshot(page, '93-order');
  });
});
