// What the dashboards area publishes (payload schemas in openapi/customer: DashboardSavedEvent,
// DashboardDeletedEvent), built in one place from the row as written: the dashboard's payment methods
// (001 §2 enablePaymentMethod), which the order context holds a dashboard user's order to (002 §6), and
// who may create resources (003 §6 enableCreateResourceRoles), which the listing context holds them to.
import type { DashboardRow } from './entities.ts';

/** A config read from a raw row (an old migration's) may have no controls: then no list is sent. */
const resourceRolesOf = (config: Partial<Pick<DashboardRow['config'], 'controls'>>) =>
  config.controls ? { enableCreateResourceRoles: [...config.controls.enableCreateResourceRoles] } : {};

export const dashboardSaved = (d: Pick<DashboardRow, 'id' | 'customerId' | 'config'>) => ({
  type: 'dashboard.saved' as const,
  subject: d.id,
  customerId: d.customerId,
  data: {
    dashboardId: d.id,
    customerId: d.customerId,
    enablePaymentMethod: { creditCardRoles: [...d.config.enablePaymentMethod.creditCardRoles], invoiceRoles: [...d.config.enablePaymentMethod.invoiceRoles] },
    // The roles that may create resources (003 §6), which the listing context enforces; a config stored
    // without controls (PublishSavedDashboards1765000028200 reads raw rows) carries none.
    ...resourceRolesOf(d.config),
  },
});

export const dashboardDeleted = (d: Pick<DashboardRow, 'id' | 'customerId'>) => ({
  type: 'dashboard.deleted' as const,
  subject: d.id,
  customerId: d.customerId,
  data: { dashboardId: d.id, customerId: d.customerId },
});
