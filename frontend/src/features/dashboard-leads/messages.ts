// The leads tab's messages: the spec gives none; all ours.
export const LEADS_TAB_MESSAGES = {
  empty: 'No leads found.',
  searching: 'Searching leads...',
  dialogTitle: 'Lead data',
  noFields: 'The lead form sent no answers.',
} as const;
