// The dashboard listing screens' messages (002 §5 "Listing save", §8), quoted exactly; the rest marked ours.
export const DASHBOARD_LISTING_MESSAGES = {
  /** 002 §8: an edited listing saved. */
  saved: 'Your Listing has been successfully saved.',
  /** 002 §8: a new listing saved, with the reference the server gave it (DASH…). */
  created: (reference: string) => `Listing Created Reference# ${reference}`,
  /** 002 §8: the title of a refused save (the server's message below it). */
  saveTitle: 'Save Listing',
  /** 002 §5, §8: a file chosen for the listing did not upload. */
  someImageNotUploaded: 'Some Image is not upload...',
  // Ours:
  notAllowed: 'Your role does not create or edit listings on this dashboard.',
  noDashboard: 'Your dashboard could not be loaded, so listings cannot be saved here.',
} as const;
