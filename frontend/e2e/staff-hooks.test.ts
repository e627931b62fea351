// Browser test of the staff hooks into the customer dashboard (001 §3, §4, §6; issue 28 §7), as the seeded
// admin: the dashboard editor is a form — a colour chosen with the picker and a tab's access taken from
// agents are saved; then "Log in as" on the users screen opens the dashboard as that agent's dashboard
// user in a new tab (the agent sees the new colour and no leads tab), while the admin's own tab is still
// the admin's, also after a reload; signing out in the dashboard tab ends only that session. Arranged
// through the API: a customer, its dashboard, an agent and the agent's active dashboard user.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, BrowserContext, Page, Request } from 'playwright-core';
import { apiPost, closeSavedDialog, newTag, openAdminSession, pathOf, screenshot, topScreenshot, uniqueEmail, waitForPath, closeSession, type AdminSession } from './helpers.ts';
import { createDashboardUser } from './dashboard-helpers.ts';

const tag = newTag();
const COLOUR = '#7a1f5c';
const COLOUR_RGB = 'rgb(122, 31, 92)';
let session: AdminSession;
let api: APIRequestContext;
let context: BrowserContext;
let page: Page;
let dashboard: { id: string };
let dashboardUser: { id: string; email: string; displayName: string };
let adminId = '';

before(async () => {
  session = await openAdminSession(async (a) => {
    api = a;
    const customer = await apiPost<{ id: string }>(api, '/api/customers', { name: `Staff Hooks Realty ${tag}` });
    // No config: the dashboard starts from the install's defaults, which the test edits in the form.
    dashboard = await apiPost(api, '/api/dashboards', { customerId: customer.id, name: `Staff hooks dashboard ${tag}` });
    const agent = await apiPost<{ id: string }>(api, '/api/agents', { customerId: customer.id, fullName: `Jo Hooks ${tag}` });
    dashboardUser = await createDashboardUser(api, { email: uniqueEmail('staff-hooks'), displayName: `Jo Hooks ${tag}`, roles: ['agent'], customerId: customer.id, agentId: agent.id });
    adminId = ((await (await api.get('/api/users/me')).json()) as { id: string }).id;
  });
  ({ context, page } = session);
});
after(async () => {
  await closeSession(session);
});

