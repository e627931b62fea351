// Browser test of the customer dashboard's frame (002 §1–2, §6, §8; 001 §6): as the admin, through the API, a
// customer with a logo and a dashboard config (its colours, the contact label 'Consultant', and tabs with their
// access rights: orders and listings for agents, overview for corporate users, no campaigns tab), an agent, the
// agent's dashboard user and a corporate dashboard user without an agent. An anonymous visitor of a dashboard
// page lands on the dashboard sign-in (the dashboard's look, no navigation) with the page as its url; signing
// in there opens that page in the customer's colours with only the tabs the role may see; the contact label
// names the agent page, which shows the agent; a signed-in user on the sign-in goes to the index; the
// stand-alone routes open their tab; bulk manage shows in the frame and its Cancel returns to the listings tab;
// on a phone the navigation is behind a menu button; the outside-link
// variant shows the colours only; the user without an agent sees 'Failed to fetch your information, please
// contact us if this persists.'; signing out returns to the dashboard sign-in. With a screenshot of each.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { adminApi, apiPost, closeSession, createProduct, launch, newPage, newTag, pathOf, png, screenshot, uniqueEmail, waitForPath } from './helpers.ts';
import { createDashboard, createDashboardUser, fillDashboardSignIn } from './dashboard-helpers.ts';

const tag = newTag();
const THEME = { backgroundTheme: '#7b1fa2', textTheme: '#fff8e1', hoverTheme: '#4a148c', vertical: 'PROPERTY', contactLabel: 'Consultant' };
const NO_AGENT = 'Failed to fetch your information, please contact us if this persists.';
let browser: Browser;
let api: APIRequestContext;
let customer: { id: string; name: string };
let agent: { id: string; fullName: string };
let officeName = '';
const agentEmail = uniqueEmail('dashboard-frame-agent');
const corporateEmail = uniqueEmail('dashboard-frame-corporate');

/** A dashboard user of the customer made by the admin, named by the address. */
const dashboardUser = (email: string, roles: string[], agentId?: string) =>
  createDashboardUser(api, { email, username: email.split('@')[0], roles, customerId: customer.id, ...(agentId ? { agentId } : {}) });

/** Signs `email` in on the dashboard sign-in the page shows. */
async function dashboardSignIn(page: Page, email: string) {
  await page.getByRole('heading', { name: 'Sign in to your dashboard' }).waitFor();
  await fillDashboardSignIn(page, email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};
const navTabs = async (page: Page) => (await page.locator('[data-testid^=dashboard-tab-]:visible').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('dashboard-tab-'.length))));

before(async () => {
  browser = await launch();
  api = await adminApi();
  customer = await apiPost(api, '/api/customers', { name: `Violet Realty ${tag}` });
  // The customer's logo, a solid-colour PNG made here.
  const logo = await api.put(`/api/customers/${customer.id}/logo`, { data: png(96, 40, [255, 193, 7]), headers: { 'Content-Type': 'image/png' } });
  assert.ok(logo.ok(), `logo: ${logo.status()} ${await logo.text()}`);
  await createDashboard(api, {
    customerId: customer.id, name: `Violet ${tag}`,
    themes: THEME,
    tabs: [
      { code: 'overview', accessRight: ['corporate'] },
      { code: 'orders', accessRight: ['corporate', 'agent'] },
      { code: 'listings', accessRight: ['agent'] },
    ],
    controls: { enableHelp: true },
  });
  const office = await apiPost<{ id: string; name: string }>(api, '/api/offices', { customerId: customer.id, name: `Violet Central ${tag}` });
  officeName = office.name;
  agent = await apiPost(api, '/api/agents', {
    customerId: customer.id, fullName: `Vi Consultant ${tag}`, email: agentEmail, phones: [{ type: 'MOBILE', value: '+64211234567' }], officeIds: [office.id],
  });
  // A product to order (products are the install's, not a customer's): the dashboard then offers Order.
  const type = await apiPost<{ id: string }>(api, '/api/product-types', { name: `Frame listing ${tag}`, minListings: 1, maxListings: 1 });
  await createProduct(api, { code: `E2E-FRAME-${tag}`, name: `Frame week ${tag}`, productTypeId: type.id, price: 9900, templates: [] });
  await dashboardUser(agentEmail, ['agent'], agent.id);
  await dashboardUser(corporateEmail, ['corporate']);
});
after(async () => {
  await closeSession({ api, browser });
});

