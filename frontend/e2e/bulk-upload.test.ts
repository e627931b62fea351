// Browser test of the bulk manage listings screen (spec 002 §2), as the seeded admin for a customer made
// here: upload a csv of two listings, see its batch appear and complete at 100% with both rows listed;
// the batch's listings are the customer's, with the batch id. The page is in the Customers dropdown; it lists
// the columns a header row may name and offers the sample file, which downloads as docs/samples/bulk-upload.csv
// holds it and, uploaded as it is, makes the listing of its second row (its first names pictures of a zip).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from 'playwright-core';
import { type AdminSession, apiPost, awaitListingReferences, closeSession, newTag, openAdminSession, screenshot } from './helpers.ts';

let session: AdminSession | undefined;
let api: APIRequestContext;
let page: Page;
const tag = newTag();
let customerId = '';

before(async () => {
  session = await openAdminSession(async (admin) => {
    api = admin;
    customerId = (await apiPost<{ id: string }>(api, '/api/customers', { name: `Bulk Realty ${tag}` })).id;
    // The upload names the customer just made: wait until the listing context knows it.
    await awaitListingReferences(api, { customerId });
  });
  ({ page } = session);
});
after(async () => {
  await closeSession(session);
});

describe('bulk upload', () => {
  it('uploads a csv and sees its batch complete', async () => {
    await page.goto(`/customer-dashboard/listings/bulkManage?customerId=${customerId}`);
    await page.getByRole('heading', { name: 'Bulk manage listings' }).waitFor();
    await page.getByText('No batches yet.').waitFor();
    const csv = `title,type,startPrice,suburb\nHarbour house ${tag},RESIDENTIAL_FOR_SALE,125000000,Ponsonby\nQueen Street flat ${tag},RESIDENTIAL_FOR_RENT,65000,Auckland Central\n`;
    await page.getByLabel('Bulk upload file').setInputFiles({ name: `listings-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const row = page.getByTestId('bulk-batch').filter({ hasText: `listings-${tag}.csv` });
    await row.waitFor();
    // The list refreshes every 10 s (002 §4): the batch completes within a refresh or two.
    await row.getByText('completed').waitFor({ timeout: 30_000 });
    await row.getByText('100%').waitFor();
    await row.getByText('2 of 2 listed').waitFor();
    await screenshot(page, '70-bulk-upload');
    const batches = (await (await api.get(`/api/bulk-uploads?customerId=${customerId}`)).json()) as { items: Array<{ id: string }> };
    assert.equal(batches.items.length, 1);
    const listings = (await (await api.get(`/api/listings?bulkId=${batches.items[0]!.id}&sort=title`)).json()) as { items: Array<{ title: string; customerId: string }> };
    assert.deepEqual(listings.items.map((l) => [l.title, l.customerId]), [[`Harbour house ${tag}`, customerId], [`Queen Street flat ${tag}`, customerId]]);
  });

  it('is in the Customers dropdown, lists the columns and offers the sample file, which uploads', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Customers' }).click();
    await page.getByRole('menuitem', { name: 'Bulk Upload' }).click();
    await page.getByRole('heading', { name: 'Bulk manage listings' }).waitFor();
    const columns = page.getByTestId('bulk-column');
    await columns.first().waitFor();
    const names = await columns.locator('code').allTextContents();
    const sample = readFileSync(join(import.meta.dirname, '../../docs/samples/bulk-upload.csv'), 'utf8');
    const header = sample.split('\n')[0]!.split(',');
    assert.ok(header.every((c) => names.includes(c)), `every column of the sample is listed: ${header.filter((c) => !names.includes(c)).join(', ')}`);
    assert.equal(names[0], 'title');
    assert.match(await columns.first().textContent() ?? '', /required/);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('bulk-sample').click()]);
    assert.equal(download.suggestedFilename(), 'bulk-upload.csv');
    const path = await download.path();
    assert.equal(readFileSync(path, 'utf8'), sample);
    await screenshot(page, '71-bulk-upload-columns');

    await page.locator('select[name=customerId]').selectOption(customerId);
    await page.getByLabel('Bulk upload file').setInputFiles({ name: 'bulk-upload.csv', mimeType: 'text/csv', buffer: readFileSync(path) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const row = page.getByTestId('bulk-batch').filter({ hasText: 'bulk-upload.csv' });
    await row.getByText('completed').waitFor({ timeout: 30_000 });
    await row.getByText('1 of 2 listed, 1 failed').waitFor();
  });
});
