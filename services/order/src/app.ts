// The order service module: its spec, tables, handlers and consumers, for its own process (main.ts)
// and for the embedded default alike.
import { fileURLToPath } from 'node:url';
import type { operations } from '@adops/openapi/generated/order';
import { completeHandlers, customerReferenceEntities, customerReferenceMigrations, customerReferencesSubscription, defineModule, mergeSubscriptions } from '@adops/platform';
import { orderEntities } from './persistence/entities.ts';
import { CreateOrderTables1764500001000 } from './persistence/migrations/1764500001000-create-order-tables.ts';
import { orderResources } from './persistence/resources.ts';
import { Products } from './products.ts';
import { productHandlers } from './handlers/products.ts';
import { Orders } from './orders.ts';
import { orderHandlers } from './handlers/orders.ts';
import { listingsSubscription, paymentsSubscription } from './events/consumed.ts';

export const orderSpecPath = fileURLToPath(new URL('../../../openapi/generated/order.openapi.yaml', import.meta.url));

export const orderModule = defineModule({
  name: 'order',
  specPath: orderSpecPath,
  entities: [...orderEntities, ...customerReferenceEntities],
  migrations: [...customerReferenceMigrations, CreateOrderTables1764500001000],
  async create(ctx) {
    const resources = orderResources(ctx.dataSource, ctx.outbox);
    const orders = new Orders(resources);
    return {
      handlers: completeHandlers<operations>({
        ...productHandlers({ products: new Products(resources) }),
        ...orderHandlers({ orders }),
      }),
      // The customer context's customers, offices and agents (customer_references), the listing
      // context's listings (known_listings), and the payment context's outcomes.
      subscription: mergeSubscriptions('order', [customerReferencesSubscription('order'), listingsSubscription(), paymentsSubscription(resources, orders)]),
    };
  },
});
