// Browser test of a customer's campaign templates and the campaign an order makes from one (000 §2, §3; issue
// 27's browser test): a staff user opens the customer's templates from the customer's page, creates a social
// template whose ad set targets three places clicked on the map (8 km each), on the customer's simulated ad
// account, saves it and finds it in the list; the API has it with the three markers. Then, through the API, a
// product on THAT template and an INVOICE order on it (READY at once, naming the account); the ads context makes
// the campaign, which the staff user finds on /campaigns and on the order's page, its ad set aimed at the three places.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Page } from 'playwright-core';
import {
  type AdminSession, type CampaignOrder, apiPost, campaignOnList, campaignOnOrder, closeSession, newTag, openAdminSession, placeCampaignOrder,
  postWhenKnown, topScreenshot as screenshot, waitForPath,
} from './helpers.ts';

let session: AdminSession | undefined;
let api: APIRequestContext;
let page: Page;
const tag = newTag();
const customerName = `Harbour Templates ${tag}`;
const templateName = `Just listed ${tag}`;
const campaignName = `Harbour launch ${tag}`;
const productName = `Facebook 7 days ${tag}`;
let customerId = '';
let adAccountId = '';
let accountLabel = '';
/** The template the staff user saved, once saved: the order below is placed on it. */
let templateId = '';
let order: CampaignOrder['order'] | undefined;
let campaignId = '';

before(async () => {
  session = await openAdminSession(async (admin) => {
    api = admin;
    customerId = (await apiPost<{ id: string }>(api, '/api/customers', { name: customerName })).id;
    // The ads context learns of the customer from its event a moment later: the account is made once it has.
    const account = { provider: 'simulator', accountId: String(Date.now()).slice(-12), name: `Harbour sim ${tag}`, currency: 'NZD', timezone: 'Pacific/Auckland', customerId };
    adAccountId = (await postWhenKnown<{ id: string }>(api, '/api/ad-accounts', account, (status, text) => status === 400 && /Customer not found\./.test(text))).id;
    // As the form offers it: the customer's own accounts by name and network id.
    accountLabel = `${account.name} (${account.accountId})`;
  });
  ({ page } = session);
});
after(async () => {
  await closeSession(session);
});

/** Clicks the map at a point of its box (x, y from its top left) and waits for the list to count `count` places. */
async function clickMap(p: Page, x: number, y: number, count: number): Promise<void> {
  await p.getByRole('group', { name: 'Targeting map' }).click({ position: { x, y } });
  await p.getByTestId('targeting-count').filter({ hasText: `${count} of 15 locations` }).waitFor();
  // Apart in time, so two clicks are never read as a double click (which zooms).
  await p.waitForTimeout(400);
}

describe('campaign templates', () => {
  it('creates a social template with three places on the map and lists it', async () => {
    await page.goto(`/customer/${customerId}/edit`);
    await page.getByRole('link', { name: 'Campaign templates' }).click();
    await waitForPath(page, `/customer/${customerId}/campaign-templates/social`);
    await page.getByText('No templates yet.').waitFor();
    await page.getByRole('link', { name: 'Create template' }).click();
    await waitForPath(page, `/customer/${customerId}/campaign-templates/create`);

    await page.locator('input[name=name]').fill(templateName);
    await page.locator('select[name=adAccountId]').selectOption({ label: accountLabel });
    await page.locator('input[name="creative.headline"]').fill('Just listed: {{listing.title}}');
    await page.locator('textarea[name="creative.message"]').fill('Talk to {{agent.fullName}} about {{listing.suburb}}.');
    await page.locator('input[name="adSets.0.name"]').fill('Buyers suburbs');
    await page.locator('select[name="adSets.0.location.type"]').selectOption('CUSTOM_LOCATION');
    await page.getByTestId('targeting-map').waitFor();
    await page.getByTestId('targeting-count').filter({ hasText: '0 of 15 locations' }).waitFor();
    await clickMap(page, 120, 120, 1);
    await clickMap(page, 260, 200, 2);
    await clickMap(page, 400, 280, 3);
    assert.equal(await page.locator('path.targeting-pin').count(), 3);
    assert.equal(await page.locator('path.targeting-radius').count(), 3);
    assert.equal(await page.getByTestId('targeting-location').count(), 3);
    await screenshot(page, '60-campaign-template-map');

    await page.getByRole('button', { name: 'Create template' }).click();
    await waitForPath(page, new RegExp(`^/customer/${customerId}/campaign-template/[0-9a-f-]{36}/edit$`));
    templateId = new URL(page.url()).pathname.split('/')[4]!;
    await page.getByRole('heading', { name: `Edit ${templateName}` }).waitFor();
    // The saved template opens with its three places.
    await page.getByTestId('targeting-count').filter({ hasText: '3 of 15 locations' }).waitFor();

    await page.goto(`/customer/${customerId}/campaign-templates/social`);
    const row = page.getByRole('row').filter({ hasText: templateName });
    await row.waitFor();
    assert.match(await row.innerText(), /Buyers suburbs \(Places on the map\)/);
    await screenshot(page, '61-campaign-templates-list');

    const res = await api.get(`/api/campaign-templates/${templateId}`);
    assert.equal(res.status(), 200);
    const stored = (await res.json()) as { customerId: string; adSets: { location: { type: string; markers: { radius: number }[] } }[] };
    assert.equal(stored.customerId, customerId);
    assert.equal(stored.adSets[0]!.location.type, 'CUSTOM_LOCATION');
    // A place clicked on the map is 8 km (002 §9).
    assert.deepEqual(stored.adSets[0]!.location.markers.map((m) => m.radius), [8000, 8000, 8000]);
  });

  it('places an invoice order on that template, whose campaign appears on /campaigns', async () => {
    assert.ok(templateId, 'the template was not saved (see the test above)');
    ({ order } = await placeCampaignOrder(api, { customerId, templateId, adAccountId, tag, campaignName, productName }));
    const row = await campaignOnList(page, tag, campaignName);
    // "<order's campaign name> – <product> – <template>" (services/ads campaigns rules campaignName).
    assert.match(await row.innerText(), new RegExp(`${productName}.*${templateName}`));
    await screenshot(page, '62-campaign-from-template');
    await row.click();
    await waitForPath(page, /^\/campaign\/[0-9a-f-]{36}\/edit$/);
    campaignId = new URL(page.url()).pathname.split('/')[2]!;
    assert.equal(await page.getByTestId('campaign-order').innerText(), `Order# ${order.orderNumber}`);
  });

  it('shows the campaign on the order’s page', async () => {
    assert.ok(order, 'no order was placed (see the test above)');
    const row = await campaignOnOrder(page, order.id, campaignName);
    await row.getByRole('link', { name: new RegExp(campaignName) }).click();
    await waitForPath(page, `/campaign/${campaignId}/edit`);
  });

  it('aims the campaign’s ad set at the three places of the template', async () => {
    assert.ok(campaignId, 'the campaign was not found (see the tests above)');
    const res = await api.get(`/api/campaigns/${campaignId}/adsets`);
    assert.equal(res.status(), 200, await res.text());
    const { items } = (await res.json()) as { items: { name: string; targeting: { circles: { radiusKm: number }[] } }[] };
    assert.equal(items.length, 1);
    assert.equal(items[0]!.name, 'Buyers suburbs');
    assert.equal(items[0]!.targeting.circles.length, 3);
  });
});
