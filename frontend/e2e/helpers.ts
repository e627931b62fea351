// Shared set-up of the browser tests: Debian's Chromium through playwright-core, against a running
// `make up` at BASE_URL, plus an admin API session for arranging data (users, captured mail).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after } from 'node:test';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { chromium, request, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
export const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@adops.local';
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'Admin-Passw0rd!';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PASSWORD = 'Correct-Horse-9';
const SCREENSHOTS = join(import.meta.dirname, 'screenshots');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * Every Content-Security-Policy violation any page of these tests reported (the app's CSP must never
 * refuse what the app itself does); each test file fails at its end when there is one.
 */
const cspViolations: string[] = [];
after(() => {
  assert.deepEqual(cspViolations, [], 'the app ran into its own Content-Security-Policy');
});

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 800 }, locale: 'en-NZ', timezoneId: 'Pacific/Auckland' });
  context.setDefaultTimeout(15_000);
  // Chromium logs each refusal to the console; the event also names what was refused.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) cspViolations.push(`${pathOf(page)}: ${msg.text()}`);
  });
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(300); // let dialog and menu animations settle
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** A full-page shot of a scrolled page draws the sticky top menu mid-page, so shoot from the top. */
export async function topScreenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/**
 * Closes the app's dialog (Escape) and the 'Successfully Saved!' toasts, and waits until they are gone, so
 * nothing covers what the test clicks next.
 */
export async function closeSavedDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByTestId('app-dialog').waitFor({ state: 'detached' });
  for (const toast of await page.getByTestId('app-toast').all()) await toast.getByRole('button').click().catch(() => undefined);
  await page.getByTestId('app-toast').first().waitFor({ state: 'detached' });
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

export async function waitForPath(page: Page, path: string | RegExp): Promise<void> {
  await page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)));
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  if (pathOf(page) !== '/authentication/signin') await page.goto('/authentication/signin');
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function adminApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: BASE_URL });
  const res = await api.post('/api/auth/signin', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  if (res.status() === 429) {
    throw new Error('admin sign-in was rate-limited (429): start the server for browser tests with SIGNIN_MAX_ATTEMPTS_PER_ADDRESS=1000');
  }
  if (!res.ok()) throw new Error(`admin sign-in failed: ${res.status()} ${await res.text()}`);
  return api;
}

/** A short tag unique to one run of a test file, put into the names it creates. */
export const newTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The 400 messages of a listing-context write whose customer, office or agent that context has not
 * heard of yet: it learns of them from the customer context's events (the outbox relay), a moment
 * after they are created.
 */
const UNKNOWN_REFERENCE = /Customer not found\.|Office not found among the customer's offices\.|Agent not found among the customer's agents\./;
const REFERENCE_WAIT_MS = 15_000;

/**
 * POSTs `data` to `path` and answers the created body (201, else throws with the answer). With
 * retryUnknownCustomer, a 400 naming an unknown customer, office or agent is retried within a bound
 * (as a person would try again) while the listing context catches up with the customer context.
 */
