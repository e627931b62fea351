// What the customers area publishes, built in one place from the row as written (payload schema in
// openapi/customer: CustomerEventData). The API key's event is built where the key is made
// (api-keys.ts), since only that use case knows the key.
import type { CustomerRow } from './entities.ts';

export const customerEvent = (type: 'customer.created' | 'customer.updated' | 'customer.deactivated' | 'customer.deleted', c: CustomerRow) => ({
  type,
  subject: c.id,
  customerId: c.id,
  data: { customerId: c.id, name: c.name, isActive: c.isActive, country: c.country, currency: c.currency, imageAdLimit: c.imageAdLimit },
});
