// The dashboard index (002 §2): the `tab` parameter opens its tab's page (an alias opens its tab: status →
// overview); no tab, an unknown one or one the user's role does not open → the first tab the user may see.
// The stand-alone list routes (/campaigns, /status, /listings, /dashboardOrders, /dashboardLeads) open the index
// on their tab. Through the app's route table (guard, frame), with the frame's layout left out.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { buildRouteTree } from '../../app/routes.tsx';
import type { DashboardTab } from '../../frames/dashboard/dashboardTab.ts';
import type { DashboardState } from '../../frames/dashboard/useDashboard.ts';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { feature } from './feature.tsx';
import { STAND_ALONE_TABS, standAloneTarget } from './standAlone.ts';

vi.mock('../../frames/dashboard/DashboardLayout.tsx', () => ({ DashboardLayout: () => <Outlet /> }));
vi.mock('../../frames/dashboard/dashboardTab.ts', async (original) => {
  const real = await original<typeof import('../../frames/dashboard/dashboardTab.ts')>();
  const tab = (code: string, order: number, aliases?: string[]): DashboardTab => ({
    code, label: code, order, aliases, page: () => <div data-testid="tab-page">{code}</div>,
  });
  const tabs = [tab('overview', 1, ['status']), tab('orders', 2), tab('listings', 3), tab('campaigns', 4), tab('leads', 5), tab('agents', 6)];
  return {
    ...real,
    DASHBOARD_TABS: tabs,
    tabNamed: (name: string | null | undefined) => (name ? tabs.find((t) => t.code === name || t.aliases?.includes(name)) : undefined),
  };
});
const config = {
  themes: { backgroundTheme: '#000', textTheme: '#fff', hoverTheme: '#333', vertical: 'PROPERTY', contactLabel: 'Agent' },
  tabs: [
    { code: 'overview', accessRight: ['corporate'] },
    { code: 'orders', accessRight: ['corporate', 'agent'] },
    { code: 'listings', accessRight: ['corporate', 'agent'] },
    { code: 'campaigns', accessRight: ['corporate', 'agent'] },
    { code: 'leads', accessRight: ['corporate', 'agent'] },
  ],
};
let dashboardUser = makeUser(['agent'], { kind: 'dashboard', agentId: 'a1', customerId: 'c1' });
vi.mock('../../frames/dashboard/useDashboard.ts', () => ({
  useDashboard: (): Partial<DashboardState> => ({
    dashboard: { config, customer: { id: 'c1', name: 'Harbour Realty' } } as unknown as DashboardState['dashboard'],
    error: undefined, isLoading: false, user: dashboardUser, contactLabel: 'Agent', roleIn: () => false,
  }),
}));

const tree = buildRouteTree(feature.routes.map((r) => ({ ...r, frame: 'dashboard' as const })));
const open = async (path: string, roles: string[]) => {
  dashboardUser = makeUser(roles as never, { kind: 'dashboard', agentId: 'a1', customerId: 'c1' });
  const view = renderRoutes(tree, path, authState(dashboardUser));
  const shown = (await screen.findByTestId('tab-page')).textContent;
  return { shown, router: view.router };
};
const address = (router: { state: { location: { pathname: string; search: string } } }) => `${router.state.location.pathname}${router.state.location.search}`;

describe('the dashboard index', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens the tab the parameter names', async () => {
    const { shown, router } = await open('/customer-dashboard?tab=listings', ['agent']);
    expect(shown).toBe('listings');
    expect(address(router)).toBe('/customer-dashboard?tab=listings');
  });

  it('opens the first tab the user may see without a tab, for an unknown one and for one their role does not open', async () => {
    for (const [path, roles, first] of [
      ['/customer-dashboard', ['agent'], 'orders'],
      ['/customer-dashboard', ['corporate'], 'overview'],
      ['/customer-dashboard?tab=nonsense', ['agent'], 'orders'],
      ['/customer-dashboard?tab=overview', ['agent'], 'orders'],
      ['/customer-dashboard?tab=agents', ['admin'], 'overview'],
    ] as const) {
      const { shown, router } = await open(path, [...roles]);
      expect(shown, path).toBe(first);
      await waitFor(() => expect(address(router)).toBe(`/customer-dashboard?tab=${first}`));
      cleanup();
    }
  });

  it('opens an alias on its tab (status → overview), keeping the other parameters', async () => {
    const { shown, router } = await open('/customer-dashboard?tab=status&from=2026-01-01', ['corporate']);
    expect(shown).toBe('overview');
    await waitFor(() => expect(address(router)).toBe('/customer-dashboard?tab=overview&from=2026-01-01'));
  });
});

describe('the stand-alone list routes', () => {
  it('are the spec\'s five, each on its tab', () => {
    expect(STAND_ALONE_TABS.map((r) => [r.path, r.tab])).toEqual([
      ['/customer-dashboard/campaigns', 'campaigns'],
      ['/customer-dashboard/status', 'overview'],
      ['/customer-dashboard/listings', 'listings'],
      ['/customer-dashboard/dashboardOrders', 'orders'],
      ['/customer-dashboard/dashboardLeads', 'leads'],
    ]);
    expect(standAloneTarget('orders', '?tab=x&page=2')).toBe('/customer-dashboard?tab=orders&page=2');
  });

  it('open the index on their tab', async () => {
    for (const { path, tab } of STAND_ALONE_TABS) {
      const { shown, router } = await open(path, ['corporate']);
      expect(shown, path).toBe(tab);
      await waitFor(() => expect(address(router)).toBe(`/customer-dashboard?tab=${tab}`));
      cleanup();
    }
  });
});
