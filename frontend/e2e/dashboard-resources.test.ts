// Browser test of the customer dashboard's resources (003 §2 Resources tab and Edit resource screen, §4, §5, §8,
// §9): as the admin, through the API, a customer with two offices, an agent, a dashboard opening every tab to every
// role, and a corporate dashboard user who is that agent. Signed in at /customer-dashboard/signin, the user opens
// the resources tab and Create resource: Save is disabled until a name, an office and an image are there; two real PNGs (made here)
// are uploaded to the customer's library (a carousel in the preview) and the first is cropped (the cropped image
// becomes the resource's image, the original its source image); a crop whose upload fails says 'Error while
// saving cropped image.'. Then each save action: Save ('Resource saved', the create page becomes the edit page
// with its reference), Save and copy ('COPY - ' title, no reference until saved; saved as a new resource with
// a new reference, marked copied), Save and new (the create screen after 1 s), Save and close (the resources
// tab, with thumbnails), Save and order (the order screen for the resource after 1 s). On the tab an unpublished
// resource stops the order ('Order requires Published resources only.') and a resource is deleted after 'Are
// you sure you want to delete resource: {reference}?'. Each step read back through the API; screenshots r-*.png.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import {
  adminApi, apiPost, awaitListingReferences, closeSession, createAdAccount, createCampaignTemplate, createProduct, launch, linkAdAccounts, newTag, pngFile,
  topScreenshot as screenshot, uniqueEmail,
} from './helpers.ts';
import { createDashboard, createDashboardUser, dashboardPage } from './dashboard-helpers.ts';

let browser: Browser;
let api: APIRequestContext;
let context: BrowserContext;
let page: Page;
const tag = newTag();
const email = uniqueEmail('dashboard-resources');
const ids = { customer: '', offices: [] as string[], agent: '', account: '', resource: '', copy: '' };
const officeNames = [`Kauri Central ${tag}`, `Kauri North ${tag}`];
const name = `Spring open day ${tag}`;
let reference = '';

const files = [pngFile(`open-day-${tag}.png`, 640, 400, [40, 110, 190]), pngFile(`garden-${tag}.png`, 500, 500, [70, 160, 90])];

interface ResourceAsset { id: string; cdnUrl: string; thumbnail: string | null }
interface Resource {
  id: string; reference: string; name: string; title: string | null; message: string | null; description: string | null; officeIds: string[];
  images: ResourceAsset[]; sourceImages: ResourceAsset[]; publicUrls: { type: string; url: string }[]; isPublished: boolean; isCopiedResource: boolean;
  createdBy: { email: string };
}
const readResource = async (id: string) => {
  const res = await api.get(`/api/resources/${id}`);
  assert.equal(res.status(), 200, await res.text());
  return (await res.json()) as Resource;
};
const toast = (text: string) => page.getByTestId('app-toast').filter({ hasText: text }).first();
const saveButton = (label: string) => page.getByRole('button', { name: label, exact: true });
const onTab = (url: URL) => url.pathname === '/customer-dashboard' && url.searchParams.get('tab') === 'resources';
const editPathOf = (id: string) => `/customer-dashboard/resource/${id}/edit`;
/** The box of a resource's row: its input is hidden (Chakra draws the box), so what is drawn is clicked. */
/** Waits until the row of `reference` shows its thumbnail, loaded. */
async function thumbnailDrawn(reference: string): Promise<void> {
  await page.getByRole('img', { name: `Thumbnail of ${reference}` }).waitFor({ state: 'attached' });
  await page.waitForFunction((alt) => {
    const img = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
    return !!img && img.complete && img.naturalWidth > 0;
  }, `Thumbnail of ${reference}`);
}
const tick = (reference: string) => page.getByRole('row').filter({ has: page.getByText(reference, { exact: true }) }).locator('[data-part=control]');

