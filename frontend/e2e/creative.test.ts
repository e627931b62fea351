// Browser test of the creative context's screens (003 §2-§5, §7; 000 §7 generateVideo), as the seeded admin against
// the embedded default, which renders with its own Chromium and ffmpeg. The templates list ('Creative Templates
// List'); a template created there (IMAGE) opens on its edit page with the four default files; index.html is edited
// in the CodeMirror editor (typed into a real .cm-editor) with a heading naming {{ title }} and an unknown
// {{ colour }}: Save lists colour with its line in the unsupported-variables dialog, 'Proceed Anyway' saves it
// ('Saved Successfully!'). Generate preview shows its progress, then the PNG the server rendered (600x600, read back
// with sharp). A shared asset whose key is typed 'brand icon …' is stored camel-cased, its PNG (made here with sharp)
// is uploaded ('Asset uploaded.') and its icon is drawn on the list. A file over 10 MB chosen for an OTHER file is
// refused before it is sent, and the server refuses one sent anyway (413) with the same words. On a listing's page
// (its customer and listing made through the API, and a published one-second VIDEO template) Generate video shows
// its progress, then plays the MP4. A screenshot of each step (c-*.png); any Content-Security-Policy refusal fails
// the file (helpers.ts).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import type { APIRequestContext, Page } from 'playwright-core';
import {
  type AdminSession, apiPost, closeSession, newTag, openAdminSession, pathOf, topScreenshot as screenshot, waitForPath,
} from './helpers.ts';

const TOO_LARGE = 'File size is too large. Please select a file not over 10 MB';
/** A render (Chromium start, frames, ffmpeg) takes seconds on a busy machine: the waits for one are generous. */
const RENDER_MS = 120_000;

let session: AdminSession | undefined;
let api: APIRequestContext;
let page: Page;
const tag = newTag();
const templateName = `Just listed square ${tag}`;
const videoTemplateName = `One second video ${tag}`;
const listingTitle = `7 Render Road ${tag}`;
// The key is unique among shared assets: the tag keeps a second run against the same server apart. It is all
// lower-case letters and digits, so camel-casing makes it one word with its first letter raised.
const typedKey = `brand icon ${tag}`;
const storedKey = `brandIcon${tag[0]!.toUpperCase()}${tag.slice(1)}`;
const ids = { template: '', videoTemplate: '', asset: '', customer: '', listing: '' };

before(async () => {
  session = await openAdminSession(async (admin) => {
    api = admin;
  });
  ({ page } = session);
});
after(async () => {
  for (const id of [ids.template, ids.videoTemplate]) if (id) await api?.delete(`/api/creative-templates/${id}`);
  if (ids.asset) await api?.delete(`/api/shared-assets/${ids.asset}`);
  if (ids.listing) await api?.delete(`/api/listings?ids=${ids.listing}`);
  await closeSession(session);
});

interface TemplateFile { id: string; fileName: string; fileType: string; content: string | null }

async function filesOf(templateId: string): Promise<TemplateFile[]> {
  const res = await api.get(`/api/creative-template-files?creativeTemplateId=${templateId}&limit=100`);
  assert.equal(res.status(), 200, await res.text());
  return ((await res.json()) as { items: TemplateFile[] }).items;
}

/** The bytes at `src` as the signed-in page would fetch them (its cookies), with their content type. */
async function fetched(src: string): Promise<{ body: Buffer; type: string }> {
  const res = await page.request.get(src);
  assert.equal(res.status(), 200, `GET ${src}`);
  return { body: await res.body(), type: res.headers()['content-type'] ?? '' };
}

