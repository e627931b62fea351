// Browser tests of the listing screens (000 §2), as the seeded admin: Customer Listings from the
// Customers dropdown; a customer's listings page creates a listing for that customer (the price view Fixed
// Price hides the auction fields, agents stop at 3, an image added by address), which opens at
// /listing/{id} with 'Successfully Saved!' and shows in the customer's list as Saved; the editor's address,
// land details, counts, coordinates and dates (the auction and the start as date fields shown in the user's
// locale, stored as RFC 3339 instants) are saved and read back; selected in the list, the listing is
// archived; with a screenshot of each page.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Page } from 'playwright-core';
import {
  type AdminSession, apiPost, awaitListingReferences, BASE_URL, closeSavedDialog, closeSession, newTag, openAdminSession, pathOf, topScreenshot as screenshot, waitForPath,
} from './helpers.ts';

let session: AdminSession | undefined;
let api: APIRequestContext;
let page: Page;
const tag = newTag();
const title = `12 Harbour View Road ${tag}`;
let customer: { id: string; name: string };
let office: { id: string; name: string };
const agents: { id: string; fullName: string }[] = [];
let listingId = '';

before(async () => {
  session = await openAdminSession(async (admin) => {
    api = admin;
    customer = await apiPost(api, '/api/customers', { name: `Harbour Realty ${tag}` });
    office = await apiPost(api, '/api/offices', { customerId: customer.id, name: `Ponsonby ${tag}` });
    for (const n of [1, 2, 3, 4]) agents.push(await apiPost(api, '/api/agents', { customerId: customer.id, fullName: `Agent ${n} ${tag}` }));
    // The listing form names them all: wait until the listing context knows the customer, office and agents.
    await awaitListingReferences(api, { customerId: customer.id, officeId: office.id, agentIds: agents.map((a) => a.id) });
  });
  ({ page } = session);
});
after(async () => {
  if (listingId) await api?.delete(`/api/listings?ids=${listingId}`);
  await closeSession(session);
});

