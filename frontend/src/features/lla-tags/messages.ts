// The LLA tag screen's messages. The ratio's is the ads service's own words (services/ads/src/audiences/rules.ts
// AUDIENCE_MESSAGES.ratio), so the form and the server say the same thing; the server's others ('This customer
// already has an LLA tag of this name.', 'Custom audience not found.') are shown as it sends them, never copied.
export const LLA_TAG_MESSAGES = {
  ratio: 'Lookalike ratio must be between 1 and 10 per cent.',
  // Ours: the spec gives none for these.
  countryInvalid: 'Two capital letters, e.g. NZ.',
  empty: 'No LLA tags yet.',
  create: 'Add LLA tag',
  ratioHelper: 'Share of the country\'s people, 1 to 10 per cent (1 is the closest match).',
  sourcesHelper: 'The custom audiences of the customer\'s social ad accounts (and the shared ones) the lookalike is modelled on; they may be chosen later.',
  noAudiences: 'No custom audiences on these accounts: sync them on the account\'s page.',
  noAccounts: 'The customer has no social ad accounts yet.',
  unknownAudience: 'An audience not on these accounts',
  deleteQuestion: (name: string) => `Delete the LLA tag ${name}?`,
  deleted: (name: string) => `The LLA tag ${name} has been deleted.`,
} as const;
