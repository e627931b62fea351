// Browser test of the customer dashboard's listings, campaigns, leads and agents tabs (001 §4, §6; 002 §2, §5,
// §9): as the admin, through the API, a customer with three agents and fourteen listings (one of them rural; two
// deleted while the page shows them) plus one deleted before anyone looks, another customer's listing, a
// corporate dashboard user (the first agent's) and an inactive agent-level dashboard user of the second agent.
// Signed in on /customer-dashboard/signin: the listings tab shows 10 a page, newest first, only the customer's
// own and never the deleted one, and filters by listing type; a listing deleted since the page loaded is
// refused ('Cant select deleted listing'), a selection holding one is not ordered ('Deleted listing included:
// {title}'), the eleventh pick is refused ('Selection limit is 10 listings.') and Order opens the order screen
// with the ten. The campaigns tab shows its list and grid and its Excel export answers; so does the leads tab's.
// The agents tab lists the agents by full name, searches, activates the inactive user ('user has been
// activated.') and opens the dashboard as that agent in a new tab. With a screenshot of each state.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { adminApi, apiPost, closeSession, launch, newTag, topScreenshot as screenshot, uniqueEmail } from './helpers.ts';
import { createDashboardUser, dashboardPage } from './dashboard-helpers.ts';

let browser: Browser;
let api: APIRequestContext;
let context: BrowserContext;
let page: Page;
const tag = newTag();
const email = uniqueEmail('dashboard-tabs');
const joEmail = uniqueEmail('dashboard-tabs-jo');
const agentNames = [`Cora Corporate ${tag}`, `Jo Agent ${tag}`, `Sam Agent ${tag}`];
const agents: { id: string; fullName: string }[] = [];
/** The listings by title: 'Home 00' … 'Home 11', then 'Stale' and 'Gone' (the newest). */
const listings = new Map<string, string>();
const home = (n: number) => `Home ${String(n).padStart(2, '0')} ${tag}`;
const STALE = `Stale ${tag}`;
const GONE = `Gone ${tag}`;
const REMOVED = `Removed ${tag}`;
const OTHER = `Other customer's ${tag}`;
let joUserId = '';

async function deleteListing(title: string) {
  const res = await api.delete(`/api/listings?ids=${listings.get(title)}`);
  assert.equal(res.status(), 204, await res.text());
}

before(async () => {
  browser = await launch();
  api = await adminApi();
  const customer = await apiPost<{ id: string }>(api, '/api/customers', { name: `Tabs Realty ${tag}` });
  const other = await apiPost<{ id: string }>(api, '/api/customers', { name: `Other Realty ${tag}` });
  for (const fullName of agentNames) {
    agents.push(await apiPost(api, '/api/agents', { customerId: customer.id, fullName, email: `${fullName.split(' ')[0]!.toLowerCase()}-${tag}@example.com` }));
  }
  const removed = await apiPost<{ id: string }>(api, '/api/listings', { customerId: customer.id, title: REMOVED }, { retryUnknownCustomer: true });
  const res = await api.delete(`/api/listings?ids=${removed.id}`);
  assert.equal(res.status(), 204, await res.text());
  await apiPost(api, '/api/listings', { customerId: other.id, title: OTHER }, { retryUnknownCustomer: true });
  for (const title of [...Array.from({ length: 12 }, (_, n) => home(n)), STALE, GONE]) {
    const type = title === home(5) ? 'RURAL_FOR_SALE' : 'RESIDENTIAL_FOR_SALE';
    listings.set(title, (await apiPost<{ id: string }>(api, '/api/listings', { customerId: customer.id, title, type, agents: [{ id: agents[0]!.id }] }, { retryUnknownCustomer: true })).id);
  }
  await createDashboardUser(api, {
    email, displayName: 'Cora Corporate', username: 'Cora Corporate', roles: ['corporate'], customerId: customer.id, agentId: agents[0]!.id, isActive: true,
  });
  joUserId = (await createDashboardUser(api, {
    email: joEmail, displayName: 'Jo Agent', username: 'Jo Agent', roles: ['agent'], customerId: customer.id, agentId: agents[1]!.id, isActive: false,
  })).id;

  ({ context, page } = await dashboardPage(browser, email));
});
after(async () => {
  await closeSession({ context, api, browser });
});

