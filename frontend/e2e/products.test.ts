// Browser test of the product screens (001 §2), as the seeded admin: Products from the Features dropdown;
// a product created with its price typed in major units opens at /product/{id}/edit showing it so; it is
// in the list; its e-mail templates page adds a template.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Page } from 'playwright-core';
import { type AdminSession, apiPost, closeSavedDialog, closeSession, newTag, openAdminSession, topScreenshot as screenshot, waitForPath } from './helpers.ts';

let session: AdminSession | undefined;
let api: APIRequestContext;
let page: Page;
const tag = newTag();
let type: { id: string; name: string };

before(async () => {
  session = await openAdminSession(async (admin) => {
    api = admin;
    type = await apiPost(api, '/api/product-types', { name: `Single listing ${tag}`, minListings: 1, maxListings: 1 });
  });
  ({ page } = session);
});
after(async () => {
  await closeSession(session);
});

describe('product screens', () => {
  it('opens Products from the Features dropdown', async () => {
    await page.getByRole('button', { name: 'Features' }).click();
    await page.getByRole('menuitem', { name: 'Products' }).click();
    await waitForPath(page, '/products');
    await page.getByRole('heading', { name: 'Products' }).waitFor();
  });

  it('creates a product with its price in major units and finds it in the list', async () => {
    await page.getByRole('link', { name: 'Create product' }).click();
    await waitForPath(page, '/product/create');
    await page.locator('input[name=code]').fill(`FB-${tag}`);
    await page.locator('input[name=name]').fill(`Facebook 7 days ${tag}`);
    await page.locator(`select[name=productTypeId] option[value="${type.id}"]`).waitFor({ state: 'attached' });
    await page.locator('select[name=productTypeId]').selectOption(type.id);
    await page.locator('input[name=price]').fill('199.50');
    await page.getByRole('button', { name: 'Create product' }).click();
    await waitForPath(page, /^\/product\/[0-9a-f-]+\/edit$/);
    await closeSavedDialog(page);
    assert.equal(await page.locator('input[name=price]').inputValue(), '199.50');
    await screenshot(page, '95-product-edit');

    await page.getByRole('link', { name: 'E-mail templates' }).click();
    await waitForPath(page, /^\/product\/[0-9a-f-]+\/email-templates$/);
    await page.getByRole('button', { name: 'Add template' }).first().click();
    await page.locator('input[name=name]').fill('Receipt');
    await page.locator('input[name=subject]').fill('Your campaign order');
    await page.getByRole('button', { name: 'Add template' }).last().click();
    await closeSavedDialog(page);
    await page.getByTestId('product-email-template').filter({ hasText: 'Receipt' }).waitFor();

    await page.goto('/products');
    await page.getByRole('textbox', { name: 'Search products' }).fill(`FB-${tag}`);
    await page.getByRole('row').filter({ hasText: `Facebook 7 days ${tag}` }).waitFor();
    assert.match(await page.getByRole('row').filter({ hasText: `Facebook 7 days ${tag}` }).innerText(), /\$199\.50 NZD/);
  });
});
