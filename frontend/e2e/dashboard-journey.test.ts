// The customer dashboard's journey in the browser (issue 28 "Tests"): as the admin, through the API, a customer
// with an office, its dashboard (agents may pay by card or invoice, every tab open to them), an agent at the
// office with a social ad account of the customer's own (updateAgent fbAdAccountIds), a single-listing image
// carousel template (SINGLE_LISTING_IMAGE_CAROUSEL) and a product on it; the order API's product settings let
// agents pay by invoice for the run (put back afterwards). The agent is invited (createDashboardInvitation:
// the invitation's link is its answer, no mail is sent for it), signs up from the link, activates from the
// captured mail, signs in on the dashboard, creates a listing with three images on /customer-dashboard/
// listings/create, selects it on the listings tab and orders the carousel campaign on invoice end to end: the
// 'Order# N' dialog, then the orders tab with its status message and, once the ads context has made the
// campaign, its report link. Then the same by card through the payment frame (the embedded default pays
// through the payment simulator, whose test cards are Stripe's): a declined card shows 'Your Payment was not
// success.', a second confirm reuses the order and pays with 4242 4242 4242 4242, and the orders tab shows it
// ready. A screenshot of each step.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import {
  adminApi, apiPost, closeSession, createAdAccount, createCampaignTemplate, createProduct, launch, linkAdAccounts, newPage, newTag, pngFile, postWhenKnown, reloadUntil,
  topScreenshot as screenshot, uniqueEmail, waitForPath,
} from './helpers.ts';
import { createDashboard, dashboardActivationLink, fillDashboardSignUp, leaveWithoutAsking, payInFrame, signInToDashboard } from './dashboard-helpers.ts';

let browser: Browser;
let api: APIRequestContext;
let context: BrowserContext;
let page: Page;
const tag = newTag();
const email = uniqueEmail('journey');
const agentName = `Jo Journey ${tag}`;
const listingTitle = `7 Journey Terrace ${tag}`;
const invoiceCampaign = `Journey invoice ${tag}`;
const cardCampaign = `Journey card ${tag}`;
const ids = { customer: '', office: '', agent: '', account: '', template: '', productName: `Carousel week ${tag}`, listing: '' };
let invitationPath = '';

const images = [
  pngFile(`front-${tag}.png`, 1080, 1080, [51, 102, 204]),
  pngFile(`garden-${tag}.png`, 1080, 1080, [60, 160, 80]),
  pngFile(`kitchen-${tag}.png`, 1080, 1080, [204, 102, 51]),
];

/** A shot of a dialog at once: the shared helper first waits for the network to settle, and an error dialog closes itself meanwhile. */
const dialogShot = (name: string) => page.screenshot({ path: join(import.meta.dirname, 'screenshots', `${name}.png`) });

before(async () => {
  browser = await launch();
  api = await adminApi();
  const customer = await apiPost<{ id: string }>(api, '/api/customers', { name: `Journey Realty ${tag}` });
  ids.customer = customer.id;
  ids.office = (await apiPost<{ id: string }>(api, '/api/offices', { customerId: customer.id, name: `Journey Central ${tag}`, latitude: -36.8485, longitude: 174.7633 })).id;
  await createDashboard(api, {
    customerId: customer.id, name: `Journey dashboard ${tag}`, everyTabForEveryRole: true,
    // The order API offers the agent what this dashboard offers (not the product settings, which leave invoice to staff and corporate).
    enablePaymentMethod: { creditCardRoles: ['agent'], invoiceRoles: ['agent'] },
  });

  // A social ad account of the customer's own: the order flow offers a dashboard user only their customer's (listBillingAccounts).
  ids.account = await createAdAccount(api, { customerId: customer.id, name: `Journey ads ${tag}` });
  ids.agent = (await apiPost<{ id: string }>(api, '/api/agents', { customerId: customer.id, fullName: agentName, email, officeIds: [ids.office] })).id;
  await linkAdAccounts(api, ids.agent, [ids.account]);
  ids.template = await createCampaignTemplate(api, {
    customerId: customer.id, name: `Journey carousel ${tag}`, campaignType: 'SINGLE_LISTING_IMAGE_CAROUSEL', adAccountId: ids.account, adSetName: 'New Zealand buyers',
  });
  const type = await apiPost<{ id: string }>(api, '/api/product-types', { name: `Journey listing ${tag}`, minListings: 1, maxListings: 1 });
  await createProduct(api, {
    code: `E2E-J-${tag}`, name: ids.productName, productTypeId: type.id, price: 29900, templates: [{ templateId: ids.template, type: 'SINGLE_LISTING_IMAGE_CAROUSEL' }],
  });
  // Identity learns of the agent from the customer context's event: the first tries may be 404.
  const invitation = await postWhenKnown<{ url: string }>(api, '/api/auth/dashboard/invitations', { agentId: ids.agent }, /./);
  invitationPath = new URL(invitation.url).pathname;
  ({ context, page } = await newPage(browser));
  leaveWithoutAsking(page);
});
after(async () => {
  await closeSession({ context, api, browser });
});

