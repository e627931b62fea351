// Social campaigns (001 §2, §7, §9; issue 27 item 8): /campaigns (admin, operations, sales), one campaign's page
// with its ad sets, report link and insights (admin, operations), and an ad set's page (admin, branchuser,
// branchmanager, corporate); the Campaign dropdown's FB Campaigns entry. An address without its id goes to the
// list (001 §2 "A missing adset or campaign id redirects to the respective list").
import { Navigate } from 'react-router';
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { AD_SET_EDIT_ROLES, CAMPAIGN_EDIT_ROLES, CAMPAIGN_LIST_ROLES, CAMPAIGN_PATHS } from './paths.ts';

const pages = () => import('./CampaignPages.tsx');
const CampaignsListPage = lazyPage(pages, (m) => m.CampaignsListPage);
const CampaignEditPage = lazyPage(pages, (m) => m.CampaignEditPage);
const AdSetEditPage = lazyPage(() => import('./AdSetEditPage.tsx'), (m) => m.AdSetEditPage);
const toList = <Navigate to={CAMPAIGN_PATHS.campaigns} replace />;

export const feature: Feature = {
  frame: 'staff',
  routes: [
    { path: CAMPAIGN_PATHS.campaigns, roles: rolesOf('listCampaigns', CAMPAIGN_LIST_ROLES), title: 'FB Campaigns', element: <CampaignsListPage /> },
    { path: `${CAMPAIGN_PATHS.campaign}/:campaignId/edit`, roles: rolesOf('updateCampaign', CAMPAIGN_EDIT_ROLES), title: 'Edit Campaign', element: <CampaignEditPage /> },
    { path: CAMPAIGN_PATHS.campaign, roles: rolesOf('updateCampaign', CAMPAIGN_EDIT_ROLES), title: 'Edit Campaign', element: toList },
    { path: `${CAMPAIGN_PATHS.campaign}/edit`, roles: rolesOf('updateCampaign', CAMPAIGN_EDIT_ROLES), title: 'Edit Campaign', element: toList },
    { path: `${CAMPAIGN_PATHS.adSet}/:adsetId/edit`, roles: rolesOf('updateAdSet', AD_SET_EDIT_ROLES), title: 'Edit Ad Set', element: <AdSetEditPage /> },
    { path: CAMPAIGN_PATHS.adSet, roles: rolesOf('updateAdSet', AD_SET_EDIT_ROLES), title: 'Edit Ad Set', element: toList },
    { path: `${CAMPAIGN_PATHS.adSet}/edit`, roles: rolesOf('updateAdSet', AD_SET_EDIT_ROLES), title: 'Edit Ad Set', element: toList },
  ],
  menu: [{ place: 'campaign', order: 4, label: 'FB Campaigns', to: CAMPAIGN_PATHS.campaigns, roles: CAMPAIGN_LIST_ROLES }],
};
