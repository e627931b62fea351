// The overview tab (002 §2, §5, §6, §7, §8, §9): the components as line, bar and pie charts with day-and-month
// labels, three months back by default and no customerId; the agent search for the roles in
// enableOverviewSearchRoles (from 3 characters); the digital investment for the roles in
// enableDigitalInvestmentDisplayRoles; 'Something went wrong!' / 'Failed to fetch data, please contact us if
// this persists.' when the load fails.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch, type Handler } from '../../test/fetchStub.ts';
import { CUSTOMER_ID, dashboardHandler } from '../dashboard-listings/testDashboard.ts';
import { isoDay } from '../dashboard-orders/dateRange.ts';
import { OverviewTab } from './OverviewTab.tsx';
import { chartsOf, formatDayMonth, hasData } from './charts.ts';
import { agentSearchTerm } from './AgentSearch.tsx';
import { PIE_PALETTE } from './constants.ts';

const JO = '7a4f8c0a-5b7e-4fa0-9d3c-4e5f6a7b8c91';
const overview = {
  dateFrom: '2026-08-27T00:00:00.000Z', dateTo: '2026-11-27T00:00:00.000Z',
  components: {
    reachAndClicks: { title: 'Reach and clicks', data: { type: 'lineBarChart', values: [{ label: '2026-11-29', line: 210, bar: 5120 }, { label: '2026-11-30', line: 190, bar: 4800 }] } },
    impressionsByCampaign: { title: 'Impressions by campaign', data: { type: 'barChart', values: [{ label: '12 Harbour View Road', value: 9800 }] } },
    leadsByAgent: { title: 'Leads by agent', data: { type: 'pieChart', values: [{ label: 'Jo Agent', value: 4 }, { label: 'No agent', value: 1 }] } },
    ctrTrend: { title: 'Click-through rate', data: { type: 'lineChart', values: [{ label: '2026-11-30', value: 0 }] } },
    leadsByOffice: { title: 'Leads by office', data: { type: 'pieChart', values: [{ label: 'Ponsonby', value: 0 }] } },
  },
};
const as = (role: string) => authState(makeUser([role as 'corporate'], { kind: 'dashboard', customerId: CUSTOMER_ID } as never));
const routes = [{ path: '/customer-dashboard', element: <OverviewTab /> }];

function handlers(more: Record<string, Handler> = {}, controls = {}): Record<string, Handler> {
  return {
    'GET /api/dashboards/current': dashboardHandler(controls),
    'GET /api/offices': () => json({ items: [], count: 0 }),
    'GET /api/insights/overview': () => json(overview),
    'GET /api/orders': (_r, url) => json({ orders: [], count: 3, totalPrice: [{ currency: 'NZD', amount: url.searchParams.get('includeTotalPriceTax') ? 57500 : 50000 }] }),
    'GET /api/agents': () => json({ items: [{ id: JO, fullName: 'Jo Agent', email: 'jo@harbour.example.com' }], count: 1 }),
    ...more,
  };
}

afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); });

describe('overview charts', () => {
  it('labels days as day and month and colours pie slices from the fixed palette', () => {
    expect(formatDayMonth('2026-11-30')).toBe('30 Nov');
    expect(formatDayMonth('2026-01-05')).toBe('5 Jan');
    expect(formatDayMonth('12 Harbour View Road')).toBe('12 Harbour View Road');
    const charts = chartsOf(overview.components as never);
    expect(charts.map((c) => [c.key, c.type])).toEqual([
      ['reachAndClicks', 'lineBarChart'], ['impressionsByCampaign', 'barChart'], ['leadsByAgent', 'pieChart'], ['ctrTrend', 'lineChart'], ['leadsByOffice', 'pieChart'],
    ]);
    expect(charts.map(hasData)).toEqual([true, true, true, true, false]);
    expect(charts[0]!.values[1]).toEqual({ label: '30 Nov', line: 190, bar: 4800 });
    expect(charts[2]!.values.map((v) => v.color)).toEqual([PIE_PALETTE[0], PIE_PALETTE[1]]);
  });
  it('searches agents from 3 characters', () => {
    expect(agentSearchTerm('Jo')).toBe('');
    expect(agentSearchTerm(' Jo A ')).toBe('Jo A');
  });
});

