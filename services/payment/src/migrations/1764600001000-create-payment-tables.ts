// payment's first tables: the payable-orders projection with its agent links, payments, sessions,
// provider customers, handled webhook events and the card simulator's intents and cards.
import { agentLinksTable, tableBool, tableId, tableInstant, tableInt, tableRef, tableString, tableText, tablesMigration } from '@adops/platform';

const amount = { name: 'amount', type: 'bigint' };

export const CreatePaymentTables1764600001000 = tablesMigration('CreatePaymentTables1764600001000', () => [
  {
    name: 'payable_orders',
    columns: [
      tableId(),
      tableRef('customerId'),
      tableRef('officeId', true),
      tableText('agentIds'),
      tableInt('orderNumber'),
      tableString('paymentType', 20),
      tableString('status', 30),
      amount,
      tableString('currency', 3),
      tableString('email', 254, true),
      tableRef('createdBy', true),
      tableInstant('createdAt'),
      tableInstant('updatedAt'),
    ],
    indexes: [
      { name: 'payable_orders_customer', columnNames: ['customerId'] },
      { name: 'payable_orders_office', columnNames: ['officeId'] },
    ],
  },
  agentLinksTable('payable_order_agents'),
  {
    name: 'payments',
    columns: [
      tableId(),
      tableRef('orderId'),
      tableRef('customerId'),
      tableRef('officeId', true),
      tableString('status', 30),
      amount,
      tableString('currency', 3),
      tableString('provider', 20),
      tableString('providerPaymentId', 255, true),
      tableString('providerCustomerId', 255, true),
      tableBool('saveCard', false),
      tableString('failureReason', 500, true),
      tableRef('createdBy'),
      tableInstant('createdAt'),
      tableInstant('updatedAt'),
    ],
    indexes: [
      { name: 'payments_order', columnNames: ['orderId', 'createdAt'] },
      { name: 'payments_provider_payment', columnNames: ['providerPaymentId'] },
      { name: 'payments_customer', columnNames: ['customerId'] },
    ],
  },
  {
    name: 'payment_sessions',
    columns: [tableId(), tableRef('orderId'), tableRef('customerId'), tableRef('userId'), tableString('idempotencyKey', 100, true), tableInstant('createdAt')],
    indexes: [
      { name: 'payment_sessions_user_key', columnNames: ['userId', 'idempotencyKey'], isUnique: true },
      { name: 'payment_sessions_order', columnNames: ['orderId'] },
    ],
  },
  {
    name: 'provider_customers',
    columns: [{ ...tableRef('userId'), isPrimary: true }, { ...tableString('provider', 20), isPrimary: true }, tableString('providerCustomerId', 255), tableInstant('createdAt')],
  },
  {
    name: 'webhook_events',
    columns: [{ ...tableString('id', 255), isPrimary: true }, tableString('type', 255), tableInstant('receivedAt')],
  },
  {
    name: 'simulated_intents',
    columns: [
      { ...tableString('id', 64), isPrimary: true },
      tableString('clientSecret', 128),
      tableString('idempotencyKey', 255),
      amount,
      tableString('currency', 3),
      tableString('customerId', 64),
      tableString('receiptEmail', 254, true),
      tableBool('saveCard', false),
      tableString('status', 30),
      tableText('metadata'),
      tableString('lastError', 500, true),
      tableText('pendingCard', true),
      tableText('pendingEvent', true),
      tableInstant('createdAt'),
      tableInstant('updatedAt'),
    ],
    indexes: [
      { name: 'simulated_intents_secret', columnNames: ['clientSecret'], isUnique: true },
      { name: 'simulated_intents_key', columnNames: ['idempotencyKey'], isUnique: true },
    ],
  },
  {
    name: 'simulated_cards',
    columns: [{ ...tableString('id', 64), isPrimary: true }, tableString('customerId', 64), tableString('brand', 40), tableString('last4', 4), tableInt('expMonth'), tableInt('expYear'), tableInstant('createdAt')],
    indexes: [{ name: 'simulated_cards_customer', columnNames: ['customerId'] }],
  },
]);
