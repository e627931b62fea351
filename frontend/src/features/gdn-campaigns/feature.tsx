// Display-network (Google) campaigns (001 §2, §7, §9; issue 27 item 8): /gdn-campaigns (admin, operations, sales)
// and one campaign's page (admin, operations); the Campaign dropdown's GDN Campaigns entry. An address without
// its id goes to the list (001 §2).
import { Navigate } from 'react-router';
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { GDN_CAMPAIGN_EDIT_ROLES, GDN_CAMPAIGN_LIST_ROLES, GDN_CAMPAIGN_PATHS } from './paths.ts';

const pages = () => import('./GdnCampaignPages.tsx');
const GdnCampaignsListPage = lazyPage(pages, (m) => m.GdnCampaignsListPage);
const GdnCampaignEditPage = lazyPage(pages, (m) => m.GdnCampaignEditPage);
const toList = <Navigate to={GDN_CAMPAIGN_PATHS.gdnCampaigns} replace />;

export const feature: Feature = {
  frame: 'staff',
  routes: [
    { path: GDN_CAMPAIGN_PATHS.gdnCampaigns, roles: rolesOf('listGdnCampaigns', GDN_CAMPAIGN_LIST_ROLES), title: 'GDN Campaigns', element: <GdnCampaignsListPage /> },
    { path: `${GDN_CAMPAIGN_PATHS.gdnCampaign}/:gdnCampaignId/edit`, roles: rolesOf('updateGdnCampaign', GDN_CAMPAIGN_EDIT_ROLES), title: 'Edit GDN Campaign', element: <GdnCampaignEditPage /> },
    { path: GDN_CAMPAIGN_PATHS.gdnCampaign, roles: rolesOf('updateGdnCampaign', GDN_CAMPAIGN_EDIT_ROLES), title: 'Edit GDN Campaign', element: toList },
    { path: `${GDN_CAMPAIGN_PATHS.gdnCampaign}/edit`, roles: rolesOf('updateGdnCampaign', GDN_CAMPAIGN_EDIT_ROLES), title: 'Edit GDN Campaign', element: toList },
  ],
  menu: [{ place: 'campaign', order: 5, label: 'GDN Campaigns', to: GDN_CAMPAIGN_PATHS.gdnCampaigns, roles: GDN_CAMPAIGN_LIST_ROLES }],
};