describe('the overview tab', () => {
  it('draws the components three months back, without a customerId', async () => {
    const { calls } = stubFetch(handlers());
    renderRoutes(routes, '/customer-dashboard?tab=overview', as('branchuser'));
    expect(await screen.findByTestId('overview-chart-reachAndClicks')).toHaveAttribute('data-type', 'lineBarChart');
    expect(await screen.findByTestId('overview-chart-impressionsByCampaign')).toHaveAttribute('data-type', 'barChart');
    expect(await screen.findByTestId('overview-chart-leadsByAgent')).toHaveAttribute('data-type', 'pieChart');
    // A quiet day is drawn; a pie with nothing in it says so.
    expect(await screen.findByTestId('overview-chart-ctrTrend')).toHaveAttribute('data-type', 'lineChart');
    expect(within(screen.getByTestId('overview-card-leadsByOffice')).getByText('No data in this range.')).toBeInTheDocument();
    const sent = calls.find((c) => c.url.pathname === '/api/insights/overview')!.url.searchParams;
    const back = new Date(); back.setMonth(back.getMonth() - 3);
    expect(sent.get('dateFrom')).toBe(new Date(`${isoDay(back)}T00:00:00`).toISOString());
    expect(sent.has('dateTo')).toBe(false);
    expect(sent.has('customerId')).toBe(false);
    // A branch user has neither the agent search nor the digital investment here.
    expect(screen.queryByRole('textbox', { name: 'Search agents' })).toBeNull();
    expect(screen.queryByTestId('digital-investment')).toBeNull();
    expect(calls.some((c) => c.url.pathname === '/api/orders')).toBe(false);
  });

  it('narrows to an agent found by name for a role in enableOverviewSearchRoles', async () => {
    const { calls } = stubFetch(handlers());
    const user = userEvent.setup();
    renderRoutes(routes, '/customer-dashboard?tab=overview', as('branchmanager'));
    const box = await screen.findByRole('textbox', { name: 'Search agents' });
    await user.type(box, 'Jo');
    expect(await screen.findByText('Type at least 3 characters to search.')).toBeInTheDocument();
    await user.type(box, ' A');
    await user.click(await screen.findByRole('button', { name: 'Jo Agent' }));
    const agents = calls.find((c) => c.url.pathname === '/api/agents')!.url.searchParams;
    expect(agents.get('search')).toBe('Jo A');
    expect(agents.get('searchField')).toBe('fullName');
    expect(agents.get('limit')).toBe('25');
    expect(calls.filter((c) => c.url.pathname === '/api/agents').every((c) => (c.url.searchParams.get('search') ?? '').length >= 3)).toBe(true);
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/insights/overview' && c.url.searchParams.get('agentId') === JO)).toBe(true));
    expect(screen.getByTestId('overview-agent')).toHaveTextContent('Showing Jo Agent');
  });

  it('shows the digital investment for a role in enableDigitalInvestmentDisplayRoles', async () => {
    const { calls } = stubFetch(handlers());
    renderRoutes(routes, '/customer-dashboard?tab=overview', as('corporate'));
    await waitFor(() => expect(screen.getByTestId('digital-investment')).toHaveTextContent('Digital investment (excl. tax)$500.00 NZD'));
    const sent = calls.find((c) => c.url.pathname === '/api/orders')!.url.searchParams;
    expect(sent.get('includeTotalPrice')).toBe('true');
    expect(sent.has('customerId')).toBe(false);
    expect(sent.get('dateFrom')).toBe(calls.find((c) => c.url.pathname === '/api/insights/overview')!.url.searchParams.get('dateFrom'));
  });

  it("says 'Something went wrong!' and 'Failed to fetch data, please contact us if this persists.' when the load fails", async () => {
    stubFetch(handlers({ 'GET /api/insights/overview': () => json({ status: 500, title: 'Internal Server Error' }, 500) }));
    renderRoutes(routes, '/customer-dashboard?tab=overview', as('agent'));
    const dialog = await screen.findByTestId('app-dialog');
    expect(dialog).toHaveTextContent('Something went wrong!');
    expect(dialog).toHaveTextContent('Failed to fetch data, please contact us if this persists.');
    expect(screen.getByTestId('overview-load-error')).toBeInTheDocument();
  });
});
