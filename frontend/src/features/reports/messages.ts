// The report page's and the insights' words (ours: the spec names the figures, 002 §3, not their labels).
export const REPORT_TEXTS = {
  title: 'Campaign report',
  notFound: 'This report was not found. The link may have been deleted.',
  noDays: 'No delivery reported yet: the chart starts with the campaign’s first day.',
  completed: 'Completed',
  running: 'Running',
  agents: 'Agents',
  dates: 'Dates',
  dailyHeading: 'Day by day',
  adsHeading: 'The ads',
  adFormats: { IMAGE: 'Image', CAROUSEL: 'Carousel', VIDEO: 'Video' },
  moreImages: (n: number) => `+${n} more image${n === 1 ? '' : 's'}`,
  logoAlt: 'Logo',
} as const;

/** The figures of 002 §3, in the order the report and the campaign page show them. */
export const FIGURE_LABELS = {
  reach: 'Reach',
  impressions: 'Impressions',
  clicks: 'Clicks',
  ctr: 'CTR',
  videoViews: 'Video views',
  costPerVideoView: 'Cost per view',
  leads: 'Leads',
  spend: 'Spend',
} as const;
