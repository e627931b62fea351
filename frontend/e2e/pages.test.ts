// Browser tests of the staff pages (users, settings), with a screenshot of each; and a staff
// account that signed itself up (STAFF_SIGNUP=true), shown as pending approval until an admin grants it
// a role.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminApi, createUser, launch, newPage, PASSWORD, pathOf, screenshot, signIn, uniqueEmail, waitForPath } from './helpers.ts';

let browser: Browser;
let api: APIRequestContext;
let context: BrowserContext;
let page: Page;
let sales: { id: string; email: string };

before(async () => {
  browser = await launch();
  api = await adminApi();
  sales = await createUser(api, { email: uniqueEmail('pages'), roles: ['sales'], isActive: true, displayName: 'Pat Pages' });
  ({ context, page } = await newPage(browser));
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await waitForPath(page, '/');
});
after(async () => {
  await context?.close();
  await api?.dispose();
  await browser?.close();
});

describe('staff pages', () => {
  it('searches users server-side with at least 2 characters', async () => {
    await page.goto('/admin/users');
    const search = page.getByRole('textbox', { name: 'Search users' });
    await search.fill('p');
    await page.getByText('Type at least 2 characters to search.').waitFor();
    await search.fill(sales.email);
    await page.getByRole('cell', { name: sales.email }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
  });

  it('views a user', async () => {
    await page.goto(`/admin/users/${sales.id}`);
    await page.getByRole('heading', { name: 'Pat Pages' }).waitFor();
    await screenshot(page, '20-admin-user-view');
  });

  it('edits a user, deactivates and activates, and shows a new API key once', async () => {
    await page.goto(`/admin/users/${sales.id}/edit`);
    await page.getByRole('heading', { name: 'Edit Pat Pages' }).waitFor();
    await page.locator('input[name=displayName]').fill('Pat Edited');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Successfully Saved!').waitFor();
    const user = await (await api.get(`/api/users/${sales.id}`)).json();
    assert.equal(user.displayName, 'Pat Edited');

    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('Are you sure you want to do this?').waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('user has been deactivated.').waitFor();
    assert.equal((await (await api.get(`/api/users/${sales.id}`)).json()).isActive, false);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Activate', exact: true }).click();
    await page.getByText('user has been activated.').waitFor();
    assert.equal((await (await api.get(`/api/users/${sales.id}`)).json()).isActive, true);
    await page.keyboard.press('Escape');

    await page.getByRole('textbox', { name: 'API key name' }).fill('Partner feed');
    await page.getByRole('button', { name: 'Generate API key' }).click();
    const secret = await page.getByTestId('api-key-secret').textContent();
    assert.ok(secret && secret.length > 10);
    await screenshot(page, '21-admin-user-edit-api-key');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('cell', { name: 'Partner feed' }).waitFor();
    assert.equal(await page.getByText(secret!).count(), 0);
    await screenshot(page, '22-admin-user-edit');
  });

  it('shows the settings users tab and its pages', async () => {
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await waitForPath(page, '/settings/users');
    await page.getByRole('cell', { name: ADMIN_EMAIL }).first().waitFor();
    await screenshot(page, '23-settings-users');
    await page.goto(`/settings/users/edit-profile/${sales.id}`);
    await page.locator('input[name=displayName]').waitFor();
    await screenshot(page, '24-settings-edit-profile');
    await page.goto(`/settings/users/change-password/${sales.id}`);
    await page.locator('input[name=password]').fill('Another-Passw0rd!');
    await page.locator('input[name=confirmPassword]').fill('Another-Passw0rd!');
    await screenshot(page, '25-settings-change-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await waitForPath(page, '/settings/users');
    await page.goto(`/settings/users/change-profile-picture/${sales.id}`);
    await page.getByRole('button', { name: 'Upload a picture' }).waitFor();
    await screenshot(page, '26-settings-change-picture');
    await page.goto('/settings/users/create');
    await page.getByRole('button', { name: 'Create user' }).click();
    await page.getByText('Please enter your e-mail address.').waitFor();
    await screenshot(page, '27-settings-create-user');
  });

  it('crops and uploads a picture for the signed-in user', async () => {
    await page.goto('/user/settings/picture');
    // A 400×300 PNG drawn in the page.
    const png = await page.evaluate(async () => {
      const c = document.createElement('canvas');
      c.width = 400; c.height = 300;
      const ctx = c.getContext('2d')!;
      ctx.fillStyle = '#2b6cb0'; ctx.fillRect(0, 0, 400, 300);
      ctx.fillStyle = '#f6ad55'; ctx.beginPath(); ctx.arc(200, 150, 90, 0, Math.PI * 2); ctx.fill();
      return c.toDataURL('image/png').split(',')[1]!;
    });
    await page.getByTestId('picture-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    await page.getByText('Crop your picture').waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, '28-user-settings-crop');
    await page.getByRole('button', { name: 'Save picture' }).click();
    await page.getByText('The picture has been updated.').waitFor();
    const me = await (await context.request.get('/api/users/me')).json();
    assert.equal(me.hasPicture, true);
    const picture = await context.request.get(`/api/users/${me.id}/picture`);
    assert.equal(picture.headers()['content-type'], 'image/png');
    await page.keyboard.press('Escape');
    await screenshot(page, '28-user-settings-picture-uploaded');
  });

  it('shows the user settings pages', async () => {
    for (const section of ['profile', 'password', 'accounts']) {
      await page.goto(`/user/settings/${section}`);
      await page.getByRole('heading', { name: 'Your settings' }).waitFor();
      await screenshot(page, `29-user-settings-${section}`);
    }
  });

  it('shows the sign-up page to a visitor', async () => {
    const visitor = await newPage(browser);
    await visitor.page.goto('/authentication/signup');
    await visitor.page.getByRole('heading', { name: /Create your account|Sign up/ }).waitFor();
    await screenshot(visitor.page, '30-signup');
    await visitor.context.close();
  });

  it('lists a self-signed-up account as pending approval; granting it a role approves it', async () => {
    // scripts/embedded-checks starts the server with STAFF_SIGNUP=true: a test that cannot run fails, it does not skip.
    const config = (await (await api.get('/api/auth/config')).json()) as { signUpEnabled: boolean };
    assert.equal(config.signUpEnabled, true, 'staff sign-up is off on this server: start it with STAFF_SIGNUP=true');
    const email = uniqueEmail('pending');
    const visitor = await newPage(browser);
    await visitor.page.goto('/authentication/signup');
    await visitor.page.locator('input[name=displayName]').fill('Nina Pending');
    await visitor.page.locator('input[name=email]').fill(email);
    await visitor.page.locator('input[name=password]').fill(PASSWORD);
    await visitor.page.locator('input[name=confirmPassword]').fill(PASSWORD);
    await visitor.page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await visitor.page.getByRole('dialog').getByText('Account Verification').waitFor();
    await visitor.context.close();

    // The list shows it as pending, in the roles column, and the filter (pending=true) finds it.
    await page.goto('/admin/users');
    const search = page.getByRole('textbox', { name: 'Search users' });
    const listed = (pending: boolean, term: string) => page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/users/list' && url.searchParams.get('search') === term && (url.searchParams.get('pending') === 'true') === pending;
    });
    let response = listed(false, email);
    await search.fill(email);
    await response;
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByTestId('pending-approval').waitFor();
    assert.equal((await row.getByTestId('pending-approval').textContent())?.trim(), 'Pending approval');
    response = listed(true, email);
    await page.getByRole('combobox', { name: 'Filter users' }).selectOption({ label: 'Pending approval' });
    await response;
    await row.waitFor();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await screenshot(page, '31-admin-users-pending');
    // The seeded admin has a role: not pending.
    response = listed(true, ADMIN_EMAIL);
    await search.fill(ADMIN_EMAIL);
    await response;
    await page.getByText('No users are pending approval.').waitFor();
    await search.fill(email);
    await row.waitFor();

    // Its pages say so; granting a role approves it.
    await page.getByRole('cell', { name: email }).click();
    await waitForPath(page, /^\/admin\/users\/[0-9a-f-]{36}$/);
    const id = pathOf(page).split('/')[3]!;
    await page.getByTestId('pending-approval').waitFor();
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await waitForPath(page, `/admin/users/${id}/edit`);
    await page.getByTestId('pending-approval-notice').getByText('Granting a role approves it', { exact: false }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Save', exact: true }).count(), 0);
    await screenshot(page, '32-admin-user-approve');
    await page.getByText('sales', { exact: true }).click();
    await page.getByRole('button', { name: 'Approve and save' }).click();
    await page.getByText('Successfully Saved!').waitFor();
    const approved = (await (await api.get(`/api/users/${id}`)).json()) as { roles: string[] };
    assert.deepEqual(approved.roles, ['sales']);
    await page.keyboard.press('Escape');
    await page.getByTestId('pending-approval-notice').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();

    // No longer pending.
    await page.goto('/admin/users');
    await page.getByRole('combobox', { name: 'Filter users' }).selectOption({ label: 'Pending approval' });
    await page.getByRole('textbox', { name: 'Search users' }).fill(email);
    await page.getByText('No users are pending approval.').waitFor();
    const pending = (await (await api.get(`/api/users/list?pending=true&search=${encodeURIComponent(email)}`)).json()) as { count: number };
    assert.equal(pending.count, 0);
  });
});
