// Browser test of a customer's campaign templates (000 §2, §3; issue 27): a staff user opens the customer's
// templates from the customer's page, creates a social template whose ad set targets three places clicked on
// the map (8 km each), on the customer's simulated ad account, saves it and finds it in the list; the API has
// it with the three markers.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Page } from 'playwright-core';
import { type AdminSession, closeSession, newTag, openAdminSession, apiPost, postWhenKnown, topScreenshot as screenshot, waitForPath } from './helpers.ts';

let session: AdminSession | undefined;
let api: APIRequestContext;
let page: Page;
const tag = newTag();
const customerName = `Harbour Templates ${tag}`;
const templateName = `Just listed ${tag}`;
let customerId = '';
let accountLabel = '';

before(async () => {
  session = await openAdminSession(async (admin) => {
    api = admin;
    customerId = (await apiPost<{ id: string }>(api, '/api/customers', { name: customerName })).id;
    // The ads context learns of the customer from its event a moment later: the account is made once it has.
    const account = { provider: 'simulator', accountId: String(Date.now()).slice(-12), name: `Harbour sim ${tag}`, currency: 'NZD', timezone: 'Pacific/Auckland', customerId };
    await postWhenKnown(api, '/api/ad-accounts', account, (status, text) => status === 400 && /Customer not found\./.test(text));
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
    const templateId = new URL(page.url()).pathname.split('/')[4]!;
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
});
