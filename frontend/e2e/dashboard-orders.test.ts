// Browser test of the customer dashboard's orders and overview tabs (002 §2, §4, §5, §6, §7, §8, §9): as the
// admin, through the API, a customer with two offices, a dashboard (tax-inclusive totals for corporate users),
// an agent, a listing, a product, a card order (office one, waiting for its payment) and an invoice order (office
// two), and a corporate dashboard user who is the agent. Signed in on /customer-dashboard/signin, the orders tab
// lists both with their status messages ('Payment pending.', 'Order is ready for delivery.') and the total with
// tax; the search and the office filter narrow it; the CSV downloads as orders-{date}.csv; pay-now opens the
// payment frame (a click outside closes it), a declined card shows 'Your Payment was not success.' with the
// card's message, and 4242 4242 4242 4242 pays ('Your order has been successfully paid. …') and the order becomes
// 'Order is ready for delivery.'. The overview tab (also opened as `status`) shows its charts and the digital
// investment. A screenshot of each step.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { adminApi, apiPost, closeSession, createProduct, launch, newTag, postWhenKnown, reloadUntil, topScreenshot as screenshot, uniqueEmail } from './helpers.ts';
import { createDashboard, createDashboardUser, dashboardPage, payInFrame } from './dashboard-helpers.ts';

let browser: Browser;
let api: APIRequestContext;
let context: BrowserContext;
let page: Page;
const tag = newTag();
const email = uniqueEmail('dashboard-orders');
const cardCampaign = `Card campaign ${tag}`;
const invoiceCampaign = `Invoice campaign ${tag}`;
const ids = { customer: '', offices: [] as string[], agent: '' };
let cardOrder: { id: string; orderNumber: number };
let invoiceOrder: { id: string; orderNumber: number };

before(async () => {
  browser = await launch();
  api = await adminApi();
  ids.customer = (await apiPost<{ id: string }>(api, '/api/customers', { name: `Orders Tab Realty ${tag}` })).id;
  for (const name of ['Ponsonby', 'Takapuna']) {
    ids.offices.push((await apiPost<{ id: string }>(api, '/api/offices', { customerId: ids.customer, name: `${name} ${tag}` })).id);
  }
  await createDashboard(api, {
    customerId: ids.customer, name: `Orders Tab dashboard ${tag}`, everyTabForEveryRole: true,
    controls: { enableOrdersTaxInclusionRoles: ['corporate'], enableDigitalInvestmentDisplayRoles: ['corporate'] },
  });
  ids.agent = (await apiPost<{ id: string }>(api, '/api/agents', {
    customerId: ids.customer, fullName: `Jo Orders ${tag}`, email: `jo-orders-${tag}@example.com`, officeIds: [ids.offices[0]],
  })).id;
  const listing = await apiPost<{ id: string }>(api, '/api/listings', {
    customerId: ids.customer, title: `3 Orders Lane ${tag}`, agents: [{ id: ids.agent }],
  }, { retryUnknownCustomer: true });
  const type = await apiPost<{ id: string }>(api, '/api/product-types', { name: `Orders tab listings ${tag}`, minListings: 1, maxListings: 10 });
  const product = await createProduct(api, { code: `E2E-OT-${tag}`, name: `Facebook week ${tag}`, productTypeId: type.id });
  const order = (paymentType: string, campaignName: string, officeId: string) => postWhenKnown<{ id: string; orderNumber: number }>(api, '/api/orders', {
    customerId: ids.customer, paymentType, products: [product.code], orderType: 'LISTING', listingIds: [listing.id], agents: [{ id: ids.agent }],
    officeId, campaignName, source: 'ORDER_FORM',
  }, /\/body\/(listingIds|customerId|officeId|agents\/)/);
  cardOrder = await order('CREDIT_CARD', cardCampaign, ids.offices[0]!);
  invoiceOrder = await order('INVOICE', invoiceCampaign, ids.offices[1]!);
  // The payment context hears of the card order from order.created: wait for it, so pay-now finds it at once.
  await postWhenKnown(api, '/api/payments/sessions', { orderId: cardOrder.id }, /./);
  // The corporate dashboard user, the agent's.
  await createDashboardUser(api, { email, displayName: 'Jo Orders', username: 'Jo Orders', roles: ['corporate'], customerId: ids.customer, agentId: ids.agent });

  ({ context, page } = await dashboardPage(browser, email));
});
after(async () => {
  await closeSession({ context, api, browser });
});

const row = (campaignName: string) => page.getByRole('row').filter({ hasText: campaignName });
const search = () => page.getByRole('textbox', { name: 'Search orders' });
/** Today in the browser's time zone (the tests' context is Pacific/Auckland), YYYY-MM-DD. */
const browserToday = () => page.evaluate(() => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
});

