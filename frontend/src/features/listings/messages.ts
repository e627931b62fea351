// The listing screens' messages: the spec's quoted exactly (000 §8), the rest ours.
export const LISTING_MESSAGES = {
  tooManyImagesTitle: 'Too Many Images',
  tooManyImages: 'Only 10 Images allow for the listing',
  // Ours:
  titleRequired: 'Please enter a title.',
  webAddress: 'Please enter a full web address, e.g. https://example.com/listing.',
  priceInvalid: 'Please enter an amount, e.g. 1250000 or 1250000.50.',
  metaKeyRequired: 'Choose a key for this value.',
  metaKeyDuplicate: 'Each key once.',
  uploadsFailed: (failed: number, of: number, what: string) => `${failed} of ${of} ${what} could not be uploaded.`,
} as const;
