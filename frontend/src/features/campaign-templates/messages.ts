// The campaign-template form's messages: the spec's where it gives them (000 §5, 002 §5; verbatim, the map's
// radius messages come from components/map/targeting.ts), else the ads service's own words
// (services/ads/src/campaign-templates/rules.ts MESSAGES), so the form and the server say the same thing.
export const TEMPLATE_MESSAGES = {
  ages: 'Age min cannot exceed age max.',
  name: 'Name is required',
  headline: 'Headline is required',
  message: 'Message is required',
  adSetName: 'Ad set name is required',
  noCountries: 'Select at least one country',
  noMarkers: 'Add at least one location on the map',
  minAge: 'Minimum age is 13',
  maxAge: 'Maximum age is 65',
  budgetShare: 'Budget share must be a whole percent from 1 to 100',
  budgetTotal: "The ad sets' budget shares must add up to 100%",
  introHeadline: 'Intro headline is required',
  scheduleDate: 'Date must be a real date written YYYY-MM-DD',
  // Ours: the screens' own words.
  noTemplates: 'No templates yet.',
  placeholders: 'Placeholders filled from the order:',
  cloneHelp: 'The copy has the same ad sets, creative and schedule; change them on its page once it is made.',
} as const;