describe('the customer dashboard frame', () => {
  it('sends an anonymous visitor to the dashboard sign-in with the page, then opens it in the customer\'s colours with the role\'s tabs only', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/customer-dashboard?tab=listings');
    await waitForPath(page, `/customer-dashboard/signin/${encodeURIComponent('/customer-dashboard?tab=listings')}`);
    await page.getByRole('heading', { name: 'Sign in to your dashboard' }).waitFor();
    // The dashboard's look before anyone is known: its header, no navigation, not the staff top menu.
    await page.getByTestId('dashboard-header').getByText('Customer dashboard').waitFor();
    assert.equal(await page.locator('[data-testid^=dashboard-tab-]').count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Account menu' }).count(), 0);
    assert.equal(await page.title(), 'AdOps | Dashboard Sign In');
    await screenshot(page, 'dashboard-frame-01-signin');

    const started = Date.now();
    await dashboardSignIn(page, agentEmail);
    await page.waitForURL((url) => url.pathname === '/customer-dashboard' && url.searchParams.get('tab') === 'listings');
    assert.ok(Date.now() - started >= 750, 'the dashboard sign-in answers no sooner than 750 ms (002 §9)');
    const header = page.getByTestId('dashboard-header');
    await header.getByText(customer.name).waitFor();
    assert.equal(await header.getByRole('img', { name: `${customer.name} logo` }).count(), 1);
    assert.equal(await header.evaluate((e) => getComputedStyle(e).backgroundColor), rgb(THEME.backgroundTheme));
    assert.equal(await header.evaluate((e) => getComputedStyle(e).color), rgb(THEME.textTheme));
    await page.getByTestId('dashboard-tab-listings').waitFor();
    assert.deepEqual(await navTabs(page), ['orders', 'listings'], 'agents see the tabs whose accessRight names them; the config lists no campaigns tab');
    assert.equal(await page.getByTestId('dashboard-tab-listings').getAttribute('aria-current'), 'page');
    assert.equal(await page.getByTestId('dashboard-nav-agent').textContent(), 'Consultant');
    await page.getByTestId('dashboard-nav-order').waitFor();
    await page.getByRole('main').getByRole('heading').first().waitFor();
    await page.getByTestId('dashboard-help').waitFor();
    await screenshot(page, 'dashboard-frame-02-agent-listings');

    // The hover colour of the navigation.
    await page.getByTestId('dashboard-tab-orders').hover();
    await page.waitForTimeout(300);
    assert.equal(await page.getByTestId('dashboard-tab-orders').evaluate((e) => getComputedStyle(e).backgroundColor), rgb(THEME.hoverTheme));

    await page.getByTestId('dashboard-help').click();
    await page.getByTestId('dashboard-help-drawer').waitFor();
    await screenshot(page, 'dashboard-frame-03-help');
    await page.keyboard.press('Escape');
    await page.getByTestId('dashboard-help-drawer').waitFor({ state: 'detached' });

    // The agent page, named by the contact label, shows the user's agent.
    await page.getByTestId('dashboard-nav-agent').click();
    await waitForPath(page, '/customer-dashboard/agent');
    await page.getByTestId('agent-name').getByText(agent.fullName).waitFor();
    assert.equal(await page.getByTestId('agent-email').textContent(), agentEmail);
    assert.equal(await page.getByTestId('agent-phone').textContent(), 'Mobile: +64211234567');
    await page.getByTestId('agent-office').getByText(officeName).waitFor();
    await screenshot(page, 'dashboard-frame-04-agent-page');

    // Settings: the user's profile.
    await page.getByTestId('dashboard-nav-settings').click();
    await waitForPath(page, '/customer-dashboard/settings');
    assert.equal(await page.getByTestId('settings-email').textContent(), agentEmail);
    await screenshot(page, 'dashboard-frame-05-settings');

    // Signed in, the dashboard sign-in and sign-up are not offered: they go to the index.
    for (const path of ['/customer-dashboard/signin', '/customer-dashboard/signup']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/customer-dashboard');
    }
    // The stand-alone list routes open the index on their tab.
    await page.goto('/customer-dashboard/dashboardOrders');
    await page.waitForURL((url) => url.pathname === '/customer-dashboard' && url.searchParams.get('tab') === 'orders');
    assert.equal(await page.getByTestId('dashboard-tab-orders').getAttribute('aria-current'), 'page');
    // A tab the role may not see opens the first one it may.
    await page.goto('/customer-dashboard/status');
    await page.waitForURL((url) => url.pathname === '/customer-dashboard' && url.searchParams.get('tab') === 'orders');

    // Bulk manage shows inside the frame; Cancel returns to the listings tab (002 §2).
    await page.goto('/customer-dashboard/listings/bulkManage');
    await page.getByRole('heading', { name: 'Bulk manage listings' }).waitFor();
    await page.getByTestId('dashboard-header').getByText(customer.name).waitFor();
    await screenshot(page, 'dashboard-frame-06-bulk-manage');
    await page.getByTestId('bulk-cancel').click();
    await page.waitForURL((url) => url.pathname === '/customer-dashboard' && url.searchParams.get('tab') === 'listings');

    // The outside-link variant: the colours only, no header or navigation.
    await page.goto('/customer-dashboard?tab=orders&outsideLink=true');
    await page.getByTestId('dashboard-frame').waitFor();
    await page.waitForTimeout(500);
    assert.equal(await page.getByTestId('dashboard-header').count(), 0);
    assert.equal(await page.getByTestId('dashboard-frame').evaluate((e) => getComputedStyle(e).borderTopColor), rgb(THEME.backgroundTheme));
    await screenshot(page, 'dashboard-frame-06b-outside-link');
    await page.goto('/customer-dashboard?tab=orders&outsideLink=false');
    await page.getByTestId('dashboard-header').waitFor();

    // Sign out: back on the dashboard sign-in.
    await page.getByTestId('dashboard-sign-out').click();
    await waitForPath(page, '/customer-dashboard/signin');
    await page.getByRole('heading', { name: 'Sign in to your dashboard' }).waitFor();
    await context.close();
  });

  it('on a phone, the navigation is behind a menu button', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/customer-dashboard/signin');
    await dashboardSignIn(page, agentEmail);
    await waitForPath(page, '/customer-dashboard');
    await page.getByTestId('dashboard-header').getByText(customer.name).waitFor();
    assert.deepEqual(await navTabs(page), [], 'the bar is hidden on a phone');
    await page.getByRole('main').getByRole('heading').first().waitFor();
    await screenshot(page, 'dashboard-frame-07-phone');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.getByRole('navigation', { name: 'Dashboard menu' }).waitFor();
    assert.deepEqual(await navTabs(page), ['orders', 'listings']);
    await screenshot(page, 'dashboard-frame-08-phone-menu');
    await page.getByRole('navigation', { name: 'Dashboard menu' }).getByTestId('dashboard-tab-listings').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'listings');
    await context.close();
  });

  it('a user without an agent sees the message, and the corporate tabs', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/customer-dashboard/signin');
    await dashboardSignIn(page, corporateEmail);
    await waitForPath(page, '/customer-dashboard');
    await page.getByTestId('dashboard-no-agent').getByText(NO_AGENT, { exact: true }).waitFor();
    await page.getByTestId('dashboard-tab-overview').waitFor();
    assert.deepEqual(await navTabs(page), ['overview', 'orders']);
    assert.equal(pathOf(page), '/customer-dashboard');
    await screenshot(page, 'dashboard-frame-09-no-agent');
    await context.close();
  });
});
