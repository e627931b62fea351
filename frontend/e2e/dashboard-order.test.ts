// Browser test of the customer dashboard's order flow rules (002 §4, §5, §6, §8): as the admin, through the API, a
// customer with two offices, four agents (the first with an office and a social ad account of the customer),
// a dashboard whose payment methods offer corporate users both types, a social image-campaign template and a
// single-listing product on it, two listings, and a corporate dashboard user who is the first agent. Signed in
// on the dashboard, each rule of the flow blocks with its message: nothing selected, no product for two
// listings, no agent, at most three agents (the list truncated), the agent search under three characters, the
// office, the Facebook billing account ('Oops!' / 'Okay'), the campaign name ('Error') and the start date; e-mail
// chips are lower-cased and invalid ones dropped; Credit Card and Invoice are offered. The rules the order API
// owns refuse the same through the API with their messages. Step one is also shot on a phone-sized screen.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import {
  adminApi, apiPost, closeSession, createAdAccount, createCampaignTemplate, createProduct, launch, linkAdAccounts, newTag, topScreenshot as screenshot, uniqueEmail,
} from './helpers.ts';
import { createDashboard, createDashboardUser, dashboardApi, dashboardPage } from './dashboard-helpers.ts';

let browser: Browser;
let api: APIRequestContext;
let userApi: APIRequestContext;
let context: BrowserContext;
let page: Page;
const tag = newTag();
const email = uniqueEmail('order-rules');
const ids = { customer: '', offices: [] as string[], agents: [] as string[], account: '', product: '', productCode: '', listings: [] as string[], template: '' };

before(async () => {
  browser = await launch();
  api = await adminApi();
  const customer = await apiPost<{ id: string }>(api, '/api/customers', { name: `Order Rules Realty ${tag}` });
  ids.customer = customer.id;
  for (const name of ['North Shore', 'City Central']) {
    ids.offices.push((await apiPost<{ id: string }>(api, '/api/offices', { customerId: customer.id, name: `${name} ${tag}` })).id);
  }
  await createDashboard(api, {
    customerId: customer.id, name: `Order Rules dashboard ${tag}`, themes: { contactLabel: 'Agent' }, enablePaymentMethod: { creditCardRoles: ['corporate'], invoiceRoles: ['corporate'] },
  });
  // A social ad account of the customer's own.
  ids.account = await createAdAccount(api, { customerId: customer.id, name: `Order Rules ads ${tag}` });
  for (const [i, name] of ['Jo Rules', 'Kim Rules', 'Lee Rules', 'Max Rules'].entries()) {
    ids.agents.push((await apiPost<{ id: string }>(api, '/api/agents', {
      customerId: customer.id, fullName: `${name} ${tag}`, email: `${name.split(' ')[0]!.toLowerCase()}-${tag}@example.com`, ...(i === 0 ? { officeIds: [ids.offices[0]] } : {}),
    })).id);
  }
  await linkAdAccounts(api, ids.agents[0]!, [ids.account]);
  ids.template = await createCampaignTemplate(api, { customerId: customer.id, name: `Just listed ${tag}`, adAccountId: ids.account });
  const type = await apiPost<{ id: string }>(api, '/api/product-types', { name: `One listing ${tag}`, minListings: 1, maxListings: 1 });
  const product = await createProduct(api, {
    code: `E2E-OR-${tag}`, name: `Facebook week ${tag}`, productTypeId: type.id, templates: [{ templateId: ids.template, type: 'FACEBOOK_IMAGE_CAMPAIGN' }],
  });
  ids.product = product.id;
  ids.productCode = product.code;
  for (const title of ['1 Rule Street', '2 Rule Street']) {
    ids.listings.push((await apiPost<{ id: string }>(api, '/api/listings', {
      customerId: customer.id, title: `${title} ${tag}`, images: [{ url: 'https://cdn.example.com/listings/rule-1.jpg' }], agents: [{ id: ids.agents[0] }],
    }, { retryUnknownCustomer: true })).id);
  }
  // The corporate dashboard user, the first agent's (identity hears of the customer and agent from their events).
  await createDashboardUser(api, { email, displayName: 'Jo Rules', username: 'Jo Rules', roles: ['corporate'], customerId: customer.id, agentId: ids.agents[0] });
  userApi = await dashboardApi(email);

  ({ context, page } = await dashboardPage(browser, email, { leave: true }));
});
after(async () => {
  await userApi?.dispose();
  await closeSession({ context, api, browser });
});

