// Browser test of one order as staff use it: a card order (with a notice address, an office, an agent and a
// listing) is declined once and then paid through the simulator; as admin its page shows what was ordered
// (the listing by title, the agent and office by name, each product with and without tax), the receipt and
// notice e-mails, both payment attempts (the declined one with its reason) and its status history; the list
// says its rows and total include tax. As operations, the status offers only the moves the table gives them
// (no cancelling a paid card order), each move joins the history with who made it, and a completed order
// offers none.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import {
  type AdminSession, apiPost, closeSession, createUser, newPage, newTag, openAdminSession, postWhenKnown, PASSWORD, signIn, topScreenshot as screenshot, uniqueEmail, waitForPath,
} from './helpers.ts';

let session: AdminSession | undefined;
let api: APIRequestContext;
let page: Page;
const tag = newTag();
const opsEmail = uniqueEmail('orders-ops');
let order: { id: string; orderNumber: number };
let paymentUrl = '';

/** Reloads the order's page until `ready` holds: the payment's outcome reaches the order by its event. */
async function reloadUntil(p: Page, ready: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await ready())) {
    assert.ok(Date.now() < deadline, `not yet: ${what}`);
    await p.waitForTimeout(500);
    await p.reload();
    await p.getByTestId('order-history').waitFor();
  }
}

before(async () => {
  session = await openAdminSession(async (admin) => {
    api = admin;
    const type = await apiPost<{ id: string }>(api, '/api/product-types', { name: `Status listings ${tag}`, minListings: 1, maxListings: 10 });
    const product = await apiPost<{ code: string }>(api, '/api/products', {
      code: `E2E-S-${tag}`, name: `Facebook 14 days ${tag}`, productTypeId: type.id, price: 23000, currency: 'NZD', isTaxInclusive: true, taxRate: 15, campaignDurationDays: 14,
    });
    const customer = await apiPost<{ id: string }>(api, '/api/customers', { name: `Summit Homes ${tag}` });
    const office = await apiPost<{ id: string }>(api, '/api/offices', { customerId: customer.id, name: `Summit Central ${tag}` });
    const agent = await apiPost<{ id: string }>(api, '/api/agents', { customerId: customer.id, fullName: `Sam Agent ${tag}`, email: `sam-${tag}@example.com` });
    const listing = await apiPost<{ id: string }>(api, '/api/listings', { customerId: customer.id, title: `7 Summit Rise ${tag}`, agents: [{ id: agent.id }] }, { retryUnknownCustomer: true });
    order = await postWhenKnown(api, '/api/orders', {
      customerId: customer.id, officeId: office.id, paymentType: 'CREDIT_CARD', products: [product.code], orderType: 'LISTING', listingIds: [listing.id], agents: [{ id: agent.id }],
      campaignName: `Summit campaign ${tag}`, source: 'ORDER_FORM',
      attributes: [{ entity: 'EMAIL_NOTICE', key: 'mailto', value: `Lee-${tag}@Example.com, not-an-email` }],
    }, (status, text) => status === 400 && /\/body\/(listingIds|customerId|officeId|agents\/)/.test(text));
    ({ paymentUrl } = await postWhenKnown<{ paymentUrl: string }>(api, '/api/payments/sessions', { orderId: order.id }, (status) => status === 404));
    await createUser(api, { email: opsEmail, roles: ['operations'], isActive: true });
  });
  ({ page } = session);
});
after(async () => {
  await closeSession(session);
});