const rows = () => page.locator('tbody tr');
/** The box of a listing's row: its input is hidden (Chakra draws the box), so what is drawn is clicked. */
const tick = (title: string) => page.getByRole('row').filter({ has: page.getByText(title, { exact: true }) }).locator('[data-part=control]');
const box = (title: string) => page.getByRole('checkbox', { name: `Select ${title}` });
const selected = () => page.getByTestId('listing-selection');
async function sorry(message: string) {
  const dialog = page.getByTestId('app-dialog');
  await dialog.getByText(message, { exact: true }).waitFor();
  return dialog;
}
async function closeDialog() {
  await page.keyboard.press('Escape');
  await page.getByTestId('app-dialog').waitFor({ state: 'detached' });
}
/** The file the tab's 'Export Excel' link answers, fetched with the page's session. */
async function excelExport() {
  const href = await page.getByRole('link', { name: 'Export Excel' }).getAttribute('href');
  return page.request.get(href!);
}

describe('the listings tab', () => {
  it("shows the customer's listings 10 a page, newest first, never a deleted one nor another customer's", async () => {
    await page.goto('/customer-dashboard?tab=listings');
    await page.getByRole('heading', { name: 'Listings' }).waitFor();
    await page.getByText(GONE, { exact: true }).waitFor();
    assert.equal(await rows().count(), 10);
    assert.equal((await rows().first().textContent())?.includes(GONE), true);
    await page.getByText('1–10 of 14').waitFor();
    assert.equal(await page.getByRole('link', { name: 'Create listing' }).getAttribute('href'), '/customer-dashboard/listings/create');
    assert.equal(await page.getByRole('link', { name: 'Bulk manage' }).getAttribute('href'), '/customer-dashboard/listings/bulkManage');
    await screenshot(page, 'd-tabs-01-listings');
    for (const title of [REMOVED, OTHER]) {
      await page.getByRole('textbox', { name: 'Search listings' }).fill(title);
      await page.getByText('No listings found.').waitFor();
    }
    await page.getByRole('textbox', { name: 'Search listings' }).fill('');
    await page.getByText('1–10 of 14').waitFor();
    // The listing-type filter (every role's by default).
    await page.getByRole('combobox', { name: 'Listing type' }).selectOption({ label: 'Rural for sale' });
    await page.getByText('1–1 of 1').waitFor();
    assert.deepEqual(await page.locator('tbody tr td:nth-child(2)').allTextContents(), [home(5)]);
    await page.getByRole('combobox', { name: 'Listing type' }).selectOption({ label: 'All types' });
    await page.getByText('1–10 of 14').waitFor();
  });

  it("does not order a selection holding a listing deleted since: 'Deleted listing included: {title}'", async () => {
    await tick(GONE).click();
    await tick(home(11)).click();
    await selected().getByText('2 of 10 selected').waitFor();
    await deleteListing(GONE);
    await page.getByRole('button', { name: 'Order' }).click();
    await sorry(`Deleted listing included: ${GONE}`);
    await screenshot(page, 'd-tabs-02-deleted-listing-included');
    await closeDialog();
    // It leaves the selection and the list.
    await selected().getByText('1 of 10 selected').waitFor();
    await page.getByText('1–10 of 13').waitFor();
    assert.equal(await page.getByText(GONE, { exact: true }).count(), 0);
  });

  it("does not select a listing deleted since the page loaded: 'Cant select deleted listing'", async () => {
    await page.getByText(STALE, { exact: true }).waitFor();
    await deleteListing(STALE);
    await tick(STALE).click();
    await sorry('Cant select deleted listing');
    await screenshot(page, 'd-tabs-03-cant-select-deleted');
    await closeDialog();
    await selected().getByText('1 of 10 selected').waitFor();
    await page.getByText('1–10 of 12').waitFor();
  });

  it("selects at most 10 ('Selection limit is 10 listings.') and orders them", async () => {
    for (let n = 10; n >= 2; n--) await tick(home(n)).click();
    await selected().getByText('10 of 10 selected').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('11–12 of 12').waitFor();
    await tick(home(1)).click();
    await sorry('Selection limit is 10 listings.');
    await screenshot(page, 'd-tabs-04-selection-limit');
    await closeDialog();
    assert.equal(await box(home(1)).isChecked(), false);
    await page.getByRole('button', { name: 'Order' }).click();
    await page.waitForURL((url) => url.pathname === '/customer-dashboard/order');
    const ordered = new URL(page.url()).searchParams.get('listingIds')?.split(',') ?? [];
    assert.deepEqual(new Set(ordered), new Set(Array.from({ length: 10 }, (_, i) => listings.get(home(i + 2)))));
  });
});

