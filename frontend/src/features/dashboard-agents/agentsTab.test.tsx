// The agents tab (001 §4, §6, §9; 002 §9): the user's agents 10 a page by full name, the search sent 500 ms
// after the last key; corporate users and branch managers activate an agent's dashboard user ('user has been
// activated.') and open the dashboard as that agent in a new tab; a branch user gets neither.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch, type Handler } from '../../test/fetchStub.ts';
import { AgentsTab } from './AgentsTab.tsx';
import { CUSTOMER_ID, dashboardHandler } from '../dashboard-listings/testDashboard.ts';

const JO = '7a4f8c0a-5b7e-4fa0-9d3c-4e5f6a7b8c91';
const SAM = '7a4f8c0a-5b7e-4fa0-9d3c-4e5f6a7b8c92';
const JO_USER = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const agents = [
  // An inactive sign-up is not linked to its agent (no dashboardUserId): the tab finds it by its agent.
  { id: JO, fullName: 'Jo Agent', email: 'jo@harbour.example.com', phones: [{ type: 'MOBILE', value: '+64212345678' }], didSignUpDashboard: false },
  { id: SAM, fullName: 'Sam Agent', email: 'sam@harbour.example.com', phones: [], didSignUpDashboard: false },
];
const joUser = (isActive: boolean) => ({
  id: JO_USER, email: 'jo@harbour.example.com', displayName: 'Jo Agent', roles: ['agent'], isActive, kind: 'dashboard', customerId: CUSTOMER_ID, agentId: JO,
  officeIds: [], linkedAccounts: [], hasPicture: false, createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z',
});
const routes = [{ path: '/customer-dashboard', element: <AgentsTab /> }];
const as = (role: 'corporate' | 'branchmanager' | 'branchuser') => authState(makeUser([role], { kind: 'dashboard', customerId: CUSTOMER_ID }));

function handlers(state = { active: false }): Record<string, Handler> {
  return {
    'GET /api/dashboards/current': dashboardHandler(),
    'GET /api/agents': () => json({ items: agents, count: 2 }),
    'GET /api/users/dashboard-users': (_: Request, url: URL) => json({ items: url.searchParams.get('agentId') === JO ? [joUser(state.active)] : [], count: 1 }),
    [`POST /api/users/${JO_USER}/activate`]: () => { state.active = true; return json({ message: 'user has been activated.' }); },
    'POST /api/auth/dashboard/preauth': () => json({ url: 'http://127.0.0.1:8080/api/auth/dashboard/preauth/pa_123' }),
  };
}

afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); });

describe('the agents tab', () => {
  it('lists 10 a page by full name and sends the search 500 ms after the last key', async () => {
    const times = new Map<string, number>();
    const base = handlers();
    const { calls } = stubFetch({
      ...base,
      'GET /api/agents': (request, url) => { times.set(url.searchParams.get('search') ?? '', Date.now()); return base['GET /api/agents']!(request, url); },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/customer-dashboard?tab=agents', as('corporate'));
    expect(await screen.findByText('Jo Agent')).toBeInTheDocument();
    const first = calls.find((c) => c.url.pathname === '/api/agents')!.url.searchParams;
    expect(first.get('limit')).toBe('10');
    expect(first.get('sort')).toBe('fullName');
    expect(first.has('customerId')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Search agents' }), 'Sam');
    const typed = Date.now();
    expect(times.has('Sam')).toBe(false);
    await waitFor(() => expect(times.has('Sam')).toBe(true));
    expect(times.get('Sam')! - typed).toBeGreaterThanOrEqual(450);
    // Nothing was sent for the keys in between.
    expect(times.has('Sa')).toBe(false);
    expect(calls.find((c) => c.url.searchParams.get('search') === 'Sam')!.url.searchParams.get('searchField')).toBe('fullName');
  });

  it("activates an agent's inactive dashboard user: 'user has been activated.'", async () => {
    const { calls } = stubFetch(handlers());
    const user = userEvent.setup();
    renderRoutes(routes, '/customer-dashboard?tab=agents', as('branchmanager'));
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open the dashboard as Jo Agent' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Activate Jo Agent' }));
    expect(await screen.findByText('user has been activated.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === `/api/users/${JO_USER}/activate`)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Activate Jo Agent' })).toBeNull());
    expect(screen.getByText('Active')).toBeInTheDocument();
    // Once active, the dashboard opens as Jo; Sam has no dashboard user at all.
    expect(screen.getByRole('button', { name: 'Open the dashboard as Jo Agent' })).toBeInTheDocument();
    expect(screen.getByText('Not signed up')).toBeInTheDocument();
  });

  it("opens the dashboard as the agent's dashboard user in a new tab", async () => {
    const { calls } = stubFetch(handlers({ active: true }));
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderRoutes(routes, '/customer-dashboard?tab=agents', as('corporate'));
    await user.click(await screen.findByRole('button', { name: 'Open the dashboard as Jo Agent' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('http://127.0.0.1:8080/api/auth/dashboard/preauth/pa_123', '_blank', 'noopener'));
    expect(calls.find((c) => c.url.pathname === '/api/auth/dashboard/preauth')!.body).toEqual({ userid: JO_USER });
    expect(screen.queryByRole('button', { name: 'Activate Jo Agent' })).toBeNull();
  });

  it('gives a branch user neither activation nor the dashboard as another agent', async () => {
    const { calls } = stubFetch(handlers());
    renderRoutes(routes, '/customer-dashboard?tab=agents', as('branchuser'));
    expect(await screen.findByText('Jo Agent')).toBeInTheDocument();
    expect(screen.getAllByText('Not signed up')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Activate|Open the dashboard/ })).toBeNull();
    expect(calls.some((c) => c.url.pathname === '/api/users/dashboard-users')).toBe(false);
  });
});
