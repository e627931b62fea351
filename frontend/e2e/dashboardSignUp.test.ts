// Browser test of the customer-dashboard sign-up (002 §1–2) with the invitation links staff create:
// as the admin, through the API, a customer, an agent and an invitation; a visitor opens the
// invitation's url, signs up (the page says it is an agent's invitation and sends the token), and the
// same link used again before activation is refused ('This invitation has already been used.');
// the activation link from the captured mail activates the account, which signs in on
// /customer-dashboard/signin and is then the agent's dashboard user (the agent's dashboardUserId, read
// through the API). Once it is, a second invitation for the agent is refused because the agent is taken. The sign-up without an
// invitation says to use the address the office holds. With a screenshot of each state.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { adminApi, launch, newPage, PASSWORD, pathOf, screenshot, uniqueEmail, waitForPath } from './helpers.ts';
import { dashboardActivationLink, fillDashboardSignIn, fillDashboardSignUp } from './dashboard-helpers.ts';

let browser: Browser;
let api: APIRequestContext;
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const email = uniqueEmail('dashboard-signup');
let customer: { id: string; name: string };
let agent: { id: string; fullName: string };
/** The path of the invitation's url (/customer-dashboard/signup/{token}), opened on BASE_URL. */
let invitationPath = '';
/** A second invitation for the same agent, made before anyone signed up with the first. */
let secondPath = '';
let dashboardUserId = '';

