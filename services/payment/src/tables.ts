// Every table of the payment context, by the area that owns it. Shared: the payable-orders projection
// (orders/) is read by payments/ and simulator/ through orders/store.ts, and its agent links
// (payable_order_agents) also scope payments/' rows (a payment borrows its order's agents); payments/'
// payments are read by webhooks/, orders/ and simulator/ through payments/store.ts.
import { PayableOrderAgentEntity, PayableOrderEntity } from './orders/entities.ts';
import { PaymentEntity, PaymentSessionEntity, ProviderCustomerEntity } from './payments/entities.ts';
import { WebhookEventEntity } from './webhooks/entities.ts';
import { SimulatedCardEntity, SimulatedIntentEntity } from './simulator/entities.ts';

export const paymentTables = [
  // orders/: the payable-orders projection
  PayableOrderEntity,
  PayableOrderAgentEntity,
  // payments/
  PaymentEntity,
  PaymentSessionEntity,
  ProviderCustomerEntity,
  // webhooks/: the provider events handled
  WebhookEventEntity,
  // simulator/: the built-in card simulator's records
  SimulatedIntentEntity,
  SimulatedCardEntity,
];
