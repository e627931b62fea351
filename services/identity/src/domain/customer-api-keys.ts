// Who a customer's API key acts as (docs/decisions.md, "A customer's API key"): the customer as a
// whole, with the corporate role's reach (every office and agent of that customer, nothing of any
// other), read and write. The key itself is the caller: its id is the token's user id and session id,
// so revoking the key (or its customer) refuses every token it was exchanged for.
import type { TokenSubject } from '@adops/platform';

export interface LiveCustomerKey {
  keyId: string;
  customerId: string;
}

export function customerKeySubject(key: LiveCustomerKey): TokenSubject {
  // No person stands behind the key, so no e-mail address either.
  return { userId: key.keyId, email: '', kind: 'dashboard', roles: ['corporate'], customerId: key.customerId, officeIds: [] };
}
