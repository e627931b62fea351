// Every table of the order context, by area, and its migrations. Areas that read another area's table
// do so through that area's store:
// - products/: product_types, products, product_email_templates, product_settings; placing an order
//   reads the products, their types and the settings (products/store.ts);
// - orders/: orders, order_agents, order_counters, and the platform's idempotency_keys (placing an order);
// - projections/: known_listings, known_resources and the platform's customer_references (customers,
//   offices, agents), fed by other contexts' events; placing an order reads them (projections/store.ts).
import { customerReferenceEntities, customerReferenceMigrations, idempotencyEntities, idempotencyMigrations } from '@adops/platform';
import { productEntities } from './products/entities.ts';
import { orderEntities } from './orders/entities.ts';
import { projectionEntities } from './projections/entities.ts';
import { CreateOrderTables1764500001000 } from './migrations/1764500001000-create-order-tables.ts';
import { CarryOrderIdempotencyKeys1764700001000 } from './migrations/1764700001000-carry-order-idempotency-keys.ts';

export const orderTables = [...productEntities, ...orderEntities, ...projectionEntities, ...customerReferenceEntities, ...idempotencyEntities];

export const orderMigrations = [...customerReferenceMigrations, CreateOrderTables1764500001000, ...idempotencyMigrations, CarryOrderIdempotencyKeys1764700001000];