const orderUrl = (listingIds: string[]) => `/customer-dashboard/order?listingIds=${listingIds.join(',')}`;
const oops = () => page.getByTestId('order-oops');
async function okay() {
  await oops().getByRole('button', { name: 'Okay' }).click();
  await oops().waitFor({ state: 'detached' });
}
const chosenAgents = () => page.getByTestId('order-agent-chip');

describe('the order flow blocks each rule with its message', () => {
  it("says 'No listing, resource or catalog has been selected...' without a selection", async () => {
    await page.goto('/customer-dashboard/order');
    await page.getByTestId('order-problem').getByText('No listing, resource or catalog has been selected...').waitFor();
    await screenshot(page, 'd-order-01-nothing-selected');
  });

  it("says 'No Product available...' when no product type takes two listings", async () => {
    await page.goto(orderUrl(ids.listings));
    await page.getByTestId('order-problem').getByText('No Product available...').waitFor();
    await screenshot(page, 'd-order-02-no-product');
  });

  it('holds Next back: an agent, an office and the Facebook billing account are needed', async () => {
    await page.goto(orderUrl([ids.listings[0]!]));
    await page.getByRole('combobox', { name: 'Campaign type' }).selectOption({ label: `One listing ${tag}` });
    // One duration, one price: the product is chosen.
    assert.equal(await page.getByRole('combobox', { name: 'Price' }).inputValue(), ids.product);
    // The user's own agent comes chosen; removed, Next says one is needed.
    await page.getByRole('button', { name: `Remove Jo Rules ${tag}` }).click();
    // Nor any billing account: a corporate user's choice among all of the customer's accounts is left empty.
    await page.getByRole('combobox', { name: 'Facebook billing account' }).selectOption('');
    // Nor an office, while offices exist (with no agent chosen a corporate user picks among all of them).
    await page.getByRole('combobox', { name: 'Office' }).selectOption('');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('At least one agent is required.').waitFor();
    await page.getByText('Please choose an office.').waitFor();
    await oops().getByText('A Facebook billing account is required. Please contact customer support.').waitFor();
    await oops().getByText('Oops!').waitFor();
    await screenshot(page, 'd-order-03-no-agent-no-account');
    await okay();

    // A search under three characters lists every agent not chosen; from three it searches.
    const offered = page.getByTestId('order-agents-offered');
    await page.getByRole('textbox', { name: 'Search agents' }).fill('Ki');
    await page.waitForTimeout(600);
    await offered.getByText(`Max Rules ${tag}`).waitFor();
    assert.equal(await offered.getByRole('button', { name: 'Add' }).count(), 4);
    await page.getByRole('textbox', { name: 'Search agents' }).fill(`Kim Rules ${tag}`);
    await offered.getByText(`Max Rules ${tag}`).waitFor({ state: 'detached' });
    assert.equal(await offered.getByRole('button', { name: 'Add' }).count(), 1);
    await page.getByRole('textbox', { name: 'Search agents' }).fill('');

    // At most three: the fourth is refused with the spec's message and the list stays at three.
    for (const name of ['Jo', 'Kim', 'Lee']) await page.getByRole('button', { name: `Add ${name} Rules ${tag}` }).click();
    await page.getByRole('button', { name: `Add Max Rules ${tag}` }).click();
    await page.getByTestId('order-agents').getByText('Maximum number of agents is 3.').waitFor();
    assert.equal(await chosenAgents().count(), 3);
    assert.equal(await page.getByTestId('order-agents-chosen').getByText(`Max Rules ${tag}`).count(), 0);
    await screenshot(page, 'd-order-04-max-agents');

    // Offices exist: a corporate user picks one of the chosen agents' (Jo's North Shore); without one, Next says so.
    const office = page.getByRole('combobox', { name: 'Office' });
    await office.waitFor();
    assert.deepEqual(await office.locator('option:not([value=""])').allTextContents(), [`North Shore ${tag}`]);
    // The one office is chosen for the user; the account is the first agent's, chosen too (corporate).
    assert.equal(await office.inputValue(), ids.offices[0]);
    // The account left empty is chosen again: the first agent's own (not for branch users, 002 §6).
    await page.waitForFunction(() => (document.querySelector('select[name=fbAdAccount]') as HTMLSelectElement | null)?.value !== '');
    assert.equal(await page.getByRole('combobox', { name: 'Facebook billing account' }).inputValue(), ids.account);

    // E-mail chips: lower-cased, the invalid one dropped.
    await page.getByRole('textbox', { name: 'Notification e-mails' }).fill('Sam@Harbour.Example.com not-an-address ');
    await page.getByTestId('order-email-chip').first().waitFor();
    assert.deepEqual(await page.getByTestId('order-email-chip').allTextContents(), ['sam@harbour.example.com']);
    await screenshot(page, 'd-order-05-step-one-ready');
  });

  it("asks for the campaign name ('Error') and a start date within three months; offers Credit Card and Invoice to corporate users", async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByTestId('order-final-step').waitFor();
    await page.getByRole('radio', { name: 'Credit Card' }).waitFor();
    await page.getByRole('radio', { name: 'Invoice' }).waitFor();
    const startDate = page.getByRole('textbox', { name: 'Start date' }).or(page.locator('input[name=startDate]'));
    const max = await startDate.getAttribute('max');
    const min = await startDate.getAttribute('min');
    assert.ok(min && max && max > min, `${min} … ${max}`);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await oops().getByText('Error', { exact: true }).waitFor();
    await oops().getByText('Campaign name is required').waitFor();
    await screenshot(page, 'd-order-06-campaign-name');
    await okay();
    await page.locator('input[name=campaignName]').fill(`Rules ${tag}`);
    await startDate.fill(`${Number(max!.slice(0, 4)) + 1}${max!.slice(4)}`);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The start date must lie between today and three months ahead.').waitFor();
    await screenshot(page, 'd-order-07-start-date');
    // Nothing was placed.
    const orders = (await (await userApi.get('/api/orders?search=' + encodeURIComponent(`Rules ${tag}`))).json()) as { count: number };
    assert.equal(orders.count, 0);
  });

  it('is usable on a phone-sized screen: the steps stack', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(orderUrl([ids.listings[0]!]));
    await page.getByRole('combobox', { name: 'Campaign type' }).selectOption({ label: `One listing ${tag}` });
    await page.getByRole('button', { name: 'Next' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
    const next = await page.getByRole('button', { name: 'Next' }).boundingBox();
    assert.ok(next && next.width > 300, 'Next spans the phone screen');
    await screenshot(page, 'd-order-08-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});

describe('the rules the order API owns refuse through the API', () => {
  const base = () => ({
    paymentType: 'INVOICE', products: [ids.productCode], orderType: 'LISTING', listingIds: [ids.listings[0]], agents: [{ id: ids.agents[0] }],
    campaignName: `API rules ${tag}`, source: 'ORDER_FORM', officeId: ids.offices[0],
    attributes: [{ entity: 'FB_AD_ACCOUNT', key: 'fbAdAccount', value: ids.account }],
  });
  const refused = async (body: Record<string, unknown>, message: string) => {
    const res = await userApi.post('/api/orders', { data: body });
    const text = await res.text();
    assert.equal(res.status(), 400, text);
    assert.ok(text.includes(message), `${message} in ${text}`);
  };

  it('refuses each with its message', async () => {
    await refused({ ...base(), campaignName: '  ' }, 'Campaign name is required');
    await refused({ ...base(), agents: ids.agents.map((id) => ({ id })) }, 'Maximum number of agents is 3.');
    await refused({ ...base(), attributes: [] }, 'A Facebook billing account is required. Please contact customer support.');
    await refused({ ...base(), listingIds: [] }, 'No listing, resource or catalog has been selected...');
    await refused({ ...base(), listingIds: ids.listings }, 'No Product available...');
    await refused({ ...base(), startDate: '2099-01-01' }, 'The start date must lie between today and three months ahead.');
  });
});
