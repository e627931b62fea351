// Every table of the order context, by area, and its migrations. Areas that read another area's table
// do so through that area's store:
// - products/: product_types, products, product_email_templates, product_settings; placing an order
//   reads the products, their types and the settings (products/store.ts);
// - orders/: orders (with their status history, payment outcomes and the ads context's campaigns),
//   order_agents, order_counters, order_day_totals (the orders' sums per day, kept by triggers on orders:
//   orders/day-totals.ts), and the platform's idempotency_keys (placing an order);
// - campaigns/: no table of its own: it writes the orders' campaigns and status through orders/store.ts,
//   from the ads context's campaign events;
// - notifications/: order_notifications (the order e-mails and their sending), known_email_templates and
//   known_names (the customer context's templates and names, from its events); it reads orders and
//   products' e-mail templates through orders/store.ts and products/store.ts, agents' e-mails (the
//   platform's customer_references) through projections/store.ts, and queues its sending on the
//   platform's jobs table;
// - projections/: known_listings, known_resources, known_campaign_templates, known_customer_limits,
//   known_dashboard_payment_methods and the platform's customer_references (customers, offices, agents), fed by other contexts' events; placing an
//   order reads them, saving a product reads the campaign templates, listing products for a dashboard
//   user reads its customer's templates (projections/store.ts).
import { customerReferenceEntities, customerReferenceMigrations, idempotencyEntities, idempotencyMigrations } from '@adops/platform';
import { productEntities } from './products/entities.ts';
import { orderEntities } from './orders/entities.ts';
import { projectionEntities } from './projections/entities.ts';
import { notificationEntities } from './notifications/entities.ts';
import { CreateOrderTables1764500001000 } from './migrations/1764500001000-create-order-tables.ts';
import { CreateNotificationTables1764900026400 } from './migrations/1764900026400-create-notification-tables.ts';
import { CarryOrderIdempotencyKeys1764700001000 } from './migrations/1764700001000-carry-order-idempotency-keys.ts';
import { OrderStatusHistoryAndPayments1764900026300 } from './migrations/1764900026300-order-status-history-and-payments.ts';
import { RepairUnreadableDates1764900026900 } from './migrations/1764900026900-repair-unreadable-dates.ts';
import { OrderCampaignsAndKnownCampaignTemplates1765000027200 } from './migrations/1765000027200-order-campaigns-and-known-campaign-templates.ts';
import { KnownTemplateTypesAndCustomerLimits1765000028100 } from './migrations/1765000028100-known-template-types-and-customer-limits.ts';
import { KnownDashboardPaymentMethods1765000028200 } from './migrations/1765000028200-known-dashboard-payment-methods.ts';
import { OrderListIndexes1765100031000 } from './migrations/1765100031000-order-list-indexes.ts';
import { OrderDayTotals1765100031500 } from './migrations/1765100031500-order-day-totals.ts';
import { OrderSearchIndex1765100031600 } from './migrations/1765100031600-order-search-index.ts';

export const orderTables = [...productEntities, ...orderEntities, ...notificationEntities, ...projectionEntities, ...customerReferenceEntities, ...idempotencyEntities];

export const orderMigrations = [...customerReferenceMigrations, CreateOrderTables1764500001000, ...idempotencyMigrations, CarryOrderIdempotencyKeys1764700001000, OrderStatusHistoryAndPayments1764900026300, CreateNotificationTables1764900026400, RepairUnreadableDates1764900026900, OrderCampaignsAndKnownCampaignTemplates1765000027200, KnownTemplateTypesAndCustomerLimits1765000028100, KnownDashboardPaymentMethods1765000028200, OrderListIndexes1765100031000, OrderDayTotals1765100031500, OrderSearchIndex1765100031600];
