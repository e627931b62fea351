// The product screens' messages (ours: the spec gives none for these).
export const PRODUCT_MESSAGES = {
  productCodeInvalid: 'Letters, digits, _ . - (starting with a letter or digit), e.g. FB-7D.',
  productTypeRequired: 'Please choose a product type.',
  productPriceInvalid: 'Please enter a price, e.g. 199 or 199.00.',
  taxRateInvalid: 'A tax rate between 0 and 100 per cent.',
  durationInvalid: 'Between 1 and 366 days.',
  templateIdInvalid: 'A template id, e.g. 4b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e.',
  subjectRequired: 'Please enter a subject.',
} as const;
