// Browser test of the customer dashboard's tenancy (issue 28 "Tests": a branch user never sees another office's
// listings or orders; ARCHITECTURE §4: corporate users see their customer, branch managers their offices, agents
// and branch users their own agent). As the admin, through the API: a customer with two offices, two agents in
// office one (Ann, Bob), one in office two (Cat) and a branch manager's own agent (Mia, office one); a listing of
// Ann, Bob and Cat in their offices; a social ad account and a campaign template of the customer, a product on
// that template (its template typed CAROUSEL, so the order screen's settings draw a card per selected listing,
// titled with the listing's title) and an INVOICE order of each listing, placed for its office and agent. A second
// customer has its own account, template, product, listing and order. The dashboard users: a branch user who is
// Ann, a branch manager of office one (Mia), an agent-role user who is Bob.
// Signed in on /customer-dashboard/signin, each sees in the listings and orders tabs exactly what their scope
// allows (the branch user and the agent their own agent's, the branch manager office one's), never office two's
// nor the other customer's; the edit page of a listing outside their scope is the not-found state; the order
// screen with such listings in ?listingIds= leaves them out (one carousel card, their own); and through the API
// with the same session GET /api/listings/{id}, /api/orders/{id} and /api/offices/{id} answer 404 for everything
// outside the scope. The orders tab's office filter offers office one only, and its CSV holds the tab's orders.
// A screenshot of each tab per user.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import {
  adminApi, apiPost, closeSession, createAdAccount, createCampaignTemplate, createProduct, launch, linkAdAccounts, newTag, postWhenKnown, topScreenshot as screenshot, uniqueEmail,
} from './helpers.ts';
import { createDashboard, createDashboardUser, dashboardPage } from './dashboard-helpers.ts';

let browser: Browser;
let api: APIRequestContext;
const tag = newTag();

/** What is made, by a short name: Ann's, Bob's (office one), Cat's (office two) and the other customer's. */
type Item = 'ann' | 'bob' | 'cat' | 'other';
const ITEMS: Item[] = ['ann', 'bob', 'cat', 'other'];
const listingTitle = (item: Item) => `${item === 'other' ? 'Elsewhere' : item[0]!.toUpperCase() + item.slice(1)} Scope Street ${tag}`;
const campaignName = (item: Item) => `Scope ${item} campaign ${tag}`;
const listingIds = {} as Record<Item, string>;
const orderIds = {} as Record<Item, string>;
const typeName = `Scope listings ${tag}`;

interface ScopeUser {
  name: string;
  role: 'branchuser' | 'branchmanager' | 'agent';
  email: string;
  /** What the scope reaches (the rest of ITEMS it must never see). */
  sees: Item[];
  /** Whether step one of the order flow chooses the billing account for the user (not for branch users, 002 §6). */
  accountChosen: boolean;
}
const users: ScopeUser[] = [
  { name: 'branch-user', role: 'branchuser', email: uniqueEmail('scope-branchuser'), sees: ['ann'], accountChosen: false },
  { name: 'branch-manager', role: 'branchmanager', email: uniqueEmail('scope-branchmanager'), sees: ['ann', 'bob'], accountChosen: true },
  { name: 'agent', role: 'agent', email: uniqueEmail('scope-agent'), sees: ['bob'], accountChosen: true },
];
const hidden = (user: ScopeUser) => ITEMS.filter((i) => !user.sees.includes(i));
const ids = { customer: '', offices: [] as string[], account: '' };

/** A customer's social ad account, campaign template and a product on it (of the shared type): answers the account and the product's code. */
async function campaignProduct(customerId: string, name: string, typeId: string): Promise<{ account: string; code: string }> {
  const account = await createAdAccount(api, { customerId, name: `${name} ads ${tag}` });
  const template = await createCampaignTemplate(api, { customerId, name: `${name} just listed ${tag}`, adAccountId: account });
  const product = await createProduct(api, {
    code: `E2E-SC-${name.slice(0, 3).toUpperCase()}-${tag}`, name: `${name} carousel week ${tag}`, productTypeId: typeId, templates: [{ templateId: template, type: 'CAROUSEL' }],
  });
  return { account, code: product.code };
}

async function agent(customerId: string, fullName: string, officeId?: string): Promise<string> {
  return (await apiPost<{ id: string }>(api, '/api/agents', {
    customerId, fullName: `${fullName} ${tag}`, email: `${fullName.split(' ')[0]!.toLowerCase()}-${tag}@example.com`, ...(officeId ? { officeIds: [officeId] } : {}),
  })).id;
}