describe('the orders tab', () => {
  it('lists the orders with their status messages and the total with tax', async () => {
    await page.goto('/customer-dashboard?tab=orders');
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    // The invoice order is READY a moment after it is placed (its event).
    await reloadUntil(page, async () => {
      if (!(await row(invoiceCampaign).waitFor({ timeout: 5000 }).then(() => true, () => false))) return false;
      return /Order is ready for delivery\./.test(await row(invoiceCampaign).innerText());
    }, 'the invoice order READY in the orders tab');
    assert.equal(await row(cardCampaign).getByTestId('order-status-message').innerText(), 'Payment pending.');
    assert.equal(await row(invoiceCampaign).getByTestId('order-status-message').innerText(), 'Order is ready for delivery.');
    // 199.00 each, tax included for a corporate user (enableOrdersTaxInclusionRoles).
    assert.match(await row(cardCampaign).getByTestId('order-amount').innerText(), /\$199\.00 NZD/);
    assert.match(await page.getByTestId('orders-total').innerText(), /Total price incl\. tax: \$398\.00 NZD/);
    assert.equal(await row(invoiceCampaign).getByRole('button', { name: /^Pay now/ }).count(), 0);
    assert.equal(await row(cardCampaign).getByRole('button', { name: `Pay now Order# ${cardOrder.orderNumber}` }).count(), 1);
    await screenshot(page, 'o-01-orders-tab');
  });

  it('searches by campaign name and filters by office', async () => {
    await search().fill(cardCampaign);
    await row(invoiceCampaign).waitFor({ state: 'detached' });
    await row(cardCampaign).waitFor();
    await screenshot(page, 'o-02-orders-search');
    await search().fill('');
    await row(invoiceCampaign).waitFor();
    await page.getByRole('combobox', { name: 'Office' }).selectOption({ label: `Takapuna ${tag}` });
    await row(cardCampaign).waitFor({ state: 'detached' });
    await row(invoiceCampaign).waitFor();
    await page.getByRole('combobox', { name: 'Office' }).selectOption({ label: 'All offices' });
    await row(cardCampaign).waitFor();
  });

  it('downloads the CSV of the orders as orders-{date}.csv', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), `orders-${await browserToday()}.csv`);
    const text = await readFile((await file.path())!, 'utf8');
    assert.match(text, /Order Number/);
    assert.ok(text.includes(String(cardOrder.orderNumber)) && text.includes(String(invoiceOrder.orderNumber)), text.slice(0, 500));
    assert.equal(await page.getByTestId('orders-download-error').count(), 0);
  });

  it('opens the payment frame for pay-now; a click outside closes it', async () => {
    await row(cardCampaign).getByRole('button', { name: `Pay now Order# ${cardOrder.orderNumber}` }).click();
    const frame = page.frameLocator('[data-testid=payment-frame]');
    await frame.getByText(`Order# ${cardOrder.orderNumber}`).waitFor();
    await frame.locator('input[name=cardNumber]').waitFor();
    await screenshot(page, 'o-03-payment-frame');
    await page.mouse.click(5, 5);
    await page.getByTestId('payment-frame').waitFor({ state: 'detached' });
  });

  it("shows 'Your Payment was not success.' with the card's message for a declined card", async () => {
    await row(cardCampaign).getByRole('button', { name: `Pay now Order# ${cardOrder.orderNumber}` }).click();
    const frame = page.frameLocator('[data-testid=payment-frame]');
    await payInFrame(frame, '4000 0000 0000 0002');
    const dialog = page.getByTestId('app-dialog');
    await dialog.getByText('Your Payment was not success.').waitFor();
    await dialog.getByText('Your card was declined.').waitFor();
    await screenshot(page, 'o-04-payment-declined');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it("pays with 4242 4242 4242 4242: 'Your order has been successfully paid. …', and the order is ready for delivery", async () => {
    await row(cardCampaign).getByRole('button', { name: `Pay now Order# ${cardOrder.orderNumber}` }).click();
    const frame = page.frameLocator('[data-testid=payment-frame]');
    await payInFrame(frame, '4242 4242 4242 4242');
    await page.getByTestId('app-dialog').getByText('Your order has been successfully paid. You will receive a confirmation email shortly.').waitFor();
    // Shot at once: the dialog closes itself after 10 s (the list's refresh behind it need not settle first).
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(import.meta.dirname, 'screenshots', 'o-05-payment-paid.png'), fullPage: true });
    await page.keyboard.press('Escape');
    // READY once payment.succeeded reaches the order context.
    await reloadUntil(page, async () => {
      if (!(await row(cardCampaign).waitFor({ timeout: 5000 }).then(() => true, () => false))) return false;
      return /Order is ready for delivery\./.test(await row(cardCampaign).getByTestId('order-status-message').innerText());
    }, 'the paid card order READY');
    assert.equal(await row(cardCampaign).getByRole('button', { name: /^Pay now/ }).count(), 0);
    await screenshot(page, 'o-06-orders-paid');
  });
});

describe('the overview tab', () => {
  it('shows the charts and the digital investment; `status` opens it too', async () => {
    await page.goto('/customer-dashboard?tab=status');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'overview');
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.getByTestId('overview-charts').waitFor();
    // The day-by-day charts draw every day of the range, quiet ones too.
    await page.getByTestId('overview-chart-reachAndClicks').locator('svg').first().waitFor();
    await page.getByTestId('overview-chart-ctrTrend').locator('svg').first().waitFor();
    assert.match(await page.getByTestId('digital-investment').innerText(), /Digital investment \(incl\. tax\)\s*\$398\.00 NZD/);
    await page.getByRole('textbox', { name: 'Search agents' }).waitFor();
    await screenshot(page, 'o-07-overview');
  });
});
