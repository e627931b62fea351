// The campaigns tab's lists (002 §9): 10 a page (10, 20, 30, 50, 75, 100), start time descending, a list or a
// grid (controls.defaultCampaignsView, LIST unless configured).
export const CAMPAIGN_STATS_PAGE_SIZE = 10;
export const CAMPAIGN_STATS_PAGE_SIZES = [10, 20, 30, 50, 75, 100] as const;
export const CAMPAIGN_STATS_SORT = '-startTime';
export type CampaignsView = 'LIST' | 'GRID';
export const DEFAULT_CAMPAIGNS_VIEW: CampaignsView = 'LIST';
/** The network each kind runs on, as the tab names it (ours). */
export const KIND_LABELS = { social: 'Facebook', display: 'Google display' } as const;
/** The export's file name, as the server names it (exportCampaignStats). */
export const campaignStatsExportName = (day: string) => `campaign-stats-${day}.xlsx`;
