// Browser test of the bulk manage listings screen (spec 002 §2), as the seeded admin for a customer made
// here: upload a csv of two listings, see its batch appear and complete at 100% with both rows listed;
// the batch's listings are the customer's, with the batch id.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminApi, launch, newPage, screenshot, signIn, waitForPath } from './helpers.ts';

let browser: Browser;
let api: APIRequestContext;
let context: BrowserContext;
let page: Page;
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let customerId = '';

before(async () => {
  browser = await launch();
  api = await adminApi();
  const res = await api.post('/api/customers', { data: { name: `Bulk Realty ${tag}` } });
  assert.equal(res.status(), 201, await res.text());
  customerId = ((await res.json()) as { id: string }).id;
  ({ context, page } = await newPage(browser));
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await waitForPath(page, '/');
});
after(async () => {
  await context?.close();
  await api?.dispose();
  await browser?.close();
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
});
