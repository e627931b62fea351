// Browser test of a listing's image uploads (a listing created with three images shows
// their thumbnails): the create page says files come after the first save; once created, three real PNG files
// (made here) are uploaded on the listing page, each with its progress row ending 'uploaded'; the three
// thumbnails are drawn (their img loads: naturalWidth > 0), the server holds the three as the listing's
// images, and they are still drawn after a reload. Any Content-Security-Policy refusal fails the file (helpers.ts).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from 'playwright-core';
import { type AdminSession, apiPost, awaitListingReferences, closeSavedDialog, closeSession, newTag, openAdminSession, pathOf, screenshot, waitForPath } from './helpers.ts';

let session: AdminSession | undefined;
let api: APIRequestContext;
let page: Page;
const tag = newTag();
const title = `3 Garden Lane ${tag}`;
let customer: { id: string; name: string };
let listingId = '';

/** A PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real PNG of one colour (8-bit RGB, no interlace), width × height pixels. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3); // filter byte 0, then the pixels
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

const files = [
  { name: `front-${tag}.png`, mimeType: 'image/png', buffer: png(640, 480, [51, 102, 204]) },
  { name: `garden-${tag}.png`, mimeType: 'image/png', buffer: png(400, 300, [60, 160, 80]) },
  { name: `kitchen-${tag}.png`, mimeType: 'image/png', buffer: png(300, 400, [204, 102, 51]) },
];

/** The natural widths of the listing's image tiles (0 for an img that did not load). */
const drawnWidths = (p: Page) => p.locator('[data-testid^="images-"] img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth));

async function waitForThreeDrawn(p: Page) {
  await p.locator('[data-testid^="images-"] img').nth(2).waitFor();
  await p.waitForFunction(() => {
    const imgs = [...document.querySelectorAll<HTMLImageElement>('[data-testid^="images-"] img')];
    return imgs.length === 3 && imgs.every((i) => i.complete && i.naturalWidth > 0);
  });
}

before(async () => {
  session = await openAdminSession(async (admin) => {
    api = admin;
    customer = await apiPost(api, '/api/customers', { name: `Garden Realty ${tag}` });
    // The listing form names the customer just made: wait until the listing context knows it.
    await awaitListingReferences(api, { customerId: customer.id });
  });
  ({ page } = session);
});
after(async () => {
  if (listingId) await api?.delete(`/api/listings?ids=${listingId}`);
  await closeSession(session);
});

describe('listing image uploads', () => {
  it('creates a listing, uploads three images on its page and sees their thumbnails', async () => {
    await page.goto(`/listing/create?customerId=${customer.id}`);
    await page.getByTestId('images-upload-later').waitFor();
    await page.locator('input[name=title]').fill(title);
    await page.getByRole('button', { name: 'Create listing' }).click();
    await waitForPath(page, /^\/listing\/[0-9a-f-]{36}$/);
    listingId = pathOf(page).split('/')[2]!;
    await page.getByTestId('app-dialog').getByText('Successfully Saved!', { exact: true }).waitFor();
    await closeSavedDialog(page);

    await page.getByTestId('upload-images').setInputFiles(files);
    const rows = page.getByTestId('upload-item');
    await page.locator('[data-testid=upload-item][data-state=uploaded]').nth(2).waitFor();
    assert.deepEqual(await rows.evaluateAll((r) => r.map((e) => e.getAttribute('data-state'))), ['uploaded', 'uploaded', 'uploaded']);
    await page.getByText('Images (3 of 10)').waitFor();
    await waitForThreeDrawn(page);
    assert.ok((await drawnWidths(page)).every((w) => w > 0));
    await screenshot(page, '84-listing-uploads');

    // The server appended them (nothing else was saved): three assets of the customer, each with its thumbnail.
    const saved = (await (await api.get(`/api/listings/${listingId}`)).json()) as { images: { url: string; thumbnail?: string; assetId?: string }[] };
    assert.equal(saved.images.length, 3);
    assert.ok(saved.images.every((m) => m.assetId && m.thumbnail), JSON.stringify(saved.images));

    // Saving the form afterwards stores each image once.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('app-dialog').getByText('Successfully Saved!', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    const after = (await (await api.get(`/api/listings/${listingId}`)).json()) as { images: { assetId?: string }[] };
    assert.deepEqual(after.images.map((m) => m.assetId), saved.images.map((m) => m.assetId));

    await page.reload();
    await page.getByRole('heading', { name: title }).waitFor();
    await waitForThreeDrawn(page);
    assert.deepEqual((await drawnWidths(page)).length, 3);
  });
});
