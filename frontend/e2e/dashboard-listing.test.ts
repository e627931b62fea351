// Browser test of the customer dashboard's listing screens (002 §2 /listings/create, /listing/{listingId}/edit;
// §3 Listing; §5 "Listing save"; §8): as the admin, through the API, a customer with an office, three agents
// of that office, a dashboard whose contact label is 'Consultant', and a branch-manager dashboard user of
// that office who is the first agent. Signed in at /customer-dashboard/signin, the user creates a listing:
// the first slot holds their own agent, the price view Auction shows inspection times, auction and auction
// location and Fixed Price takes them away, three real PNG files (made here) are chosen; a save without the
// office is refused by the server in a 'Save Listing' dialog with its message; with the office, the listing
// is created ('Listing Created Reference# DASH…'), its three images uploaded through the listing API, and the
// user is on the listings tab. Read back through the API: DASHBOARD, DONE, ACTIVE, Fixed Price without
// inspection times, three agents, three uploaded images. Edited: the images drawn, a new title, the third
// agent slot emptied ('Your Listing has been successfully saved.'); opened from the order screen, a save goes
// on to the order screen for the listing. Screenshots of each step.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { adminApi, apiPost, awaitListingReferences, closeSession, launch, newTag, pngFile, topScreenshot as screenshot, uniqueEmail, waitForDrawn } from './helpers.ts';
import { createDashboard, createDashboardUser, dashboardPage } from './dashboard-helpers.ts';

let browser: Browser;
let api: APIRequestContext;
let context: BrowserContext;
let page: Page;
const tag = newTag();
const email = uniqueEmail('dashboard-listing');
const ids = { customer: '', office: '', agents: [] as string[], listing: '' };
const agentNames = ['Jo', 'Kim', 'Lee'].map((name) => `${name} Listing ${tag}`);
const title = `7 Kauri Street ${tag}`;
let reference = '';

const files = [
  pngFile(`front-${tag}.png`, 480, 320, [40, 110, 190]),
  pngFile(`lounge-${tag}.png`, 400, 300, [70, 160, 90]),
  pngFile(`deck-${tag}.png`, 300, 400, [200, 120, 60]),
];

interface Listing {
  id: string; reference: string; creationType: string; listingStatus: string; listingOption: string; title: string; type: string; officeId: string | null;
  agents: { id: string; name?: string }[]; images: { url: string; assetId?: string; thumbnail?: string }[]; numImages: number;
  metaData: { key: string; value: unknown }[]; shortDescription: string | null; customerUrl: string | null;
}
const readListing = async (id: string) => {
  const res = await api.get(`/api/listings/${id}`);
  assert.equal(res.status(), 200, await res.text());
  return (await res.json()) as Listing;
};
const meta = (listing: Listing, key: string) => listing.metaData.find((m) => m.key === key)?.value;
const toast = (text: string) => page.getByTestId('app-toast').filter({ hasText: text });

before(async () => {
  browser = await launch();
  api = await adminApi();
  ids.customer = (await apiPost<{ id: string }>(api, '/api/customers', { name: `Kauri Realty ${tag}` })).id;
  ids.office = (await apiPost<{ id: string }>(api, '/api/offices', { customerId: ids.customer, name: `Kauri Central ${tag}` })).id;
  for (const fullName of agentNames) {
    ids.agents.push((await apiPost<{ id: string }>(api, '/api/agents', {
      customerId: ids.customer, fullName, email: `${fullName.split(' ')[0]!.toLowerCase()}-${tag}@example.com`, officeIds: [ids.office],
    })).id);
  }
  await createDashboard(api, {
    customerId: ids.customer, name: `Kauri dashboard ${tag}`, themes: { contactLabel: 'Consultant' }, controls: { enableCreateListingRoles: ['corporate', 'branchmanager'] },
  });
  // The listing screens name the customer, office and agents just made: wait until the listing context knows them.
  await awaitListingReferences(api, { customerId: ids.customer, officeId: ids.office, agentIds: ids.agents });
  // The branch manager of the office, the first agent's (identity hears of them from their events).
  await createDashboardUser(api, {
    email, displayName: agentNames[0], username: agentNames[0], roles: ['branchmanager'], customerId: ids.customer, agentId: ids.agents[0], officeIds: [ids.office],
  });

  ({ context, page } = await dashboardPage(browser, email));
});
after(async () => {
  if (ids.listing) await api?.delete(`/api/listings?ids=${ids.listing}`);
  await closeSession({ context, api, browser });
});

