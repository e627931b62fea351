// payment's tables: the payable-orders projection (fed by order.events), payments (one row per
// payment attempt of an order), payment sessions, provider customers per user, the webhook events
// handled (dedupe), and the card simulator's intents and saved cards.
import { EntitySchema, type EntitySchemaColumnOptions } from 'typeorm';
import { agentLinksEntity, idColumn, instantColumn, intColumn, jsonColumn, refColumn, stringColumn, boolColumn } from '@adops/platform';
import type { PaymentStatus } from '../domain/payment-state.ts';
import type { IntentStatus, ProviderName } from '../domain/payment-port.ts';

/** Minor units up to 10^14 do not fit an int; bigint comes back as a string from MySQL. */
const amountColumn: EntitySchemaColumnOptions = {
  type: 'bigint',
  transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) },
};

/** An order as the payment context knows it (order.created and what followed). */
export interface PayableOrderRow {
  /** The order's id. */
  id: string;
  customerId: string;
  officeId: string | null;
  agentIds: string[];
  orderNumber: number;
  paymentType: string;
  /** The order's status as last heard (order.events). */
  status: string;
  amount: number;
  currency: string;
  email: string | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const PayableOrderAgentEntity = agentLinksEntity('PayableOrderAgent', 'payable_order_agents');

export const PayableOrderEntity = new EntitySchema<PayableOrderRow>({
  name: 'PayableOrder',
  tableName: 'payable_orders',
  columns: {
    id: idColumn,
    customerId: refColumn(),
    officeId: refColumn(true),
    agentIds: jsonColumn(),
    orderNumber: intColumn,
    paymentType: stringColumn(20),
    status: stringColumn(30),
    amount: amountColumn,
    currency: stringColumn(3),
    email: stringColumn(254, true),
    createdBy: refColumn(true),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

/** One attempt to pay an order: one provider intent. */
export interface PaymentRow {
  id: string;
  orderId: string;
  customerId: string;
  officeId: string | null;
  status: PaymentStatus;
  amount: number;
  currency: string;
  provider: ProviderName;
  providerPaymentId: string | null;
  providerCustomerId: string | null;
  saveCard: boolean;
  /** The provider's message of the last failure. */
  failureReason: string | null;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

export const PaymentEntity = new EntitySchema<PaymentRow>({
  name: 'Payment',
  tableName: 'payments',
  columns: {
    id: idColumn,
    orderId: refColumn(),
    customerId: refColumn(),
    officeId: refColumn(true),
    status: stringColumn(30),
    amount: amountColumn,
    currency: stringColumn(3),
    provider: stringColumn(20),
    providerPaymentId: stringColumn(255, true),
    providerCustomerId: stringColumn(255, true),
    saveCard: boolColumn,
    failureReason: stringColumn(500, true),
    createdBy: refColumn(),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

export interface PaymentSessionRow {
  id: string;
  orderId: string;
  customerId: string;
  userId: string;
  idempotencyKey: string | null;
  createdAt: Date;
}

export const PaymentSessionEntity = new EntitySchema<PaymentSessionRow>({
  name: 'PaymentSession',
  tableName: 'payment_sessions',
  columns: {
    id: idColumn,
    orderId: refColumn(),
    customerId: refColumn(),
    userId: refColumn(),
    idempotencyKey: stringColumn(100, true),
    createdAt: instantColumn(),
  },
});

/** A user's customer at the provider (their saved cards) for the orders of one customer of ours. */
export interface ProviderCustomerRow {
  userId: string;
  /** Our customer whose orders the account pays: staff have one account per customer they pay for. */
  customerId: string;
  provider: ProviderName;
  providerCustomerId: string;
  createdAt: Date;
}

export const ProviderCustomerEntity = new EntitySchema<ProviderCustomerRow>({
  name: 'ProviderCustomer',
  tableName: 'provider_customers',
  columns: {
    userId: { ...refColumn(), primary: true },
    customerId: { ...refColumn(), primary: true },
    provider: { ...stringColumn(20), primary: true },
    providerCustomerId: stringColumn(255),
    createdAt: instantColumn(),
  },
});

/** Provider events handled, by their id: each has its effect once. */
export interface WebhookEventRow {
  id: string;
  type: string;
  receivedAt: Date;
}

export const WebhookEventEntity = new EntitySchema<WebhookEventRow>({
  name: 'WebhookEvent',
  tableName: 'webhook_events',
  columns: { id: { ...stringColumn(255), primary: true }, type: stringColumn(255), receivedAt: instantColumn() },
});

export interface SimulatedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The card simulator's payment intents (Stripe-shaped). */
export interface SimulatedIntentRow {
  id: string;
  clientSecret: string;
  idempotencyKey: string;
  amount: number;
  currency: string;
  customerId: string;
  receiptEmail: string | null;
  saveCard: boolean;
  status: IntentStatus;
  metadata: { paymentId: string; orderId: string };
  lastError: string | null;
  /** The card of a confirmation waiting for authentication. */
  pendingCard: SimulatedCard | null;
  /** An event not yet handed to the webhook handling (its body, signed at each delivery; a signature rows of older versions carry is ignored). */
  pendingEvent: { body: string; signature?: string } | null;
  createdAt: Date;
  updatedAt: Date;
}

export const SimulatedIntentEntity = new EntitySchema<SimulatedIntentRow>({
  name: 'SimulatedIntent',
  tableName: 'simulated_intents',
  columns: {
    id: { ...stringColumn(64), primary: true },
    clientSecret: stringColumn(128),
    idempotencyKey: stringColumn(255),
    amount: amountColumn,
    currency: stringColumn(3),
    customerId: stringColumn(64),
    receiptEmail: stringColumn(254, true),
    saveCard: boolColumn,
    status: stringColumn(30),
    metadata: jsonColumn(),
    lastError: stringColumn(500, true),
    pendingCard: jsonColumn(true),
    pendingEvent: jsonColumn(true),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

export interface SimulatedCardRow extends SimulatedCard {
  customerId: string;
  createdAt: Date;
}

export const SimulatedCardEntity = new EntitySchema<SimulatedCardRow>({
  name: 'SimulatedCard',
  tableName: 'simulated_cards',
  columns: {
    id: { ...stringColumn(64), primary: true },
    customerId: stringColumn(64),
    brand: stringColumn(40),
    last4: stringColumn(4),
    expMonth: intColumn,
    expYear: intColumn,
    createdAt: instantColumn(),
  },
});

export const paymentEntities = [
  PayableOrderEntity,
  PayableOrderAgentEntity,
  PaymentEntity,
  PaymentSessionEntity,
  ProviderCustomerEntity,
  WebhookEventEntity,
  SimulatedIntentEntity,
  SimulatedCardEntity,
];
