// Browser tests of the open-home screens (000 §2), as the seeded admin: Open Homes from the Customers
// dropdown lists the visitors newest visit first; a visitor opens at /customer/open-homes/{id} with who
// came, when, and a link to the listing they visited, whose page links its visitors; with a screenshot
// of each page.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Page } from 'playwright-core';
import { type AdminSession, apiPost, closeSession, newTag, openAdminSession, topScreenshot as screenshot, waitForPath } from './helpers.ts';

let session: AdminSession | undefined;
let api: APIRequestContext;
let page: Page;
const tag = newTag();
let customer: { id: string; name: string };
let listing: { id: string; title: string };
let earlier: { id: string };
let later: { id: string };

// The listing service learns of a customer just created through its event, a moment later: creating
// its listing retries 'Customer not found.' within a bound (helpers.ts).
const post = <T>(path: string, data: unknown) => apiPost<T>(api, path, data, { retryUnknownCustomer: true });

before(async () => {
  session = await openAdminSession(async (admin) => {
    api = admin;
    customer = await post('/api/customers', { name: `Harbour Realty ${tag}` });
    listing = await post('/api/listings', { customerId: customer.id, title: `12 Harbour View Road ${tag}` });
    const visit = (firstName: string, visitedAt: string) => post<{ id: string }>('/api/open-homes', {
      listingId: listing.id, firstName, lastName: tag, email: `${firstName.toLowerCase()}-${tag}@example.com`, phone: '+64 21 555 0100',
      notes: `${firstName} wants a second viewing.`, visitedAt,
    });
    earlier = await visit('Pat', '2026-11-21T09:30:00.000Z');
    later = await visit('Sam', '2026-11-22T09:30:00.000Z');
  });
  ({ page } = session);
});
after(async () => {
  if (listing) await api?.delete(`/api/listings?ids=${listing.id}`);
  await closeSession(session);
});

describe('open-home screens', () => {
  it('lists the visitors newest visit first and opens one', async () => {
    await page.getByRole('button', { name: 'Customers' }).click();
    await page.getByRole('menuitem').filter({ hasText: 'Open Homes' }).click();
    await waitForPath(page, '/customer/open-homes');
    await page.locator(`select[name=customerFilter] option[value="${customer.id}"]`).waitFor({ state: 'attached' });
    await page.locator('select[name=customerFilter]').selectOption(customer.id);
    const rows = page.getByRole('row').filter({ hasText: tag });
    await rows.nth(1).waitFor();
    assert.deepEqual((await rows.allTextContents()).map((t) => t.match(/Sam|Pat/)?.[0]), ['Sam', 'Pat']);
    await screenshot(page, '85-open-homes');

    await rows.first().click();
    await waitForPath(page, `/customer/open-homes/${later.id}`);
    await page.getByRole('heading', { name: `Sam ${tag}` }).waitFor();
    await page.getByText('Sam wants a second viewing.').waitFor();
    await page.getByText(customer.name).waitFor();
    const link = page.getByRole('link', { name: listing.title });
    await link.waitFor();
    await screenshot(page, '86-open-home-visitor');
    await link.click();
    await waitForPath(page, `/listing/${listing.id}`);
    await page.getByRole('heading', { name: listing.title }).waitFor();
    // and from the listing, its visitors
    await page.getByRole('link', { name: 'Open-home visitors' }).click();
    await waitForPath(page, '/customer/open-homes');
    await page.getByRole('heading', { name: `Open Homes of ${listing.title}` }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Pat' }).waitFor();
    assert.equal(await page.getByRole('row').filter({ hasText: tag }).count(), 2);
    assert.ok(earlier.id);
  });
});
