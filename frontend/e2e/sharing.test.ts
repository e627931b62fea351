// Browser test of sharing (003 §2 share dialog, §5, §6, §8, §9; issue 29 Deliver 3 and the report-link actions of
// Deliver 4): as the admin, through the API, a customer (every sharing widget by default) with its dashboard, an
// agent, a listing with a public page (customerUrl) and one without, and an INVOICE order whose campaign the ads
// context makes with its report link; a corporate dashboard user of the customer. On the listings tab the listing
// with a page offers LinkedIn, Facebook, Twitter, Pinterest, WeChat and E-mail (the one without offers nothing);
// LinkedIn opens its share page for the link in a new window; the WeChat dialog's QR code, read back from a
// screenshot (sharp, jsQR), is the listing's page; an e-mail to five typed recipients — one upper-case, one
// invalid, a fourth valid one beyond the limit — goes to the three valid ones lower-cased ('Email has been sent'),
// read back from the embedded default's captured mail with the link the server made. On the orders tab the
// report link opens the public report and is sent by e-mail ('Report has been sent to {email}'); staff share it
// from the campaign's page, whose QR code is the report's short link. A screenshot of each step (s-*.png).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import jsQR from 'jsqr';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  ADMIN_EMAIL, ADMIN_PASSWORD, adminApi, apiPost, closeSession, createAdAccount, createCampaignTemplate, launch, newPage, newTag, placeCampaignOrder,
  reloadUntil, signIn, topScreenshot as screenshot, uniqueEmail, waitForPath,
} from './helpers.ts';
import { createDashboard, createDashboardUser, dashboardPage } from './dashboard-helpers.ts';

let browser: Browser;
let api: APIRequestContext;
let context: BrowserContext;
let page: Page;
const tag = newTag();
const email = uniqueEmail('sharing');
const withPage = `9 Share Street ${tag}`;
const withoutPage = `11 Private Lane ${tag}`;
const customerUrl = `https://harbour.example.com/listings/9-share-street-${tag}`;
const campaignName = `Share campaign ${tag}`;
const ids = { customer: '', agent: '', order: '' };

/** The networks' share pages answer here, so nothing leaves the machine. */
const NETWORK_HOSTS = /^https:\/\/(www\.)?(linkedin|facebook|twitter|pinterest)\.com\//;

before(async () => {
  browser = await launch();
  api = await adminApi();
  ids.customer = (await apiPost<{ id: string }>(api, '/api/customers', { name: `Share Realty ${tag}` })).id;
  await createDashboard(api, { customerId: ids.customer, name: `Share dashboard ${tag}`, everyTabForEveryRole: true });
  ids.agent = (await apiPost<{ id: string }>(api, '/api/agents', { customerId: ids.customer, fullName: `Jo Share ${tag}`, email: `jo-share-${tag}@example.com` })).id;
  await apiPost(api, '/api/listings', { customerId: ids.customer, title: withPage, customerUrl, agents: [{ id: ids.agent }] }, { retryUnknownCustomer: true });
  await apiPost(api, '/api/listings', { customerId: ids.customer, title: withoutPage, agents: [{ id: ids.agent }] }, { retryUnknownCustomer: true });
  const adAccountId = await createAdAccount(api, { customerId: ids.customer, name: `Share ads ${tag}` });
  const templateId = await createCampaignTemplate(api, { customerId: ids.customer, name: `Share template ${tag}`, adAccountId });
  ids.order = (await placeCampaignOrder(api, { customerId: ids.customer, templateId, adAccountId, tag, campaignName, productName: `Share week ${tag}` })).order.id;
  await createDashboardUser(api, { email, displayName: 'Jo Share', username: `Jo Share ${tag}`, roles: ['corporate'], customerId: ids.customer, agentId: ids.agent });
  ({ context, page } = await dashboardPage(browser, email));
  await context.route(NETWORK_HOSTS, (route) => route.fulfill({ contentType: 'text/html', body: '<title>share page</title>' }));
});
after(async () => {
  await closeSession({ context, api, browser });
});

