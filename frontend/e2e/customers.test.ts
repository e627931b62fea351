// Browser tests of the customer screens, as the seeded admin: create a customer, an office
// and an agent with a phone number (an invalid number shows the server's message and blocks saving;
// a valid NZ number saves with 'Successfully Saved!'), find the agent by search, edit it, invite it to
// the dashboard (the link shows once with its expiry; once the agent has an active dashboard user the
// server refuses, 409, and the page stays); plus the other customer-context screens, with a screenshot
// of each.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminApi, BASE_URL, launch, newPage, PASSWORD, pathOf, screenshot as fullShot, signIn, uniqueEmail, waitForPath } from './helpers.ts';

let browser: Browser;
let api: APIRequestContext;
let context: BrowserContext;
let page: Page;
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const customerName = `Harbour Realty ${tag}`;
const officeName = `Ponsonby ${tag}`;
const agentName = `Jo Agent ${tag}`;
let customerId = '';
let agentId = '';

before(async () => {
  browser = await launch();
  api = await adminApi();
  ({ context, page } = await newPage(browser));
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await waitForPath(page, '/');
});
after(async () => {
  await context?.close();
  await api?.dispose();
  await browser?.close();
});

/** A full-page shot of a scrolled page draws the sticky top menu mid-page, so shoot from the top. */
async function screenshot(p: Page, name: string) {
  await p.evaluate(() => window.scrollTo(0, 0));
  await fullShot(p, name);
}

// A message in a dialog, or in a toast (a confirmation that needs no answer; the newest, as an earlier save's
// may still show).
const dialogText = (text: string) => page.locator('[data-testid=app-dialog], [data-testid=app-toast]').getByText(text, { exact: true }).last();
async function closeDialog() {
  await page.keyboard.press('Escape');
  await page.getByTestId('app-dialog').waitFor({ state: 'detached' });
}

