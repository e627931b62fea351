// Where a customer's LLA (lookalike) tags are (000 §2 "Customers": /customer/{customerId}/llatags) and who may
// open them (000 §6 "Customers, stores, templates…": admin, operations). A tag is made and changed in a dialog
// over the list: the spec's route is the list only.
import { CUSTOMER_PATHS } from '../customers/paths.ts';

export const LLA_TAG_ROLES = ['admin', 'operations'];

export const LLA_TAG_ROUTES = {
  list: `${CUSTOMER_PATHS.customer}/:customerId/llatags`,
} as const;

export const llaTagsPath = (customerId: string) => `${CUSTOMER_PATHS.customer}/${customerId}/llatags`;
