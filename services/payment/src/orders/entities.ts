// The payable-orders projection's tables: an order as the payment context knows it (fed by
// order.events), and its agents (the owned-resource kit's links, which payments borrow too).
import { EntitySchema } from 'typeorm';
import { agentLinksEntity, bigintColumn, idColumn, instantColumn, intColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';

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
    amount: bigintColumn(),
    currency: stringColumn(3),
    email: stringColumn(254, true),
    createdBy: refColumn(true),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});
