// Browser test of the order flow's per-template settings and map targeting (002 §4, §5, §9; 003 map targeting in
// campaign settings): as the admin, through the API, a customer with a dashboard, a social ad account, an agent
// holding it, a Facebook image-campaign template, a one-listing product on it, a listing in Wellington with an
// image, and a corporate dashboard user who is the agent. Signed in on the dashboard, the user opens the order
// screen for the listing, asks to review the campaign settings and, on the map of the template's tab: a click adds
// an 8 km marker; a radius typed as 0 or 81 is refused with 'Minimum radius is 1km' / 'Maximum radius is 80km';
// a place search (from 3 characters, after 800 ms, the listing API's gazetteer) adds a 10 km marker; the 16th
// marker is refused with 'No more than 15 Markers allowed in targeting'. Apply copies centre, zoom and markers into
// the campaign data, and the order placed on invoice carries them (read back through the API). The listing's image
// is a real upload: cropping it at a preset ratio stores the crop with the listing and puts it in the original's
// place. Shots of each state, and of the step on a phone-sized screen.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import {
  adminApi, apiPost, closeSession, createAdAccount, createCampaignTemplate, createProduct, launch, linkAdAccounts, newTag, pngFile, topScreenshot as screenshot, uniqueEmail,
} from './helpers.ts';
import { createDashboard, createDashboardUser, dashboardApi, dashboardPage } from './dashboard-helpers.ts';

let browser: Browser;
let api: APIRequestContext;
let userApi: APIRequestContext;
let context: BrowserContext;
let page: Page;
const tag = newTag();
const email = uniqueEmail('targeting');
const ids = { customer: '', agent: '', account: '', template: '', listing: '' };
const campaignName = `Targeting ${tag}`;
/** Wellington, where the listing is: the map opens there. */
const WELLINGTON = { latitude: -41.2865, longitude: 174.7762 };

before(async () => {
  browser = await launch();
  api = await adminApi();
  const customer = await apiPost<{ id: string }>(api, '/api/customers', { name: `Targeting Realty ${tag}` });
  ids.customer = customer.id;
  await createDashboard(api, {
    customerId: customer.id, name: `Targeting dashboard ${tag}`, enablePaymentMethod: { creditCardRoles: ['corporate'], invoiceRoles: ['corporate'] },
  });
  ids.account = await createAdAccount(api, { customerId: customer.id, name: `Targeting ads ${tag}` });
  ids.agent = (await apiPost<{ id: string }>(api, '/api/agents', { customerId: customer.id, fullName: `Ari Map ${tag}`, email: `ari-${tag}@example.com` })).id;
  await linkAdAccounts(api, ids.agent, [ids.account]);
  ids.template = await createCampaignTemplate(api, { customerId: customer.id, name: `Around the listing ${tag}`, adAccountId: ids.account });
  const type = await apiPost<{ id: string }>(api, '/api/product-types', { name: `Map one listing ${tag}`, minListings: 1, maxListings: 1 });
  await createProduct(api, {
    code: `E2E-MAP-${tag}`, name: `Facebook map week ${tag}`, productTypeId: type.id, templates: [{ templateId: ids.template, type: 'FACEBOOK_IMAGE_CAMPAIGN' }],
  });
  ids.listing = (await apiPost<{ id: string }>(api, '/api/listings', {
    customerId: customer.id, title: `7 Map Street ${tag}`, customerUrl: 'https://harbour.example.com/listings/7-map-street',
    agents: [{ id: ids.agent }], metaData: [{ key: 'geoLocation', value: WELLINGTON }],
  }, { retryUnknownCustomer: true })).id;
  // A real image (one the crop dialog can draw), stored on the app's own origin (CSP img-src 'self'): a web address the order API takes.
  const uploaded = await api.post(`/api/listings/${ids.listing}/assets`, {
    multipart: { modelName: 'listing', file: pngFile(`front-${tag}.png`, 800, 600, [51, 102, 204]) },
  });
  assert.equal(uploaded.status(), 201, await uploaded.text());
  await createDashboardUser(api, { email, displayName: 'Ari Map', username: 'Ari Map', roles: ['corporate'], customerId: customer.id, agentId: ids.agent });
  userApi = await dashboardApi(email);

  ({ context, page } = await dashboardPage(browser, email));
});
after(async () => {
  await userApi?.dispose();
  await closeSession({ context, api, browser });
});

