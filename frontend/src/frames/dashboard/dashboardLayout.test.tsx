// The dashboard frame's layout (002 §1–2, §6, §8): the customer's name, the tabs the role may see (./visibleTabs.ts),
// Order only when the order API lists products for the user, help unless controls.enableHelp is false, 'Failed to
// fetch your information, please contact us if this persists.' for a dashboard user without an agent, and for a
// staff member without a customer (on bulk manage) the way back with no dashboard asked for.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { User } from '../../lib/api/generated/identity.ts';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import type { DashboardTab } from './dashboardTab.ts';
import { DashboardLayout } from './DashboardLayout.tsx';

vi.mock('./dashboardTab.ts', async (original) => {
  const real = await original<typeof import('./dashboardTab.ts')>();
  const tab = (code: string, order: number, generalLabel?: string): DashboardTab => ({ code, label: code, order, generalLabel, page: () => null });
  const tabs = [tab('overview', 1), tab('orders', 2), tab('listings', 3, 'Items'), tab('campaigns', 4)];
  return { ...real, DASHBOARD_TABS: tabs, tabNamed: (name: string | null | undefined) => tabs.find((t) => t.code === name) };
});
afterEach(() => vi.unstubAllGlobals());

const config = (enableHelp = true, vertical = 'PROPERTY') => ({
  themes: { backgroundTheme: '#7b1fa2', textTheme: '#ffffff', hoverTheme: '#4a148c', vertical, contactLabel: 'Consultant' },
  tabs: [{ code: 'overview', accessRight: ['corporate'] }, { code: 'orders', accessRight: ['agent', 'corporate'] }, { code: 'listings', accessRight: ['agent'] }],
  controls: { enableHelp },
});
const customer = { id: '5b2d6a8e-3f5c-4d8e-9b1a-2c3d4e5f6a7b', name: 'Harbour Realty', hasLogo: true };
const agentUser = (overrides: Partial<User> = {}) => makeUser(['agent'], { kind: 'dashboard', customerId: customer.id, agentId: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', ...overrides });

function open(user: User, { products = 1, enableHelp = true, vertical = 'PROPERTY' } = {}) {
  const stub = stubFetch({
    'GET /api/dashboards/current': () => json({ config: config(enableHelp, vertical), customer }),
    'GET /api/products': () => json({ items: [], count: products }),
  });
  renderRoutes([{ element: <DashboardLayout />, children: [{ path: '/customer-dashboard', element: <div data-testid="page">page</div> }] }],
    '/customer-dashboard?tab=orders', authState(user));
  return stub;
}
const tabs = () => screen.queryAllByTestId(/^dashboard-tab-/).map((e) => e.getAttribute('data-testid')!.slice('dashboard-tab-'.length));

describe('the dashboard layout', () => {
  it('shows the customer, the role\'s tabs, Order when there are products, Settings, the contact label\'s page, help and sign out', async () => {
    open(agentUser());
    await screen.findByText('Harbour Realty');
    expect(screen.getByRole('img', { name: 'Harbour Realty logo' }).getAttribute('src')).toBe(`/api/customers/${customer.id}/logo`);
    await waitFor(() => expect(tabs()).toEqual(['orders', 'listings']));
    expect(screen.getByTestId('dashboard-tab-orders').getAttribute('aria-current')).toBe('page');
    expect((await screen.findByTestId('dashboard-nav-order')).textContent).toBe('Order');
    expect(screen.getByTestId('dashboard-nav-settings').getAttribute('href')).toBe('/customer-dashboard/settings');
    expect(screen.getByTestId('dashboard-nav-agent').textContent).toBe('Consultant');
    expect(screen.getByTestId('dashboard-help')).toBeTruthy();
    expect(screen.getByTestId('dashboard-sign-out')).toBeTruthy();
    expect(screen.getByTestId('page')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-no-agent')).toBeNull();
  });

  it('offers no Order when the product list is empty, and no help when the dashboard turns it off', async () => {
    const { calls } = open(agentUser(), { products: 0, enableHelp: false });
    await waitFor(() => expect(tabs()).toEqual(['orders', 'listings']));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/products')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('dashboard-nav-order')).toBeNull();
    expect(screen.queryByTestId('dashboard-help')).toBeNull();
  });

  it('names the tabs by the vertical', async () => {
    open(agentUser(), { vertical: 'GENERAL' });
    await waitFor(() => expect(screen.getByTestId('dashboard-tab-listings').textContent).toBe('Items'));
  });

  it('tells a dashboard user without an agent the spec\'s message', async () => {
    open(agentUser({ agentId: undefined, roles: ['corporate'] }));
    expect((await screen.findByTestId('dashboard-no-agent')).textContent).toBe('Failed to fetch your information, please contact us if this persists.');
    await waitFor(() => expect(tabs()).toEqual(['overview', 'orders']));
  });

  it('gives a staff member without a customer the way back, and asks for no dashboard', async () => {
    const { calls } = open(makeUser(['operations']));
    expect((await screen.findByTestId('dashboard-back-to-staff')).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('page')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.url.pathname === '/api/dashboards/current')).toHaveLength(0);
    expect(tabs()).toEqual([]);
  });
});