before(async () => {
  browser = await launch();
  api = await adminApi();
  ids.customer = (await apiPost<{ id: string }>(api, '/api/customers', { name: `Kauri Realty ${tag}` })).id;
  for (const officeName of officeNames) ids.offices.push((await apiPost<{ id: string }>(api, '/api/offices', { customerId: ids.customer, name: officeName })).id);
  await createDashboard(api, {
    customerId: ids.customer, name: `Kauri dashboard ${tag}`, everyTabForEveryRole: true, controls: { enableCreateResourceRoles: ['corporate', 'branchmanager'] },
    enablePaymentMethod: { creditCardRoles: [], invoiceRoles: ['corporate'] },
  });
  ids.agent = (await apiPost<{ id: string }>(api, '/api/agents', { customerId: ids.customer, fullName: `Kim ${tag}`, email: `kim-${tag}@example.com`, officeIds: [ids.offices[0]] })).id;
  // The resource screens name the customer and offices just made: wait until the listing context knows them.
  await awaitListingReferences(api, { customerId: ids.customer, officeId: ids.offices[0], agentIds: [ids.agent] });
  await awaitListingReferences(api, { customerId: ids.customer, officeId: ids.offices[1] });
  // An image campaign for 2 to 10 items, billed to the agent's social ad account.
  ids.account = await createAdAccount(api, { customerId: ids.customer, name: `Kauri ads ${tag}` });
  await linkAdAccounts(api, ids.agent, [ids.account]);
  const template = await createCampaignTemplate(api, { customerId: ids.customer, name: `Open days ${tag}`, adAccountId: ids.account });
  const type = await apiPost<{ id: string }>(api, '/api/product-types', { name: `Resources ${tag}`, minListings: 2, maxListings: 10 });
  await createProduct(api, { code: `E2E-RES-${tag}`, name: `Resources week ${tag}`, productTypeId: type.id, templates: [{ templateId: template, type: 'FACEBOOK_IMAGE_CAMPAIGN' }] });
  // The corporate user of the customer, its agent Kim (identity hears of them from their events).
  await createDashboardUser(api, { email, displayName: `Kim ${tag}`, username: `kim-${tag}`, roles: ['corporate'], customerId: ids.customer, agentId: ids.agent });
  ({ context, page } = await dashboardPage(browser, email, { leave: true }));
});
after(async () => {
  for (const id of [ids.resource, ids.copy]) if (id) await api?.delete(`/api/resources/${id}`);
  await closeSession({ context, api, browser });
});

