// Browser test of campaigns made from an order (issue 27 items 4, 8): through the API a customer, an ad account
// on the simulated network (the shared one the embedded default links at start, or one made here), a campaign
// template with three places on the map, a product on that template, an agent and a listing; an INVOICE order
// for the listing is READY at once and the ads context makes its campaign. As admin, the campaign appears on
// /campaigns, opens its page with its order, ad set and insights, has the public report link made with it, which opens
// without signing in, and shows on the order's page with its name, linked to its page.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Page } from 'playwright-core';
import {
  type AdminSession, type CampaignOrder, apiPost, campaignOnList, campaignOnOrder, closeSession, newPage, newTag, openAdminSession, placeCampaignOrder,
  postWhenKnown, reloadUntil, topScreenshot as screenshot, waitForPath,
} from './helpers.ts';

let session: AdminSession | undefined;
let api: APIRequestContext;
let page: Page;
const tag = newTag();
const campaignName = `Harbour launch ${tag}`;
const templateName = `Just listed ${tag}`;
const productName = `Facebook 7 days ${tag}`;
let order: CampaignOrder['order'];
let listingTitle = '';

/** The simulated social account every customer may use (linked at start outside production), or one made for this customer. */
async function simulatedAccount(customerId: string): Promise<string> {
  const res = await api.get('/api/ad-accounts?search=1000000001');
  assert.ok(res.ok(), `GET /api/ad-accounts: ${res.status()} ${await res.text()}`);
  const shared = ((await res.json()) as { items: { id: string; provider: string; customerId: string | null }[] }).items
    .find((a) => a.provider === 'simulator' && a.customerId === null);
  if (shared) return shared.id;
  // The ads context learns of the customer from its event a moment later.
  const account = { provider: 'simulator', accountId: String(Date.now()).slice(-12), name: `Harbour sim ${tag}`, currency: 'NZD', timezone: 'Pacific/Auckland', customerId };
  return (await postWhenKnown<{ id: string }>(api, '/api/ad-accounts', account, (status, text) => status === 400 && /Customer not found\./.test(text))).id;
}

before(async () => {
  session = await openAdminSession(async (admin) => {
    api = admin;
    const customer = await apiPost<{ id: string }>(api, '/api/customers', { name: `Harbour Campaigns ${tag}` });
    const adAccountId = await simulatedAccount(customer.id);
    const template = await postWhenKnown<{ id: string }>(api, '/api/campaign-templates', {
      customerId: customer.id, name: templateName, campaignType: 'FACEBOOK_IMAGE_CAMPAIGN', objective: 'TRAFFIC', adAccountId,
      creative: { headline: 'Just listed: {{listing.title}}', message: 'Talk to {{agent.fullName}}.', callToAction: 'LEARN_MORE' },
      adSets: [{
        name: 'Buyers suburbs', gender: 'ALL', budgetSharePercent: 100, ageMin: 25, ageMax: 65,
        location: {
          type: 'CUSTOM_LOCATION', center: { lat: -36.8485, lng: 174.7633 }, zoom: 11,
          markers: [
            { id: 'ponsonby', coords: { lat: -36.8563, lng: 174.7459 }, radius: 8000 },
            { id: 'remuera', coords: { lat: -36.879, lng: 174.799 }, radius: 8000 },
            { id: 'devonport', coords: { lat: -36.8303, lng: 174.7953 }, radius: 10000 },
          ],
        },
      }],
    }, (status, text) => status === 400 && /Customer not found\./.test(text));
    ({ order, listingTitle } = await placeCampaignOrder(api, { customerId: customer.id, templateId: template.id, adAccountId, tag, campaignName, productName }));
  });
  ({ page } = session);
});
after(async () => {
  await closeSession(session);
});

describe('a campaign made from an invoice order', () => {
  let campaignPath = '';

  it('appears on /campaigns with its order number', async () => {
    const row = await campaignOnList(page, tag, campaignName);
    const text = await row.innerText();
    // "<order's campaign name> – <product> – <template>" (services/ads campaigns rules campaignName).
    assert.match(text, new RegExp(`${productName}`));
    assert.match(text, new RegExp(`${templateName}`));
    assert.match(text, new RegExp(`\\b${order.orderNumber}\\b`));
    await screenshot(page, '90-campaigns-list');
    await row.click();
    await waitForPath(page, /^\/campaign\/[0-9a-f-]{36}\/edit$/);
    campaignPath = new URL(page.url()).pathname;
  });

  it('opens its page with its order, its ad set and its insights', async () => {
    await page.getByTestId('campaign-details').waitFor();
    assert.equal(await page.getByTestId('campaign-order').innerText(), `Order# ${order.orderNumber}`);
    const adSet = page.getByTestId('campaign-ad-set');
    await adSet.first().waitFor();
    assert.equal(await adSet.count(), 1);
    assert.match(await adSet.innerText(), /Buyers suburbs/);
    assert.match(await adSet.innerText(), /3 places \(8 km, 8 km, 10 km\)/);
    await page.getByTestId('insight-figures').waitFor();
    await screenshot(page, '91-campaign-edit');
  });

  it('opens its ad set with a preview, and checks the ad before saving', async () => {
    await page.getByTestId('campaign-ad-set').getByRole('link', { name: 'Buyers suburbs' }).click();
    await waitForPath(page, /^\/adset\/[0-9a-f-]{36}\/edit$/);
    await page.getByTestId('ad-preview').getByText(`Just listed: ${listingTitle}`).waitFor();
    // Three places, each with its radius; the ad in review keeps its texts.
    assert.equal(await page.locator('[data-testid=ad-set-circles] input').count(), 3);
    assert.equal(await page.locator('input[name=headline]').isDisabled(), true);
    await page.locator('input[name=ageMin]').fill('70');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Maximum age is 65').waitFor();
    await page.getByRole('button', { name: 'Check ad' }).click();
    await page.getByTestId('ad-check-warnings').waitFor();
    await screenshot(page, '92-ad-set-edit');
    await page.locator('input[name=ageMin]').fill('25');
    await page.goto(campaignPath);
    await page.getByTestId('campaign-details').waitFor();
  });

  it('has a report link, made with it, that opens without signing in', async () => {
    // The link is made with the campaign; the page shows it once the order has heard campaign.created.
    const linkBox = page.getByTestId('report-link-url');
    await reloadUntil(page, () => linkBox.waitFor({ timeout: 3000 }).then(() => true, () => false), 'the report link on the campaign page');
    const url = await linkBox.inputValue();
    const shortId = new URL(url).pathname.split('/').pop()!;
    assert.match(shortId, /^[A-Za-z0-9_-]{16,}$/);
    // A browser with no session: the bare frame, the campaign's name and its figures.
    const { context, page: guest } = await newPage(session!.browser);
    try {
      await guest.goto(`/report/${shortId}`);
      await guest.getByTestId('report').waitFor();
      assert.match(await guest.getByTestId('report-name').innerText(), new RegExp(campaignName));
      assert.match(await guest.getByTestId('report-dates').innerText(), /^\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/);
      await guest.getByTestId('figure-ctr').waitFor();
      await screenshot(guest, '93-public-report');
    } finally {
      await context.close();
    }
  });

  it('shows on the order’s page with its name, linked to its page', async () => {
    const row = await campaignOnOrder(page, order.id, campaignName);
    await screenshot(page, '85-order-campaigns');
    await row.getByRole('link', { name: new RegExp(campaignName) }).click();
    await waitForPath(page, campaignPath);
  });
});