describe('listing screens', () => {
  it('opens Customer Listings from the Customers dropdown', async () => {
    await page.getByRole('button', { name: 'Customers' }).click();
    const items = page.getByRole('menuitem');
    assert.deepEqual(await items.allTextContents(), ['Customers', 'Offices', 'Agents', 'Customer Listings', 'Bulk Upload', 'Import Jobs', 'Open Homes']);
    await items.filter({ hasText: 'Customer Listings' }).click();
    await waitForPath(page, '/customers/listings');
    await page.getByRole('heading', { name: 'Customer Listings' }).waitFor();
    // The two filters sit side by side in one row (they stacked once).
    const [status, customerFilter] = await Promise.all(['statusFilter', 'customerFilter'].map((n) => page.locator(`select[name=${n}]`).boundingBox()));
    assert.ok(status && customerFilter && status.y === customerFilter.y && status.x < customerFilter.x, JSON.stringify({ status, customerFilter }));
    await screenshot(page, '80-customer-listings');
  });

  it("creates a listing from the customer's listings page and sees it in the customer's list", async () => {
    await page.goto(`/customers/listings/${customer.id}`);
    await page.getByRole('heading', { name: `Listings of ${customer.name}` }).waitFor();
    await page.getByText('No listings found.').waitFor();
    await page.getByRole('link', { name: 'Create listing' }).click();
    await waitForPath(page, '/listing/create');
    assert.equal(await page.locator('select[name=customerId]').inputValue(), customer.id);

    await page.getByRole('button', { name: 'Create listing' }).click();
    await page.getByText('Please enter a title.').waitFor();
    await page.locator('input[name=title]').fill(title);
    await page.locator('input[name=shortDescription]').fill('Sunny family home');
    await page.locator('select[name=type]').selectOption('RESIDENTIAL_FOR_SALE');
    await page.locator('select[name=listingStatus] option', { hasText: 'Saved' }).waitFor({ state: 'attached' });
    await page.locator('input[name=startPrice]').fill('1250000');
    await page.locator('select[name=priceView]').selectOption('Auction');
    await page.locator('input[name=auction]').fill('2026-12-12T11:00');
    await page.locator('select[name=priceView]').selectOption('Fixed Price');
    await page.locator('input[name=auction]').waitFor({ state: 'detached' });
    assert.equal(await page.locator('textarea[name=inspectionTimes]').count(), 0);
    await page.locator(`select[name=officeId] option[value="${office.id}"]`).waitFor({ state: 'attached' });
    await page.locator('select[name=officeId]').selectOption(office.id);
    for (const [i, agent] of agents.slice(0, 3).entries()) {
      await page.getByRole('button', { name: 'Add agent' }).click();
      await page.locator(`select[name="agents.${i}.id"] option[value="${agent.id}"]`).waitFor({ state: 'attached' });
      await page.locator(`select[name="agents.${i}.id"]`).selectOption(agent.id);
    }
    assert.equal(await page.getByRole('button', { name: 'Add agent' }).count(), 0, 'no fourth agent');
    await page.getByRole('textbox', { name: 'image web address' }).fill(`${BASE_URL}/files/e2e-${tag}.jpg`);
    await page.getByRole('button', { name: 'Add image' }).click();
    await page.getByText('Images (1 of 10)').waitFor();
    await screenshot(page, '81-listing-create');

    await page.getByRole('button', { name: 'Create listing' }).click();
    await waitForPath(page, /^\/listing\/[0-9a-f-]{36}$/);
    await page.getByTestId('app-toast').getByText('Successfully Saved!', { exact: true }).waitFor();
    listingId = pathOf(page).split('/')[2]!;
    await closeSavedDialog(page);
    await page.getByRole('heading', { name: title }).waitFor();
    assert.match(await page.getByTestId('listing-reference').textContent() ?? '', /^DASH/);
    await screenshot(page, '82-listing-edit');

    const saved = await (await api.get(`/api/listings/${listingId}`)).json();
    assert.equal(saved.customerId, customer.id);
    assert.equal(saved.startPrice, 125000000);
    assert.equal(saved.officeId, office.id);
    assert.deepEqual(saved.agents.map((a: { id: string }) => a.id), agents.slice(0, 3).map((a) => a.id));
    assert.deepEqual(saved.images, [{ url: `${BASE_URL}/files/e2e-${tag}.jpg` }]);
    const keys = saved.metaData.map((m: { key: string }) => m.key);
    assert.ok(keys.includes('priceView') && !keys.includes('auction'), `metaData keys: ${keys.join(', ')}`);

    await page.getByRole('link', { name: 'Back to listings' }).click();
    await waitForPath(page, `/customers/listings/${customer.id}`);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    assert.match(await row.textContent() ?? '', /Saved/);
    await screenshot(page, '83-customer-listings-of-customer');
  });

  it('archives the listing from the list by selecting it', async () => {
    // the checkbox's input is hidden (Chakra draws the box): click what is drawn
    await page.getByRole('row').filter({ hasText: title }).locator('[data-part=control]').click();
    await page.getByTestId('bulk-actions').getByText('1 selected').waitFor();
    await page.locator('select[name=bulkStatus]').selectOption('ARCHIVED');
    await page.getByTestId('bulk-actions').waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: title }).getByText('Archived').waitFor();
    assert.equal((await (await api.get(`/api/listings/${listingId}`)).json()).listingStatus, 'ARCHIVED');
  });
  it('edits the address, land details, counts, coordinates and the dates, shown in the locale and stored as RFC 3339', async () => {
    await page.goto(`/listing/${listingId}`);
    await page.getByRole('heading', { name: title }).waitFor();
    const address = { streetNumber: '12', street: 'Harbour View Road', suburb: 'Ponsonby', state: 'Auckland', postcode: '1011', country: 'New Zealand' };
    for (const [part, value] of Object.entries(address)) await page.locator(`input[name="address.${part}"]`).fill(value);
    await page.locator('input[name=latitude]').fill('-36.8473');
    await page.locator('input[name=longitude]').fill('174.7461');
    await page.locator('input[name="counts.bedrooms"]').fill('3');
    await page.locator('input[name="counts.bathrooms"]').fill('2');
    await page.locator('input[name=landArea]').fill('650');
    await page.locator('select[name=landAreaUnit]').selectOption('squareMeter');
    await page.locator('select[name=priceView]').selectOption('Auction');
    // The browser is in Pacific/Auckland (NZDT, +13:00 in December) with the en-NZ locale.
    await page.locator('input[name=auction]').fill('2026-12-12T11:00');
    await page.getByTestId('auction-shown').getByText('Saturday, 12 December 2026', { exact: false }).waitFor();
    await page.locator('input[name=startTimestamp]').fill('2026-12-01T09:30');
    await page.locator('input[name=auctionLocation]').fill('On site');
    await page.locator('select[name=status]').selectOption('ACTIVE');
    await screenshot(page, '87-listing-address-and-dates');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('app-toast').getByText('Successfully Saved!', { exact: true }).waitFor();
    await closeSavedDialog(page);

    const saved = await (await api.get(`/api/listings/${listingId}`)).json() as { startTimestamp: string; metaData: { key: string; value: unknown }[] };
    const meta = Object.fromEntries(saved.metaData.map((m) => [m.key, m.value]));
    assert.equal(saved.startTimestamp, '2026-11-30T20:30:00.000Z');
    assert.equal(meta.auction, '2026-12-11T22:00:00.000Z');
    assert.deepEqual(meta.address, address);
    assert.deepEqual(meta.geoLocation, { latitude: -36.8473, longitude: 174.7461 });
    assert.deepEqual(meta.landDetails, { area: 650, areaUnit: 'squareMeter' });
    assert.deepEqual([meta.bedrooms, meta.bathrooms, meta.auctionLocation, meta.status], [3, 2, 'On site', 'ACTIVE']);

    await page.reload();
    await page.getByRole('heading', { name: title }).waitFor();
    assert.equal(await page.locator('input[name="address.suburb"]').inputValue(), 'Ponsonby');
    assert.equal(await page.locator('input[name=auction]').inputValue(), '2026-12-12T11:00');
    assert.equal(await page.locator('input[name=startTimestamp]').inputValue(), '2026-12-01T09:30');
    await page.getByTestId('startTimestamp-shown').getByText('Tuesday, 1 December 2026', { exact: false }).waitFor();
  });
});
