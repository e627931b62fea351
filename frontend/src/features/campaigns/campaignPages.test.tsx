// The campaign screens (001 §2, §7, §9): the list 50 a page with its columns, filters and CSV download; a
// campaign's page with the housing guardrail's reasons (info) and the review's (error), a save sending only what
// changed, a report link made and deleted, its ad sets linked; a missing campaign goes back to the list; an ad
// set's page checks the ad before saving and resubmits a rejected one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { HARBOUR, HARBOUR_REALTY, customerOptions } from '../../test/listingFixtures.ts';
import { AdSetEditPage } from './AdSetEditPage.tsx';
import { CampaignEditPage, CampaignsListPage } from './CampaignPages.tsx';
import { adSet, campaign } from './fixtures.ts';
import { CAMPAIGN_PATHS, adSetEditPath, campaignEditPath } from './paths.ts';

const C = campaign({ customerId: HARBOUR });
const A = adSet();
const routes = [
  { path: CAMPAIGN_PATHS.campaigns, element: <CampaignsListPage /> },
  { path: `${CAMPAIGN_PATHS.campaign}/:campaignId/edit`, element: <CampaignEditPage /> },
  { path: `${CAMPAIGN_PATHS.adSet}/:adsetId/edit`, element: <AdSetEditPage /> },
];
const insights = () => json({ campaignId: C.id, currency: 'NZD', spend: 35.5, insights: { reach: 5120, impressions: 9800, clicks: 210, ctr: 2.14, videoViews: 0, costPerVideoView: null }, leadsCount: 4, insightsSyncedAt: null, days: [] });

afterEach(() => vi.unstubAllGlobals());

describe('the campaigns list', () => {
  it('lists 50 a page with customer, order, status, run, spend and delivery, filters by status and downloads the selection', async () => {
    const { calls } = stubFetch({
      'GET /api/customers/options': customerOptions(HARBOUR_REALTY),
      'GET /api/campaigns': () => json({ items: [campaign({ customerId: HARBOUR, totals: { ...C.totals, reach: 5120, clicks: 210, spend: 3550, leadsCount: 4 } })], count: 1 }),
      [`GET /api/campaigns/${C.id}`]: () => json(C),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, CAMPAIGN_PATHS.campaigns, authState(makeUser(['operations'])));
    const row = (await screen.findByText(C.name)).closest('tr')!;
    expect(within(row).getByText('Harbour Realty')).toBeInTheDocument();
    expect(row).toHaveTextContent('1042');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('01/12/2026 – 08/12/2026');
    expect(row).toHaveTextContent('$35.50');
    expect(row).toHaveTextContent('5,120');
    expect(calls.find((c) => c.url.pathname === '/api/campaigns')!.url.searchParams.get('limit')).toBe('50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'PAUSED');
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('status') === 'PAUSED')).toBe(true));
    expect(screen.getByRole('link', { name: /Download CSV/ })).toHaveAttribute('href', '/api/campaigns/export?status=PAUSED');
    await user.click((await screen.findByText(C.name)).closest('tr')!);
    await waitFor(() => expect(router.state.location.pathname).toBe(campaignEditPath(C.id)));
  });

  it('opens no campaign for sales, who only list them', async () => {
    stubFetch({ 'GET /api/customers/options': customerOptions(HARBOUR_REALTY), 'GET /api/campaigns': () => json({ items: [C], count: 1 }) });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, CAMPAIGN_PATHS.campaigns, authState(makeUser(['sales'])));
    await user.click(await screen.findByText(C.name));
    expect(router.state.location.pathname).toBe(CAMPAIGN_PATHS.campaigns);
  });
});

