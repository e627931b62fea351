// The display-network campaigns (001 §2, §9): the list 25 a page, and a campaign's page refreshed from its network
// on demand (refreshGdnCampaign), its save sent to the display campaign's own address.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authState, makeUser, renderRoutes } from '../../test/render.tsx';
import { json, stubFetch } from '../../test/fetchStub.ts';
import { HARBOUR_REALTY, customerOptions } from '../../test/listingFixtures.ts';
import { campaign } from '../campaigns/fixtures.ts';
import { GdnCampaignEditPage, GdnCampaignsListPage } from './GdnCampaignPages.tsx';
import { GDN_CAMPAIGN_PATHS, gdnCampaignEditPath } from './paths.ts';

const G = campaign({ kind: 'display', name: '12 Harbour View Road – display' });
const routes = [
  { path: GDN_CAMPAIGN_PATHS.gdnCampaigns, element: <GdnCampaignsListPage /> },
  { path: `${GDN_CAMPAIGN_PATHS.gdnCampaign}/:gdnCampaignId/edit`, element: <GdnCampaignEditPage /> },
];

afterEach(() => vi.unstubAllGlobals());

describe('display campaigns', () => {
  it('lists 25 a page and downloads the display export', async () => {
    const { calls } = stubFetch({ 'GET /api/customers/options': customerOptions(HARBOUR_REALTY), 'GET /api/gdn-campaigns': () => json({ items: [G], count: 1 }) });
    renderRoutes(routes, GDN_CAMPAIGN_PATHS.gdnCampaigns, authState(makeUser(['sales'])));
    expect(await screen.findByText(G.name)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'GDN Campaigns' })).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/gdn-campaigns')!.url.searchParams.get('limit')).toBe('25');
    expect(screen.getByRole('link', { name: /Download CSV/ })).toHaveAttribute('href', '/api/gdn-campaigns/export?');
  });

  it('refreshes a campaign from its network and saves a new name to the display campaign', async () => {
    let status = 'PENDING_REVIEW';
    const { calls } = stubFetch({
      'GET /api/customers/options': customerOptions(HARBOUR_REALTY),
      [`GET /api/gdn-campaigns/${G.id}`]: () => json({ ...G, status }),
      [`POST /api/gdn-campaigns/${G.id}/refresh`]: () => { status = 'ACTIVE'; return json({ ...G, status }); },
      [`PUT /api/gdn-campaigns/${G.id}`]: () => json({ ...G, name: 'Display spring' }),
      [`GET /api/campaigns/${G.id}/adsets`]: () => json({ items: [], count: 0 }),
      [`GET /api/insights/campaigns/${G.id}`]: () => json({ campaignId: G.id, currency: 'NZD', spend: 0, insights: G.totals, leadsCount: 0, insightsSyncedAt: null, days: [] }),
      [`GET /api/orders/${G.orderId}`]: () => json({ fbCampaigns: [], gdnCampaigns: [] }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, gdnCampaignEditPath(G.id), authState(makeUser(['operations'])));
    expect(await screen.findByTestId('campaign-status')).toHaveTextContent('In review');
    await user.click(screen.getByRole('button', { name: /Refresh from network/ }));
    await waitFor(() => expect(screen.getByTestId('campaign-status')).toHaveTextContent('Active'));
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Display spring');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: expect.objectContaining({ pathname: `/api/gdn-campaigns/${G.id}` }), body: { name: 'Display spring' } }));
  });
});