export async function apiPost<T>(api: APIRequestContext, path: string, data: unknown, options: { retryUnknownCustomer?: boolean } = {}): Promise<T> {
  const deadline = Date.now() + REFERENCE_WAIT_MS;
  for (;;) {
    const res = await api.post(path, { data });
    if (res.status() === 201) return (await res.json()) as T;
    const text = await res.text();
    const retry = options.retryUnknownCustomer && res.status() === 400 && UNKNOWN_REFERENCE.test(text) && Date.now() < deadline;
    if (!retry) throw new Error(`POST ${path}: ${res.status()} ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * POSTs `data` to `path` until it is created: the order and payment contexts learn of what others made
 * from their events, a moment later. An answer `known` does not take for that wait throws at once; a
 * RegExp `known` takes a 400 or 404 whose text it matches.
 */
export async function postWhenKnown<T>(api: APIRequestContext, path: string, data: unknown, known: RegExp | ((status: number, text: string) => boolean)): Promise<T> {
  const deadline = Date.now() + 20_000;
  const pending = typeof known === 'function' ? known : (status: number, text: string) => (status === 400 || status === 404) && known.test(text);
  for (;;) {
    const res = await api.post(path, { data });
    if (res.status() === 201) return (await res.json()) as T;
    const text = await res.text();
    if (!pending(res.status(), text) || Date.now() > deadline) throw new Error(`POST ${path}: ${res.status()} ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A social ad account of the customer's own on the simulated network (its shared accounts belong to no
 * customer); the ads context hears of the customer from its event, so the first tries may not know it.
 */
export async function createAdAccount(api: APIRequestContext, account: { customerId: string; name: string }): Promise<string> {
  return (await postWhenKnown<{ id: string }>(api, '/api/ad-accounts', {
    provider: 'simulator', accountId: `7${String(Date.now()).slice(-9)}${Math.floor(Math.random() * 10)}`, name: account.name, currency: 'NZD',
    timezone: 'Pacific/Auckland', customerId: account.customerId,
  }, /Customer not found\./)).id;
}

/** Gives the agent the ad accounts (updateAgent fbAdAccountIds): the order flow offers a user their agents' accounts (002 §6). */
export async function linkAdAccounts(api: APIRequestContext, agentId: string, accountIds: string[]): Promise<void> {
  const res = await api.put(`/api/agents/${agentId}`, { data: { fbAdAccountIds: accountIds } });
  assert.equal(res.status(), 200, await res.text());
}

/** A campaign template of the customer on its ad account: one New Zealand ad set and a 'Just listed' creative. */
export async function createCampaignTemplate(api: APIRequestContext, template: {
  customerId: string; name: string; adAccountId: string; campaignType?: string; adSetName?: string;
}): Promise<string> {
  const { customerId, name, adAccountId, campaignType = 'FACEBOOK_IMAGE_CAMPAIGN', adSetName = 'New Zealand' } = template;
  return (await postWhenKnown<{ id: string }>(api, '/api/campaign-templates', {
    customerId, name, campaignType, objective: 'TRAFFIC', adAccountId,
    creative: { headline: 'Just listed: {{listing.title}}', message: 'Talk to {{agent.fullName}}.', callToAction: 'LEARN_MORE' },
    adSets: [{ name: adSetName, location: { type: 'COUNTRY', selectedCountries: ['NZ'] }, ageMin: 25, ageMax: 65, gender: 'ALL', budgetSharePercent: 100 }],
  }, /Customer not found\./)).id;
}

/**
 * A week-long NZD product (tax inclusive, 15 %) of the product type, on the customer campaign templates
 * given; the order context learns of a template from campaign_template.saved, a moment later.
 */
export async function createProduct(api: APIRequestContext, product: {
  code: string; name: string; productTypeId: string; price?: number; templates?: { templateId: string; type: string }[];
}): Promise<{ id: string; code: string }> {
  const { code, name, productTypeId, price = 19900, templates } = product;
  return postWhenKnown(api, '/api/products', {
    code, name, productTypeId, price, currency: 'NZD', isTaxInclusive: true, taxRate: 15, campaignDurationDays: 7,
    ...(templates ? { campaignTemplates: templates.map(({ templateId, type }) => ({ templateId, templateModel: 'CustomerCampaignTemplate', type })) } : {}),
  }, /Campaign template not found\./);
}

/** What placeCampaignOrder made: the INVOICE order and the title of the listing its campaign advertises. */
export interface CampaignOrder {
  order: { id: string; orderNumber: number };
  listingTitle: string;
}

/**
 * Through the API, for a customer who has a campaign template and an ad account: a product on that
 * template, an agent, a listing and an INVOICE order for it, which is READY at once, so the ads context
 * makes the order's campaign from it a moment later. The names carry `tag`, so a search finds them.
 */
export async function placeCampaignOrder(api: APIRequestContext, arrange: {
  customerId: string; templateId: string; adAccountId: string; tag: string; campaignName: string; productName: string;
}): Promise<CampaignOrder> {
  const { customerId, templateId, adAccountId, tag, campaignName, productName } = arrange;
  const type = await apiPost<{ id: string }>(api, '/api/product-types', { name: `Campaign listings ${tag}`, minListings: 1, maxListings: 10 });
  // The order context learns of the template from campaign_template.saved.
  const product = await postWhenKnown<{ code: string }>(api, '/api/products', {
    code: `E2E-C-${tag}`, name: productName, productTypeId: type.id, price: 19900, currency: 'NZD', isTaxInclusive: true, taxRate: 15, campaignDurationDays: 7,
    campaignTemplates: [{ templateId, templateModel: 'CustomerCampaignTemplate', type: 'SINGLE_LISTING' }],
  }, (status, text) => status === 400 && /Campaign template not found\./.test(text));
  const agent = await apiPost<{ id: string }>(api, '/api/agents', { customerId, fullName: `Jo Agent ${tag}`, email: `jo-${tag}@example.com` });
  const listingTitle = `12 Harbour View Road ${tag}`;
  const listing = await apiPost<{ id: string }>(api, '/api/listings', { customerId, title: listingTitle, agents: [{ id: agent.id }] }, { retryUnknownCustomer: true });
  const order = await postWhenKnown<{ id: string; orderNumber: number }>(api, '/api/orders', {
    customerId, paymentType: 'INVOICE', products: [product.code], orderType: 'LISTING', listingIds: [listing.id], agents: [{ id: agent.id }],
    campaignName, source: 'ORDER_FORM',
    // An order names the ad account its campaign runs on (the order form's billing account).
    attributes: [{ entity: 'FB_AD_ACCOUNT', key: 'fbAdAccount', value: adAccountId }],
  }, (status, text) => status === 400 && /\/body\/(listingIds|customerId|officeId|agents\/)/.test(text));
  return { order, listingTitle };
}

/** Reloads the page until `ready` holds: a campaign is made from its order's event a moment after the order is placed. */
export async function reloadUntil(page: Page, ready: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await ready())) {
    assert.ok(Date.now() < deadline, `not yet: ${what}`);
    await page.waitForTimeout(1000);
    await page.reload();
    await page.waitForLoadState('networkidle').catch(() => undefined);
  }
}