/** A listing of `agentId` (in `officeId`) and an INVOICE order of it for that office and agent, placed by the admin. */
async function listingAndOrder(item: Item, arrange: { customerId: string; officeId?: string; agentId: string; account: string; code: string }) {
  const { customerId, officeId, agentId, account, code } = arrange;
  listingIds[item] = (await apiPost<{ id: string }>(api, '/api/listings', {
    customerId, title: listingTitle(item), agents: [{ id: agentId }], ...(officeId ? { officeId } : {}),
  }, { retryUnknownCustomer: true })).id;
  orderIds[item] = (await postWhenKnown<{ id: string }>(api, '/api/orders', {
    customerId, paymentType: 'INVOICE', products: [code], orderType: 'LISTING', listingIds: [listingIds[item]], agents: [{ id: agentId }],
    ...(officeId ? { officeId } : {}), campaignName: campaignName(item), source: 'ORDER_FORM',
    attributes: [{ entity: 'FB_AD_ACCOUNT', key: 'fbAdAccount', value: account }],
  }, /\/body\/(listingIds|customerId|officeId|agents\/)/)).id;
}

before(async () => {
  browser = await launch();
  api = await adminApi();
  ids.customer = (await apiPost<{ id: string }>(api, '/api/customers', { name: `Scope Realty ${tag}` })).id;
  const other = (await apiPost<{ id: string }>(api, '/api/customers', { name: `Elsewhere Realty ${tag}` })).id;
  for (const name of ['Office One', 'Office Two']) {
    ids.offices.push((await apiPost<{ id: string }>(api, '/api/offices', { customerId: ids.customer, name: `${name} ${tag}` })).id);
  }
  const [one, two] = ids.offices as [string, string];
  await createDashboard(api, { customerId: ids.customer, name: `Scope dashboard ${tag}`, everyTabForEveryRole: true });
  const type = await apiPost<{ id: string }>(api, '/api/product-types', { name: typeName, minListings: 1, maxListings: 10 });
  const mine = await campaignProduct(ids.customer, 'Scope', type.id);
  const theirs = await campaignProduct(other, 'Elsewhere', type.id);
  ids.account = mine.account;

  const agents = { ann: await agent(ids.customer, 'Ann Branch', one), bob: await agent(ids.customer, 'Bob Agent', one),
    cat: await agent(ids.customer, 'Cat Other', two), mia: await agent(ids.customer, 'Mia Manager', one), other: await agent(other, 'Eli Elsewhere') };
  // The order flow offers a non-corporate user the accounts of the chosen agents (002 §6).
  for (const id of [agents.ann, agents.bob, agents.mia]) await linkAdAccounts(api, id, [mine.account]);
  await listingAndOrder('ann', { customerId: ids.customer, officeId: one, agentId: agents.ann, ...mine });
  await listingAndOrder('bob', { customerId: ids.customer, officeId: one, agentId: agents.bob, ...mine });
  await listingAndOrder('cat', { customerId: ids.customer, officeId: two, agentId: agents.cat, ...mine });
  await listingAndOrder('other', { customerId: other, agentId: agents.other, ...theirs });

  // The dashboard users.
  const agentOf = { branchuser: agents.ann, branchmanager: agents.mia, agent: agents.bob };
  for (const user of users) {
    await createDashboardUser(api, {
      email: user.email, displayName: user.name, username: user.name, roles: [user.role], customerId: ids.customer,
      agentId: agentOf[user.role], ...(user.role === 'branchmanager' ? { officeIds: [one] } : {}),
    });
  }
});
after(async () => {
  await closeSession({ api, browser });
});

/** Those of `texts` (titles, campaign names) that are anywhere in the page's text. */
const shownOf = async (page: Page, texts: string[]) => {
  const body = await page.locator('body').innerText();
  return texts.filter((t) => body.includes(t));
};

