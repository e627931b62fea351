// Browser test of the import-job screen (000 §7: the jobs list, stop, rerun, search fields and the demo job),
// as the seeded admin for a customer made here: Import Jobs from the Customers dropdown; the demo import needs
// a customer, and started for it runs to 100% with what it did (of the feed's 6 listings the 2 current ones
// created, which the customer then has, and 4 skipped); Rerun runs it again (2 unchanged); the search matches the field chosen (name or status). The demo
// job finishes within a moment, too fast to stop by hand: to see Stop at work, the list's answer is shown
// with the real job marked running (the page's own request, changed in the browser), and Stop then calls
// the real stopImportJob, whose answer (a finished job is left as it is) the page shows.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Page } from 'playwright-core';
import { type AdminSession, apiPost, awaitListingReferences, closeSession, newTag, openAdminSession, screenshot, waitForPath } from './helpers.ts';

let session: AdminSession | undefined;
let api: APIRequestContext;
let page: Page;
const tag = newTag();
let customer: { id: string; name: string };

before(async () => {
  session = await openAdminSession(async (admin) => {
    api = admin;
    customer = await apiPost(api, '/api/customers', { name: `Import Realty ${tag}` });
    // The demo job names the customer just made: wait until the listing context knows it.
    await awaitListingReferences(api, { customerId: customer.id });
  });
  ({ page } = session);
});
after(async () => {
  const listings = (await (await api.get(`/api/listings?customerId=${customer.id}&limit=100`)).json()) as { items: { id: string }[] };
  if (listings.items.length) await api.delete(`/api/listings?${listings.items.map((l) => `ids=${l.id}`).join('&')}`);
  await closeSession(session);
});

const rows = () => page.getByRole('row').filter({ hasText: 'Demo feed' });

describe('import jobs', () => {
  it('opens Import Jobs from the Customers dropdown, starts a demo import for a customer and sees it finish', async () => {
    await page.getByRole('button', { name: 'Customers' }).click();
    await page.getByRole('menuitem', { name: 'Import Jobs' }).click();
    await waitForPath(page, '/customers/import-jobs');
    await page.getByRole('heading', { name: 'Import Jobs' }).waitFor();
    await page.getByTestId('demo-needs-customer').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Start demo import' }).isDisabled(), true);

    await page.locator(`select[name=customerFilter] option[value="${customer.id}"]`).waitFor({ state: 'attached' });
    await page.locator('select[name=customerFilter]').selectOption(customer.id);
    await page.getByText('No import jobs found.').waitFor();
    await page.getByRole('button', { name: 'Start demo import' }).click();
    await rows().first().waitFor();
    await rows().first().getByTestId('import-job-status').getByText('completed').waitFor({ timeout: 30_000 });
    await rows().first().getByText('100%').waitFor();
    await rows().first().getByText('Done: 2 created, 0 updated, 0 unchanged, 4 skipped.').waitFor();
    assert.equal(await rows().first().getByText(customer.name).count(), 1);
    await screenshot(page, '75-import-jobs-demo');
    const listings = (await (await api.get(`/api/listings?customerId=${customer.id}&limit=100`)).json()) as { count: number };
    assert.equal(listings.count, 2);
  });

  it('reruns the job: a new job that changes nothing', async () => {
    await rows().first().getByRole('button', { name: /^Rerun/ }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=import-job-status]').length === 2);
    const newest = rows().first();
    await newest.getByTestId('import-job-status').getByText('completed').waitFor({ timeout: 30_000 });
    await newest.getByText('Done: 0 created, 0 updated, 2 unchanged, 4 skipped.').waitFor();
    await screenshot(page, '76-import-jobs-rerun');
  });

  it('searches by the field chosen', async () => {
    await page.locator('select[name=searchField]').selectOption('status');
    await page.getByRole('textbox', { name: 'Search import jobs' }).fill('failed');
    await page.getByText('No import jobs found.').waitFor();
    await page.getByRole('textbox', { name: 'Search import jobs' }).fill('completed');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=import-job-status]').length === 2);
    await page.locator('select[name=searchField]').selectOption('name');
    await page.getByRole('textbox', { name: 'Search import jobs' }).fill('demo');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=import-job-status]').length === 2);
    await page.getByRole('textbox', { name: 'Search import jobs' }).fill('');
  });

  it('stops a running job with Stop (the running state shown by changing the list in the browser)', async () => {
    let showRunning = true;
    const jobsList = (url: URL) => url.pathname === '/api/import-jobs';
    await page.route(jobsList, async (route) => {
      if (!showRunning) return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { items: Record<string, unknown>[] };
      if (body.items[0]) body.items[0] = { ...body.items[0], status: 'running', done: 3, total: 6, progressPercent: 50, result: null, finishedAt: null };
      await route.fulfill({ response, json: body });
    });
    const stopped = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/import-jobs\/[0-9a-f-]{36}\/stop$/.test(new URL(r.url()).pathname));
    page.on('request', (r) => { if (r.method() === 'POST' && r.url().endsWith('/stop')) showRunning = false; });
    await page.reload();
    const running = rows().first();
    await running.getByTestId('import-job-status').getByText('running').waitFor();
    await running.getByText('50%').waitFor();
    await running.getByText('Importing: 3 of 6 listings.').waitFor();
    await screenshot(page, '77-import-jobs-running');
    await running.getByRole('button', { name: /^Stop/ }).click();
    await stopped;
    // The real job had finished: stopImportJob leaves it as it is, and the page shows it so.
    await rows().first().getByTestId('import-job-status').getByText('completed').waitFor();
    assert.equal(await rows().first().getByRole('button', { name: /^Stop/ }).count(), 0);
    await page.unrouteAll({ behavior: 'wait' });
  });
});