/** The orders tab's row of a campaign, searched by its name (reloaded until `ready` holds of it). */
async function orderRow(campaignName: string, ready: (text: string) => boolean, what: string) {
  await page.goto('/customer-dashboard?tab=orders');
  const row = page.getByRole('row').filter({ hasText: campaignName });
  await reloadUntil(page, async () => {
    const search = page.getByRole('textbox', { name: /search/i }).first();
    await search.fill(campaignName);
    if (!(await row.waitFor({ timeout: 5000 }).then(() => true, () => false))) return false;
    return ready(await row.innerText());
  }, what);
  return row;
}

/** Step one of the order flow for the agent: the carousel product; the agent, office and account come chosen. */
async function stepOne(shot: string) {
  await page.getByRole('combobox', { name: 'Campaign type' }).selectOption({ label: `Journey listing ${tag}` });
  await page.getByTestId('order-agents-chosen').getByText(agentName).waitFor();
  await page.waitForFunction(() => (document.querySelector('select[name=fbAdAccount]') as HTMLSelectElement | null)?.value !== '');
  assert.equal(await page.getByRole('combobox', { name: 'Office' }).inputValue(), ids.office);
  assert.equal(await page.getByRole('combobox', { name: 'Facebook billing account' }).inputValue(), ids.account);
  await screenshot(page, shot);
}

