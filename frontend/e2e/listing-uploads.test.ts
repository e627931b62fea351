// Browser test of a listing's image uploads, with the editor's one save model: the create page says files
// come after the first save; once created, three real PNG files (made here) and a file that only claims to
// be a PNG are chosen on the listing page beside an edited title: they are pending changes, drawn from the
// files themselves and marked 'Not saved yet', and the server's listing is unchanged. Save uploads them: the
// fake one is refused with the server's reason on its row and 'Some Image is not upload...' at the images,
// the three real ones are stored; removing the fake one and saving again stores the listing with the three
// images in the chosen order and the new title. The thumbnails are drawn (their img loads: naturalWidth > 0)
// and still after a reload. Any Content-Security-Policy refusal fails the file (helpers.ts).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Page } from 'playwright-core';
import {
  type AdminSession, apiPost, awaitListingReferences, closeSavedDialog, closeSession, newTag, openAdminSession, pathOf, pngFile, topScreenshot as screenshot, waitForDrawn, waitForPath,
} from './helpers.ts';

let session: AdminSession | undefined;
let api: APIRequestContext;
let page: Page;
const tag = newTag();
const title = `3 Garden Lane ${tag}`;
let customer: { id: string; name: string };
let listingId = '';

const files = [
  pngFile(`front-${tag}.png`, 640, 480, [51, 102, 204]),
  pngFile(`garden-${tag}.png`, 400, 300, [60, 160, 80]),
  pngFile(`kitchen-${tag}.png`, 300, 400, [204, 102, 51]),
];

/** The natural widths of the listing's image tiles (0 for an img that did not load). */
const drawnWidths = (p: Page) => p.locator('[data-testid^="images-"] img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth));

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
    await page.getByTestId('app-toast').getByText('Successfully Saved!', { exact: true }).waitFor();
    await closeSavedDialog(page);

    const readListing = async () => (await (await api.get(`/api/listings/${listingId}`)).json()) as { title: string; images: { url: string; thumbnail?: string; assetId?: string }[] };
    const fake = { name: `fake-${tag}.png`, mimeType: 'image/png', buffer: Buffer.from('this is not a picture') };
    await page.locator('input[name=title]').fill(`${title} (edited)`);
    await page.getByTestId('upload-images').setInputFiles([...files, fake]);
    await page.getByText('Images (4 of 10)').waitFor();
    assert.equal(await page.getByTestId('not-saved-yet').count(), 4);
    assert.deepEqual(await page.getByTestId('upload-item').evaluateAll((r) => r.map((e) => e.getAttribute('data-state'))), ['waiting', 'waiting', 'waiting', 'waiting']);
    await waitForDrawn(page, 3);
    await screenshot(page, '84-listing-uploads-pending');
    // Nothing is stored before Save.
    assert.deepEqual((await readListing()).images, []);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Some Image is not upload...').waitFor();
    const failed = page.locator('[data-testid=upload-item][data-state=failed]');
    await failed.waitFor();
    assert.match(await failed.textContent() ?? '', new RegExp(`fake-${tag}\\.png`));
    assert.equal(await page.locator('[data-testid=upload-item][data-state=uploaded]').count(), 3);
    const reason = (await failed.getByRole('alert').textContent()) ?? '';
    assert.ok(reason.length > 0 && !/Some Image/.test(reason), `the row says why: ${reason}`);
    await screenshot(page, '88-listing-upload-refused');
    // The fields and the three uploaded images are stored; the refused file is still chosen.
    const partly = await readListing();
    assert.equal(partly.title, `${title} (edited)`);
    assert.equal(partly.images.length, 3);
    assert.equal(await page.getByTestId('not-saved-yet').count(), 1);
    // The uploaded ones keep the names of their files.
    for (const [i, file] of files.entries()) await page.getByTestId(`images-${i}`).getByRole('link', { name: file.name }).waitFor();

    await page.getByRole('button', { name: 'Remove image 4' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('app-toast').getByText('Successfully Saved!', { exact: true }).waitFor();
    await closeSavedDialog(page);
    const saved = await readListing();
    assert.equal(saved.images.length, 3);
    assert.ok(saved.images.every((m) => m.assetId && m.thumbnail), JSON.stringify(saved.images));
    assert.deepEqual(saved.images.map((m) => m.assetId), partly.images.map((m) => m.assetId));
    await page.getByText('Images (3 of 10)').waitFor();
    assert.equal(await page.getByTestId('not-saved-yet').count(), 0);
    await waitForDrawn(page, 3);
    // Captioned by the chosen files' names, in the order chosen.
    for (const [i, file] of files.entries()) await page.getByTestId(`images-${i}`).getByRole('link', { name: file.name }).waitFor();
    await screenshot(page, '89-listing-uploads-saved');

    await page.reload();
    await page.getByRole('heading', { name: `${title} (edited)` }).waitFor();
    await waitForDrawn(page, 3);
    assert.deepEqual((await drawnWidths(page)).length, 3);
  });
});