describe('customer screens', () => {
  it('opens Customers from the Customers dropdown and creates a customer', async () => {
    await page.getByRole('button', { name: 'Customers' }).click();
    const items = page.getByRole('menuitem');
    assert.deepEqual(await items.allTextContents(), ['Customers', 'Offices', 'Agents', 'Customer Listings', 'Bulk Upload', 'Import Jobs', 'Open Homes']);
    await screenshot(page, '40-customers-menu');
    await items.filter({ hasText: 'Customers' }).click();
    await waitForPath(page, '/customers');
    await page.getByRole('link', { name: 'Create customer' }).click();
    await waitForPath(page, '/customers/create');
    await page.getByRole('button', { name: 'Create customer' }).click();
    await page.getByText('Please enter a name.').waitFor();
    await page.locator('input[name=name]').fill(customerName);
    await page.locator('input[name=email]').fill(`office-${tag}@harbour.example.com`);
    await page.getByRole('button', { name: 'Add setting' }).click();
    await page.getByRole('textbox', { name: 'Setting 1 key' }).fill('hide-sponsored-by');
    await page.getByRole('textbox', { name: 'Setting 1 value' }).fill('true');
    await page.getByRole('button', { name: 'Add page' }).click();
    await page.getByRole('textbox', { name: 'Facebook page 1 id' }).fill('102938475610');
    await page.getByRole('textbox', { name: 'Facebook page 1 name' }).fill('Harbour Realty');
    await screenshot(page, '41-customer-create');
    await page.getByRole('button', { name: 'Create customer' }).click();
    await waitForPath(page, /^\/customer\/[0-9a-f-]{36}\/edit$/);
    await dialogText('Successfully Saved!').waitFor();
    customerId = pathOf(page).split('/')[2]!;
    await closeDialog();
    const created = await (await api.get(`/api/customers/${customerId}`)).json();
    assert.equal(created.name, customerName);
    assert.deepEqual(created.country, { code: 'NZ', taxCode: 'GST' });
    assert.equal(created.currency.code, 'NZD');
    assert.deepEqual(created.settings, [{ key: 'hide-sponsored-by', value: 'true' }]);
  });

  it('edits the customer: fields, logo, activation and an API key shown once', async () => {
    // The edit page loads lazily after the create page's navigation: type into its form, not the leaving one.
    await page.getByRole('heading', { name: `Edit ${customerName}` }).waitFor();
    await page.locator('input[name=imageAdLimit]').fill('6');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await dialogText('Successfully Saved!').waitFor();
    await closeDialog();
    assert.equal((await (await api.get(`/api/customers/${customerId}`)).json()).imageAdLimit, 6);

    const png = await page.evaluate(async () => {
      const c = document.createElement('canvas');
      c.width = 240; c.height = 80;
      const ctx = c.getContext('2d')!;
      ctx.fillStyle = '#0b3d5c'; ctx.fillRect(0, 0, 240, 80);
      ctx.fillStyle = '#ffffff'; ctx.font = 'bold 32px sans-serif'; ctx.fillText('HARBOUR', 30, 52);
      return c.toDataURL('image/png').split(',')[1]!;
    });
    await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
    await dialogText('The logo has been updated.').waitFor();
    await closeDialog();
    await page.getByRole('img', { name: `${customerName} logo` }).waitFor();

    await page.getByRole('button', { name: 'Generate API key' }).click();
    const secret = await page.getByTestId('customer-api-key-secret').textContent();
    assert.ok(secret && secret.length > 10);
    await screenshot(page, '42-customer-api-key');
    await page.getByRole('button', { name: 'Done' }).click();
    assert.equal(await page.getByText(secret!).count(), 0);
    assert.equal((await (await api.get(`/api/customers/${customerId}`)).json()).hasApiKey, true);

    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    // The confirmation must be gone before the next click, or its closing layer can swallow it.
    await page.getByTestId('app-dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Activate' }).waitFor();
    assert.equal((await (await api.get(`/api/customers/${customerId}`)).json()).isActive, false);
    await page.getByRole('button', { name: 'Activate' }).click();
    await page.getByRole('button', { name: 'Deactivate' }).waitFor();
    await screenshot(page, '43-customer-edit');
  });

  it('searches customers server-side with at least 2 characters', async () => {
    await page.goto('/customers');
    const search = page.getByRole('textbox', { name: 'Search customers' });
    await search.fill('H');
    await page.getByText('Type at least 2 characters to search.').waitFor();
    await search.fill(tag);
    await page.getByRole('cell', { name: customerName, exact: true }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await screenshot(page, '44-customers-list');
  });

  it('edits, previews and resets an e-mail template', async () => {
    await page.goto(`/customer/${customerId}/email-templates`);
    await page.getByRole('cell', { name: 'order-placed' }).click();
    await page.locator('input[name=subject]').fill(`Order {{orderNumber}} received by ${tag}`);
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByTestId('email-preview').getByText(new RegExp(`Subject: Order \\S+ received by ${tag}`)).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await dialogText('Successfully Saved!').waitFor();
    await closeDialog();
    await page.getByRole('cell', { name: `Order {{orderNumber}} received by ${tag}` }).waitFor();
    await page.getByRole('cell', { name: 'order-placed' }).click();
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByTestId('email-preview').waitFor();
    await screenshot(page, '45-customer-email-templates');
    await page.getByRole('button', { name: 'Reset to default' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await dialogText('"order-placed" uses the default again.').waitFor();
    await closeDialog();
    const list = await (await api.get(`/api/email-templates?customerId=${customerId}`)).json();
    assert.equal(list.items.find((t: { name: string }) => t.name === 'order-placed').isDefault, true);
  });

  it('creates an office for the customer', async () => {
    await page.goto('/offices/list');
    await page.getByRole('link', { name: 'Create office' }).click();
    await waitForPath(page, '/offices/create');
    await page.locator('select[name=customerId]').selectOption({ label: customerName });
    await page.locator('input[name=name]').fill(officeName);
    await page.locator('input[name=phone]').fill('+64 9 360 1234');
    await page.locator('textarea[name=address]').fill('12 Ponsonby Road, Auckland 1011');
    await screenshot(page, '46-office-create');
    await page.getByRole('button', { name: 'Create office' }).click();
    await waitForPath(page, /^\/offices\/[0-9a-f-]{36}\/edit$/);
    await dialogText('Successfully Saved!').waitFor();
    await closeDialog();
    await page.goto('/offices/list');
    await page.getByRole('textbox', { name: 'Search offices' }).fill(officeName);
    await page.getByRole('cell', { name: officeName, exact: true }).waitFor();
    await page.getByRole('cell', { name: customerName, exact: true }).waitFor();
    await screenshot(page, '47-offices-list');
  });

  it('creates an agent: an invalid phone number shows the server message and blocks saving; a valid one saves', async () => {
    await page.goto(`/agents/create?customerId=${customerId}`);
    await page.locator('select[name=customerId] option', { hasText: customerName }).waitFor({ state: 'attached' });
    assert.equal(await page.locator('select[name=customerId]').inputValue(), customerId);
    await page.locator('input[name=fullName]').fill(agentName);
    await page.locator('input[name=email]').fill(`jo-${tag}@harbour.example.com`);
    await page.getByRole('checkbox', { name: officeName }).check({ force: true });
    await page.locator('select[name=fbPage]').selectOption('102938475610');
    await page.getByRole('button', { name: 'Add phone' }).click();
    await page.getByRole('textbox', { name: 'Phone 1 number' }).fill('12345');
    await page.getByRole('button', { name: 'Create agent' }).click();
    const fieldError = page.getByTestId('phone-0').getByText('The phone number 12345 is not a valid number for NZ.');
    await fieldError.waitFor();
    await screenshot(page, '48-agent-create-invalid-phone');
    assert.equal(pathOf(page), '/agents/create');
    const none = await (await api.get(`/api/agents?customerId=${customerId}`)).json();
    assert.equal(none.count, 0);

    await page.getByRole('textbox', { name: 'Phone 1 number' }).fill('+64 21 123 4567');
    assert.equal(await fieldError.count(), 0);
    await page.getByRole('button', { name: 'Create agent' }).click();
    await waitForPath(page, /^\/agents\/[0-9a-f-]{36}\/edit$/);
    await dialogText('Successfully Saved!').waitFor();
    agentId = pathOf(page).split('/')[2]!;
    await screenshot(page, '49-agent-saved');
    await closeDialog();
    const agent = await (await api.get(`/api/agents/${agentId}`)).json();
    assert.equal(agent.fullName, agentName);
    assert.deepEqual(agent.phones, [{ type: 'MOBILE', value: '+64211234567' }]);
    assert.equal(agent.officeIds.length, 1);
    assert.equal(agent.fbPage.pageId, '102938475610');
  });

  it('finds the agent by search and edits it', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Customers' }).click();
    await page.getByRole('menuitem', { name: 'Agents' }).click();
    await waitForPath(page, '/agents/list');
    const search = page.getByRole('textbox', { name: 'Search agents' });
    await search.fill('J');
    await page.getByText('Type at least 2 characters to search.').waitFor();
    await search.fill(`Agent ${tag}`);
    await page.getByText('Searching agents...').waitFor();
    await page.getByRole('cell', { name: agentName }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await page.getByText('Searching agents...').waitFor({ state: 'detached' });
    await screenshot(page, '50-agents-search');
    await page.getByRole('cell', { name: agentName }).click();
    await waitForPath(page, `/agents/${agentId}/edit`);

    await page.locator('input[name=fullName]').fill(`${agentName} Smith`);
    await page.getByRole('button', { name: 'Add phone' }).click();
    await page.locator('select[name="phones.1.type"]').selectOption('FIXED_LINE');
    await page.getByRole('textbox', { name: 'Phone 2 number' }).fill('0000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('phone-1').getByText('The phone number 0000 is not a valid number for NZ.').waitFor();
    assert.equal((await (await api.get(`/api/agents/${agentId}`)).json()).fullName, agentName);
    await page.getByRole('textbox', { name: 'Phone 2 number' }).fill('09 360 1234');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await dialogText('Successfully Saved!').waitFor();
    await closeDialog();
    const agent = await (await api.get(`/api/agents/${agentId}`)).json();
    assert.equal(agent.fullName, `${agentName} Smith`);
    assert.deepEqual(agent.phones, [{ type: 'MOBILE', value: '+64211234567' }, { type: 'FIXED_LINE', value: '+6493601234' }]);
    await page.getByText('This agent has no dashboard user yet.').waitFor();
    await screenshot(page, '51-agent-edit');
  });

  it('invites the agent to the dashboard: the link shows once, with a copy button and its expiry', async () => {
    await page.goto(`/agents/${agentId}/edit`);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    const earliest = Date.now();
    await page.getByRole('button', { name: 'Invite to the dashboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dashboard invitation' });
    const link = (await dialog.getByTestId('invitation-link').textContent()) ?? '';
    const latest = Date.now();
    // A signed token (a JWT) in the dashboard sign-up link of this install.
    assert.match(link, /^https?:\/\/[^/]+\/customer-dashboard\/signup\/[\w-]+\.[\w-]+\.[\w-]+$/);
    // The agent has an address: the link went to it too (and shows to pass on).
    await dialog.getByText(`The link was e-mailed to ${agentName} Smith at jo-${tag}@harbour.example.com;`, { exact: false }).waitFor();
    // Valid for seven days, shown as DD/MM/YYYY HH:mm in Auckland time.
    const shown = (at: number) => {
      const parts = Object.fromEntries(new Intl.DateTimeFormat('en-NZ', {
        timeZone: 'Pacific/Auckland', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
      }).formatToParts(new Date(at)).map((p) => [p.type, p.value]));
      return `The link expires on ${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}.`;
    };
    const expiry = (await dialog.getByTestId('invitation-expiry').textContent()) ?? '';
    const week = 7 * 24 * 3600 * 1000;
    assert.ok([shown(earliest + week), shown(latest + week), shown(latest + week + 60_000)].includes(expiry), expiry);
    await dialog.getByRole('button', { name: 'Copy invitation link' }).click();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
    await screenshot(page, '57-agent-invitation');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.getByText(link).count(), 0, 'the link is shown once');
    assert.equal(pathOf(page), `/agents/${agentId}/edit`);
  });

  it('creates a dashboard template and a dashboard from it', async () => {
    await page.goto('/dashboards/templates/create');
    await page.locator('input[name=name]').fill(`Property ${tag}`);
    await page.locator('input[name="config.themes.contactLabel"]').fill('Consultant');
    await screenshot(page, '53-dashboard-template-create');
    await page.getByRole('button', { name: 'Create template' }).click();
    await waitForPath(page, /^\/dashboards\/templates\/edit\/[0-9a-f-]{36}$/);
    await dialogText('Successfully Saved!').waitFor();
    await closeDialog();
    await page.goto('/dashboards/templates/list');
    await page.getByRole('cell', { name: `Property ${tag}` }).waitFor();
    await screenshot(page, '54-dashboard-templates-list');

    await page.goto('/dashboards/create');
    await page.locator('input[name=name]').fill(`${customerName} dashboard`);
    await page.locator('select[name=customerId]').selectOption({ label: customerName });
    await page.locator('select[name=templateId]').selectOption({ label: `Property ${tag}` });
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByTestId('app-dialog').waitFor({ state: 'detached' });
    await page.waitForFunction(() => (document.querySelector('input[name="config.themes.contactLabel"]') as HTMLInputElement)?.value === 'Consultant');
    await page.locator('input[name="config.themes.textTheme"]').fill('not a colour!');
    await page.getByRole('button', { name: 'Create dashboard' }).click();
    await page.getByText('Enter a colour: #rrggbb, a colour name or rgb(…).').waitFor();
    await page.locator('select[name=templateId]').selectOption('');
    await page.locator('select[name=templateId]').selectOption({ label: `Property ${tag}` });
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByTestId('app-dialog').waitFor({ state: 'detached' });
    await page.waitForFunction(() => (document.querySelector('input[name="config.themes.contactLabel"]') as HTMLInputElement)?.value === 'Consultant');
    await page.getByRole('button', { name: 'Create dashboard' }).click();
    await waitForPath(page, /^\/dashboards\/edit\/[0-9a-f-]{36}$/);
    await dialogText('Successfully Saved!').waitFor();
    await closeDialog();
    await screenshot(page, '55-dashboard-edit');
    const dashboards = await (await api.get(`/api/dashboards?customerId=${customerId}`)).json();
    assert.equal(dashboards.items[0].config.themes.contactLabel, 'Consultant');
    await page.goto('/dashboards/list');
    await page.getByRole('cell', { name: `${customerName} dashboard` }).waitFor();
    await screenshot(page, '56-dashboards-list');
  });

  // Last: the pre-authenticated dashboard session opens in a new tab (its own cookie, beside the admin's;
  // staff-hooks.test.ts checks the admin's tab is still the admin's).
  it("activates the agent's dashboard user (then it cannot be invited) and logs in as it", async () => {
    await page.goto(`/agents/${agentId}/edit`);
    const email = uniqueEmail('dash');
    const res = await api.post('/api/users', {
      data: { email, displayName: 'Jo Dashboard', roles: ['agent'], kind: 'dashboard', customerId, agentId, password: PASSWORD, confirmPassword: PASSWORD, isActive: false },
    });
    assert.equal(res.status(), 201, await res.text());
    await page.reload();
    await page.getByText(email).waitFor();
    await page.getByRole('button', { name: 'Activate' }).click();
    await dialogText('user has been activated.').waitFor();
    await closeDialog();
    await page.getByRole('button', { name: 'Activate' }).waitFor({ state: 'detached' });

    // The agent now has an active dashboard user: the server refuses an invitation (409), and the page
    // stays with the server's message. The agent the page shows is made stale on purpose (its
    // dashboardUserId left out), as it is when someone signs up while the page is open.
    await page.route(`**/api/agents/${agentId}`, async (route) => {
      const response = await route.fetch();
      const { dashboardUserId: _, ...stale } = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: stale });
    });
    await page.reload();
    await page.getByRole('button', { name: 'Invite to the dashboard' }).click();
    await dialogText('This agent already has an active dashboard user.').waitFor();
    assert.equal(pathOf(page), `/agents/${agentId}/edit`);
    assert.equal(await page.getByRole('dialog', { name: 'Dashboard invitation' }).count(), 0);
    await screenshot(page, '58-agent-invitation-refused');
    await closeDialog();
    await page.getByRole('button', { name: 'Invite to the dashboard' }).waitFor({ state: 'detached' });
    await page.unroute(`**/api/agents/${agentId}`);
    // Once the customer context has linked the agent (an event), the page no longer offers it.
    for (let i = 0; i < 50 && !(await (await api.get(`/api/agents/${agentId}`)).json()).dashboardUserId; i++) await page.waitForTimeout(200);
    await page.reload();
    await page.getByRole('button', { name: 'Log in as' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Invite to the dashboard' }).count(), 0);

    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Log in as' }).click()]);
    await popup.waitForURL((url) => url.pathname.startsWith('/customer-dashboard'));
    await popup.close();
    await screenshot(page, '52-agent-dashboard-user');
  });
});
