// Browser test of the menus per role (000 §2, 001 §2) and the own account, as a sales user: a deep link opened
// signed out comes back after sign-in to the page (orders, an agent) instead of /forbidden; the menus hold what
// sales may open; sales changes their own password and picture; at phone width (375 px) the top menu is a
// drawer behind a menu button and nothing is cut off, for sales and for the admin.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import {
  ADMIN_EMAIL, ADMIN_PASSWORD, adminApi, apiPost, closeSavedDialog, createUser, launch, newPage, newTag, PASSWORD, pathOf, signIn,
  topScreenshot as screenshot, uniqueEmail, waitForPath,
} from './helpers.ts';

let browser: Browser;
let api: APIRequestContext;
const tag = newTag();
const salesEmail = uniqueEmail(`sales-${tag}`);
const NEW_PASSWORD = 'Another-Horse-7';
let agent: { id: string; fullName: string };
const opened: BrowserContext[] = [];

before(async () => {
  browser = await launch();
  api = await adminApi();
  await createUser(api, { email: salesEmail, roles: ['sales'], isActive: true, displayName: `Sam Sales ${tag}` });
  const customer = await apiPost<{ id: string }>(api, '/api/customers', { name: `Harbour Realty ${tag}` });
  agent = await apiPost(api, '/api/agents', { customerId: customer.id, fullName: `Jo Agent ${tag}` });
  await apiPost(api, '/api/product-types', { name: `Phone check ${tag}`, minListings: 1, maxListings: 1 });
});
after(async () => {
  for (const context of opened) await context.close();
  await api?.dispose();
  await browser?.close();
});

async function fresh(): Promise<Page> {
  const { context, page } = await newPage(browser);
  opened.push(context);
  return page;
}

/** Opens a page signed out, signs in where the guard sends the browser, and expects to come back to it. */
async function deepLink(page: Page, path: string, email: string, password: string): Promise<void> {
  await page.goto(path);
  await waitForPath(page, '/authentication/signin');
  await signIn(page, email, password);
  await waitForPath(page, path);
}

const menuItems = async (page: Page, dropdown: string) => {
  await page.getByRole('button', { name: dropdown }).click();
  await page.getByRole('menuitem').first().waitFor();
  const items = await page.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  return items;
};

describe('a sales user', () => {
  let page: Page;

  it('comes back to the orders a deep link named, after sign-in, not to /forbidden', async () => {
    page = await fresh();
    await deepLink(page, '/orders/list', salesEmail, PASSWORD);
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(pathOf(page), '/orders/list');
  });

  it('sees in the menus what sales may open, and its own settings', async () => {
    assert.deepEqual(await menuItems(page, 'Customers'), ['Agents']);
    assert.deepEqual(await menuItems(page, 'Campaign'), ['Orders', 'FB Campaigns', 'GDN Campaigns', 'Meta Pages']);
    assert.equal(await page.getByRole('button', { name: 'Features' }).count(), 0);
    assert.equal(await page.getByRole('link', { name: 'Settings' }).count(), 0);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem').first().waitFor();
    assert.deepEqual(await page.getByRole('menuitem').allInnerTexts(), ['Profile', 'Password', 'Linked accounts', 'Picture', 'Sign out']);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await screenshot(page, '97-sales-menus');
  });

  it('changes its own password', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Password' }).click();
    await waitForPath(page, '/user/settings/password');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    await closeSavedDialog(page);
    assert.equal(pathOf(page), '/user/settings/password');
    // The new password signs in; the old one no longer does.
    const check = await browser.newContext({ baseURL: new URL(page.url()).origin });
    opened.push(check);
    assert.equal((await check.request.post('/api/auth/signin', { data: { email: salesEmail, password: PASSWORD } })).status(), 401);
    assert.equal((await check.request.post('/api/auth/signin', { data: { email: salesEmail, password: NEW_PASSWORD } })).ok(), true);
  });

  it('changes its own picture', async () => {
    await page.goto('/user/settings/picture');
    const png = await page.evaluate(() => {
      const c = document.createElement('canvas');
      c.width = 64; c.height = 64;
      const ctx = c.getContext('2d')!;
      ctx.fillStyle = '#2f855a'; ctx.fillRect(0, 0, 64, 64);
      return c.toDataURL('image/png').split(',')[1]!;
    });
    await page.getByTestId('picture-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    await page.getByRole('button', { name: 'Save picture' }).click();
    await page.getByText('The picture has been updated.').waitFor();
    await closeSavedDialog(page);
    const me = await (await page.request.get('/api/users/me')).json() as { hasPicture: boolean };
    assert.equal(me.hasPicture, true);
  });

  it("comes back to an agent's page a deep link named, after sign-in", async () => {
    const other = await fresh();
    await deepLink(other, `/agents/${agent.id}/edit`, salesEmail, NEW_PASSWORD);
    await other.getByRole('heading', { name: `Edit ${agent.fullName}` }).waitFor();
    await other.waitForLoadState('networkidle');
    assert.equal(pathOf(other), `/agents/${agent.id}/edit`);
  });
});

