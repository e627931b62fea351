// What the customer context publishes, built in one place from the row as written (payload schemas
// in openapi/customer: CustomerEventData, OfficeEventData, AgentEventData).
import type { AgentRow, CustomerRow, OfficeRow } from '../persistence/entities.ts';

export const customerEvent = (type: 'customer.created' | 'customer.updated' | 'customer.deactivated' | 'customer.deleted', c: CustomerRow) => ({
  type,
  subject: c.id,
  customerId: c.id,
  data: { customerId: c.id, name: c.name, isActive: c.isActive, country: c.country, currency: c.currency },
});

export const officeEvent = (type: 'office.created' | 'office.updated' | 'office.deleted', o: OfficeRow) => ({
  type,
  subject: o.id,
  customerId: o.customerId,
  data: { officeId: o.id, customerId: o.customerId, name: o.name },
});

export const agentEvent = (type: 'agent.created' | 'agent.updated' | 'agent.deleted', a: AgentRow) => ({
  type,
  subject: a.id,
  customerId: a.customerId,
  data: { agentId: a.id, customerId: a.customerId, fullName: a.fullName, ...(a.email ? { email: a.email } : {}), officeIds: a.officeIds, didSignUpDashboard: a.didSignUpDashboard },
});
