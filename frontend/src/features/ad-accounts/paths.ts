// Where the ad-account pages are and who may open them (000 §2 "Ad accounts": admin, operations). Other
// features (campaign templates, campaigns) import the paths from here.

/** The roles of the ad-account screens (000 §2, 001 §6): admin, operations. */
export const AD_ACCOUNT_ROLES = ['admin', 'operations'];

export const AD_ACCOUNT_PATHS = {
  /** The social (Meta) ad accounts, 001 §2 "FB Ad Accounts". */
  adAccounts: '/ad-accounts',
  /** The display-network (Google) accounts, 001 §2 "GDN Accounts". */
  gdnAccounts: '/gdn-accounts',
  adAccount: '/ad-account', // + '/{adAccountId}/custom-audiences'
} as const;

export const customAudiencesPath = (adAccountId: string) => `${AD_ACCOUNT_PATHS.adAccount}/${adAccountId}/custom-audiences`;