describe("a new customer's user from the invite to a paid, running campaign", () => {
  it('signs up from the invitation, activates from the captured mail and signs in on the dashboard', async () => {
    await page.goto(invitationPath);
    await page.getByRole('heading', { name: 'Create your dashboard account' }).waitFor();
    await fillDashboardSignUp(page, agentName, email);
    await screenshot(page, 'j-01-signup');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByTestId('app-dialog').getByText(`Please check your email: ${email}`).waitFor();
    await screenshot(page, 'j-02-signed-up');

    const link = await dashboardActivationLink(api, email);
    await page.goto(new URL(link).pathname);
    await waitForPath(page, '/authentication/dashboardsuccess');
    await screenshot(page, 'j-03-activated');
    await signInToDashboard(page, email);
    await page.waitForURL((url) => url.pathname === '/customer-dashboard');
    await page.getByTestId('dashboard-frame').waitFor();
    await screenshot(page, 'j-04-dashboard');
  });

  it('creates a listing with three images on the dashboard', async () => {
    await page.goto('/customer-dashboard/listings/create');
    await page.locator('input[name=title]').fill(listingTitle);
    await page.locator('input[name=customerUrl]').fill('https://journey.example.com/7-journey-terrace');
    await page.getByTestId('upload-images').setInputFiles(images);
    await page.getByText('Images (3 of 10)').waitFor();
    await screenshot(page, 'j-05-listing-create');
    await page.getByRole('button', { name: /^(Create listing|Save)$/ }).click();
    await page.getByText(/Listing Created Reference# DASH/).waitFor();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'listings');
    const listings = (await (await api.get(`/api/listings?customerId=${ids.customer}&search=${encodeURIComponent(listingTitle)}&searchField=title`)).json()) as { items: { id: string; images: unknown[] }[] };
    assert.equal(listings.items.length, 1);
    assert.equal(listings.items[0]!.images.length, 3);
    ids.listing = listings.items[0]!.id;
    await screenshot(page, 'j-06-listings-tab');
  });

  it('orders the carousel campaign on invoice: the settings, the confirm step and the Order# dialog', async () => {
    await page.getByRole('checkbox', { name: `Select ${listingTitle}` }).or(page.getByLabel(`Select ${listingTitle}`)).first().click();
    await page.getByRole('button', { name: 'Order' }).click();
    await page.waitForURL((url) => url.pathname === '/customer-dashboard/order' && url.searchParams.get('listingIds') === ids.listing);
    await stepOne('j-07-order-step-one');
    await page.getByText('Review the campaign settings').click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('order-settings-step').waitFor();
    await page.getByTestId('template-settings').waitFor();
    await screenshot(page, 'j-08-order-settings');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('order-final-step').waitFor();
    await page.locator('input[name=campaignName]').fill(invoiceCampaign);
    await page.getByRole('radio', { name: 'Invoice' }).check({ force: true });
    await screenshot(page, 'j-09-order-confirm');
    const placed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/orders' && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const response = await placed;
    assert.equal(response.status(), 201, await response.text());
    assert.match(response.request().headers()['idempotency-key'] ?? '', /^order-/);
    const order = (await response.json()) as { orderNumber: number; campaignData: { type: string; resources: { images: unknown[] } }[] };
    assert.equal(order.campaignData[0]!.type, 'SINGLE_LISTING_IMAGE_CAROUSEL');
    assert.equal(order.campaignData[0]!.resources.images.length, 3);
    const dialog = page.getByTestId('app-dialog');
    await dialog.getByText(`Order# ${order.orderNumber}`).waitFor();
    await dialog.getByText('Your order has been successfully placed. You will receive a confirmation email shortly.').waitFor();
    await dialogShot('j-10-order-placed');
    await page.waitForURL((url) => url.pathname === '/customer-dashboard' && url.searchParams.get('tab') === 'orders');
  });

  it('sees the invoice order in the orders tab with its status message and, once its campaign is made, its report link', async () => {
    const row = await orderRow(invoiceCampaign, (text) => /Order is ready for delivery\.|Campaign has been delivered\./.test(text), 'the invoice order in the orders tab');
    await screenshot(page, 'j-11-orders-tab');
    await reloadUntil(page, async () => {
      await page.getByRole('textbox', { name: /search/i }).first().fill(invoiceCampaign);
      return row.getByTestId('order-report-link').first().waitFor({ timeout: 5000 }).then(() => true, () => false);
    }, 'the report link of the invoice order');
    assert.match(await row.getByTestId('order-report-link').first().getAttribute('href') ?? '', /\/report\//);
    await screenshot(page, 'j-12-orders-tab-report-link');
  });

  it("pays by card through the payment frame: a declined card shows 'Your Payment was not success.', a second confirm reuses the order and pays", async () => {
    await page.goto(`/customer-dashboard/order?listingIds=${ids.listing}`);
    await stepOne('j-13-card-step-one');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('order-final-step').waitFor();
    await page.locator('input[name=campaignName]').fill(cardCampaign);
    await page.getByRole('radio', { name: 'Credit Card' }).check({ force: true });
    let posts = 0;
    page.on('request', (r) => { if (new URL(r.url()).pathname === '/api/orders' && r.method() === 'POST') posts++; });
    await page.getByRole('button', { name: 'Confirm' }).click();
    const frame: FrameLocator = page.frameLocator('[data-testid=payment-frame]');
    await frame.locator('input[name=cardNumber]').waitFor();
    await screenshot(page, 'j-14-payment-frame');
    await payInFrame(frame, '4000 0000 0000 0002');
    await page.getByTestId('app-dialog').getByText('Your Payment was not success.').waitFor();
    await dialogShot('j-15-payment-declined');
    await page.keyboard.press('Escape');
    await page.getByTestId('app-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('order-placed-note').waitFor();

    await page.getByRole('button', { name: 'Confirm' }).click();
    await frame.locator('input[name=cardNumber]').waitFor();
    assert.equal(posts, 1, 'the second confirm reused the placed order');
    await payInFrame(frame, '4242 4242 4242 4242');
    await page.getByTestId('app-dialog').getByText('Your order has been successfully paid. You will receive a confirmation email shortly.').waitFor();
    await dialogShot('j-16-payment-paid');
    await page.waitForURL((url) => url.pathname === '/customer-dashboard' && url.searchParams.get('tab') === 'orders');
    await orderRow(cardCampaign, (text) => /Order is ready for delivery\.|Campaign has been delivered\./.test(text), 'the paid card order ready in the orders tab');
    await screenshot(page, 'j-17-orders-tab-paid');
  });
});
