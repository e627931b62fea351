// The product screens' messages (ours: the spec gives none for these; the bounds message is the server's).
export const PRODUCT_MESSAGES = {
  productCodeInvalid: 'Letters, digits, _ . - (starting with a letter or digit), e.g. FB-7D.',
  productTypeRequired: 'Please choose a product type.',
  productPriceInvalid: 'Please enter a price, e.g. 199 or 199.00.',
  taxRateInvalid: 'A tax rate between 0 and 100 per cent.',
  durationInvalid: 'Between 1 and 366 days.',
  subjectRequired: 'Please enter a subject.',
  noProductTypes: 'No product types yet: a product needs one.',
  minListingsInvalid: 'A whole number from 0 to 10.',
  maxListingsInvalid: 'A whole number from 1 to 10.',
  listingBounds: 'Minimum listings cannot exceed maximum listings.',
  noCampaignTemplates: 'No campaign templates yet: create one on a customer’s Campaign templates page.',
  chooseCampaignTemplate: 'Choose a campaign template to add',
} as const;
