// Browser test of the product screens (001 §2) as the seeded admin, made as on a fresh install: the product type
// is created on its screen (Features → Product Types), then a product of that type (Features → Products),
// its price typed in major units; the campaign templates say plainly that there are none yet and the product
// saves without any; the type is edited, and refused deletion while the product has it; the product's e-mail
// templates page adds a template.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { type AdminSession, closeSavedDialog, closeSession, newTag, openAdminSession, topScreenshot as screenshot, waitForPath } from './helpers.ts';

let session: AdminSession | undefined;
let page: Page;
const tag = newTag();
const typeName = `Single listing ${tag}`;

before(async () => {
  session = await openAdminSession();
  ({ page } = session);
});
after(async () => {
  await closeSession(session);
});

const openFeature = async (label: string) => {
  await page.getByRole('button', { name: 'Features' }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
};
const typeRow = () => page.getByTestId('product-type').filter({ hasText: typeName });

describe('product screens', () => {
  it('creates a product type on its screen', async () => {
    await openFeature('Product Types');
    await waitForPath(page, '/product-types');
    await page.getByRole('heading', { name: 'Product types' }).waitFor();
    await page.getByRole('button', { name: 'Create product type' }).click();
    await page.locator('input[name=name]').fill(typeName);
    await page.locator('input[name=maxListings]').fill('0');
    await page.getByRole('button', { name: 'Create product type' }).last().click();
    await page.getByText('A whole number from 1 to 10.').waitFor();
    await page.locator('input[name=maxListings]').fill('1');
    await page.getByRole('button', { name: 'Create product type' }).last().click();
    await closeSavedDialog(page);
    await typeRow().waitFor();
    assert.deepEqual(await typeRow().getByRole('cell').allInnerTexts().then((c) => c.slice(0, 2)), [typeName, '1']);
    await screenshot(page, '94-product-types');
  });

  it('creates a product of that type with its price in major units and no campaign template, and finds it in the list', async () => {
    await openFeature('Products');
    await waitForPath(page, '/products');
    await page.getByRole('link', { name: 'Create product' }).click();
    await waitForPath(page, '/product/create');
    await page.locator('input[name=code]').fill(`FB-${tag}`);
    await page.locator('input[name=name]').fill(`Facebook 7 days ${tag}`);
    await page.locator('select[name=productTypeId] option', { hasText: typeName }).waitFor({ state: 'attached' });
    await page.locator('select[name=productTypeId]').selectOption({ label: typeName });
    await page.locator('input[name=price]').fill('199.50');
    // The picker offers the ads context's templates (other browser tests may have made some); none is chosen here.
    const picker = page.getByRole('combobox', { name: 'Add a campaign template' });
    await picker.waitFor();
    if (await picker.isDisabled()) assert.equal((await picker.innerText()).trim(), 'No campaign templates yet: create one on a customer’s Campaign templates page.');
    assert.equal(await page.getByTestId('product-campaign-template').count(), 0);
    await page.getByRole('button', { name: 'Create product' }).click();
    await waitForPath(page, /^\/product\/[0-9a-f-]+\/edit$/);
    await closeSavedDialog(page);
    assert.equal(await page.locator('input[name=price]').inputValue(), '199.50');
    assert.equal(await page.locator('select[name=productTypeId] option:checked').innerText(), typeName);
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
    const row = page.getByRole('row').filter({ hasText: `Facebook 7 days ${tag}` });
    await row.waitFor();
    assert.match(await row.innerText(), /\$199\.50 NZD/);
    assert.match(await row.innerText(), new RegExp(typeName));
  });

  it('edits the type, and keeps it when a product has it', async () => {
    await page.getByRole('link', { name: 'Product types' }).click();
    await waitForPath(page, '/product-types');
    await typeRow().getByRole('button', { name: `Edit ${typeName}` }).click();
    await page.locator('input[name=maxListings]').fill('3');
    await page.getByRole('button', { name: 'Save product type' }).click();
    await closeSavedDialog(page);
    await typeRow().filter({ hasText: '1 to 3' }).waitFor();

    await typeRow().getByRole('button', { name: `Delete ${typeName}` }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Product type is in use.').waitFor();
    await screenshot(page, '96-product-type-in-use');
    await closeSavedDialog(page);
    await typeRow().waitFor();
  });
});