/** The text a QR code element shows, read from a screenshot of it. */
async function qrText(qr: Locator): Promise<string | undefined> {
  const { data, info } = await sharp(await qr.screenshot()).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

/** The captured e-mails to `to` (newest first), polled until one holds `text`. */
async function mailTo(to: string, text: string): Promise<{ to: string; subject: string; text: string }> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const res = await api.get(`/api/auth/mail?to=${encodeURIComponent(to)}`);
    assert.equal(res.status(), 200, await res.text());
    const { items } = (await res.json()) as { items: { to: string; subject: string; text: string }[] };
    const mail = items.find((m) => m.text.includes(text));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no captured mail to ${to} holding ${text}`);
}

const addressesOf = (to: string) => to.split(',').map((a) => a.trim()).sort();

const listingRow = (title: string) => page.getByRole('row').filter({ hasText: title });

async function openShareMenu(scope: Locator, name: string): Promise<string[]> {
  await scope.getByRole('button', { name }).click();
  const items = page.getByRole('menuitem');
  await items.first().waitFor();
  return (await items.allInnerTexts()).map((t) => t.trim());
}

describe('sharing a listing', () => {
  it('offers every network, WeChat and e-mail for a listing with a public page, nothing for one without', async () => {
    await page.goto('/customer-dashboard?tab=listings');
    await page.getByRole('textbox', { name: 'Search listings' }).fill(tag);
    await listingRow(withoutPage).waitFor();
    await listingRow(withPage).waitFor();
    assert.equal(await listingRow(withoutPage).getByRole('button', { name: /^Share/ }).count(), 0);
    const items = await openShareMenu(listingRow(withPage), `Share ${withPage}`);
    assert.deepEqual(items, ['LinkedIn', 'Facebook', 'Twitter', 'Pinterest', 'WeChat', 'E-mail']);
    assert.equal(await page.getByRole('menuitem', { name: 'Facebook' }).getAttribute('href'), `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(customerUrl)}`);
    await screenshot(page, 's-01-listing-share-menu');
  });

  it("opens LinkedIn's share page for the listing's page in a new window", async () => {
    const popup = context.waitForEvent('page');
    await page.getByRole('menuitem', { name: 'LinkedIn' }).click();
    const network = await popup;
    await network.waitForLoadState();
    assert.equal(network.url(), `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(customerUrl)}`);
    await network.close();
    // The listing's row did not open: the share menu keeps its clicks.
    await waitForPath(page, '/customer-dashboard');
  });

  it("shows the WeChat dialog whose QR code is the listing's page", async () => {
    await openShareMenu(listingRow(withPage), `Share ${withPage}`);
    await page.getByRole('menuitem', { name: 'WeChat' }).click();
    const dialog = page.getByTestId('share-wechat-dialog');
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('textbox', { name: 'Link' }).inputValue(), customerUrl);
    await page.waitForTimeout(300); // the dialog's opening animation
    assert.equal(await qrText(dialog.getByTestId('share-qr')), customerUrl);
    await screenshot(page, 's-02-wechat-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitForPath(page, '/customer-dashboard');
  });

  it('sends it by e-mail to the three valid recipients, lower-cased: an invalid one removed, a fourth trimmed', async () => {
    await openShareMenu(listingRow(withPage), `Share ${withPage}`);
    await page.getByRole('menuitem', { name: 'E-mail' }).click();
    const dialog = page.getByTestId('share-email-dialog');
    await dialog.waitFor();
    const [upper, second, third, fourth] = [`Upper-${tag}@Example.COM`, `b-${tag}@example.com`, `c-${tag}@example.com`, `d-${tag}@example.com`];
    const recipients = dialog.getByRole('textbox', { name: 'Recipients' });
    await recipients.fill(`${upper}, not-an-email, ${second}, ${third}, ${fourth}`);
    await recipients.press('Enter');
    const kept = [upper.toLowerCase(), second, third];
    assert.deepEqual(await dialog.getByTestId('share-recipient').allInnerTexts(), kept);
    const words = `Have a look at this one, ${tag}.`;
    await dialog.getByRole('textbox', { name: 'Message' }).fill(words);
    await screenshot(page, 's-03-email-dialog');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Email has been sent', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, 's-04-email-sent');

    // Each of the three gets the e-mail (addressed to them alone), with the link the server made (the
    // listing's page) and the sender's words; the fourth gets none.
    for (const address of kept) {
      const mail = await mailTo(address, words);
      assert.deepEqual(addressesOf(mail.to), [address]);
      assert.ok(mail.text.includes(customerUrl), mail.text);
      assert.match(mail.subject, new RegExp(withPage));
    }
    const none = await api.get(`/api/auth/mail?to=${encodeURIComponent(fourth)}`);
    assert.equal(((await none.json()) as { count: number }).count, 0);
  });
});

describe('sharing a report link', () => {
  let shortUrl = '';
  const orderRow = () => page.getByRole('row').filter({ hasText: campaignName });

  it("opens the public report of the order's campaign from the orders tab", async () => {
    await page.goto('/customer-dashboard?tab=orders');
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    // The campaign, and its report link, are made from the order's event a moment after it is placed.
    await reloadUntil(page, async () => {
      await page.getByRole('textbox', { name: 'Search orders' }).fill(campaignName);
      return orderRow().getByTestId('order-report-link').first().waitFor({ timeout: 5000 }).then(() => true, () => false);
    }, 'the report link on the orders tab');
    shortUrl = (await orderRow().getByTestId('order-report-link').first().getAttribute('href')) ?? '';
    assert.match(shortUrl, /\/report\/[A-Za-z0-9_-]+$/);
    const popup = context.waitForEvent('page');
    await orderRow().getByTestId('order-report-link').first().click();
    const report = await popup;
    await report.getByTestId('report').waitFor();
    assert.match(await report.getByTestId('report-name').innerText(), new RegExp(campaignName));
    await screenshot(report, 's-05-public-report');
    await report.close();
  });

  it("sends the report by e-mail: 'Report has been sent to {email}'", async () => {
    await openShareMenu(orderRow(), `Share ${await reportTitle()}`);
    await page.getByRole('menuitem', { name: 'E-mail' }).click();
    const dialog = page.getByTestId('share-email-dialog');
    const to = `r-${tag}@example.com`;
    await dialog.getByRole('textbox', { name: 'Recipients' }).fill(to.toUpperCase());
    await dialog.getByRole('textbox', { name: 'Recipients' }).press('Enter');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText(`Report has been sent to ${to}`, { exact: true }).waitFor();
    await screenshot(page, 's-06-report-sent');
    const mail = await mailTo(to, shortUrl);
    assert.deepEqual(addressesOf(mail.to), [to]);
  });

  it("lets staff share it from the campaign's page: its QR code is the report's short link", async () => {
    const res = await api.get(`/api/orders/${ids.order}`);
    assert.equal(res.status(), 200, await res.text());
    const campaignId = ((await res.json()) as { fbCampaigns: { campaignId: string }[] }).fbCampaigns[0]!.campaignId;
    const staff = await newPage(browser);
    try {
      await signIn(staff.page, ADMIN_EMAIL, ADMIN_PASSWORD);
      await waitForPath(staff.page, '/');
      await staff.page.goto(`/campaign/${campaignId}/edit`);
      const panel = staff.page.getByTestId('report-link');
      await panel.getByTestId('report-link-url').waitFor();
      assert.equal(await panel.getByTestId('report-link-url').inputValue(), shortUrl);
      await panel.getByRole('button', { name: /^Share / }).click();
      await staff.page.getByRole('menuitem', { name: 'WeChat' }).click();
      const dialog = staff.page.getByTestId('share-wechat-dialog');
      await dialog.waitFor();
      await staff.page.waitForTimeout(300);
      assert.equal(await qrText(dialog.getByTestId('share-qr')), shortUrl);
      await screenshot(staff.page, 's-07-staff-report-wechat');
    } finally {
      await staff.context.close();
    }
  });

  /** The campaign's name as the order lists it (the report link's title): "<order's campaign name> – <product> – <template>". */
  async function reportTitle(): Promise<string> {
    return (await orderRow().getByTestId('order-report-link').first().getAttribute('title')) ?? campaignName;
  }
});
