// What the offices area publishes, built in one place from the row as written (payload schema in
// openapi/customer: OfficeEventData). The place goes with every event, null where the office has none:
// the ads context aims campaigns at the office by it.
import type { OfficeRow } from './entities.ts';

export const officeEvent = (type: 'office.created' | 'office.updated' | 'office.deleted', o: OfficeRow) => ({
  type,
  subject: o.id,
  customerId: o.customerId,
  data: { officeId: o.id, customerId: o.customerId, name: o.name, address: o.address, postcode: o.postcode, country: o.country, latitude: o.latitude, longitude: o.longitude },
});
