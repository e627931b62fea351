// The listing screens' messages: the spec's quoted exactly (000 §8), the rest ours.
export const LISTING_MESSAGES = {
  tooManyImagesTitle: 'Too Many Images',
  tooManyImages: 'Only 10 Images allow for the listing',
  /** 002 §5 (listing save): a file chosen for the listing did not upload. */
  someImageNotUploaded: 'Some Image is not upload...',
  /** 003 §7: a render job that failed (the job's own message says the same). */
  videoFailed: 'Error while generating preview',
  // Ours:
  titleRequired: 'Please enter a title.',
  webAddress: 'Please enter a full web address, e.g. https://example.com/listing.',
  priceInvalid: 'Please enter an amount, e.g. 1250000 or 1250000.50.',
  dateInvalid: 'Please enter a real date and time (years 1900 to 9999).',
  countInvalid: 'Please enter a whole number from 0 to 1000.',
  areaInvalid: 'Please enter a number, e.g. 650 or 12.5.',
  latitudeInvalid: 'Please enter a latitude from -90 to 90.',
  longitudeInvalid: 'Please enter a longitude from -180 to 180.',
  coordinatesTogether: 'Latitude and longitude go together.',
  notSavedYet: 'Not saved yet: uploaded with Save.',
  videoNotStarted: 'The video could not be started.',
  noVideos: 'No videos rendered yet.',
  uploadsFailed: (failed: number, of: number, what: string) => `${failed} of ${of} ${what} could not be uploaded.`,
} as const;