describe('the dashboard listing screens', () => {
  it('create: the form, the price views, three images chosen', async () => {
    await page.goto('/customer-dashboard/listings/create');
    await page.getByRole('heading', { name: 'Create Listing' }).waitFor();
    const slot = (n: number) => page.getByRole('combobox', { name: `Consultant ${n}` });
    // The user's own agent comes in the first slot; the slots are named with the dashboard's contact label.
    await page.waitForFunction((id) => (document.querySelector('select[name="agents.0.id"]') as HTMLSelectElement | null)?.value === id, ids.agents[0]);
    await slot(2).selectOption({ label: agentNames[1]! });
    await slot(3).selectOption({ label: agentNames[2]! });
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption('RESIDENTIAL_FOR_SALE');
    assert.equal(await page.getByRole('combobox', { name: 'Status', exact: true }).inputValue(), 'ACTIVE');
    await page.getByRole('textbox', { name: 'Short description' }).fill('Sunny family home');
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Three bedrooms, a deck and a garden.');
    await page.getByRole('textbox', { name: 'Customer URL' }).fill(`https://kauri.example.com/listings/${tag}`);
    await page.getByRole('combobox', { name: 'Price view' }).selectOption('Auction');
    await page.getByRole('textbox', { name: 'Inspection times' }).fill('Sat 10am');
    await page.getByRole('textbox', { name: 'Auction location' }).fill('On site');
    await screenshot(page, 'dl-01-create-auction');
    await page.getByRole('combobox', { name: 'Price view' }).selectOption('Fixed Price');
    assert.equal(await page.getByRole('textbox', { name: 'Inspection times' }).count(), 0);
    assert.equal(await page.getByRole('textbox', { name: 'Auction location' }).count(), 0);
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('$1,250,000');
    await page.getByRole('textbox', { name: 'Bedrooms' }).fill('3');
    await page.getByRole('textbox', { name: 'Bathrooms' }).fill('2');
    await page.getByRole('textbox', { name: 'Suburb' }).fill('Ponsonby');
    await page.getByTestId('upload-images').setInputFiles(files);
    await waitForDrawn(page, 3);
    assert.equal(await page.getByTestId('not-saved-yet').count(), 3);
    await screenshot(page, 'dl-02-create-filled');
  });

  it("without the office, the server's refusal shows in a 'Save Listing' dialog", async () => {
    await page.getByRole('button', { name: 'Create listing' }).click();
    const dialog = page.getByTestId('app-dialog');
    await dialog.getByText('Save Listing').waitFor();
    await dialog.getByText('Choose one of your offices.').waitFor();
    await screenshot(page, 'dl-03-create-refused');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.getByTestId('not-saved-yet').count(), 3, 'the chosen files are still there');
    // The message also stays above the form and at the office.
    await page.locator('[data-part="error-text"]', { hasText: 'Choose one of your offices.' }).waitFor();
    assert.equal(await page.getByRole('combobox', { name: 'Office', exact: true }).getAttribute('aria-invalid'), 'true');
  });

  it("creates the listing with its three images: 'Listing Created Reference# DASH…' and the listings tab", async () => {
    await page.getByRole('combobox', { name: 'Office', exact: true }).selectOption({ label: `Kauri Central ${tag}` });
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/listings' && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Create listing' }).click();
    const answer = await created;
    assert.equal(answer.status(), 201, await answer.text());
    ({ id: ids.listing, reference } = (await answer.json()) as Listing);
    assert.match(reference, /^DASH[A-Z0-9]{10}$/);
    await toast(`Listing Created Reference# ${reference}`).waitFor();
    await page.waitForURL((url) => url.pathname === '/customer-dashboard' && url.searchParams.get('tab') === 'listings');
    await screenshot(page, 'dl-04-created-listings-tab');

    const listing = await readListing(ids.listing);
    assert.equal(listing.title, title);
    assert.equal(listing.creationType, 'DASHBOARD');
    assert.equal(listing.listingStatus, 'DONE');
    assert.equal(listing.listingOption, 'CLASSIFIED');
    assert.equal(listing.type, 'RESIDENTIAL_FOR_SALE');
    assert.equal(listing.officeId, ids.office);
    assert.equal(listing.shortDescription, 'Sunny family home');
    assert.deepEqual(listing.agents.map((a) => a.id), ids.agents);
    assert.equal(meta(listing, 'priceView'), 'Fixed Price');
    assert.equal(meta(listing, 'price'), '$1,250,000');
    assert.equal(meta(listing, 'status'), 'ACTIVE');
    assert.equal(meta(listing, 'bedrooms'), 3);
    for (const key of ['inspectionTimes', 'auction', 'auctionLocation']) assert.equal(meta(listing, key), undefined, `${key} is dropped with Fixed Price`);
    assert.equal(listing.numImages, 3);
    assert.ok(listing.images.every((i) => i.assetId && i.thumbnail), 'three uploaded assets');
  });

  it("edits it: the images drawn, a new title, the third slot emptied: 'Your Listing has been successfully saved.'", async () => {
    await page.goto(`/customer-dashboard/listing/${ids.listing}/edit`);
    await page.getByRole('heading', { name: `Edit Listing: ${title}` }).waitFor();
    await page.getByTestId('listing-reference').getByText(reference).waitFor();
    await waitForDrawn(page, 3);
    assert.equal(await page.getByRole('textbox', { name: 'Price', exact: true }).inputValue(), '$1,250,000');
    await page.getByRole('textbox', { name: /^Title/ }).fill(`${title} (reduced)`);
    await page.getByRole('combobox', { name: 'Consultant 3' }).selectOption('');
    await screenshot(page, 'dl-05-edit');
    await page.getByRole('button', { name: 'Save listing' }).click();
    await toast('Your Listing has been successfully saved.').waitFor();
    await page.waitForURL((url) => url.pathname === '/customer-dashboard' && url.searchParams.get('tab') === 'listings');
    const listing = await readListing(ids.listing);
    assert.equal(listing.title, `${title} (reduced)`);
    assert.deepEqual(listing.agents.map((a) => a.id), ids.agents.slice(0, 2));
    assert.equal(listing.numImages, 3);
  });

  it('opened from the order screen, a save goes on to order the listing', async () => {
    await page.goto(`/customer-dashboard/listing/${ids.listing}/edit?from=order`);
    await page.getByRole('textbox', { name: 'Bedrooms' }).fill('4');
    await page.getByRole('button', { name: 'Save listing' }).click();
    await page.waitForURL((url) => url.pathname === '/customer-dashboard/order' && url.searchParams.get('listingIds') === ids.listing);
    await screenshot(page, 'dl-06-saved-to-order');
    assert.equal(meta(await readListing(ids.listing), 'bedrooms'), 4);
  });
});
