// The customer-dashboard sign-up pages (002 §1–2), mounted through their real route declarations:
// /customer-dashboard/signup/{agentDetails} sends the segment as the invitation, /customer-dashboard/
// signup sends none; a username is sent in place of a display name; a refused sign-up shows the
// server's message and keeps the form; success shows the 'Account Verification' dialog; a signed-in
// user goes to the dashboard index.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRoutes, buildRouteTree, type AppRoute } from '../../app/routes.tsx';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { MESSAGES } from '../../constants.ts';
import { AUTH_DIALOG_TITLES, AUTH_MESSAGES } from './messages.ts';
import { AUTH_PATHS } from './paths.ts';
import { CUSTOMER_DASHBOARD_PATHS } from '../customer-dashboard/paths.ts';

vi.mock('../../frames/staff/TopMenu.tsx', () => ({ TopMenu: () => null }));
afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'eyJhbGciOiJFZERTQSJ9.eyJjaWQiOiJjIiwiYWlkIjoiYSJ9.c2ln';
const PASSWORD = 'Correct-Horse-9';
const EMAIL = 'jo@harbour.example.com';
const USED = 'This invitation has already been used.';

// The app's own declarations of the two sign-up routes (roles, guest-only target), plus stand-ins for
// the dashboard index and dashboard sign-in.
const signUpRoutes = appRoutes.filter((r) => r.path.startsWith(AUTH_PATHS.customerDashboardSignUp));
const stand = (path: string, name: string): AppRoute => ({ path, roles: 'guest', title: name, element: <div data-testid="stand-in">{name}</div> });
const tree = buildRouteTree([...signUpRoutes, stand(CUSTOMER_DASHBOARD_PATHS.customerDashboard, 'dashboard index'), stand(AUTH_PATHS.customerDashboardSignIn, 'dashboard sign-in')]);

const config = () => json({ providers: [], signUpEnabled: false, mailCaptured: true });
const signedUp = () => json({ message: `Please check your email: ${EMAIL}`, email: EMAIL, activationSent: true }, 201);
const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name=${name}]`)!;

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, username = '') {
  await screen.findByRole('heading', { name: 'Create your dashboard account' });
  if (username) await user.type(field('username'), username);
  await user.type(field('email'), `  ${EMAIL.toUpperCase()} `);
  await user.type(field('password'), PASSWORD);
  await user.type(field('confirmPassword'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('customer-dashboard sign-up', () => {
  it('from an invitation link: sends the path segment as the invitation, with the username; then Account Verification', async () => {
    const { calls } = stubFetch({ 'GET /api/auth/config': config, 'POST /api/auth/dashboard/signup': signedUp });
    const user = userEvent.setup();
    renderRoutes(tree, `${AUTH_PATHS.customerDashboardSignUp}/${TOKEN}`, authState(null));
    expect(await screen.findByTestId('signup-note')).toHaveTextContent(AUTH_MESSAGES.signUpInvited);
    // A username, not a display name; and the staff switch (signUpEnabled: false) does not apply here.
    expect(field('displayName')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', AUTH_PATHS.customerDashboardSignIn);
    await fillAndSubmit(user, '  Jo Agent ');

    const dialog = await screen.findByTestId('app-dialog');
    expect(within(dialog).getByText(AUTH_DIALOG_TITLES.accountVerification)).toBeInTheDocument();
    expect(within(dialog).getByText(`Please check your email: ${EMAIL}`)).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url.pathname).toBe('/api/auth/dashboard/signup');
    expect(posts[0]!.body).toEqual({ email: EMAIL, password: PASSWORD, confirmPassword: PASSWORD, username: 'Jo Agent', invitation: TOKEN });
    expect(document.title).toBe('AdOps | Dashboard Sign Up');
  });

  it('without an invitation: sends none (nor an empty username) and says to use the address the office holds', async () => {
    const { calls } = stubFetch({ 'GET /api/auth/config': config, 'POST /api/auth/dashboard/signup': signedUp });
    const user = userEvent.setup();
    renderRoutes(tree, AUTH_PATHS.customerDashboardSignUp, authState(null));
    expect(await screen.findByTestId('signup-note')).toHaveTextContent(AUTH_MESSAGES.signUpAgentEmail);
    await fillAndSubmit(user);
    await screen.findByText(`Please check your email: ${EMAIL}`, { selector: '[data-testid=app-dialog] *' });
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ email: EMAIL, password: PASSWORD, confirmPassword: PASSWORD });
  });

  it("a 400 shows the server's message and keeps the form as typed", async () => {
    const { calls } = stubFetch({
      'GET /api/auth/config': config,
      'POST /api/auth/dashboard/signup': () => json({
        type: 'about:blank', title: 'Bad Request', status: 400, detail: USED, errors: [{ path: '/body/invitation', message: USED }],
      }, 400),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(tree, `${AUTH_PATHS.customerDashboardSignUp}/${TOKEN}`, authState(null));
    await fillAndSubmit(user, 'Jo Agent');
    expect(await screen.findByTestId('signup-error')).toHaveTextContent(USED);
    expect(screen.queryByText(AUTH_DIALOG_TITLES.accountVerification)).toBeNull();
    expect(router.state.location.pathname).toBe(`${AUTH_PATHS.customerDashboardSignUp}/${TOKEN}`);
    expect(field('username')).toHaveValue('Jo Agent');
    expect(field('email')).toHaveValue(EMAIL);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it("a 409 (the address or the agent is taken) shows the problem's detail", async () => {
    const taken = 'This agent already has an active dashboard user.';
    stubFetch({
      'GET /api/auth/config': config,
      'POST /api/auth/dashboard/signup': () => json({ type: 'about:blank', title: 'Conflict', status: 409, detail: taken }, 409),
    });
    const user = userEvent.setup();
    renderRoutes(tree, `${AUTH_PATHS.customerDashboardSignUp}/${TOKEN}`, authState(null));
    await fillAndSubmit(user);
    expect(await screen.findByTestId('signup-error')).toHaveTextContent(taken);
  });

  it('checks the form before sending anything', async () => {
    const { calls } = stubFetch({ 'GET /api/auth/config': config, 'POST /api/auth/dashboard/signup': signedUp });
    const user = userEvent.setup();
    renderRoutes(tree, AUTH_PATHS.customerDashboardSignUp, authState(null));
    await screen.findByRole('heading', { name: 'Create your dashboard account' });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  for (const path of [AUTH_PATHS.customerDashboardSignUp, `${AUTH_PATHS.customerDashboardSignUp}/${TOKEN}`]) {
    it(`a signed-in user on ${path.replace(TOKEN, '{agentDetails}')} goes to the dashboard index`, async () => {
      const { calls } = stubFetch({ 'GET /api/auth/config': config });
      const { router } = renderRoutes(tree, path, authState(makeUser(['agent'], { kind: 'dashboard' })));
      expect(await screen.findByTestId('stand-in')).toHaveTextContent('dashboard index');
      await waitFor(() => expect(router.state.location.pathname).toBe(CUSTOMER_DASHBOARD_PATHS.customerDashboard));
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    });
  }
});