describe('creative templates', () => {
  it("lists the templates ('Creative Templates List') and creates an IMAGE template with the four default files", async () => {
    await page.goto('/creative-templates/list');
    await page.getByRole('heading', { name: 'Creative Templates List' }).waitFor();
    await screenshot(page, 'c-01-template-list');
    await page.getByRole('link', { name: 'Create template' }).click();
    await waitForPath(page, '/creative-templates/create');
    await page.locator('input[name=name]').fill(templateName);
    await page.locator('select[name=renderType]').selectOption('IMAGE');
    await screenshot(page, 'c-02-template-create');
    await page.getByRole('button', { name: 'Create template' }).click();
    await waitForPath(page, /^\/creative-templates\/[0-9a-f-]{36}\/edit$/);
    ids.template = pathOf(page).split('/')[2]!;
    await page.getByTestId('app-toast').getByText('Saved Successfully!', { exact: true }).first().waitFor();

    const files = page.getByTestId('template-file');
    await files.nth(3).waitFor();
    const names = (await files.locator('button[aria-current]').allInnerTexts()).map((t) => t.trim());
    // Listed by name.
    assert.deepEqual(names, ['index.html', 'script.js', 'style.css', 'template.json']);
    assert.equal(await files.count(), 4);
    const stored = await (await api.get(`/api/creative-templates/${ids.template}`)).json() as { name: string; renderType: string };
    assert.deepEqual({ name: stored.name, renderType: stored.renderType }, { name: templateName, renderType: 'IMAGE' });
    await screenshot(page, 'c-03-template-edit');
  });

  it("edits index.html in the code editor: Save lists the unknown {{ colour }} with its line, 'Proceed Anyway' saves it", async () => {
    const files = page.getByTestId('template-files');
    await files.getByRole('button', { name: 'style.css', exact: true }).click();
    await files.getByRole('button', { name: 'index.html', exact: true }).click();
    const editor = files.locator('.cm-editor');
    await editor.locator('.cm-line', { hasText: '<body>' }).waitFor();
    // The new heading goes on the line after <body>: line 8 of the default index.html.
    const bodyLine = (await editor.locator('.cm-line').allInnerTexts()).findIndex((l) => l.trim() === '<body>') + 1;
    assert.equal(bodyLine, 7);
    await editor.locator('.cm-line', { hasText: '<body>' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    // Typed as one text input, as a paste is: key by key, CodeMirror would close each { and tag itself.
    const heading = `<h2 class="headline">Now showing {{ title }} in {{ colour }}</h2>`;
    await page.keyboard.insertText(heading);
    const lines = await editor.locator('.cm-line').allInnerTexts();
    assert.equal(lines[7]!.trim(), heading);
    await files.getByRole('button', { name: /index\.html/ }).getByLabel('changed').waitFor();
    await screenshot(page, 'c-04-code-editor');

    await page.getByRole('button', { name: 'Save template' }).click();
    const dialog = page.getByTestId('unsupported-variables');
    await dialog.waitFor();
    assert.deepEqual((await dialog.getByTestId('unsupported-variable').allInnerTexts()).map((t) => t.trim()), ['{{ colour }} on line 8']);
    await dialog.getByText('index.html', { exact: true }).waitFor();
    await screenshot(page, 'c-05-unsupported-variables');
    await dialog.getByRole('button', { name: 'Proceed Anyway' }).click();
    await page.getByTestId('app-toast').getByText('Saved Successfully!', { exact: true }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const index = (await filesOf(ids.template)).find((f) => f.fileName === 'index.html');
    assert.equal(index?.content?.split('\n')[7]?.trim(), heading);
    await screenshot(page, 'c-06-saved');
  });

  it('generates a preview: its progress, then the 600x600 PNG the server rendered', async () => {
    const panel = page.getByTestId('template-preview');
    await panel.getByRole('button', { name: 'Generate preview' }).click();
    await panel.getByTestId('preview-progress').waitFor();
    await screenshot(page, 'c-07-preview-progress');
    const image = panel.getByRole('img', { name: `Preview of ${templateName}` });
    await image.waitFor({ timeout: RENDER_MS });
    await panel.getByTestId('preview-progress').waitFor({ state: 'detached' });
    await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
    const src = (await image.getAttribute('src')) ?? '';
    const stored = await (await api.get(`/api/creative-templates/${ids.template}`)).json() as { preview: { path: string } | null };
    assert.equal(src, stored.preview?.path);
    const { body } = await fetched(src);
    const meta = await sharp(body).metadata();
    assert.deepEqual({ format: meta.format, width: meta.width, height: meta.height }, { format: 'png', width: 600, height: 600 });
    await image.scrollIntoViewIfNeeded();
    await screenshot(page, 'c-08-preview');
  });

  it('refuses a file over 10 MB for an OTHER file before sending it; the server refuses one sent anyway (413) in the same words', async () => {
    await page.getByTestId('template-files').getByRole('button', { name: 'Add file' }).click();
    const dialog = page.getByTestId('file-dialog');
    await dialog.locator('select[name=fileType]').selectOption('OTHER');
    const big = { name: `big-${tag}.png`, mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024, 1) };
    await dialog.getByLabel('File to upload').setInputFiles(big);
    const error = dialog.getByTestId('file-dialog-error');
    assert.equal((await error.innerText()).trim(), TOO_LARGE);
    await dialog.getByRole('button', { name: 'Add file' }).click();
    assert.equal((await error.innerText()).trim(), TOO_LARGE);
    await screenshot(page, 'c-09-file-too-large');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal((await filesOf(ids.template)).length, 4, 'the refused file was not added');

    const other = await apiPost<{ id: string }>(api, '/api/creative-template-files', { creativeTemplateId: ids.template, fileName: `logo-${tag}.png`, fileType: 'OTHER', content: null });
    const res = await api.post('/api/creative-template-files/upload', {
      multipart: { creativeTemplateFile: other.id, ignoreExisting: 'true', file: big },
    });
    assert.equal(res.status(), 413, await res.text());
    assert.match(await res.text(), new RegExp(TOO_LARGE.replace(/\./g, '\\.')));
  });
});

describe('shared assets', () => {
  it("stores a key typed 'brand icon …' camel-cased and uploads its PNG: 'Asset uploaded.'", async () => {
    const icon = await sharp({ create: { width: 48, height: 48, channels: 3, background: { r: 11, g: 95, b: 255 } } }).png().toBuffer();
    await page.goto('/creative-templates/shared-assets/create');
    await page.getByLabel('File to upload').setInputFiles({ name: `brand-${tag}.png`, mimeType: 'image/png', buffer: icon });
    assert.equal(await page.locator('input[name=fileName]').inputValue(), `brand-${tag}.png`);
    await page.locator('input[name=assetKey]').fill(typedKey);
    assert.equal(await page.getByTestId('stored-key').innerText(), `Stored as ${storedKey}`);
    await screenshot(page, 'c-10-shared-asset-create');
    await page.getByRole('button', { name: 'Create shared asset' }).click();
    const dialog = page.getByTestId('app-dialog');
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /Asset uploaded\./);
    await waitForPath(page, /^\/creative-templates\/shared-assets\/[0-9a-f-]{36}$/);
    ids.asset = pathOf(page).split('/')[3]!;
    await screenshot(page, 'c-11-asset-uploaded');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    const stored = await (await api.get(`/api/shared-assets/${ids.asset}`)).json() as { assetKey: string; assetType: string };
    assert.deepEqual({ assetKey: stored.assetKey, assetType: stored.assetType }, { assetKey: storedKey, assetType: 'ICON' });
  });

  it("shows the icon's preview on the list", async () => {
    await page.goto('/creative-templates/shared-assets');
    await page.getByRole('textbox', { name: 'Search shared assets' }).fill(tag);
    const row = page.getByRole('row').filter({ hasText: storedKey });
    await row.waitFor();
    const img = row.getByRole('img', { name: `Icon ${storedKey}` });
    await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth === 48, await img.elementHandle());
    await screenshot(page, 'c-12-shared-asset-list');
  });
});