describe('a campaign’s page', () => {
  it('shows the housing adjustments and review reasons, saves only what changed, makes and deletes its report link', async () => {
    const housing = ['Age narrowing removed: housing ads reach every adult.', 'Radius widened to 15 miles (24.2 km).'];
    const reasons = ['The image is mostly text (more than 20 % of it).'];
    const { calls } = stubFetch({
      'GET /api/customers/options': customerOptions(HARBOUR_REALTY),
      [`GET /api/campaigns/${C.id}`]: () => json({ ...C, isHousing: true, housingAdjustments: housing, reviewReasons: reasons }),
      [`PUT /api/campaigns/${C.id}`]: () => json({ ...C, status: 'PAUSED' }),
      [`GET /api/campaigns/${C.id}/adsets`]: () => json({ items: [A], count: 1 }),
      [`GET /api/insights/campaigns/${C.id}`]: insights,
      [`GET /api/orders/${C.orderId}`]: () => json({ fbCampaigns: [{ campaignId: C.id, name: C.name, shortUrl: null }], gdnCampaigns: [] }),
      'POST /api/reports': () => json({ shortId: 'Vq3xK9dLmP2rT8wZ1yB4nA', shortUrl: 'https://adops.example/report/Vq3xK9dLmP2rT8wZ1yB4nA', campaignId: C.id, createdAt: C.createdAt }, 201),
      'DELETE /api/reports/Vq3xK9dLmP2rT8wZ1yB4nA': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, campaignEditPath(C.id), authState(makeUser(['admin'])));
    const info = await screen.findByTestId('housing-adjustments');
    housing.forEach((h) => expect(within(info).getByText(h)).toBeInTheDocument());
    expect(within(screen.getByTestId('review-reasons')).getByText(reasons[0]!)).toBeInTheDocument();
    expect(await screen.findByTestId('figure-reach')).toHaveTextContent('5,120');
    expect(screen.getByTestId('figure-ctr')).toHaveTextContent('2.14%');
    expect(screen.getByTestId('figure-spend')).toHaveTextContent('$35.50');
    expect(screen.getByRole('link', { name: A.name })).toHaveAttribute('href', adSetEditPath(A.id));

    // Pause: only the status is sent.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'PAUSED');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'PAUSED' }));

    await user.click(screen.getByRole('button', { name: /Create report link/ }));
    expect(await screen.findByTestId('report-link-url')).toHaveValue('https://adops.example/report/Vq3xK9dLmP2rT8wZ1yB4nA');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ campaignId: C.id });
    await user.click(screen.getByRole('button', { name: /Delete link/ }));
    await user.click(await screen.findByRole('button', { name: /^(OK|Yes|Confirm|Delete)$/ }));
    expect(await screen.findByRole('button', { name: /Create report link/ })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/reports/Vq3xK9dLmP2rT8wZ1yB4nA')).toBe(true);
  });

  it('goes back to the list for a campaign that does not exist', async () => {
    stubFetch({ 'GET /api/customers/options': customerOptions(HARBOUR_REALTY), 'GET /api/campaigns': () => json({ items: [], count: 0 }) });
    const { router } = renderRoutes(routes, campaignEditPath(C.id), authState(makeUser(['admin'])));
    await waitFor(() => expect(router.state.location.pathname).toBe(CAMPAIGN_PATHS.campaigns));
  });
});

describe('an ad set’s page', () => {
  it('shows a rejected ad’s reasons, checks the ad and shows its warnings, and resubmits it on saving', async () => {
    const rejected = { ...A, reviewStatus: 'REJECTED' as const, reviewReasons: ['The headline assumes things about the viewer.'] };
    const warning = { rule: 'PERSONAL_ATTRIBUTES', message: 'The headline or message assumes things about the viewer.' };
    const { calls } = stubFetch({
      [`GET /api/adsets/${A.id}`]: () => json(rejected),
      [`GET /api/campaigns/${A.campaignId}`]: () => json(C),
      [`GET /api/adsets/${A.id}/preview`]: () => json({ adSetId: A.id, format: 'IMAGE', headline: A.creative.headline, message: A.creative.message, linkUrl: A.creative.linkUrl, imageUrls: [], videoUrl: null, callToAction: 'LEARN_MORE', reviewStatus: 'REJECTED', warnings: [] }),
      'POST /api/campaigns/creative-check': () => json({ warnings: [warning] }),
      [`PUT /api/adsets/${A.id}`]: () => json({ ...rejected, reviewStatus: 'PENDING', reviewReasons: [] }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, adSetEditPath(A.id), authState(makeUser(['branchmanager'])));
    expect(await screen.findByTestId('ad-rejected')).toHaveTextContent(rejected.reviewReasons[0]!);
    const headline = screen.getByRole('textbox', { name: /Headline/ });
    await user.clear(headline);
    await user.type(headline, 'Are you single?');
    await user.click(screen.getByRole('button', { name: /Check ad/ }));
    expect(await screen.findByTestId('ad-check-warnings')).toHaveTextContent(warning.message);
    expect(calls.find((c) => c.url.pathname === '/api/campaigns/creative-check')?.body).toEqual({ headline: 'Are you single?', message: A.creative.message, isHousing: false, imageTextRatios: [0.3] });
    await user.clear(headline);
    await user.type(headline, 'Three bedrooms by the beach');
    await user.click(screen.getByRole('button', { name: 'Save and resubmit' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ creative: { headline: 'Three bedrooms by the beach', message: A.creative.message } }));
  });

  it('goes to the campaigns list for an ad set that does not exist', async () => {
    stubFetch({ 'GET /api/customers/options': customerOptions(HARBOUR_REALTY), 'GET /api/campaigns': () => json({ items: [], count: 0 }) });
    const { router } = renderRoutes(routes, adSetEditPath(A.id), authState(makeUser(['admin'])));
    await waitFor(() => expect(router.state.location.pathname).toBe(CAMPAIGN_PATHS.campaigns));
  });
});
