// The customer screens' messages (ours: the spec gives none for these).
export const CUSTOMER_MESSAGES = {
  settingKeyRequired: 'Every setting needs a key.',
  settingKeyDuplicate: 'Setting keys must be unique.',
  imageAdLimitRange: 'The image ad limit is between 1 and 10.',
  countryCodeInvalid: 'Two capital letters, e.g. NZ.',
} as const;
