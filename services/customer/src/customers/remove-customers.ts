// Removing customers (spec 001 bulk remove): each goes with everything of theirs this context holds
// (agents, offices, dashboard, e-mail templates, logo), in one transaction, announcing every removal
// so that projections elsewhere (identity's agent directory) let go too. Every area's rows go through
// that area's store.
import type { Principal } from '@adops/platform';
import type { CustomerStore } from './store.ts';
import type { OfficeStore } from '../offices/store.ts';
import type { AgentStore } from '../agents/store.ts';
import type { DashboardStore } from '../dashboards/store.ts';
import type { EmailTemplateStore } from '../email-templates/store.ts';
import { customerEvent } from './events.ts';
import { officeEvent } from '../offices/events.ts';
import { agentEvent } from '../agents/events.ts';
import { dashboardDeleted } from '../dashboards/events.ts';

export interface CustomerRemovalStores {
  customers: CustomerStore;
  offices: OfficeStore;
  agents: AgentStore;
  dashboards: DashboardStore;
  emailTemplates: EmailTemplateStore;
}

export class CustomerRemoval {
  private readonly stores: CustomerRemovalStores;

  constructor(stores: CustomerRemovalStores) {
    this.stores = stores;
  }

  /** Removes the customers of these ids the principal reaches; how many went. */
  remove(principal: Principal, ids: string[]): Promise<number> {
    const { customers, offices, agents, dashboards, emailTemplates } = this.stores;
    return customers.transaction(async (tx) => {
      const removed = await customers.lockMany(tx, principal, ids);
      if (!removed.length) return 0;
      const customerIds = removed.map((c) => c.id);
      for (const agent of await agents.ofCustomers(tx, customerIds)) await tx.record(agentEvent('agent.deleted', agent));
      for (const office of await offices.ofCustomers(tx, customerIds)) await tx.record(officeEvent('office.deleted', office));
      for (const dashboard of await dashboards.ofCustomers(tx, customerIds)) await tx.record(dashboardDeleted(dashboard));
      for (const c of removed) await tx.record(customerEvent('customer.deleted', c));
      await agents.deleteOfCustomers(tx, customerIds);
      await offices.deleteOfCustomers(tx, customerIds);
      await dashboards.deleteOfCustomers(tx, customerIds);
      await emailTemplates.deleteOfCustomers(tx, customerIds);
      await customers.deleteWithLogos(tx, customerIds);
      return removed.length;
    });
  }
}