async function post<T>(path: string, data: unknown): Promise<T> {
  const res = await api.post(path, { data });
  if (res.status() !== 201) throw new Error(`POST ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A visitor (no session) opens the sign-up page at `path`, fills it and presses Sign up. */
async function signUp(page: Page, path: string, address: string, username: string) {
  await page.goto(path);
  await page.getByRole('heading', { name: 'Create your dashboard account' }).waitFor();
  await fillDashboardSignUp(page, username, address);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
}

before(async () => {
  browser = await launch();
  api = await adminApi();
  customer = await post('/api/customers', { name: `Harbour Realty ${tag}` });
  agent = await post('/api/agents', { customerId: customer.id, fullName: `Jo Invited ${tag}` });
});
after(async () => {
  await api?.dispose();
  await browser?.close();
});

describe('customer-dashboard sign-up from an invitation link', () => {
  it('signs up from the link: the page says it is an invitation and sends the token', async () => {
    // Identity learns of the new agent from the customer context's event, so the first tries may 404.
    let res = await api.post('/api/auth/dashboard/invitations', { data: { agentId: agent.id } });
    for (let i = 0; i < 50 && res.status() === 404; i++) {
      await new Promise((r) => setTimeout(r, 200));
      res = await api.post('/api/auth/dashboard/invitations', { data: { agentId: agent.id } });
    }
    assert.equal(res.status(), 201, await res.text());
    const invitation = (await res.json()) as { token: string; url: string; agentId: string; customerId: string };
    assert.equal(invitation.agentId, agent.id);
    assert.equal(invitation.customerId, customer.id);
    invitationPath = new URL(invitation.url).pathname;
    assert.equal(invitationPath, `/customer-dashboard/signup/${invitation.token}`);
    const second = await api.post('/api/auth/dashboard/invitations', { data: { agentId: agent.id } });
    assert.equal(second.status(), 201, await second.text());
    secondPath = new URL(((await second.json()) as { url: string }).url).pathname;

    const { context, page } = await newPage(browser);
    await page.goto(invitationPath);
    await page.getByRole('heading', { name: 'Create your dashboard account' }).waitFor();
    assert.equal(await page.getByTestId('signup-note').textContent(),
      "This link invites you to the customer dashboard as an agent: the account you create here will be that agent's.");
    assert.equal(await page.locator('input[name=displayName]').count(), 0, 'a username, not a display name');
    assert.equal(await page.getByRole('main').getByRole('link', { name: 'Sign in' }).getAttribute('href'), '/customer-dashboard/signin');
    assert.equal(await page.title(), 'AdOps | Dashboard Sign Up');
    await fillDashboardSignUp(page, 'Jo Invited', email);
    await screenshot(page, '60-dashboard-signup-invitation');

    const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/auth/dashboard/signup');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    const sent = (await request).postDataJSON() as Record<string, unknown>;
    assert.deepEqual(sent, { email, password: PASSWORD, confirmPassword: PASSWORD, username: 'Jo Invited', invitation: invitation.token });
    const dialog = page.getByTestId('app-dialog');
    await dialog.getByText('Account Verification').waitFor();
    await dialog.getByText(`Please check your email: ${email}`).waitFor();
    await screenshot(page, '61-dashboard-signup-done');
    await context.close();
  });

  it("the same link used again shows 'This invitation has already been used.'", async () => {
    const { context, page } = await newPage(browser);
    await signUp(page, invitationPath, uniqueEmail('dashboard-again'), 'Someone Else');
    const error = page.getByTestId('signup-error');
    await error.getByText('This invitation has already been used.').waitFor();
    assert.equal(pathOf(page), invitationPath);
    assert.equal(await page.getByTestId('app-dialog').count(), 0);
    await screenshot(page, '62-dashboard-signup-used');
    await context.close();
  });

  it('activates from the mailed link, signs in on /customer-dashboard/signin, and is the agent\'s dashboard user', async () => {
    const link = await dashboardActivationLink(api, email);
    const { context, page } = await newPage(browser);
    await page.goto(new URL(link).pathname);
    await waitForPath(page, '/authentication/dashboardsuccess');
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await waitForPath(page, '/customer-dashboard/signin');
    await fillDashboardSignIn(page, email);
    await screenshot(page, '63-dashboard-signin');
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/dashboard/signin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const signedIn = await response;
    assert.equal(signedIn.status(), 200, await signedIn.text());
    const { user } = (await signedIn.json()) as { user: { id: string; kind: string; roles: string[]; customerId: string; agentId: string; username?: string } };
    assert.equal(user.kind, 'dashboard');
    assert.deepEqual(user.roles, ['agent']);
    assert.equal(user.customerId, customer.id, 'the invitation chose the customer');
    assert.equal(user.agentId, agent.id);
    assert.equal(user.username, 'Jo Invited');
    dashboardUserId = user.id;
    await page.waitForURL((url) => !url.pathname.startsWith('/customer-dashboard/signin'));

    // The customer context links the agent on the activation event.
    let linked: string | undefined;
    for (let i = 0; i < 50 && !linked; i++) {
      linked = ((await (await api.get(`/api/agents/${agent.id}`)).json()) as { dashboardUserId?: string }).dashboardUserId;
      if (!linked) await page.waitForTimeout(200);
    }
    assert.equal(linked, dashboardUserId);

    // Signed in, the sign-up pages are not offered: they go to the dashboard index.
    await page.goto(invitationPath);
    await page.waitForURL((url) => !url.pathname.startsWith('/customer-dashboard/signup'));
    assert.equal(await page.getByRole('heading', { name: 'Create your dashboard account' }).count(), 0);
    await context.close();
  });

  it('once the agent has an active dashboard user, another invitation for it is refused for that reason', async () => {
    const { context, page } = await newPage(browser);
    await signUp(page, secondPath, uniqueEmail('dashboard-late'), 'Too Late');
    await page.getByTestId('signup-error').getByText('This agent already has an active dashboard user.').waitFor();
    // The used link says so first, whatever the agent's state.
    await signUp(page, invitationPath, uniqueEmail('dashboard-later'), 'Later Still');
    await page.getByTestId('signup-error').getByText('This invitation has already been used.').waitFor();
    await context.close();
  });

  it('without an invitation, says to use the address the office holds', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/customer-dashboard/signup');
    await page.getByRole('heading', { name: 'Create your dashboard account' }).waitFor();
    assert.equal(await page.getByTestId('signup-note').textContent(), 'Sign up with the e-mail address your office holds for you as an agent.');
    await screenshot(page, '64-dashboard-signup');
    await context.close();
  });
});
