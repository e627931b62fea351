// "Invite to the dashboard" on the agent edit page: offered to the roles of createDashboardInvitation
// while the agent has no dashboard user; the link shows once in a dialog with a copy button and its
// expiry; a 409 (the agent already has an active dashboard user) shows the server's message and keeps
// the page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { formatDateTime } from '../../constants.ts';
import { AGENT_LABELS, AGENT_MESSAGES } from './messages.ts';
import { AgentEditPage } from './AgentPages.tsx';

vi.mock('../../frames/staff/TopMenu.tsx', () => ({ TopMenu: () => null }));
afterEach(() => vi.unstubAllGlobals());

const CUSTOMER = '5b2d6a8e-3f5c-4d8e-9b1a-2c3d4e5f6a7b';
const AGENT = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const DASHBOARD_USER = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';
const PATH = `/agents/${AGENT}/edit`;
const TOKEN = 'eyJhbGciOiJFZERTQSJ9.e30.c2ln';
const URL_ = `http://127.0.0.1:8080/customer-dashboard/signup/${TOKEN}`;
const EXPIRES = '2026-11-29T10:00:00.000Z';
const taken = 'This agent already has an active dashboard user.';

const agent = (extra: Record<string, unknown> = {}) => ({
  id: AGENT, customerId: CUSTOMER, fullName: 'Jo Agent', phones: [], officeIds: [], fbAdAccountIds: [], gdnAccountIds: [],
  distributionSettings: {}, didSignUpDashboard: false, dashboardListingTypes: [],
  createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z', ...extra,
});

function pageRoutes(current: () => ReturnType<typeof agent>, invite: () => Response) {
  return {
    [`GET /api/agents/${AGENT}`]: () => json(current()),
    'GET /api/customers/options': () => json({ items: [{ id: CUSTOMER, name: 'Harbour Realty' }], count: 1 }),
    'GET /api/offices': () => json({ items: [], count: 0 }),
    [`GET /api/customers/${CUSTOMER}/facebook-pages`]: () => json({ items: [], count: 0 }),
    'GET /api/users/dashboard-users': () => json({ items: [], count: 0 }),
    'POST /api/auth/dashboard/invitations': invite,
  };
}
const render = (roles: Parameters<typeof makeUser>[0]) =>
  renderRoutes([{ path: '/agents/:agentId/edit', element: <AgentEditPage /> }], PATH, authState(makeUser(roles)));
const invitation = () => json({ token: TOKEN, url: URL_, customerId: CUSTOMER, agentId: AGENT, expiresAt: EXPIRES }, 201);

describe('invite an agent to the dashboard', () => {
  it('creates an invitation and shows its link once, with a copy button and the expiry', async () => {
    const { calls } = stubFetch(pageRoutes(() => agent(), invitation));
    const user = userEvent.setup();
    render(['admin']);
    await user.click(await screen.findByRole('button', { name: AGENT_LABELS.inviteToDashboard }));

    const dialog = await screen.findByRole('dialog', { name: AGENT_LABELS.invitationTitle });
    expect(within(dialog).getByTestId('invitation-link')).toHaveTextContent(URL_);
    expect(within(dialog).getByText(AGENT_MESSAGES.invitationLink('Jo Agent'))).toBeInTheDocument();
    expect(within(dialog).getByTestId('invitation-expiry')).toHaveTextContent(AGENT_MESSAGES.invitationExpires(formatDateTime(EXPIRES)));
    expect(formatDateTime(EXPIRES)).toBe('29/11/2026 23:00'); // 10:00 UTC is 23:00 in Auckland (NZDT)
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url.pathname).toBe('/api/auth/dashboard/invitations');
    expect(posts[0]!.body).toEqual({ agentId: AGENT });

    await user.click(within(dialog).getByRole('button', { name: AGENT_LABELS.copyInvitationLink }));
    // user-event's clipboard stands in for the browser's.
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(URL_));

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    // Closed (jsdom never ends Chakra's exit animation, so the content stays mounted, closed).
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'));
  });

  it('makes a relative link absolute', async () => {
    stubFetch(pageRoutes(() => agent(), () => json({ token: TOKEN, url: `/customer-dashboard/signup/${TOKEN}`, customerId: CUSTOMER, agentId: AGENT, expiresAt: EXPIRES }, 201)));
    const user = userEvent.setup();
    render(['operations']);
    await user.click(await screen.findByRole('button', { name: AGENT_LABELS.inviteToDashboard }));
    expect(await screen.findByTestId('invitation-link')).toHaveTextContent(`${window.location.origin}/customer-dashboard/signup/${TOKEN}`);
  });

  it('is not offered for an agent that has a dashboard user', async () => {
    stubFetch(pageRoutes(() => agent({ didSignUpDashboard: true, dashboardUserId: DASHBOARD_USER }), invitation));
    render(['admin']);
    await screen.findByRole('heading', { name: 'Edit Jo Agent' });
    await screen.findByRole('button', { name: 'Delete' });
    expect(screen.queryByRole('button', { name: AGENT_LABELS.inviteToDashboard })).toBeNull();
  });

  it('is not offered to a role the spec does not allow (sales)', async () => {
    stubFetch(pageRoutes(() => agent(), invitation));
    render(['sales']);
    await screen.findByRole('heading', { name: 'Edit Jo Agent' });
    await screen.findByRole('textbox', { name: /Full name/ });
    expect(screen.queryByRole('button', { name: AGENT_LABELS.inviteToDashboard })).toBeNull();
  });

  it("a 409 shows the server's message and keeps the page as typed; the action is withdrawn", async () => {
    const { calls } = stubFetch(pageRoutes(() => agent(), () => json({ type: 'about:blank', title: 'Conflict', status: 409, detail: taken }, 409)));
    const user = userEvent.setup();
    const { router } = render(['admin']);
    const name = await screen.findByRole('textbox', { name: /Full name/ });
    await user.clear(name);
    await user.type(name, 'Jo Agent Smith');
    const dashboardUserLoads = () => calls.filter((c) => c.url.pathname === '/api/users/dashboard-users').length;
    const before = dashboardUserLoads();
    await user.click(screen.getByRole('button', { name: AGENT_LABELS.inviteToDashboard }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
    expect(screen.queryByRole('dialog', { name: AGENT_LABELS.invitationTitle })).toBeNull();
    expect(screen.queryByTestId('invitation-link')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: AGENT_LABELS.inviteToDashboard, hidden: true })).toBeNull());
    await waitFor(() => expect(dashboardUserLoads()).toBeGreaterThan(before));
    expect(screen.getByRole('textbox', { name: /Full name/, hidden: true })).toHaveValue('Jo Agent Smith');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});
