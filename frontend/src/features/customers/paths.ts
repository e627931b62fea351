// The customers' pages (000 §2). One customer's pages hang under `customer`: '/{customerId}/edit' and
// '/{customerId}/email-templates' here, its assets and stores in their own features.
export const CUSTOMER_PATHS = {
  customers: '/customers',
  customersCreate: '/customers/create',
  customer: '/customer', // + '/{customerId}/…'
} as const;
