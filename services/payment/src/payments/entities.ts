// The payments area's tables: payments (one row per payment attempt of an order), payment sessions,
// and provider customers per user and customer (the saved-card accounts).
import { EntitySchema } from 'typeorm';
import { bigintColumn, boolColumn, idColumn, instantColumn, refColumn, stringColumn } from '@adops/platform';
import type { PaymentStatus } from './rules.ts';
import type { ProviderName } from './providers/port.ts';

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
    amount: bigintColumn(),
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