/** The /api/users/me answer a page gets next (its user), with the X-Session header it asked with. */
async function nextMe(p: Page, action: () => Promise<unknown>): Promise<{ id: string; kind: string; header: string | null }> {
  const [response] = await Promise.all([p.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/me' && r.status() === 200), action()]);
  const request: Request = response.request();
  const body = (await response.json()) as { id: string; kind: string };
  return { id: body.id, kind: body.kind, header: (await request.allHeaders())['x-session'] ?? null };
}

describe('staff hooks into the customer dashboard', () => {
  it('edits the dashboard with the form: a colour from the picker and a tab no longer for agents; it saves', async () => {
    await page.goto(`/dashboards/edit/${dashboard.id}`);
    await page.getByRole('heading', { name: 'Theme' }).waitFor();
    await page.getByLabel('Background colour picker').fill(COLOUR);
    assert.equal(await page.locator('input[name="config.themes.backgroundTheme"]').inputValue(), COLOUR);
    await page.locator('input[name="config.themes.contactLabel"]').fill('Consultant');
    // The leads tab is no longer for agents (the hidden input is the checkbox; Chakra draws the box).
    const leadsForAgents = page.getByRole('checkbox', { name: 'Leads tab: Agent' });
    assert.equal(await leadsForAgents.isChecked(), true);
    await leadsForAgents.uncheck({ force: true });
    assert.equal(await leadsForAgents.isChecked(), false);
    await page.getByRole('checkbox', { name: 'Invoice: Agent' }).check({ force: true });
    await topScreenshot(page, 'sh-01-dashboard-form-edited');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Successfully Saved!').first().waitFor();
    await closeSavedDialog(page);

    const saved = (await (await api.get(`/api/dashboards/${dashboard.id}`)).json()) as {
      config: { themes: { backgroundTheme: string; contactLabel: string }; tabs: { code: string; accessRight: string[] }[]; enablePaymentMethod: { invoiceRoles: string[] } };
    };
    assert.equal(saved.config.themes.backgroundTheme, COLOUR);
    assert.equal(saved.config.themes.contactLabel, 'Consultant');
    assert.deepEqual(saved.config.tabs.find((t) => t.code === 'leads')?.accessRight, ['corporate', 'branchmanager', 'branchuser']);
    assert.deepEqual(saved.config.tabs.find((t) => t.code === 'orders')?.accessRight, ['corporate', 'branchmanager', 'branchuser', 'agent']);
    assert.deepEqual(saved.config.enablePaymentMethod.invoiceRoles, ['agent']);
    // The form shows what was saved after a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Theme' }).waitFor();
    assert.equal(await page.locator('input[name="config.themes.backgroundTheme"]').inputValue(), COLOUR);
    assert.equal(await page.getByRole('checkbox', { name: 'Leads tab: Agent' }).isChecked(), false);
    await topScreenshot(page, 'sh-02-dashboard-form-saved');
  });

  it('"Log in as" opens the dashboard as the dashboard user in a new tab; this tab stays the admin\'s', async () => {
    await page.goto('/admin/users');
    await page.locator('select[name=userFilter]').selectOption({ label: 'Dashboard users' });
    await page.getByRole('textbox', { name: 'Search users' }).fill(dashboardUser.email);
    const row = page.getByRole('row').filter({ hasText: dashboardUser.email });
    await row.waitFor();
    await screenshot(page, 'sh-03-users-dashboard-filter');

    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      row.getByRole('button', { name: `Log in as ${dashboardUser.displayName}` }).click(),
    ]);
    const me = await nextMe(popup, () => popup.waitForURL((url) => url.pathname.startsWith('/customer-dashboard')));
    // The new tab is the dashboard user, asking for its own session; its address lost the marker.
    assert.equal(me.id, dashboardUser.id);
    assert.equal(me.kind, 'dashboard');
    assert.equal(me.header, `as:${dashboardUser.id}`);
    assert.equal(new URL(popup.url()).searchParams.get('as'), null);
    const header = popup.getByTestId('dashboard-header');
    await header.waitFor();
    // The dashboard as edited: its colour, the contact label, and no leads tab for an agent.
    // (The frame draws the default theme until the customer's dashboard has loaded.)
    await popup.waitForFunction((rgb) => {
      const el = document.querySelector('[data-testid=dashboard-header]');
      return !!el && getComputedStyle(el).backgroundColor === rgb;
    }, COLOUR_RGB);
    await popup.getByTestId('dashboard-nav-agent').filter({ hasText: 'Consultant' }).first().waitFor();
    await popup.getByTestId('dashboard-tab-orders').first().waitFor();
    assert.equal(await popup.getByTestId('dashboard-tab-leads').count(), 0);
    await screenshot(popup, 'sh-04-dashboard-as-user');

    // The admin's tab: still the admin, also after a reload, with no X-Session header.
    const admin = await nextMe(page, () => page.reload());
    assert.equal(admin.id, adminId);
    assert.equal(admin.kind, 'staff');
    assert.equal(admin.header, null);
    assert.equal(pathOf(page), '/admin/users');
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await topScreenshot(page, 'sh-05-admin-tab-after-log-in-as');

    // The dashboard tab keeps its session over a reload too (the marker is the tab's).
    const again = await nextMe(popup, () => popup.reload());
    assert.equal(again.id, dashboardUser.id);

    // Signing out in the dashboard tab ends only its session: the admin's tab is still the admin's.
    await popup.getByTestId('dashboard-sign-out').first().click();
    await popup.waitForURL((url) => !url.pathname.startsWith('/customer-dashboard') || url.pathname.includes('signin'));
    // The session itself has ended, not only the tab's marker: asked for, it is refused.
    const refused = await popup.evaluate(async (id) => (await fetch('/api/users/me', { headers: { 'X-Session': `as:${id}` } })).status, dashboardUser.id);
    assert.equal(refused, 401);
    const stillAdmin = await nextMe(page, () => page.reload());
    assert.equal(stillAdmin.id, adminId);
    await screenshot(popup, 'sh-06-dashboard-tab-signed-out');
    await popup.close();
    await waitForPath(page, '/admin/users');
  });
});
