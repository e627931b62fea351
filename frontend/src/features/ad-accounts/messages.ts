// The ad-account screens' messages (ours: the spec gives none for these fields). The server's own messages
// ('This ad account has running campaigns.', 'This ad account is already linked.', 'Credentials are required
// for this provider.') are shown as it sends them, never copied here.
export const AD_ACCOUNT_MESSAGES = {
  accountIdInvalid: "Digits only: Meta's id without act_, Google's without dashes.",
  nameRequired: 'Please enter a name.',
  currencyInvalid: 'Three capital letters, e.g. NZD.',
  credentialsStored: 'Stored. Leave empty to keep it.',
  credentialRequired: 'Required for this provider.',
  deleteQuestion: (name: string) => `Unlink the account ${name}?`,
  shared: 'Shared (any customer)',
} as const;
