// What the customers area publishes, built in one place from the row as written (payload schema in
// openapi/customer: CustomerEventData). The API key's event is built where the key is made
// (api-keys.ts), since only that use case knows the key. logoUrl is the logo's public address, so a
// context that shows the logo to people who are not signed in (the ads context's public report) can.
import type { CustomerRow } from './entities.ts';
import { logoUrlOf } from './rules.ts';

/**
 * What an event tells of a customer (a migration builds it from the table's columns). sharingOptions
 * lets the ads context refuse a share the customer turned off (003 §6); every use case passes its row,
 * so it is always there but for the logo-token migration (1765000029300), which keeps writing the events
 * it was made with; the sharing-options migration (1765000029400) then republishes every customer with it.
 */
export type CustomerFacts = Pick<CustomerRow, 'id' | 'name' | 'isActive' | 'country' | 'currency' | 'imageAdLimit' | 'logoToken'> & Partial<Pick<CustomerRow, 'sharingOptions'>>;

export const customerEvent = (type: 'customer.created' | 'customer.updated' | 'customer.deactivated' | 'customer.deleted', c: CustomerFacts) => ({
  type,
  subject: c.id,
  customerId: c.id,
  data: {
    customerId: c.id,
    name: c.name,
    isActive: c.isActive,
    country: c.country,
    currency: c.currency,
    imageAdLimit: c.imageAdLimit,
    logoUrl: logoUrlOf(c.logoToken),
    ...(c.sharingOptions && { sharingOptions: c.sharingOptions }),
  },
});