describe('the campaigns and leads tabs', () => {
  it('shows the campaign stats as a list and a grid, and exports them as Excel', async () => {
    await page.goto('/customer-dashboard?tab=campaigns');
    await page.getByRole('heading', { name: 'Campaigns' }).waitFor();
    await page.getByText('No campaigns found.').waitFor();
    const file = await excelExport();
    assert.equal(file.status(), 200, await file.text());
    assert.match(file.headers()['content-type'] ?? '', /spreadsheetml/);
    await screenshot(page, 'd-tabs-05-campaigns-list');
    await page.getByRole('button', { name: 'Grid' }).click();
    assert.equal(await page.getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed'), 'true');
    await page.getByText('No campaigns found.').waitFor();
  });

  it('shows the leads, and exports them as Excel', async () => {
    await page.goto('/customer-dashboard?tab=leads');
    await page.getByRole('heading', { name: 'Leads' }).waitFor();
    await page.getByText('No leads found.').waitFor();
    const file = await excelExport();
    assert.equal(file.status(), 200, await file.text());
    assert.match(file.headers()['content-type'] ?? '', /spreadsheetml/);
    await screenshot(page, 'd-tabs-06-leads');
  });
});

describe('the agents tab', () => {
  it('lists the agents by full name and searches them', async () => {
    await page.goto('/customer-dashboard?tab=agents');
    await page.getByRole('heading', { name: 'Agents' }).waitFor();
    await page.getByText(agentNames[2]!, { exact: true }).waitFor();
    const names = await page.locator('tbody tr td:first-child').allTextContents();
    assert.deepEqual(names, agentNames);
    await page.getByRole('textbox', { name: 'Search agents' }).fill(`Jo Agent ${tag}`);
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    assert.deepEqual(await page.locator('tbody tr td:first-child').allTextContents(), [agentNames[1]]);
  });

  it("activates the agent's inactive dashboard user: 'user has been activated.'", async () => {
    const row = page.getByRole('row').filter({ hasText: agentNames[1]! });
    await row.getByText('Inactive').waitFor();
    await screenshot(page, 'd-tabs-07-agents');
    await row.getByRole('button', { name: `Activate ${agentNames[1]}` }).click();
    await page.getByTestId('app-toast').getByText('user has been activated.', { exact: true }).waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    await screenshot(page, 'd-tabs-08-agent-activated');
    const users = (await (await api.get(`/api/users/dashboard-users?agentId=${agents[1]!.id}`)).json()) as { items: { id: string; isActive: boolean }[] };
    assert.deepEqual(users.items.map((u) => [u.id, u.isActive]), [[joUserId, true]]);
  });

  it('opens the dashboard as that agent in a new tab', async () => {
    const row = page.getByRole('row').filter({ hasText: agentNames[1]! });
    const preauth = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/dashboard/preauth');
    const opened = context.waitForEvent('page');
    await row.getByRole('button', { name: `Open the dashboard as ${agentNames[1]}` }).click();
    const answer = await preauth;
    assert.equal(answer.status(), 200, await answer.text());
    assert.equal(answer.request().postDataJSON().userid, joUserId);
    const { url } = (await answer.json()) as { url: string };
    assert.match(new URL(url).pathname, /^\/api\/auth\/dashboard\/preauth\//);
    const tab = await opened;
    await tab.waitForURL((u) => u.pathname.startsWith('/customer-dashboard'));
    await screenshot(tab, 'd-tabs-09-dashboard-as-agent');
    await tab.close();
  });
});