describe('an order as admin', () => {
  it('is declined once, then paid, through the simulator', async () => {
    await page.goto(paymentUrl);
    await page.getByText(`Order# ${order.orderNumber}`).waitFor();
    await page.locator('input[name=cardNumber]').fill('4000 0000 0000 0002');
    await page.locator('input[name=cardExpiry]').fill('12/30');
    await page.locator('input[name=cardCvc]').fill('123');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('payment-failure').waitFor();
    await page.locator('input[name=cardNumber]').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your order has been successfully paid. You will receive a confirmation email shortly.').waitFor();
  });

  it('shows what was ordered, the e-mails, both payment attempts and the status history', async () => {
    await page.goto(`/order/${order.id}/edit`);
    await page.getByTestId('order-history').waitFor();
    await reloadUntil(page, async () => (await page.getByTestId('order-history-row').count()) === 2 && (await page.getByTestId('order-payment').count()) === 2, 'the payment outcomes on the order');
    assert.equal(await page.getByTestId('order-status-message').innerText(), 'Order is ready for delivery.');
    // What was ordered: the listing by title, the agent and the office by name.
    assert.match(await page.getByTestId('order-item').innerText(), new RegExp(`7 Summit Rise ${tag}`));
    await page.getByTestId('order-agent').filter({ hasText: `Sam Agent ${tag}` }).waitFor();
    await page.getByTestId('order-office').filter({ hasText: `Summit Central ${tag}` }).waitFor();
    // The product with and without tax: $230.00 with 15 % in it is $200.00 and $30.00 of tax.
    const product = await page.getByTestId('order-product').innerText();
    assert.match(product, /\$200\.00/);
    assert.match(product, /\$30\.00/);
    assert.match(product, /\$230\.00/);
    assert.match(await page.getByTestId('order-amount-ex-tax').innerText(), /\$200\.00 NZD/);
    // Where its e-mails go: the receipt e-mail (the agent's) and the notice address, lower-cased; the bad one dropped.
    const notifications = await page.getByTestId('order-notifications').innerText();
    assert.match(notifications, new RegExp(`sam-${tag}@example\\.com`));
    assert.deepEqual(await page.getByTestId('order-notice-email').allInnerTexts(), [`lee-${tag}@example.com`]);
    // Both attempts: the declined one with the provider's reason, then the one that paid.
    const attempts = await page.getByTestId('order-payment').allInnerTexts();
    assert.match(attempts[0]!, /Declined/);
    assert.match(attempts[1]!, /Paid/);
    // The history: placed by the admin, then made READY by the payment.
    const history = await page.getByTestId('order-history-row').allInnerTexts();
    assert.match(history[0]!, /Pending payment/);
    assert.match(history[0]!, /\(placed\)/);
    assert.match(history[1]!, /\(payment\)/);
    // An admin may cancel a paid card order (its payment is refunded by hand): the select offers it.
    const options = await page.getByRole('combobox', { name: 'Change status' }).locator('option').allInnerTexts();
    assert.deepEqual(options, ['Choose the next status', 'Processing', 'Failed', 'Delivered', 'Cancelled']);
    await screenshot(page, '94-order-admin');
  });

  it('lists the order with its amount and the total, both labelled as including tax', async () => {
    await page.goto('/orders/list');
    await page.getByRole('textbox', { name: 'Search orders' }).fill(String(order.orderNumber));
    const row = page.getByRole('row').filter({ hasText: `Summit campaign ${tag}` });
    await row.waitFor();
    assert.match(await row.innerText(), /\$230\.00/);
    await page.getByRole('columnheader', { name: 'Total (incl. tax)' }).waitFor();
    await page.getByTestId('orders-total').filter({ hasText: 'Total incl. tax: $230.00 NZD' }).waitFor();
    await screenshot(page, '95-orders-list-tax');
  });
});

describe('the same order as operations', () => {
  let browser: Browser;
  let context: BrowserContext;
  let ops: Page;

  before(async () => {
    browser = session!.browser;
    ({ context, page: ops } = await newPage(browser));
    await signIn(ops, opsEmail, PASSWORD);
    await waitForPath(ops, '/');
  });
  after(async () => {
    await context?.close();
  });

  it('offers only the moves the table gives operations, and each move joins the history with who made it', async () => {
    await ops.goto(`/order/${order.id}/edit`);
    const select = ops.getByRole('combobox', { name: 'Change status' });
    await select.waitFor();
    // A paid card order is cancelled by an admin only: operations are not offered it.
    assert.deepEqual(await select.locator('option').allInnerTexts(), ['Choose the next status', 'Processing', 'Failed', 'Delivered']);
    await select.selectOption('PROCESSING');
    await ops.getByRole('button', { name: 'Save status' }).click();
    await ops.getByTestId('order-history-row').nth(2).waitFor();
    assert.match(await ops.getByTestId('order-history-row').nth(2).innerText(), new RegExp(`${opsEmail.replace(/[.]/g, '\\.')} \\(staff\\)`));
    await ops.keyboard.press('Escape');
    await ops.getByTestId('app-dialog').waitFor({ state: 'detached' }).catch(() => undefined);
    await select.selectOption('DELIVERED');
    await ops.getByRole('button', { name: 'Save status' }).click();
    await ops.getByTestId('order-history-row').nth(3).waitFor();
    await ops.keyboard.press('Escape');
    await ops.getByTestId('app-dialog').waitFor({ state: 'detached' }).catch(() => undefined);
    assert.deepEqual(await select.locator('option').allInnerTexts(), ['Choose the next status', 'Completed']);
    assert.equal(await ops.getByTestId('order-status-message').innerText(), 'Campaign has been delivered.');
    await screenshot(ops, '96-order-operations');
  });

  it('is refused a move the table lacks, with its reason', async () => {
    // As the page would send it, with the operations user's session.
    const answer = await ops.evaluate(async (id) => {
      const res = await fetch(`/api/orders/${id}/status`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ status: 'PENDING_PAYMENT' }) });
      return { status: res.status, body: (await res.json()) as { detail: string } };
    }, order.id);
    assert.equal(answer.status, 409);
    assert.equal(answer.body.detail, 'No order is moved to Pending payment by hand: only a card order waits for its payment, from when it is placed.');
  });
});
