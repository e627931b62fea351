// The order service module: its spec, tables, handlers and consumers, for its own process (main.ts)
// and for the embedded default alike. Wiring only: each area's store and use cases, handed to its
// handlers and consumers.
import { fileURLToPath } from 'node:url';
import type { DataSource } from 'typeorm';
import type { operations } from '@adops/openapi/generated/order';
import { completeHandlers, createJobs, customerReferencesSubscription, defineModule, mailerFor, mergeSubscriptions, OwnedKit, type Outbox } from '@adops/platform';
import { orderMigrations, orderTables } from './tables.ts';
import { ProductStore } from './products/store.ts';
import { Products } from './products/products.ts';
import { ProductTypes } from './products/product-types.ts';
import { EmailTemplates } from './products/email-templates.ts';
import { CatalogueSettings } from './products/product-settings.ts';
import { productHandlers } from './products/handlers.ts';
import { OrderStore } from './orders/store.ts';
import { PlaceOrder } from './orders/place-order.ts';
import { OrderList } from './orders/order-list.ts';
import { OrderEdits } from './orders/order-edits.ts';
import { StatusChanges } from './orders/order-status.ts';
import { PaymentOutcomes } from './orders/payment-outcomes.ts';
import { OrderViews } from './orders/order-views.ts';
import { orderHandlers } from './orders/handlers.ts';
import { paymentsSubscription } from './orders/events.ts';
import { ProjectionStore } from './projections/store.ts';
import { campaignTemplatesSubscription, customerLimitsSubscription, dashboardPaymentMethodsSubscription, listingsSubscription, resourcesSubscription } from './projections/events.ts';
import { CampaignOutcomes } from './campaigns/campaign-outcomes.ts';
import { campaignsSubscription } from './campaigns/events.ts';
import { orderConfig } from './config.ts';
import { NotificationStore, SEND_JOB } from './notifications/store.ts';
import { OrderNotifications } from './notifications/notify.ts';
import { NotificationList } from './notifications/notifications.ts';
import { NotificationSending } from './notifications/send-mail.ts';
import { notificationHandlers } from './notifications/handlers.ts';
import { notificationsSubscription } from './notifications/events.ts';

export const orderSpecPath = fileURLToPath(new URL('../../../openapi/generated/order.openapi.yaml', import.meta.url));

/** Each area's store and use cases over one owned-resource kit. */
export function orderAreas(dataSource: DataSource, outbox: Outbox<'order'>) {
  const kit = new OwnedKit(dataSource, outbox);
  const productStore = new ProductStore(kit);
  const orderStore = new OrderStore(kit);
  const projectionStore = new ProjectionStore();
  return {
    productStore,
    orderStore,
    projectionStore,
    products: new Products(productStore, projectionStore),
    productTypes: new ProductTypes(productStore),
    emailTemplates: new EmailTemplates(productStore),
    catalogueSettings: new CatalogueSettings(productStore),
    placeOrder: new PlaceOrder(orderStore, productStore, projectionStore),
    orderList: new OrderList(orderStore),
    orderEdits: new OrderEdits(orderStore, projectionStore),
    statusChanges: new StatusChanges(orderStore),
    paymentOutcomes: new PaymentOutcomes(orderStore),
    orderViews: new OrderViews(orderStore, projectionStore),
    campaignOutcomes: new CampaignOutcomes(orderStore),
  };
}

export const orderModule = defineModule({
  name: 'order',
  specPath: orderSpecPath,
  entities: orderTables,
  migrations: orderMigrations,
  async create(ctx) {
    const areas = orderAreas(ctx.dataSource, ctx.outbox);
    // The order e-mails: recorded from the order events, sent by a job of the context's jobs kit.
    const { mail } = orderConfig(ctx.config.dataDir);
    const jobs = createJobs(ctx);
    const notificationStore = new NotificationStore(areas.orderStore, areas.productStore, areas.projectionStore, jobs);
    // SMTP pooled: a steady stream of order e-mails reuses up to two connections (closed at stop).
    const mailer = mailerFor(mail, { pool: true });
    jobs.define(SEND_JOB, new NotificationSending(notificationStore, mailer, mail.retry));
    // Read when an e-mail is written: a test server learns its address after boot.
    const notifications = new OrderNotifications(notificationStore, () => `${ctx.config.publicUrl}/dashboardOrders`);
    return {
      handlers: completeHandlers<operations>({
        ...productHandlers(areas),
        ...orderHandlers(areas),
        ...notificationHandlers({ notificationList: new NotificationList(notificationStore) }),
      }),
      // The customer context's customers, offices and agents (customer_references), its customers' image
      // limits and dashboards' payment methods (known_customer_limits, known_dashboard_payment_methods), the listing
      // context's listings and resources (known_listings, known_resources), the ads context's campaign templates
      // (known_campaign_templates), the payment context's outcomes, the ads context's campaigns, and for
      // the e-mails the order context's own order events, the ads context's rejected ads and leads, and
      // the customer context's names and templates. Campaigns come before notifications: a rejected
      // ad's comment is written before its agents are e-mailed.
      subscription: mergeSubscriptions('order', [
        customerReferencesSubscription('order'),
        customerLimitsSubscription(areas.projectionStore),
        dashboardPaymentMethodsSubscription(areas.projectionStore),
        listingsSubscription(areas.projectionStore),
        resourcesSubscription(areas.projectionStore),
        campaignTemplatesSubscription(areas.projectionStore),
        paymentsSubscription(areas.orderStore, areas.paymentOutcomes),
        campaignsSubscription(areas.orderStore, areas.campaignOutcomes),
        notificationsSubscription(notificationStore, notifications),
      ]),
      onStop: async () => mailer.close(),
    };
  },
});
