// Where the display-network campaigns' pages are (001 §2): the list (admin, operations, sales) and one campaign's
// page (admin, operations).

export const GDN_CAMPAIGN_LIST_ROLES = ['admin', 'operations', 'sales'];
export const GDN_CAMPAIGN_EDIT_ROLES = ['admin', 'operations'];

export const GDN_CAMPAIGN_PATHS = {
  gdnCampaigns: '/gdn-campaigns',
  gdnCampaign: '/gdn-campaign', // + '/{gdnCampaignId}/edit'
} as const;

export const gdnCampaignEditPath = (gdnCampaignId: string) => `${GDN_CAMPAIGN_PATHS.gdnCampaign}/${gdnCampaignId}/edit`;
