// Ad accounts (000 §2 "Ad accounts", 001 §2, §6: admin, operations): the social and display-network account
// lists and a social account's custom audiences; the Campaign dropdown's FB Ad Accounts and GDN Accounts entries.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { AD_ACCOUNT_PATHS, AD_ACCOUNT_ROLES } from './paths.ts';

const pages = () => import('./AccountPages.tsx');
const AccountsListPage = lazyPage(pages, (m) => m.AccountsListPage);
const CustomAudiencesPage = lazyPage(() => import('./CustomAudiencesPage.tsx'), (m) => m.CustomAudiencesPage);

export const feature: Feature = {
  frame: 'staff',
  routes: [
    { path: AD_ACCOUNT_PATHS.adAccounts, roles: rolesOf('listAdAccounts', AD_ACCOUNT_ROLES), title: 'FB Ad Accounts', element: <AccountsListPage key="social" kind="social" /> },
    { path: AD_ACCOUNT_PATHS.gdnAccounts, roles: rolesOf('listGdnAccounts', AD_ACCOUNT_ROLES), title: 'GDN Accounts', element: <AccountsListPage key="display" kind="display" /> },
    { path: `${AD_ACCOUNT_PATHS.adAccount}/:adAccountId/custom-audiences`, roles: rolesOf('listCustomAudiences', AD_ACCOUNT_ROLES), title: 'Custom Audiences', element: <CustomAudiencesPage /> },
  ],
  menu: [
    { place: 'campaign', order: 2, label: 'FB Ad Accounts', to: AD_ACCOUNT_PATHS.adAccounts, roles: AD_ACCOUNT_ROLES },
    { place: 'campaign', order: 3, label: 'GDN Accounts', to: AD_ACCOUNT_PATHS.gdnAccounts, roles: AD_ACCOUNT_ROLES },
  ],
};