/** Opens /campaigns, searches for `search` (again after each reload) until the row of `campaignName` shows, and answers that row. */
export async function campaignOnList(page: Page, search: string, campaignName: string): Promise<Locator> {
  await page.goto('/campaigns');
  await page.getByRole('heading', { name: 'FB Campaigns' }).waitFor();
  const box = page.getByRole('textbox', { name: 'Search campaigns' });
  const row = page.getByRole('row').filter({ hasText: campaignName });
  await reloadUntil(page, async () => {
    await box.fill(search);
    return row.waitFor({ timeout: 3000 }).then(() => true, () => false);
  }, `the campaign ${campaignName} on /campaigns`);
  return row;
}

/** Opens the order's page, reloading until its campaign `campaignName` is listed there, and answers that entry. */
export async function campaignOnOrder(page: Page, orderId: string, campaignName: string): Promise<Locator> {
  await page.goto(`/order/${orderId}/edit`);
  const row = page.getByTestId('order-campaign').filter({ hasText: campaignName });
  await reloadUntil(page, () => row.waitFor({ timeout: 3000 }).then(() => true, () => false), `the campaign ${campaignName} on the order`);
  return row;
}

/** A listing names at most 3 agents, so a probe names at most that many. */
const AGENTS_PER_LISTING = 3;

/**
 * Waits until the listing context knows a customer just created (and its office and agents), so a
 * browser test that then names them in a listing screen does not meet 'Customer not found.': probe
 * listings are created with them (retried as above, a few agents each) and deleted again, leaving nothing behind.
 */
