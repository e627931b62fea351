// Browser tests of edits that are never silently lost: the customer of an office or a
// dashboard cannot be changed (its select is disabled, for real); an invalid office phone number blocks
// saving with the server's message at the phone; an operations user is not offered an admin's profile,
// picture or password, and a save the server refuses keeps the form and shows why instead of going to
// /forbidden. No failure is silent and no edit is lost: an id that cannot exist is the not-found page, a refused
// list filter says why in the list instead of keeping the earlier rows, leaving a changed form asks first (a
// link, the back button, the tab closing), and a save is confirmed by a toast that leaves the page usable.
// With a screenshot of each changed page.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import {
  ADMIN_EMAIL, ADMIN_PASSWORD, adminApi, apiPost, closeSavedDialog, createUser, launch, newPage, newTag, PASSWORD, pathOf, signIn, topScreenshot as screenshot, uniqueEmail, waitForPath,
} from './helpers.ts';

let browser: Browser;
let api: APIRequestContext;
const tag = newTag();
let customerA: { id: string; name: string };
let customerB: { id: string; name: string };
let office: { id: string; name: string };
let dashboard: { id: string };

const post = <T>(path: string, data: unknown) => apiPost<T>(api, path, data);

/** In the calling describe: a page signed in as the admin, opened before its tests (handed to `use`) and closed after them. */
function adminPageForSuite(use: (opened: { context: BrowserContext; page: Page }) => void): void {
  let context: BrowserContext | undefined;
  before(async () => {
    const opened = await newPage(browser);
    context = opened.context;
    await signIn(opened.page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await waitForPath(opened.page, '/');
    use(opened);
  });
  after(async () => {
    await context?.close();
  });
}

before(async () => {
  browser = await launch();
  api = await adminApi();
  customerA = await post('/api/customers', { name: `Harbour Realty ${tag}` });
  customerB = await post('/api/customers', { name: `Summit Homes ${tag}` });
  office = await post('/api/offices', { customerId: customerA.id, name: `Ponsonby ${tag}`, phone: '09 360 1234' });
  dashboard = await post('/api/dashboards', { customerId: customerA.id, name: `Harbour dashboard ${tag}` });
});
after(async () => {
  await api?.dispose();
  await browser?.close();
});

describe('customer of an office or a dashboard, and office phones (as the admin)', () => {
  let page: Page;
  adminPageForSuite((opened) => {
    ({ page } = opened);
  });

  it('the customer select of the office edit page is disabled and cannot be changed; saving keeps the customer', async () => {
    await page.goto(`/offices/${office.id}/edit`);
    const select = page.locator('select[name=customerId]');
    await page.locator('select[name=customerId] option', { hasText: customerB.name }).waitFor({ state: 'attached' });
    assert.equal(await select.isDisabled(), true);
    assert.equal(await select.inputValue(), customerA.id);
    await assert.rejects(select.selectOption(customerB.id, { timeout: 1000 }), /disabled|not enabled|Timeout/i);
    assert.equal(await select.inputValue(), customerA.id);
    await screenshot(page, '60-office-edit-customer-disabled');

    await page.locator('input[name=name]').fill(`Ponsonby Central ${tag}`);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/offices/${office.id}`)),
      page.getByRole('button', { name: 'Save', exact: true }).click(),
    ]);
    assert.equal('customerId' in (request.postDataJSON() as object), false, 'the disabled field is not sent');
    await page.getByTestId('app-toast').getByText('Successfully Saved!').waitFor();
    await closeSavedDialog(page);
    const saved = await (await api.get(`/api/offices/${office.id}`)).json();
    assert.equal(saved.customerId, customerA.id);
    assert.equal(saved.name, `Ponsonby Central ${tag}`);
  });

  it('the customer select of the dashboard edit page is disabled too', async () => {
    await page.goto(`/dashboards/edit/${dashboard.id}`);
    const select = page.locator('select[name=customerId]');
    await page.locator('select[name=customerId] option', { hasText: customerB.name }).waitFor({ state: 'attached' });
    assert.equal(await select.isDisabled(), true);
    await assert.rejects(select.selectOption(customerB.id, { timeout: 1000 }));
    assert.equal(await select.inputValue(), customerA.id);
    assert.equal(await page.locator('select[name=templateId]').isDisabled(), false);
    await screenshot(page, '61-dashboard-edit-customer-disabled');
  });

  it('an invalid office phone number blocks saving with its message at the phone; a valid one is saved in E.164', async () => {
    await page.goto(`/offices/${office.id}/edit`);
    const phone = page.locator('input[name=phone]');
    await phone.fill('12345');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const message = page.getByText('The phone number 12345 is not a valid number for NZ.');
    await message.waitFor();
    assert.equal(await phone.getAttribute('aria-invalid'), 'true');
    assert.equal(await phone.inputValue(), '12345', 'the form keeps what was typed');
    assert.equal(pathOf(page), `/offices/${office.id}/edit`);
    assert.equal((await (await api.get(`/api/offices/${office.id}`)).json()).phone, '+6493601234', 'nothing was saved');
    await screenshot(page, '62-office-edit-invalid-phone');

    await phone.fill('021 234 5678');
    assert.equal(await message.count(), 0, 'an edited number loses the old message');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('app-toast').getByText('Successfully Saved!').waitFor();
    await closeSavedDialog(page);
    assert.equal((await (await api.get(`/api/offices/${office.id}`)).json()).phone, '+64212345678');
  });

  it('a new office with an invalid phone number is not created', async () => {
    await page.goto(`/offices/create?customerId=${customerA.id}`);
    await page.locator('select[name=customerId] option', { hasText: customerA.name }).waitFor({ state: 'attached' });
    assert.equal(await page.locator('select[name=customerId]').isDisabled(), false);
    await page.locator('input[name=name]').fill(`Takapuna ${tag}`);
    await page.locator('input[name=phone]').fill('+61 2 9374 4000');
    await page.getByRole('button', { name: 'Create office' }).click();
    await page.getByText('The phone number +61 2 9374 4000 is not a valid number for NZ.').waitFor();
    assert.equal(pathOf(page), '/offices/create');
    const found = await (await api.get(`/api/offices?customerId=${customerA.id}&search=${encodeURIComponent(`Takapuna ${tag}`)}`)).json();
    assert.equal(found.count, 0);
  });
});

describe('user management as an operations user', () => {
  let context: BrowserContext;
  let page: Page;
  let anAdmin: { id: string; email: string };
  let aSalesUser: { id: string; email: string };
  before(async () => {
    const ops = await createUser(api, { email: uniqueEmail('ops'), roles: ['operations'], isActive: true, displayName: `Olive Ops ${tag}` });
    anAdmin = await createUser(api, { email: uniqueEmail('admin'), roles: ['admin'], isActive: true, displayName: `Ada Admin ${tag}` });
    aSalesUser = await createUser(api, { email: uniqueEmail('sales'), roles: ['sales'], isActive: true, displayName: `Sam Sales ${tag}` });
    ({ context, page } = await newPage(browser));
    await signIn(page, ops.email, PASSWORD);
    await waitForPath(page, '/');
  });
  after(async () => {
    await context?.close();
  });

  it("is not offered editing an admin's profile, picture or password in the users list", async () => {
    await page.goto('/settings/users');
    await page.getByRole('textbox', { name: 'Search users' }).fill(tag);
    const adminRow = page.getByRole('row').filter({ hasText: anAdmin.email });
    const salesRow = page.getByRole('row').filter({ hasText: aSalesUser.email });
    await adminRow.waitFor();
    await salesRow.waitFor();
    assert.equal(await adminRow.getByRole('link', { name: /Edit profile|Change picture|Change password/ }).count(), 0);
    await adminRow.getByRole('img', { name: /Only an admin may change an admin/ }).waitFor();
    await salesRow.getByRole('link', { name: `Edit profile of Sam Sales ${tag}` }).waitFor();
    await salesRow.getByRole('link', { name: `Change password of Sam Sales ${tag}` }).waitFor();
    await salesRow.getByRole('link', { name: `Change picture of Sam Sales ${tag}` }).waitFor();
    await screenshot(page, '63-settings-users-as-operations');
    await adminRow.getByRole('cell', { name: anAdmin.email }).click();
    assert.equal(pathOf(page), '/settings/users', 'an admin row does not open the profile form');
  });

  it("reaching an admin's profile, password or picture page by its address shows why instead of a form", async () => {
    await page.goto(`/settings/users/edit-profile/${anAdmin.id}`);
    await page.getByTestId('only-admin-notice').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Save' }).count(), 0);
    assert.equal(pathOf(page), `/settings/users/edit-profile/${anAdmin.id}`);
    await screenshot(page, '64-edit-admin-profile-as-operations');
    await page.goto(`/settings/users/change-password/${anAdmin.id}`);
    await page.getByTestId('only-admin-notice').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Change password' }).count(), 0);
    await page.goto(`/settings/users/change-profile-picture/${anAdmin.id}`);
    await page.getByTestId('only-admin-notice').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Upload a picture' }).count(), 0);
    await screenshot(page, '66-admin-picture-as-operations');
  });

  it("a save the server refuses keeps the form and shows the server's message", async () => {
    await page.goto(`/settings/users/edit-profile/${aSalesUser.id}`);
    const name = page.locator('input[name=displayName]');
    await name.fill(`Samantha Sales ${tag}`);
    // Meanwhile an admin makes this user an admin: the operations user's save is now refused (403).
    const promoted = await api.put(`/api/users/${aSalesUser.id}`, { data: { roles: ['admin'] } });
    assert.equal(promoted.status(), 200);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Only an admin may grant, remove or change the admin role.').waitFor();
    assert.equal(pathOf(page), `/settings/users/edit-profile/${aSalesUser.id}`, 'not sent to /forbidden');
    assert.equal(await name.inputValue(), `Samantha Sales ${tag}`, 'the form keeps what was typed');
    assert.equal((await (await api.get(`/api/users/${aSalesUser.id}`)).json()).displayName, `Sam Sales ${tag}`);
    await screenshot(page, '65-refused-save-as-operations');
  });
});

describe('no silent failure, no lost edit (as the admin)', () => {
  let context: BrowserContext;
  let page: Page;
  adminPageForSuite((opened) => {
    ({ context, page } = opened);
  });

  it('an id that cannot exist is the not-found page, never the validator\'s words with a retry', async () => {
    for (const path of ['/order/not-a-uuid/edit', '/offices/not-a-uuid/edit']) {
      await page.goto(path);
      await page.getByTestId('not-found-state').waitFor();
      assert.equal(await page.getByText(/must match format/).count(), 0, path);
      assert.equal(await page.getByRole('button', { name: 'Try again' }).count(), 0, path);
      assert.equal(pathOf(page), path);
    }
    await screenshot(page, '67-bad-id-not-found');
  });

  it("a refused 'From' date shows the server's message in the list, and no rows of the earlier filter", async () => {
    await page.goto('/orders/list');
    const from = page.getByLabel('From', { exact: true });
    await page.locator('table').first().waitFor();
    await page.waitForFunction(() => !document.body.textContent?.includes('Loading…'));
    const future = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const refusal = await api.get(`/api/orders?dateFrom=${encodeURIComponent(`${future}T00:00:00.000Z`)}`);
    assert.equal(refusal.status(), 400);
    const { detail } = (await refusal.json()) as { detail: string };
    await from.fill(future);
    const state = page.getByTestId('load-error-state');
    await state.waitFor();
    assert.ok(((await state.textContent()) ?? '').includes(detail), `the list says: ${detail}`);
    assert.equal(await page.locator('table').count(), 0, 'no table of the earlier filter under the refused one');
    assert.equal(await page.getByRole('button', { name: 'Try again' }).count(), 0, 'no retry that cannot help');
    await screenshot(page, '68-orders-refused-from-date');
  });

  it('leaving a changed form asks first; staying keeps the edit; a saved form leaves without asking', async () => {
    // Opened from its list, so the back button stays in the app (a step back to another document is the tab's
    // own question, below).
    await page.goto('/offices/list');
    await page.getByRole('textbox', { name: 'Search offices' }).fill(tag);
    await page.getByRole('cell', { name: new RegExp(`Ponsonby.*${tag}`) }).first().click();
    await waitForPath(page, `/offices/${office.id}/edit`);
    const name = page.locator('input[name=name]');
    await name.waitFor();
    const before = await name.inputValue();
    await name.fill(`${before} (unsaved)`);
    await page.getByRole('link', { name: 'Back to offices' }).first().click();
    const question = page.getByRole('alertdialog');
    await question.getByText('Your changes have not been saved. Leave the page and lose them?').waitFor();
    assert.equal(pathOf(page), `/offices/${office.id}/edit`);
    await screenshot(page, '69-leave-changed-form-asks');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    assert.equal(pathOf(page), `/offices/${office.id}/edit`);
    assert.equal(await name.inputValue(), `${before} (unsaved)`, 'staying keeps what was typed');

    // The back button asks too; leaving then goes back to the list.
    await page.goBack();
    await question.waitFor();
    assert.equal(pathOf(page), `/offices/${office.id}/edit`);
    await question.getByRole('button', { name: 'Yes' }).click();
    await waitForPath(page, '/offices/list');
    assert.equal((await (await api.get(`/api/offices/${office.id}`)).json()).name, before, 'nothing was saved');

    // Closing the tab with changes gets the browser's question.
    const other = await context.newPage();
    await other.goto(`/offices/${office.id}/edit`);
    const otherName = other.locator('input[name=name]');
    await otherName.click();
    await otherName.fill(`${before} (closing)`);
    const asked = new Promise<string>((resolve) => other.once('dialog', (dialog) => { resolve(dialog.type()); void dialog.accept(); }));
    await other.close({ runBeforeUnload: true });
    assert.equal(await asked, 'beforeunload');

    // Saved: a toast says so, the page stays usable, and leaving asks nothing.
    await page.goto(`/offices/${office.id}/edit`);
    await name.fill(`${before} saved`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('app-toast').getByText('Successfully Saved!').waitFor();
    assert.equal(await page.getByTestId('app-dialog').count(), 0, 'no dialog over the page');
    await screenshot(page, '72-saved-toast');
    await page.getByRole('link', { name: 'Back to offices' }).first().click();
    await waitForPath(page, '/offices/list');
    assert.equal(await question.count(), 0);
  });
});
