// The card simulator's tables: its payment intents (Stripe-shaped) and the cards saved with it.
import { EntitySchema } from 'typeorm';
import { bigintColumn, boolColumn, instantColumn, intColumn, jsonColumn, stringColumn } from '@adops/platform';
import type { IntentStatus } from '../payments/providers/port.ts';

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
    amount: bigintColumn(),
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
