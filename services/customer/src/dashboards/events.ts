// What the dashboards area publishes (payload schemas in openapi/customer: DashboardSavedEvent,
// DashboardDeletedEvent), built in one place from the row as written: the dashboard's payment methods
// (001 §2 enablePaymentMethod), which the order context holds a dashboard user's order to (002 §6).
import type { DashboardRow } from './entities.ts';

export const dashboardSaved = (d: Pick<DashboardRow, 'id' | 'customerId' | 'config'>) => ({
  type: 'dashboard.saved' as const,
  subject: d.id,
  customerId: d.customerId,
  data: {
    dashboardId: d.id,
    customerId: d.customerId,
    enablePaymentMethod: { creditCardRoles: [...d.config.enablePaymentMethod.creditCardRoles], invoiceRoles: [...d.config.enablePaymentMethod.invoiceRoles] },
  },
});

export const dashboardDeleted = (d: Pick<DashboardRow, 'id' | 'customerId'>) => ({
  type: 'dashboard.deleted' as const,
  subject: d.id,
  customerId: d.customerId,
  data: { dashboardId: d.id, customerId: d.customerId },
});
