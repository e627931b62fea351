// What the payment context owns, declared once for the owned-resource kit: a payable order (the
// projection of an order) is its customer's, in its office, and reached by each of its agents (the
// kit keeps payable_order_agents); a payment borrows its order's agents, so whoever reaches the
// order reaches its payments, and nobody else (404).
import type { DataSource } from 'typeorm';
import { OwnedKit, type Outbox } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import { PayableOrderAgentEntity, PayableOrderEntity, PaymentEntity } from './entities.ts';

export const PAYMENT_DATA_NOT_FOUND = 'Payment Data cannot be found, please contact the provider.';
export const PAYMENT_NOT_FOUND = 'Payment not found.';

export function paymentResources(ds: DataSource, outbox: Outbox<'payment'>) {
  const kit = new OwnedKit(ds, outbox);
  return {
    kit,
    orders: kit.resource({
      entity: PayableOrderEntity,
      alias: 'o',
      owners: { customer: 'customerId', office: { column: 'officeId', many: false }, agent: { links: PayableOrderAgentEntity, of: (o) => o.agentIds } },
      notFound: PAYMENT_DATA_NOT_FOUND,
    }),
    payments: kit.resource({
      entity: PaymentEntity,
      alias: 'p',
      owners: { customer: 'customerId', office: { column: 'officeId', many: false }, agent: { links: PayableOrderAgentEntity, via: 'orderId' } },
      notFound: PAYMENT_NOT_FOUND,
      list: lists.listPayments,
    }),
  };
}

export type PaymentResources = ReturnType<typeof paymentResources>;