describe('at phone width', () => {
  const phone = async (email: string, password: string) => {
    const page = await fresh();
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, email, password);
    await waitForPath(page, '/');
    return page;
  };
  /** Nothing is wider than the screen: the page does not scroll sideways. */
  const fits = async (page: Page) => {
    const { scroll, client, widest } = await page.evaluate(() => {
      // What sticks out, so a failure names it: the outermost element whose right edge passes the screen's.
      const width = document.documentElement.clientWidth;
      const out = [...document.body.querySelectorAll('*')].find((e) => e.getBoundingClientRect().right > width + 0.5);
      const widest = out ? `${out.tagName.toLowerCase()}.${[...out.classList].join('.')} "${(out.textContent ?? '').trim().slice(0, 80)}"` : 'none';
      return { scroll: document.documentElement.scrollWidth, client: width, widest };
    });
    assert.ok(client <= 375 && scroll <= client, `the page is ${scroll} px wide on a ${client} px screen (${widest} sticks out) at ${page.url()}`);
  };

  it('shows the top menu as a drawer for sales, which leads to its pages', async () => {
    const page = await phone(salesEmail, NEW_PASSWORD);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Customers' }).isVisible(), false);
    await fits(page);
    await screenshot(page, '98-phone-sales-home');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog');
    assert.deepEqual(await drawer.getByRole('link').allInnerTexts(), ['Agents', 'Orders', 'FB Campaigns', 'GDN Campaigns', 'Meta Pages']);
    await screenshot(page, '98-phone-sales-menu');
    await drawer.getByRole('link', { name: 'Orders' }).click();
    await waitForPath(page, '/orders/list');
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    await drawer.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Password' }).click();
    await page.getByRole('button', { name: 'Change password' }).waitFor();
    // The account menu closes with an animation at the screen's right edge; the page is measured once it is gone.
    await page.getByRole('menuitem', { name: 'Password' }).waitFor({ state: 'hidden' });
    await fits(page);
    await screenshot(page, '98-phone-sales-password');
  });

  it("shows the admin's whole top menu in the drawer", async () => {
    const page = await phone(ADMIN_EMAIL, ADMIN_PASSWORD);
    await fits(page);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog');
    assert.deepEqual(await drawer.getByRole('group').evaluateAll((gs) => gs.map((g) => g.getAttribute('aria-label'))), ['Customers', 'Campaign', 'Features']);
    await drawer.getByRole('link', { name: 'Settings', exact: true }).waitFor();
    await screenshot(page, '99-phone-admin-menu');
    await drawer.getByRole('link', { name: 'Product Types' }).click();
    await waitForPath(page, '/product-types');
    await page.getByRole('heading', { name: 'Product types' }).waitFor();
    await page.getByTestId('product-type').first().waitFor();
    await fits(page);
    await screenshot(page, '99-phone-product-types');
  });
});