for (const user of users) {
  describe(`a ${user.role} (${user.sees.join(', ')})`, () => {
    let context: BrowserContext;
    let page: Page;
    const seen = user.sees;
    const unseen = hidden(user);

    before(async () => {
      ({ context, page } = await dashboardPage(browser, user.email, { leave: true }));
    });
    after(async () => {
      await context?.close();
    });

    it('the listings tab shows only the listings of the scope', async () => {
      await page.goto('/customer-dashboard?tab=listings');
      await page.getByRole('heading', { name: 'Listings' }).waitFor();
      for (const item of seen) await page.getByText(listingTitle(item), { exact: true }).waitFor();
      await page.getByText(`1–${seen.length} of ${seen.length}`).waitFor();
      assert.deepEqual((await page.locator('tbody tr').allInnerTexts()).length, seen.length);
      assert.deepEqual(await shownOf(page, unseen.map(listingTitle)), []);
      await screenshot(page, `d-scope-${user.name}-listings`);
    });

    it('the orders tab shows only the orders of the scope', async () => {
      await page.goto('/customer-dashboard?tab=orders');
      await page.getByRole('heading', { name: 'Orders' }).waitFor();
      for (const item of seen) await page.getByRole('row').filter({ hasText: campaignName(item) }).waitFor();
      await page.getByText(`1–${seen.length} of ${seen.length}`).waitFor();
      assert.equal(await page.locator('tbody tr').count(), seen.length);
      assert.deepEqual(await shownOf(page, unseen.map(campaignName)), []);
      // The office filter offers the offices of the scope: office one (a branch user's and an agent's by their agent's office).
      const offices = page.getByRole('combobox', { name: 'Office' });
      assert.deepEqual(await offices.locator('option').allTextContents(), ['All offices', `Office One ${tag}`]);
      await screenshot(page, `d-scope-${user.name}-orders`);
      // The tab's CSV holds the same orders.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const csv = await readFile((await (await download).path())!, 'utf8');
      assert.deepEqual(ITEMS.filter((item) => csv.includes(campaignName(item))), seen, csv);
    });

    it("opens its own listing's edit page, and any other is the not-found state", async () => {
      await page.goto(`/customer-dashboard/listing/${listingIds[seen[0]!]}/edit`);
      await page.getByRole('heading', { name: `Edit Listing: ${listingTitle(seen[0]!)}` }).waitFor();
      for (const item of unseen) {
        await page.goto(`/customer-dashboard/listing/${listingIds[item]}/edit`);
        await page.getByTestId('not-found-state').getByText('This listing was not found').waitFor();
        assert.deepEqual(await shownOf(page, [listingTitle(item)]), []);
        if (item === 'cat') await screenshot(page, `d-scope-${user.name}-office-two-listing`);
      }
    });

    it('the order screen leaves out the selected listings outside the scope', async () => {
      const selection = [listingIds[seen[0]!], ...unseen.map((i) => listingIds[i])];
      await page.goto(`/customer-dashboard/order?listingIds=${selection.join(',')}`);
      await page.getByTestId('order-selection').getByText(`${selection.length} listings selected`).waitFor();
      await page.getByRole('combobox', { name: 'Campaign type' }).selectOption({ label: typeName });
      // The account is chosen for the user, except for a branch user, who chooses it (002 §6).
      if (!user.accountChosen) await page.locator('select[name=fbAdAccount]').selectOption(ids.account);
      await page.waitForFunction(() => (document.querySelector('select[name=fbAdAccount]') as HTMLSelectElement | null)?.value !== '');
      await page.getByText('Review the campaign settings').click();
      await page.getByRole('button', { name: 'Next' }).click();
      // The carousel's cards are the listings the order screen could read: the user's own only.
      await page.getByTestId('template-tab').getByText('One card for each of the 1 selected items.').waitFor();
      await page.getByRole('button', { name: 'Carousel settings' }).click();
      const cards = page.getByTestId('carousel-settings');
      await cards.getByText(`Card 1: ${listingTitle(seen[0]!)}`).waitFor();
      assert.equal(await cards.getByText(/^Card \d+:/).count(), 1);
      assert.deepEqual(await shownOf(page, unseen.map(listingTitle)), []);
      await screenshot(page, `d-scope-${user.name}-order-cards`);
      await page.keyboard.press('Escape');
      await cards.waitFor({ state: 'detached' });
    });

    it('through the API with the same session: GET of a listing, an order or an office outside the scope is 404', async () => {
      const answers: Record<string, number> = {};
      for (const item of ITEMS) {
        answers[`listing ${item}`] = (await page.request.get(`/api/listings/${listingIds[item]}`)).status();
        answers[`order ${item}`] = (await page.request.get(`/api/orders/${orderIds[item]}`)).status();
      }
      answers['office one'] = (await page.request.get(`/api/offices/${ids.offices[0]}`)).status();
      answers['office two'] = (await page.request.get(`/api/offices/${ids.offices[1]}`)).status();
      const expected = Object.fromEntries(ITEMS.flatMap((item) => {
        const status = seen.includes(item) ? 200 : 404;
        return [[`listing ${item}`, status], [`order ${item}`, status]];
      }));
      Object.assign(expected, { 'office one': 200, 'office two': 404 });
      assert.deepEqual(answers, expected);
    });
  });
}
