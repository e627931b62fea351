// Shared set-up of the customer dashboard's browser tests (issue 28; spec 002): a customer's dashboard and
// its users arranged through the admin API, signing in and up on the dashboard's own pages, the activation
// mail, and the payment frame of the orders tab and the order flow.
import assert from 'node:assert/strict';
import { request, type APIRequestContext, type Browser, type BrowserContext, type FrameLocator, type Page } from 'playwright-core';
import { apiPost, BASE_URL, mailLink, newPage, PASSWORD, postWhenKnown } from './helpers.ts';

interface DashboardSettings {
  tabCodes: string[];
  roles: string[];
  defaultConfig: Record<string, unknown> & { themes: Record<string, unknown>; controls: Record<string, unknown> };
}

/**
 * The customer's dashboard: the install's default config (GET /api/dashboards/settings) with `themes` and
 * `controls` changed key by key and `tabs` and `enablePaymentMethod` replaced; `everyTabForEveryRole` opens
 * every tab to every role (the default keeps the agents tab for managers).
 */
export async function createDashboard(api: APIRequestContext, dashboard: {
  customerId: string; name: string; everyTabForEveryRole?: boolean;
  themes?: Record<string, unknown>; controls?: Record<string, unknown>;
  tabs?: { code: string; accessRight: string[] }[]; enablePaymentMethod?: { creditCardRoles: string[]; invoiceRoles: string[] };
}): Promise<{ id: string }> {
  const { customerId, name, everyTabForEveryRole, themes, controls, ...replaced } = dashboard;
  const res = await api.get('/api/dashboards/settings');
  assert.equal(res.status(), 200, await res.text());
  const settings = (await res.json()) as DashboardSettings;
  const config = {
    ...settings.defaultConfig,
    ...(everyTabForEveryRole ? { tabs: settings.tabCodes.map((code) => ({ code, accessRight: settings.roles })) } : {}),
    ...replaced,
    themes: { ...settings.defaultConfig.themes, ...themes },
    controls: { ...settings.defaultConfig.controls, ...controls },
  };
  return apiPost(api, '/api/dashboards', { name, customerId, config });
}

/**
 * A dashboard user of the customer made by the admin, with PASSWORD and active unless told; identity hears
 * of the customer and agent from their events, so a 400 or 404 saying they are not found is tried again.
 */
export async function createDashboardUser(api: APIRequestContext, user: {
  email: string; customerId: string; roles: string[]; agentId?: string; officeIds?: string[]; displayName?: string; username?: string; isActive?: boolean;
}): Promise<{ id: string; email: string; displayName: string }> {
  return postWhenKnown(api, '/api/users', { kind: 'dashboard', password: PASSWORD, confirmPassword: PASSWORD, isActive: true, ...user }, /not found/i);
}

/** Fills the dashboard sign-in form the page shows with `email` and PASSWORD. */
export async function fillDashboardSignIn(page: Page, email: string): Promise<void> {
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(PASSWORD);
}

/** Signs `email` in on /customer-dashboard/signin and waits until the page has left the sign-in. */
export async function signInToDashboard(page: Page, email: string): Promise<void> {
  await page.goto('/customer-dashboard/signin');
  await fillDashboardSignIn(page, email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/customer-dashboard/signin'));
}

/** Leaving an order flow begun asks first; a test that moves on answers the browser's question with Leave. */
export function leaveWithoutAsking(page: Page): void {
  page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
}

/** A page of its own signed in on the dashboard as `email` (`leave`: see leaveWithoutAsking). */
export async function dashboardPage(browser: Browser, email: string, options: { leave?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser);
  if (options.leave) leaveWithoutAsking(page);
  await signInToDashboard(page, email);
  return { context, page };
}

/** An API session of the dashboard user `email` (POST /api/auth/dashboard/signin), to read what the user may. */
export async function dashboardApi(email: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: BASE_URL });
  const signedIn = await api.post('/api/auth/dashboard/signin', { data: { email, password: PASSWORD } });
  assert.equal(signedIn.status(), 200, await signedIn.text());
  return api;
}

/** Fills the dashboard sign-up form the page shows: `username`, `email` and PASSWORD twice. */
export async function fillDashboardSignUp(page: Page, username: string, email: string): Promise<void> {
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('input[name=confirmPassword]').fill(PASSWORD);
}

/** The activation link of the captured mail a dashboard sign-up sent to `email`. */
export const dashboardActivationLink = (api: APIRequestContext, email: string) =>
  mailLink(api, email, /https?:\/\/[^\s"'<>]+\/api\/auth\/dashboard\/active\/[^\s"'<>)]+/);

/** Pays in the payment frame with the simulator's test card `cardNumber` (Stripe's), expiry 12/30, CVC 123. */
export async function payInFrame(frame: FrameLocator, cardNumber: string): Promise<void> {
  await frame.locator('input[name=cardNumber]').fill(cardNumber);
  await frame.locator('input[name=cardExpiry]').fill('12/30');
  await frame.locator('input[name=cardCvc]').fill('123');
  await frame.getByRole('button', { name: 'Submit' }).click();
}
