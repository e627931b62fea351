// Browser tests of the sign-in flows and route rules (000 §2, §4) against a running `make up`.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Browser } from 'playwright-core';
import {
  ADMIN_EMAIL, ADMIN_PASSWORD, PASSWORD, adminApi, createUser, launch, mailLink, newPage, pathOf, screenshot, signIn,
  uniqueEmail, waitForPath,
} from './helpers.ts';

let browser: Browser;
let api: APIRequestContext;

before(async () => {
  browser = await launch();
  api = await adminApi();
});
after(async () => {
  await api?.dispose();
  await browser?.close();
});

describe('sign-in flows and route rules', () => {
  it('signs in as the seeded admin and lands on home', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/authentication/signin');
    await page.waitForFunction(() => document.title === 'AdOps | Sign In');
    await screenshot(page, '01-signin');
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();
    await page.waitForFunction(() => document.title === 'AdOps | Home');
    await screenshot(page, '02-home-admin');
    await context.close();
  });

  it('shows sign-in errors only after a submit attempt', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/authentication/signin');
    assert.equal(await page.getByText('Please enter your e-mail address.').count(), 0);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Please enter your e-mail address.').waitFor();
    await signIn(page, ADMIN_EMAIL, 'Wrong-Passw0rd!');
    await page.getByTestId('signin-error').waitFor();
    assert.equal(pathOf(page), '/authentication/signin');
    await screenshot(page, '03-signin-errors');
    await context.close();
  });

  it('shows the err query parameter as the error', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/authentication/signin?err=Provider%20refused%20the%20sign-in');
    await page.getByText('Provider refused the sign-in').waitFor();
    await context.close();
  });

  it('sends an unauthenticated visit to /admin/users to sign-in and back there afterwards', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/admin/users');
    await waitForPath(page, '/authentication/signin');
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await waitForPath(page, '/admin/users');
    await page.getByRole('cell', { name: ADMIN_EMAIL }).first().waitFor();
    await page.waitForFunction(() => document.title === 'AdOps | Users');
    await screenshot(page, '04-admin-users');
    await context.close();
  });

  it('sends a sales user to /forbidden on /admin/users', async () => {
    const email = uniqueEmail('sales');
    await createUser(api, { email, roles: ['sales'], isActive: true });
    const { context, page } = await newPage(browser);
    await signIn(page, email, PASSWORD);
    await waitForPath(page, '/');
    await page.goto('/admin/users');
    await waitForPath(page, '/forbidden');
    await page.getByRole('heading', { name: 'Forbidden' }).waitFor();
    // The admin-only menu entries are hidden from sales.
    assert.equal(await page.getByRole('link', { name: 'Users', exact: true }).count(), 0);
    await screenshot(page, '05-forbidden-sales');
    await context.close();
  });

  it("shows 'User Is Not Active' to an inactive user", async () => {
    const email = uniqueEmail('inactive');
    await createUser(api, { email, roles: ['sales'], isActive: false });
    const { context, page } = await newPage(browser);
    await page.goto('/authentication/signin');
    await signIn(page, email, PASSWORD);
    await page.getByText('User Is Not Active', { exact: true }).waitFor();
    assert.equal(pathOf(page), '/authentication/signin');
    await screenshot(page, '06-user-not-active');
    await context.close();
  });

  it('resets a forgotten password with the link from the captured mail', async () => {
    const email = uniqueEmail('reset');
    await createUser(api, { email, roles: ['sales'], isActive: true });
    const { context, page } = await newPage(browser);
    await page.goto('/password/forgot');
    await page.locator('input[name=email]').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByTestId('request-result').waitFor();
    await screenshot(page, '07-forgot');
    const link = await mailLink(api, email, /\/password\/reset\/[^\s"'<>)]+/);
    await page.goto(link);
    const newPassword = 'Brand-New-Passw0rd';
    await page.locator('input[name=password]').fill('short');
    await page.locator('input[name=confirmPassword]').fill('short');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Please enter a passphrase or password with 6 or more characters.').waitFor();
    await page.locator('input[name=password]').fill(newPassword);
    await page.locator('input[name=confirmPassword]').fill(newPassword);
    await screenshot(page, '08-reset');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await waitForPath(page, '/password/reset/success');
    await screenshot(page, '09-reset-success');
    // The link is single-use.
    await page.goto(link);
    await page.locator('input[name=password]').fill(newPassword);
    await page.locator('input[name=confirmPassword]').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await waitForPath(page, '/password/reset/invalid');
    // The old password no longer works; the new one does.
    await page.goto('/authentication/signin');
    await signIn(page, email, PASSWORD);
    await page.getByTestId('signin-error').waitFor();
    await signIn(page, email, newPassword);
    await waitForPath(page, '/');
    await context.close();
  });

  it('shows not-found for /some/unknown/path/', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/some/unknown/path/');
    await waitForPath(page, '/not-found');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.waitForFunction(() => document.title === 'AdOps | Not Found');
    await screenshot(page, '10-not-found');
    await context.close();
  });

  it('returns to sign-in on a 401 mid-session, then back to the page', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await waitForPath(page, '/');
    await page.goto('/admin/users');
    await page.getByRole('cell', { name: ADMIN_EMAIL }).first().waitFor();
    await context.clearCookies();
    // A click (client-side navigation) whose API call now answers 401.
    await page.getByRole('cell', { name: ADMIN_EMAIL }).first().click();
    await waitForPath(page, '/authentication/signin');
    const me = await (await api.get('/api/users/me')).json();
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await waitForPath(page, `/admin/users/${me.id}`);
    await page.getByText(ADMIN_EMAIL).first().waitFor();
    await context.close();
  });

  it('signs out to / (and then sign-in)', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await waitForPath(page, '/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await waitForPath(page, '/authentication/signin');
    const me = await context.request.get('/api/users/me');
    assert.equal(me.status(), 401);
    await context.close();
  });
});
