// The campaign screens' words. The server's messages (e.g. 'This campaign can no longer be changed.', 'Only a
// rejected ad can be edited and resubmitted: …', the radius and age messages) are shown as it sends them; the
// form's own checks quote the spec's where it gives them (the ad-set limits: openapi/ads UpdateAdSetRequest).
export const CAMPAIGN_MESSAGES = {
  nameRequired: 'Please enter a name.',
  budgetInvalid: 'Enter the lifetime budget as an amount, e.g. 250.00.',
  endDateInvalid: 'Choose an end date after the start.',
  endDatePast: 'Choose an end date in the future.',
  nothingChanged: 'Nothing to save: change a field first.',
  deleteQuestion: (name: string) => `Delete the campaign ${name}? It is deleted on its network too.`,
  housingHeading: 'Housing ad: the targeting was made compliant',
  reviewHeading: 'The network rejected this campaign’s ad',
  noAdSets: 'No ad sets yet.',
  noCampaigns: 'No campaigns found.',
  reportNone: 'No report link yet.',
  reportCopied: 'Report link copied.',
  reportDeleteQuestion: 'Delete the report link? Whoever holds it can no longer open the report.',
  insightsNotYet: 'No insights read from the network yet.',
  refreshed: 'Refreshed from the network.',
} as const;

export const AD_SET_MESSAGES = {
  minAge: 'Minimum age is 13',
  maxAge: 'Maximum age is 65',
  ages: 'Age min cannot exceed age max.',
  headlineRequired: 'Headline is required',
  messageRequired: 'Message is required',
  rejectedHeading: 'The network rejected this ad',
  rejectedHelp: 'Edit the texts and save: the ad goes back to review.',
  lockedTexts: 'The texts of an ad in review or approved cannot change: only a rejected ad is edited and resubmitted.',
  warningsHeading: 'The network’s review may refuse this ad',
  noWarnings: 'No warnings: the ad meets the review rules.',
  checkFirst: 'Check the ad before saving: the warnings above may get it rejected again.',
  liveTargeting: 'This ad set is live: an edited targeting is recorded here, and its network keeps the targeting it has.',
} as const;
