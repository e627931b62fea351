// The campaigns tab (002 §3, §9): campaign stats 10 a page (10 to 100), start time descending, as a list or a
// grid (the dashboard's defaultCampaignsView first); the Excel export for enableCampaignExportRoles and the
// budget for enableCampaignBudgetRoles.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch, type Handler } from '../../test/fetchStub.ts';
import { CampaignsTab } from './CampaignsTab.tsx';
import { initialView } from './campaignStats.ts';
import { CUSTOMER_ID, dashboardHandler } from '../dashboard-listings/testDashboard.ts';

const SOCIAL = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
const DISPLAY = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e70';
const insights = { reach: 5120, impressions: 9800, clicks: 210, ctr: 2.14, videoViews: 0, costPerVideoView: null };
const stats = [
  { campaignId: SOCIAL, name: '12 Harbour View Road', kind: 'social', startTime: '2026-12-01T00:00:00.000Z', endTime: '2026-12-15T00:00:00.000Z', isCompleted: false, currency: 'NZD', lifetimeBudget: 20000, insights, leadsCount: 4 },
  { campaignId: DISPLAY, name: '3 Summit Lane', kind: 'display', startTime: '2026-11-01T00:00:00.000Z', endTime: '2026-11-15T00:00:00.000Z', isCompleted: true, currency: 'NZD', lifetimeBudget: 35000, insights: { ...insights, videoViews: 40, costPerVideoView: 0.125 }, leadsCount: 0 },
];
const routes = [{ path: '/customer-dashboard', element: <CampaignsTab /> }];
const as = (role: 'corporate' | 'branchuser') => authState(makeUser([role], { kind: 'dashboard', customerId: CUSTOMER_ID }));
const handlers = (view: 'LIST' | 'GRID' = 'LIST'): Record<string, Handler> => ({
  'GET /api/dashboards/current': dashboardHandler({ defaultCampaignsView: view }),
  'GET /api/insights/campaign-stats': () => json({ items: stats, count: 2 }),
});

afterEach(() => vi.unstubAllGlobals());

describe('the campaigns tab', () => {
  it('opens in the view the dashboard configures, LIST when it sets none', () => {
    expect(initialView('GRID')).toBe('GRID');
    expect(initialView('LIST')).toBe('LIST');
    expect(initialView(undefined)).toBe('LIST');
  });

  it('lists the stats 10 a page, start time descending, with the export and budgets for a corporate user', async () => {
    const { calls } = stubFetch(handlers());
    const user = userEvent.setup();
    renderRoutes(routes, '/customer-dashboard?tab=campaigns', as('corporate'));
    const row = (await screen.findByText('12 Harbour View Road')).closest('tr')!;
    expect(within(row).getByText('Facebook')).toBeInTheDocument();
    expect(within(row).getByText('5,120')).toBeInTheDocument();
    expect(within(row).getByText('2.14%')).toBeInTheDocument();
    expect(await within(row).findByText('$200.00')).toBeInTheDocument();
    const display = screen.getByText('3 Summit Lane').closest('tr')!;
    expect(within(display).getByText('Completed')).toBeInTheDocument();
    expect(within(display).getByText('$0.13')).toBeInTheDocument();
    expect(within(display).getByText('$350.00')).toBeInTheDocument();
    const first = calls.find((c) => c.url.pathname === '/api/insights/campaign-stats')!.url.searchParams;
    expect(Object.fromEntries(first)).toEqual({ page: '1', limit: '10', sort: '-startTime' });
    expect(calls.some((c) => /^\/api\/(gdn-)?campaigns\//.test(c.url.pathname))).toBe(false);
    const sizes = within(screen.getByRole('combobox', { name: 'Page size' })).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(sizes).toEqual(['10', '20', '30', '50', '75', '100']);
    const excel = screen.getByRole('link', { name: 'Export Excel' });
    expect(excel).toHaveAttribute('href', '/api/insights/campaign-stats/export?format=xlsx');
    expect(excel.getAttribute('download')).toMatch(/^campaign-stats-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await user.click(screen.getByRole('button', { name: 'Grid' }));
    expect(await screen.findAllByTestId('campaign-card')).toHaveLength(2);
  });

  it('opens as a grid when configured, without export or budget for roles the controls do not name', async () => {
    const { calls } = stubFetch(handlers('GRID'));
    renderRoutes(routes, '/customer-dashboard?tab=campaigns', as('branchuser'));
    await waitFor(() => expect(screen.getAllByTestId('campaign-card')).toHaveLength(2));
    expect(screen.queryByRole('link', { name: 'Export Excel' })).toBeNull();
    expect(screen.queryByText('Budget')).toBeNull();
    expect(calls.some((c) => c.url.pathname.startsWith('/api/campaigns/'))).toBe(false);
  });
});
