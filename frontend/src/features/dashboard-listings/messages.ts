// The listings tab's messages (002 §5 "Selection limit is 10 listings. Deleted listings cannot be selected
// ('Cant select deleted listing', 'Deleted listing included: {title}')"), quoted exactly; the rest ours.
export const LISTINGS_TAB_MESSAGES = {
  cantSelectDeleted: 'Cant select deleted listing',
  deletedIncluded: (title: string) => `Deleted listing included: ${title}`,
  /** 002 §5 states the rule in these words; the order service answers the same (docs/decisions.md, order context). */
  selectionLimit: 'Selection limit is 10 listings.',
  /** 003 §7: a render job that failed (a preview's words, said of a video too). */
  renderFailed: 'Error while generating preview',
  // Ours:
  noneSelected: 'Select at least one listing to order.',
  empty: 'No listings found.',
  searching: 'Searching listings...',
  videoNotStarted: 'The video could not be started.',
  previewNotStarted: 'The preview could not be started.',
  noPreviewTemplate: 'No preview template is available.',
  templatesNotLoaded: 'The templates could not be loaded.',
} as const;
