// Where the campaign pages are and who may open them (001 §2): the social campaigns' list and edit page, and an
// ad set's edit page. Other features (the order page, display campaigns) import the paths from here.

/** /campaigns (001 §2): admin, operations, sales. */
export const CAMPAIGN_LIST_ROLES = ['admin', 'operations', 'sales'];
/** /campaign/{campaignId}/edit (001 §2): admin, operations. */
export const CAMPAIGN_EDIT_ROLES = ['admin', 'operations'];
/** /adset/{adsetId}/edit (001 §2): admin, branchuser, branchmanager, corporate. */
export const AD_SET_EDIT_ROLES = ['admin', 'branchuser', 'branchmanager', 'corporate'];

export const CAMPAIGN_PATHS = {
  campaigns: '/campaigns',
  campaign: '/campaign', // + '/{campaignId}/edit'
  adSet: '/adset', // + '/{adsetId}/edit'
} as const;

export const campaignEditPath = (campaignId: string) => `${CAMPAIGN_PATHS.campaign}/${campaignId}/edit`;
export const adSetEditPath = (adSetId: string) => `${CAMPAIGN_PATHS.adSet}/${adSetId}/edit`;
