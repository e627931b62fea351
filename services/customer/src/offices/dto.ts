// Rows as the API shows them (openapi/customer schemas): optional fields left out when empty,
// instants as ISO strings.
import type { Office } from '@adops/openapi/generated/customer';
import type { OfficeRow } from './entities.ts';
import { opt, stamps } from '../customers/dto.ts';

// Not opt(): 0 is a latitude (the equator) and must not be dropped as empty.
const point = (o: OfficeRow) => (o.latitude !== null && o.longitude !== null ? { latitude: o.latitude, longitude: o.longitude } : {});

export const toOfficeDto = (o: OfficeRow): Office => ({
  id: o.id,
  customerId: o.customerId,
  name: o.name,
  ...opt('email', o.email),
  ...opt('phone', o.phone),
  ...opt('address', o.address),
  ...opt('postcode', o.postcode),
  ...opt('country', o.country),
  ...point(o),
  fbAdAccountIds: o.fbAdAccountIds,
  gdnAccountIds: o.gdnAccountIds,
  ...stamps(o),
});
