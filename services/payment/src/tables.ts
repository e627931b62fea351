// Every table of the payment context, by the area that owns it. Shared: the payable-orders projection
// (orders/) is read by payments/ and simulator/ through orders/store.ts, and its agent links
// (payable_order_agents) also scope payments/' rows (a payment borrows its order's agents); payments/'
// payments are read by webhooks/, orders/ and simulator/ through payments/store.ts.
import { idempotencyEntities, idempotencyMigrations } from '@adops/platform';
import { PayableOrderAgentEntity, PayableOrderEntity } from './orders/entities.ts';
import { PaymentEntity, PaymentSessionEntity, ProviderCustomerEntity } from './payments/entities.ts';
import { WebhookEventEntity } from './webhooks/entities.ts';
import { SimulatedCardEntity, SimulatedIntentEntity } from './simulator/entities.ts';
import { CreatePaymentTables1764600001000 } from './migrations/1764600001000-create-payment-tables.ts';
import { ProviderCustomersPerCustomer1764600002000 } from './migrations/1764600002000-provider-customers-per-customer.ts';
import { CarrySessionIdempotencyKeys1764700002000 } from './migrations/1764700002000-carry-session-idempotency-keys.ts';

export const paymentTables = [
  // orders/: the payable-orders projection
  PayableOrderEntity,
  PayableOrderAgentEntity,
  // payments/
  PaymentEntity,
  PaymentSessionEntity,
  ProviderCustomerEntity,
  // payments/: the Idempotency-Keys sessions were opened with (the platform's table)
  ...idempotencyEntities,
  // webhooks/: the provider events handled
  WebhookEventEntity,
  // simulator/: the built-in card simulator's records
  SimulatedIntentEntity,
  SimulatedCardEntity,
];

export const paymentMigrations = [CreatePaymentTables1764600001000, ProviderCustomersPerCustomer1764600002000, ...idempotencyMigrations, CarrySessionIdempotencyKeys1764700002000];
