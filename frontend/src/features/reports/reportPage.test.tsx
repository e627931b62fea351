// The public report (001 §7; issue 27 item 6, issue 29 item 4): without signing in, one campaign's name, its
// dates DD/MM/YYYY, the customer's logo and the hero image, the figures of 002 §3, the chart of its days (its
// code loaded when first shown) and what its ads show; an unknown link says so.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
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
  heroImage: null, headerLogo: null, agents: [{ name: 'Jo Agent' }], adPreviews: [], ...over,
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

  it("shows the customer's logo, the hero image and each of the campaign's ads: pictures, video, headline and message", async () => {
    stubFetch({ [`GET /api/reports/${SHORT}/data`]: () => json(report({
      headerLogo: 'https://cdn.example.com/harbour-logo.png',
      heroImage: 'https://cdn.example.com/12-harbour/hero.jpg',
      adPreviews: [
        { format: 'CAROUSEL', headline: '12 Harbour View Road', message: 'Open home Saturday.\nCall Jo.', imageUrls: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg', 'https://cdn.example.com/c.jpg'], videoUrl: null, callToAction: 'LEARN_MORE' },
        { format: 'VIDEO', headline: 'Take the tour', message: 'Watch the walkthrough.', imageUrls: ['https://cdn.example.com/poster.jpg'], videoUrl: 'https://cdn.example.com/tour.mp4', callToAction: 'WATCH_MORE' },
      ],
    })) });
    renderRoutes(routes, reportPath(SHORT), authState(null));
    expect(await screen.findByTestId('report-logo')).toHaveAttribute('src', 'https://cdn.example.com/harbour-logo.png');
    expect(screen.getByTestId('report-hero')).toHaveAttribute('src', 'https://cdn.example.com/12-harbour/hero.jpg');
    const ads = screen.getAllByTestId('ad-preview');
    expect(ads).toHaveLength(2);
    expect(within(ads[0]!).getByTestId('ad-preview-image')).toHaveAttribute('src', 'https://cdn.example.com/a.jpg');
    expect(within(ads[0]!).getByText('Carousel')).toBeInTheDocument();
    expect(within(ads[0]!).getByText('+2 more images')).toBeInTheDocument();
    expect(within(ads[0]!).getByTestId('ad-preview-headline')).toHaveTextContent('12 Harbour View Road');
    expect(within(ads[0]!).getByTestId('ad-preview-message')).toHaveTextContent('Open home Saturday. Call Jo.');
    const video = within(ads[1]!).getByTestId('ad-preview-video');
    expect(video).toHaveAttribute('src', 'https://cdn.example.com/tour.mp4');
    expect(video).toHaveAttribute('poster', 'https://cdn.example.com/poster.jpg');
    expect(within(ads[1]!).getByTestId('ad-preview-headline')).toHaveTextContent('Take the tour');
  });

  it('shows neither a logo nor an ads section when the report has none', async () => {
    stubFetch({ [`GET /api/reports/${SHORT}/data`]: () => json(report()) });
    renderRoutes(routes, reportPath(SHORT), authState(null));
    expect(await screen.findByTestId('report-name')).toBeInTheDocument();
    expect(screen.queryByTestId('report-logo')).toBeNull();
    expect(screen.queryByTestId('report-hero')).toBeNull();
    expect(screen.queryByTestId('ad-previews')).toBeNull();
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