export async function awaitListingReferences(api: APIRequestContext, refs: { customerId: string; officeId?: string; agentIds?: string[] }): Promise<void> {
  const agentIds = refs.agentIds ?? [];
  for (let i = 0; i === 0 || i < agentIds.length; i += AGENTS_PER_LISTING) {
    const agents = agentIds.slice(i, i + AGENTS_PER_LISTING).map((id) => ({ id }));
    const probe = await apiPost<{ id: string }>(api, '/api/listings', {
      customerId: refs.customerId, title: 'e2e reference probe', ...(refs.officeId ? { officeId: refs.officeId } : {}), ...(agents.length ? { agents } : {}),
    }, { retryUnknownCustomer: true });
    const res = await api.delete(`/api/listings?ids=${probe.id}`);
    if (!res.ok()) throw new Error(`DELETE the probe listing: ${res.status()} ${await res.text()}`);
  }
}

/** A browser, an admin API session and a page signed in as the seeded admin: the set-up of most files. */
export interface AdminSession {
  browser: Browser;
  api: APIRequestContext;
  context: BrowserContext;
  page: Page;
}

/**
 * Launches the browser and the admin API session, runs `arrange` with the API (to create the data the
 * test needs before the page opens), then opens a page and signs the admin in.
 */
export async function openAdminSession(arrange?: (api: APIRequestContext) => Promise<void>): Promise<AdminSession> {
  const session: Partial<AdminSession> = {};
  try {
    session.browser = await launch();
    session.api = await adminApi();
    await arrange?.(session.api);
    ({ context: session.context, page: session.page } = await newPage(session.browser));
    await signIn(session.page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await waitForPath(session.page, '/');
    return session as AdminSession;
  } catch (error) {
    // The caller never gets the session to close: what was opened is closed here.
    await closeSession(session);
    throw error;
  }
}

/** Closes what openAdminSession opened; safe on a session whose set-up failed part-way. */
export async function closeSession(session: Partial<AdminSession> | undefined): Promise<void> {
  await session?.context?.close();
  await session?.api?.dispose();
  await session?.browser?.close();
}

export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export async function createUser(api: APIRequestContext, options: { email: string; roles: string[]; isActive: boolean; password?: string; displayName?: string }) {
  const password = options.password ?? PASSWORD;
  const res = await api.post('/api/users', {
    data: {
      email: options.email, displayName: options.displayName ?? options.email.split('@')[0], roles: options.roles, kind: 'staff',
      password, confirmPassword: password, isActive: options.isActive,
    },
  });
  if (res.status() !== 201) throw new Error(`create user failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: string; email: string };
}

/** The newest captured mail to `to` whose text matches `pattern`, polled for a few seconds. */
export async function mailLink(api: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const res = await api.get(`/api/auth/mail?to=${encodeURIComponent(to)}`);
    if (res.ok()) {
      const { items } = (await res.json()) as { items: { text: string; html?: string }[] };
      for (const mail of items) {
        const match = `${mail.text}\n${mail.html ?? ''}`.match(pattern);
        if (match) return match[0];
      }
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real PNG of one colour (8-bit RGB, no interlace), width × height pixels. */
export function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3); // filter byte 0, then the pixels
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(pixels)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A PNG file to choose in a file input (setInputFiles) or to upload: `png` named `name`. */
export const pngFile = (name: string, width: number, height: number, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: png(width, height, rgb) });

/** Waits until `count` image tiles show a picture that loaded (a chosen file's, or a stored thumbnail). */
export async function waitForDrawn(page: Page, count: number): Promise<void> {
  await page.locator('[data-testid^="images-"] img').nth(count - 1).waitFor();
  await page.waitForFunction((n) => {
    const imgs = [...document.querySelectorAll<HTMLImageElement>('[data-testid^="images-"] img')];
    return imgs.filter((i) => i.complete && i.naturalWidth > 0).length === n;
  }, count);
}
