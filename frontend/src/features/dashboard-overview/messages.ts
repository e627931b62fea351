// The overview tab's messages (002 §8), quoted exactly where the spec gives them; the rest are ours.
export const OVERVIEW_MESSAGES = {
  /** 002 §8 Overview load failure: the dialog's title and message. */
  loadFailedTitle: 'Something went wrong!',
  loadFailed: 'Failed to fetch data, please contact us if this persists.',
} as const;

// Ours:
export const OVERVIEW_TEXTS = {
  title: 'Overview',
  allOffices: 'All offices',
  agentSearch: (label: string) => `Search ${label.toLowerCase()}s`,
  agentSearchPlaceholder: 'Name (3+ characters)',
  agentSearchTooShort: 'Type at least 3 characters to search.',
  noAgents: (label: string) => `No ${label.toLowerCase()} found.`,
  allAgents: (label: string) => `All ${label.toLowerCase()}s`,
  clearAgent: 'Clear',
  showing: (name: string) => `Showing ${name}`,
  digitalInvestment: 'Digital investment',
  digitalInvestmentWithTax: 'incl. tax',
  digitalInvestmentWithoutTax: 'excl. tax',
  noData: 'No data in this range.',
  retry: 'Try again',
} as const;

/** The series names of the ads context's components (openapi/ads OverviewComponents); ours. */
export const SERIES_LABELS: Record<string, { bar?: string; line?: string; value?: string }> = {
  reachAndClicks: { bar: 'Reach', line: 'Clicks' },
  impressionsByCampaign: { value: 'Impressions' },
  leadsByAgent: { value: 'Leads' },
  ctrTrend: { value: 'CTR (%)' },
};