describe("a listing's video", () => {
  before(async () => {
    ids.customer = (await apiPost<{ id: string }>(api, '/api/customers', { name: `Render Realty ${tag}` })).id;
    ids.listing = (await apiPost<{ id: string }>(api, '/api/listings', { customerId: ids.customer, title: listingTitle }, { retryUnknownCustomer: true })).id;
    // Open to every customer (no tags): the newest published VIDEO template is the listing's.
    ids.videoTemplate = (await apiPost<{ id: string }>(api, '/api/creative-templates', { name: videoTemplateName, renderType: 'VIDEO', isPublished: true, customerTags: [] })).id;
    const config = (await filesOf(ids.videoTemplate)).find((f) => f.fileName === 'template.json')!;
    // Six frames: the render stays short on a shared machine.
    const content = `${JSON.stringify({ size: { width: 600, height: 600 }, videoConfig: { fps: 6, duration: 1, startDelay: 0, animationSpeed: 24 } }, null, 2)}\n`;
    const res = await api.put(`/api/creative-template-files/${config.id}`, { data: { content } });
    assert.equal(res.status(), 200, await res.text());
  });

  it('generates a video on the listing page: its progress, then the MP4 plays', async () => {
    await page.goto(`/listing/${ids.listing}`);
    const videos = page.getByTestId('listing-videos');
    await videos.getByText('No videos rendered yet.').waitFor();
    const progress = videos.getByTestId('video-progress');
    const refusal = videos.getByTestId('video-refusal');
    // The creative context learns of the listing from the listing context's event a moment after it is made
    // ('Listing not found.' until then): Generate video is tried again, as a person would.
    const deadline = Date.now() + 15_000;
    for (;;) {
      await videos.getByRole('button', { name: 'Generate video' }).click();
      await progress.or(refusal).first().waitFor();
      if (await progress.isVisible()) break;
      const text = await refusal.innerText();
      assert.ok(/Listing not found\./.test(text) && Date.now() < deadline, text);
      await page.waitForTimeout(300);
    }
    await screenshot(page, 'c-13-video-progress');
    const video = videos.getByTestId('video-result').locator('video');
    await video.waitFor({ timeout: RENDER_MS });
    const src = (await video.getAttribute('src')) ?? '';
    assert.match(src, /\.mp4$/);
    const { body, type } = await fetched(src);
    assert.equal(type, 'video/mp4');
    assert.equal(body.subarray(4, 8).toString('latin1'), 'ftyp', 'an MP4 starts with its ftyp box');
    // The browser reads it as a one-second video.
    await page.waitForFunction((el) => (el as HTMLVideoElement).readyState >= 1, await video.elementHandle());
    assert.ok(Math.abs((await video.evaluate((el) => (el as HTMLVideoElement).duration)) - 1) < 0.2);
    await videos.getByTestId('rendered-videos').waitFor();
    await screenshot(page, 'c-14-video');
  });
});