describe('the dashboard resource screens', () => {
  it('create: Save waits for a name, an office and an image; two images uploaded make a carousel', async () => {
    await page.goto('/customer-dashboard?tab=resources');
    await page.getByRole('heading', { name: 'Resources' }).waitFor();
    await page.getByRole('link', { name: 'Create resource' }).click();
    await page.getByRole('heading', { name: 'Create Resource' }).waitFor();
    assert.equal(await saveButton('Save').isDisabled(), true);
    await page.getByTestId('save-blockers').getByText('A resource must contain some images or videos.').waitFor();
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Open day this Saturday');
    await page.getByRole('textbox', { name: 'Message' }).fill('Come and see our homes');
    await page.getByRole('textbox', { name: 'Description' }).fill('Ten homes open from 10am to 2pm.');
    await page.getByRole('textbox', { name: 'Landing URL' }).fill(`https://kauri.example.com/open-day/${tag}`);
    // A corporate user starts with no office: Save waits for one.
    await page.getByTestId('resource-images').getByTestId('resource-image-files').setInputFiles(files);
    await page.getByTestId('resource-image-1').locator('img').waitFor();
    await page.getByTestId('save-blockers').getByText('Please choose at least one office.').waitFor();
    assert.equal(await saveButton('Save').isDisabled(), true);
    await page.getByText(officeNames[0]!, { exact: true }).click();
    await page.getByTestId('preview-type').getByText('Carousel').waitFor();
    assert.equal(await saveButton('Save').isEnabled(), true);
    await screenshot(page, 'r-01-create-filled');
  });

  it("a crop whose upload fails says 'Error while saving cropped image.'; one that uploads replaces the image", async () => {
    const before = await page.getByTestId('resource-image-0').locator('img').getAttribute('src');
    await page.route('**/api/assets', (route) => (route.request().method() === 'POST'
      ? route.fulfill({ status: 503, contentType: 'application/problem+json', body: JSON.stringify({ title: 'Service Unavailable', status: 503, detail: 'Storage is down.' }) })
      : route.continue()));
    await page.getByRole('button', { name: 'Crop image 1' }).click();
    const dialog = page.getByTestId('crop-dialog');
    await dialog.getByRole('button', { name: 'Save crop' }).click();
    await dialog.getByText(/Error while saving cropped image\./).waitFor();
    await screenshot(page, 'r-02-crop-failed');
    await page.unroute('**/api/assets');
    await dialog.getByRole('button', { name: '1.00' }).click();
    await dialog.getByRole('button', { name: 'Save crop' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('resource-image-0').getByText('Image 1 (cropped)').waitFor();
    assert.notEqual(await page.getByTestId('resource-image-0').locator('img').getAttribute('src'), before);
  });

  it("Save: 'Resource saved', the page becomes the resource's edit page with its reference", async () => {
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/resources' && r.request().method() === 'POST');
    await saveButton('Save').click();
    const answer = await created;
    assert.equal(answer.status(), 201, await answer.text());
    ({ id: ids.resource, reference } = (await answer.json()) as Resource);
    await toast('Resource saved').waitFor();
    await page.waitForURL((url) => url.pathname === editPathOf(ids.resource));
    await page.getByTestId('resource-reference').getByText(reference).waitFor();
    await screenshot(page, 'r-03-saved');
    const r = await readResource(ids.resource);
    assert.equal(r.name, name);
    assert.equal(r.title, 'Open day this Saturday');
    assert.deepEqual(r.officeIds, [ids.offices[0]]);
    assert.equal(r.isPublished, true);
    assert.equal(r.isCopiedResource, false);
    assert.equal(r.createdBy.email, email);
    assert.deepEqual(r.publicUrls, [{ type: 'LANDING_URL', url: `https://kauri.example.com/open-day/${tag}` }]);
    assert.equal(r.images.length, 2);
    // The first image is the crop; the originals are the source images.
    assert.equal(r.sourceImages.length, 2);
    assert.notEqual(r.images[0]!.id, r.sourceImages[0]!.id);
    assert.equal(r.images[1]!.id, r.sourceImages[1]!.id);
    // Saved and unchanged: nothing to save.
    assert.equal(await saveButton('Save').isDisabled(), true);
  });

  it("Save and copy: a 'COPY - ' copy without a reference, saved as a new resource with its own, marked copied", async () => {
    await page.getByRole('textbox', { name: 'Message' }).fill('Come and see our homes this weekend');
    await saveButton('Save and copy').click();
    await toast('Resource saved').waitFor();
    await page.getByRole('heading', { name: 'Create Resource (copy)' }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue(), 'COPY - Open day this Saturday');
    await page.getByTestId('resource-reference').getByText('A new reference is given when the copy is saved.').waitFor();
    await screenshot(page, 'r-04-copy');
    assert.equal((await readResource(ids.resource)).message, 'Come and see our homes this weekend');
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/resources' && r.request().method() === 'POST');
    await saveButton('Save').click();
    const answer = await created;
    assert.equal(answer.status(), 201, await answer.text());
    const sent = answer.request().postDataJSON() as Record<string, unknown>;
    assert.equal(sent.isCopiedResource, true);
    assert.equal('reference' in sent || 'id' in sent, false, 'a copy sends no id nor reference');
    ids.copy = ((await answer.json()) as Resource).id;
    await page.waitForURL((url) => url.pathname === editPathOf(ids.copy));
    const copy = await readResource(ids.copy);
    assert.equal(copy.title, 'COPY - Open day this Saturday');
    assert.equal(copy.isCopiedResource, true);
    assert.notEqual(copy.reference, reference);
    assert.equal(copy.images.length, 2);
    await page.getByTestId('resource-reference').getByText(copy.reference).waitFor();
  });

  it('Save and new: the create screen, empty, after 1 s', async () => {
    await page.getByRole('textbox', { name: 'Description' }).fill('Twelve homes open from 10am to 3pm.');
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/resources/${ids.copy}` && r.request().method() === 'PUT');
    await saveButton('Save and new').click();
    assert.equal((await saved).status(), 200);
    const at = Date.now();
    await toast('Resource saved').waitFor();
    await page.waitForURL((url) => url.pathname === '/customer-dashboard/resources/create');
    assert.ok(Date.now() - at >= 800, `went on after ${Date.now() - at} ms, not after 1 s`);
    await page.getByRole('heading', { name: 'Create Resource', exact: true }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: /^Name/ }).inputValue(), '');
    assert.equal((await readResource(ids.copy)).description, 'Twelve homes open from 10am to 3pm.');
    await screenshot(page, 'r-05-new');
  });

  it('Save and close: the resources tab, each resource with its thumbnail', async () => {
    await page.goto(editPathOf(ids.copy));
    await page.getByText('Published (only published resources can be ordered)').click();
    await saveButton('Save and close').click();
    await toast('Resource saved').waitFor();
    await page.waitForURL(onTab);
    const copy = await readResource(ids.copy);
    assert.equal(copy.isPublished, false);
    await thumbnailDrawn(reference);
    await thumbnailDrawn(copy.reference);
    await page.locator('tbody').getByText('Unpublished', { exact: true }).waitFor();
    await screenshot(page, 'r-06-closed-to-tab');
  });

  it("on the tab, an unpublished resource stops the order: 'Order requires Published resources only.'", async () => {
    const copy = await readResource(ids.copy);
    await tick(reference).click();
    await tick(copy.reference).click();
    await page.getByTestId('resource-selection').getByText('2 of 10 selected').waitFor();
    await page.getByRole('button', { name: 'Order', exact: true }).click();
    await page.getByTestId('app-dialog').getByText('Order requires Published resources only.').waitFor();
    await screenshot(page, 'r-07-unpublished-order');
    assert.ok(onTab(new URL(page.url())));
    await page.keyboard.press('Escape');
    await page.getByTestId('app-dialog').waitFor({ state: 'detached' });
    // The search by reference is exact, on the server.
    await page.getByRole('combobox', { name: 'Search in' }).selectOption('reference');
    await page.getByRole('textbox', { name: 'Search resources' }).fill(copy.reference);
    await page.getByRole('img', { name: `Thumbnail of ${reference}` }).waitFor({ state: 'detached' });
    await thumbnailDrawn(copy.reference);
  });

  it('Save and order: the order screen for the resource after 1 s', async () => {
    await page.goto(editPathOf(ids.resource));
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Open day on Saturday');
    await saveButton('Save and order').click();
    const at = Date.now();
    await toast('Resource saved').waitFor();
    await page.waitForURL((url) => url.pathname === '/customer-dashboard/order' && url.searchParams.get('resourceIds') === ids.resource);
    assert.ok(Date.now() - at >= 800, `went on after ${Date.now() - at} ms, not after 1 s`);
    await page.getByTestId('order-selection').getByText('1 resource selected').waitFor();
    await screenshot(page, 'r-08-order');
    assert.equal((await readResource(ids.resource)).title, 'Open day on Saturday');
  });

  it('orders two published resources end to end on invoice', async () => {
    // The copy published again, on its edit page.
    await page.goto(editPathOf(ids.copy));
    await page.getByText('Published (only published resources can be ordered)').click();
    const put = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/resources/${ids.copy}` && r.request().method() === 'PUT');
    await saveButton('Save').click();
    assert.equal((await put).status(), 200);
    const copy = await readResource(ids.copy);
    assert.equal(copy.isPublished, true);
    await page.goto('/customer-dashboard?tab=resources');
    await tick(reference).click();
    await tick(copy.reference).click();
    await page.getByRole('button', { name: 'Order', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/customer-dashboard/order' && url.searchParams.get('resourceIds') === `${ids.resource},${ids.copy}`);
    await page.getByTestId('order-selection').getByText('2 resources selected').waitFor();
    await page.getByRole('combobox', { name: 'Campaign type' }).selectOption({ label: `Resources ${tag}` });
    await page.waitForFunction(() => (document.querySelector('select[name=fbAdAccount]') as HTMLSelectElement | null)?.value !== '');
    await screenshot(page, 'r-09-order-two');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('order-final-step').or(page.getByTestId('order-settings-step')).waitFor();
    if (await page.getByTestId('order-settings-step').isVisible()) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('order-final-step').waitFor();
    await page.locator('input[name=campaignName]').fill(`Open days ${tag}`);
    await page.getByRole('radio', { name: 'Invoice' }).check({ force: true });
    const placed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/orders' && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const response = await placed;
    assert.equal(response.status(), 201, await response.text());
    const order = (await response.json()) as { orderNumber: number; orderType: string; resourceIds: string[]; campaignData: { resources: { images: { url: string }[]; title?: string } }[] };
    assert.equal(order.orderType, 'RESOURCE');
    assert.deepEqual(order.resourceIds, [ids.resource, ids.copy]);
    // The campaign is made of the resources: their images (each once) and the first one's title.
    const first = await readResource(ids.resource);
    assert.deepEqual(order.campaignData[0]!.resources.images.map((i) => i.url), first.images.map((i) => i.cdnUrl));
    assert.equal(order.campaignData[0]!.resources.title, first.title);
    await page.getByTestId('app-dialog').getByText(`Order# ${order.orderNumber}`).waitFor();
    await screenshot(page, 'r-10-ordered');
    await page.waitForURL((url) => url.pathname === '/customer-dashboard' && url.searchParams.get('tab') === 'orders');
  });

  it("deletes a resource after 'Are you sure you want to delete resource: {reference}?'", async () => {
    const copy = await readResource(ids.copy);
    await page.goto('/customer-dashboard?tab=resources');
    await page.getByRole('button', { name: `Actions of ${copy.reference}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByTestId('app-dialog');
    await dialog.getByText(`Are you sure you want to delete resource: ${copy.reference}?`).waitFor();
    await screenshot(page, 'r-11-delete');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await toast('Deleted Successfully!').waitFor();
    await page.getByText(copy.reference, { exact: true }).waitFor({ state: 'detached' });
    assert.equal((await api.get(`/api/resources/${ids.copy}`)).status(), 404);
    ids.copy = '';
  });
});
