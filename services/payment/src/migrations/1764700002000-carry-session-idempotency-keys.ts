// Payment sessions kept their Idempotency-Key on the session row; the platform's idempotency_keys
// holds them now (opening a session goes through `idempotent`). The request a key stood for was the
// order it opened, so a carried key's fingerprint is that of `{ orderId }`, as a new one's is.
import { carryIdempotencyKeys, requestFingerprint, tableString } from '@adops/platform';

export const CarrySessionIdempotencyKeys1764700002000 = carryIdempotencyKeys('CarrySessionIdempotencyKeys1764700002000', {
  operation: 'createPaymentSession',
  table: 'payment_sessions',
  userColumn: 'userId',
  keyColumn: 'idempotencyKey',
  fingerprintOf: (row) => requestFingerprint({ orderId: String(row.orderId) }),
  index: { name: 'payment_sessions_user_key', columnNames: ['userId', 'idempotencyKey'], isUnique: true },
  columns: [tableString('idempotencyKey', 100, true)],
});
