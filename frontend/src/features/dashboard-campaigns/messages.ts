// The campaigns tab's messages: the spec gives none; all ours.
export const CAMPAIGNS_TAB_MESSAGES = {
  empty: 'No campaigns found.',
  searching: 'Searching campaigns...',
} as const;
