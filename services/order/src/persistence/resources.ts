// What the order context owns, declared once for the platform's owned-resource kit. Products, their
// types, e-mail templates and settings belong to no customer ('staff'): staff write them, and every
// caller the operation admits reads them (the dashboard's order flow lists products). An order is its
// customer's, in an office (a branch manager's scope) and with its agents, each of whom reaches it.
import type { DataSource } from 'typeorm';
import { OwnedKit, type Outbox } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import { OrderAgentEntity, OrderEntity, ProductEmailTemplateEntity, ProductEntity, ProductSettingsEntity, ProductTypeEntity, type OrderRow } from './entities.ts';

export function orderResources(ds: DataSource, outbox: Outbox<'order'>) {
  const kit = new OwnedKit(ds, outbox);
  return {
    kit,
    products: kit.resource({ entity: ProductEntity, alias: 'p', owners: 'staff', readableByAll: true, notFound: 'Product not found.', list: lists.listProducts }),
    productTypes: kit.resource({ entity: ProductTypeEntity, alias: 't', owners: 'staff', readableByAll: true, notFound: 'Product type not found.', list: lists.listProductTypes }),
    emailTemplates: kit.resource({ entity: ProductEmailTemplateEntity, alias: 'e', owners: 'staff', notFound: 'E-mail template not found.' }),
    settings: kit.resource({ entity: ProductSettingsEntity, alias: 's', owners: 'staff', readableByAll: true, notFound: 'Product settings not found.' }),
    orders: kit.resource({ entity: OrderEntity, alias: 'o', owners: { customer: 'customerId', office: { column: 'officeId', many: false }, agent: { links: OrderAgentEntity, of: agentIdsOf } }, notFound: 'Order not found.', list: lists.listOrders }),
  };
}

const agentIdsOf = (o: OrderRow): string[] => o.agents.map((a) => a.id);

export type OrderResources = ReturnType<typeof orderResources>;
export type OrderTx = Parameters<Parameters<OrderResources['kit']['transaction']>[0]>[0];