const targeting = () => page.getByTestId('campaign-targeting');
const rows = () => targeting().getByTestId('targeting-location');
const refusal = () => targeting().getByTestId('targeting-refusal');

/**
 * Clicks the map at point `n` of a 5 × 5 grid over its middle: 40 px apart, clear of each other's pins, and never
 * the very centre, where the place found by the search has its pin (a click on a pin adds nothing).
 */
async function clickMap(n: number) {
  const map = targeting().locator('.leaflet-container');
  const box = await map.boundingBox();
  assert.ok(box, 'the map is laid out');
  const col = n % 5;
  const row = Math.floor(n / 5);
  // A locator click scrolls the map into view first (the mouse alone would click outside the viewport).
  await map.click({ position: { x: box.width / 2 + (col - 2) * 40 + 20, y: box.height / 2 + (row - 2) * 40 } });
}

describe('map targeting in the order flow', () => {
  it('opens the settings step on the template tab, the map at the listing', async () => {
    await page.goto(`/customer-dashboard/order?listingIds=${ids.listing}`);
    await page.getByRole('combobox', { name: 'Campaign type' }).selectOption({ label: `Map one listing ${tag}` });
    await page.waitForFunction(() => (document.querySelector('select[name=fbAdAccount]') as HTMLSelectElement | null)?.value !== '');
    await page.getByText('Review the campaign settings').click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('template-settings').waitFor();
    await page.getByRole('tab', { name: 'Facebook · Image Campaign' }).waitFor();
    await targeting().locator('.leaflet-container').waitFor();
    await targeting().getByText('Click on the map or search for a place to add a location.').waitFor();
    // Nothing to apply yet: the map only laid itself out.
    await page.waitForTimeout(500);
    assert.equal(await targeting().getByTestId('targeting-pending').count(), 0);
    await screenshot(page, 'e-targeting-01-settings');
  });

  it('fits a phone-sized screen, and offers the crop presets and the lead-form preview', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await targeting().locator('.leaflet-container').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
    await screenshot(page, 'e-targeting-01b-phone');
    await page.getByRole('button', { name: 'Crop image 1' }).click();
    const crop = page.getByTestId('crop-dialog');
    assert.deepEqual(await crop.getByRole('group', { name: 'Aspect ratio' }).getByRole('button').allTextContents(), ['1.91', '1.78', '1.55', '1.33', '1.00', '0.64']);
    // The crop area follows the screen: 390 px wide leaves 270 px (220 to 520).
    // (Its layout width: the dialog's opening animation scales what a bounding box would measure.)
    assert.equal(await crop.locator('.reactEasyCrop_Container').evaluate((el: HTMLElement) => el.offsetWidth), 270);
    await screenshot(page, 'e-targeting-01c-crop-phone');
    await crop.getByRole('button', { name: 'Cancel' }).click();
    await crop.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Preview lead form' }).click();
    const preview = page.getByTestId('lead-form-preview');
    await preview.getByText('Page 1 of 3: Intro').waitFor();
    await preview.getByRole('button', { name: 'Next' }).click();
    await preview.getByRole('button', { name: 'Next' }).click();
    await preview.getByText('Page 3 of 3: Thank you').waitFor();
    await screenshot(page, 'e-targeting-01d-lead-form-preview');
    await preview.getByRole('button', { name: 'Close' }).first().click();
    await preview.waitFor({ state: 'detached' });
  });

  it('crops the image at a preset ratio: the crop is stored with the listing and takes the image\'s place', async () => {
    const image = page.getByRole('img', { name: 'Image 1', exact: true });
    const before = await image.getAttribute('src');
    await page.getByRole('button', { name: 'Crop image 1' }).click();
    const crop = page.getByTestId('crop-dialog');
    await crop.getByRole('button', { name: '1.00' }).click();
    assert.equal(await crop.getByRole('button', { name: '1.00' }).getAttribute('aria-pressed'), 'true');
    await crop.locator('.reactEasyCrop_CropArea').waitFor();
    await screenshot(page, 'e-targeting-01e-crop');
    await crop.getByRole('button', { name: 'Save crop' }).click();
    await crop.waitFor({ state: 'detached' });
    const after = await image.getAttribute('src');
    assert.ok(after && after !== before, `${before} → ${after}`);
    const listing = (await (await api.get(`/api/listings/${ids.listing}`)).json()) as { images: { url: string }[] };
    assert.deepEqual(listing.images.map((i) => i.url), [before, after]);
    // The crop is square: the image drawn from it is as high as it is wide.
    const size = await image.evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight }));
    assert.ok(size.w > 0 && size.w === size.h, JSON.stringify(size));
  });

  it('adds an 8 km marker where the map is clicked, and refuses a radius out of 1..80 km', async () => {
    await clickMap(0);
    await rows().first().waitFor();
    const radius = targeting().getByRole('spinbutton', { name: 'Radius of location 1' });
    assert.equal(await radius.inputValue(), '8');
    assert.equal(await targeting().locator('path.targeting-pin').count(), 1);
    assert.equal(await targeting().locator('path.targeting-radius').count(), 1);
    await radius.fill('0');
    await refusal().getByText('Minimum radius is 1km').waitFor();
    await radius.fill('81');
    await refusal().getByText('Maximum radius is 80km').waitFor();
    await screenshot(page, 'e-targeting-02-radius-refused');
    await radius.fill('12');
    await refusal().waitFor({ state: 'detached' });
    await radius.blur();
    assert.equal(await radius.inputValue(), '12');
  });

  it('adds a 10 km marker from a place search of 3 characters or more', async () => {
    const searched = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/geo/locations');
    await targeting().getByRole('textbox', { name: 'Search for a place' }).fill('Ponsonby');
    const asked = new URL((await searched).url());
    assert.equal(asked.searchParams.get('input'), 'Ponsonby');
    const offer = targeting().getByRole('button', { name: /^Add Ponsonby/ });
    await offer.click();
    await rows().nth(1).waitFor();
    assert.equal(await targeting().getByRole('spinbutton', { name: 'Radius of location 2' }).inputValue(), '10');
    await screenshot(page, 'e-targeting-03-search');
  });

  it("refuses a 16th marker with 'No more than 15 Markers allowed in targeting'", async () => {
    for (let n = 1; (await rows().count()) < 15; n++) {
      const before = await rows().count();
      await clickMap(n);
      await rows().nth(before).waitFor();
    }
    assert.equal(await targeting().getByTestId('targeting-count').textContent(), '15 of 15 locations');
    await clickMap(20);
    await refusal().getByText('No more than 15 Markers allowed in targeting').waitFor();
    assert.equal(await rows().count(), 15);
    await screenshot(page, 'e-targeting-04-sixteenth-refused');
  });

  it('applies centre, zoom and markers to the campaign, and the order carries them', async () => {
    await targeting().getByTestId('targeting-pending').waitFor();
    await targeting().getByRole('button', { name: 'Apply targeting' }).click();
    await targeting().getByTestId('targeting-applied').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('order-final-step').waitFor();
    await page.locator('input[name=campaignName]').fill(campaignName);
    // The radio's label takes the click (its hidden input lies under the drawn control).
    await page.getByTestId('order-final-step').getByText('Invoice', { exact: true }).click();
    assert.equal(await page.getByRole('radio', { name: 'Invoice' }).isChecked(), true);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(/^Order# \d+$/).waitFor();
    await screenshot(page, 'e-targeting-05-ordered');

    const list = (await (await userApi.get(`/api/orders?search=${encodeURIComponent(campaignName)}`)).json()) as { orders: { id: string }[] };
    assert.equal(list.orders.length, 1);
    const order = (await (await userApi.get(`/api/orders/${list.orders[0]!.id}`)).json()) as {
      campaignData: { templateId: string; adSettings?: { location?: { center: { lat: number; lng: number }; zoom: number; markers: { id: string; radius: number }[] } } }[];
    };
    const location = order.campaignData.find((d) => d.templateId === ids.template)?.adSettings?.location;
    assert.ok(location, JSON.stringify(order.campaignData));
    assert.equal(location.markers.length, 15);
    assert.deepEqual(location.markers.slice(0, 3).map((m) => m.radius), [12_000, 10_000, 8_000]);
    assert.ok(location.markers.every((m) => m.radius % 1000 === 0), 'radii in whole kilometres');
    assert.equal(typeof location.zoom, 'number');
    // The search moved the map to Ponsonby (Auckland): the applied centre is there, not at the listing any more.
    assert.ok(location.center.lat > -37.5 && location.center.lat < -36.5, JSON.stringify(location.center));
  });
});
