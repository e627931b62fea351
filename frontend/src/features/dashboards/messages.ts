// The dashboard screens' messages (ours: spec 001 gives none for these forms).
export const DASHBOARD_MESSAGES = {
  colourInvalid: 'Enter a colour: #rrggbb, a colour name or rgb(…).',
  contactLabelRequired: 'Enter what contacts are called (Agent, Contact …).',
  dateRangeValue: 'Enter a whole number from 1 to 3660.',
  noTabs: 'No tabs: the dashboard shows only its index.',
  adminSeesAll: 'An admin sees every tab; the roles below decide for dashboard users.',
} as const;
