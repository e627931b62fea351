// Orders kept their Idempotency-Key and the hash of the body it came with on the order row; the
// platform's idempotency_keys holds them now (placing an order goes through `idempotent`). The old
// hash was of the body as sent, not of its canonical form: a retry across the upgrade whose fields
// come in another order is refused (409), never placed twice.
import { carryIdempotencyKeys, tableString } from '@adops/platform';

export const CarryOrderIdempotencyKeys1764700001000 = carryIdempotencyKeys('CarryOrderIdempotencyKeys1764700001000', {
  operation: 'createOrder',
  table: 'orders',
  userColumn: 'createdBy',
  keyColumn: 'idempotencyKey',
  fingerprintOf: (row) => String(row.requestHash ?? ''),
  index: { name: 'orders_idempotency', columnNames: ['createdBy', 'idempotencyKey'], isUnique: true },
  columns: [tableString('idempotencyKey', 100, true), tableString('requestHash', 64, true)],
});
