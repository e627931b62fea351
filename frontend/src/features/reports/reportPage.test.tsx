// The public report (001 §7; issue 27 item 6): without signing in, one campaign's name, its dates DD/MM/YYYY,
// the figures of 002 §3 and the chart of its days (its code loaded when first shown); an unknown link says so.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { authState, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import type { ReportData } from '../../lib/api/generated/ads.ts';
import { ReportPage } from './ReportPage.tsx';
import { REPORT_PATHS, reportPath } from './paths.ts';

const SHORT = 'Vq3xK9dLmP2rT8wZ1yB4nA';
const report = (over: Partial<ReportData> = {}): ReportData => ({
  shortId: SHORT, name: '12 Harbour View Road — just listed', startDate: '01/12/2026', endDate: '15/12/2026',
  startTime: '2026-11-30T11:00:00.000Z', endTime: '2026-12-14T11:00:00.000Z', isCompleted: false, currency: 'NZD',
  insights: { reach: 5120, impressions: 9800, clicks: 210, ctr: 2.14, videoViews: 1000, costPerVideoView: 0.0355 }, leadsCount: 4,
  daily: [
    { date: '2026-12-02', reach: 2620, impressions: 5100, clicks: 110, ctr: 2.16, videoViews: 600 },
    { date: '2026-12-01', reach: 2500, impressions: 4700, clicks: 100, ctr: 2.13, videoViews: 400 },
  ],
  heroImage: null, agents: [{ name: 'Jo Agent' }], ...over,
});
const routes = [{ path: `${REPORT_PATHS.report}/:shortId`, element: <ReportPage /> }];

afterEach(() => vi.unstubAllGlobals());

describe('the public report', () => {
  it('shows the campaign, its dates, its figures and the chart of its days to someone not signed in', async () => {
    const { calls } = stubFetch({ [`GET /api/reports/${SHORT}/data`]: () => json(report()) });
    renderRoutes(routes, reportPath(SHORT), authState(null));
    expect(await screen.findByTestId('report-name')).toHaveTextContent('12 Harbour View Road — just listed');
    expect(screen.getByTestId('report-dates')).toHaveTextContent('01/12/2026 – 15/12/2026');
    expect(screen.getByText('Agents: Jo Agent')).toBeInTheDocument();
    expect(screen.getByTestId('figure-reach')).toHaveTextContent('5,120');
    expect(screen.getByTestId('figure-clicks')).toHaveTextContent('210');
    expect(screen.getByTestId('figure-ctr')).toHaveTextContent('2.14%');
    expect(screen.getByTestId('figure-videoViews')).toHaveTextContent('1,000');
    expect(screen.getByTestId('figure-costPerVideoView')).toHaveTextContent('$0.0355');
    expect(screen.getByTestId('figure-leads')).toHaveTextContent('4');
    // Nothing of money beyond cost per view: the public report shows no spend.
    expect(screen.queryByTestId('figure-spend')).toBeNull();
    expect(await screen.findByTestId('insights-chart')).toBeInTheDocument();
    expect(calls.map((c) => c.url.pathname)).toEqual([`/api/reports/${SHORT}/data`]);
  });

  it('says a campaign without days has no delivery yet instead of an empty chart', async () => {
    stubFetch({ [`GET /api/reports/${SHORT}/data`]: () => json(report({ daily: [] })) });
    renderRoutes(routes, reportPath(SHORT), authState(null));
    expect(await screen.findByTestId('insights-chart-empty')).toBeInTheDocument();
  });

  it('says an unknown or deleted link was not found', async () => {
    stubFetch({ [`GET /api/reports/${SHORT}/data`]: () => json({ title: 'Not Found', status: 404, detail: 'Report not found.' }, 404) });
    renderRoutes(routes, reportPath(SHORT), authState(null));
    expect(await screen.findByTestId('not-found-state')).toHaveTextContent('This report was not found.');
  });
});
