// The customer service module: its spec, tables, handlers and consumers, for its own process
// (main.ts) and for the embedded default alike. Wiring only: each area's store on the context's one
// kit, the use cases on those stores, and the handlers and consumer on the use cases.
import { fileURLToPath } from 'node:url';
import type { DataSource } from 'typeorm';
import type { operations } from '@adops/openapi/generated/customer';
import { completeHandlers, defineModule, OwnedKit, type Outbox } from '@adops/platform';
import { customerMigrations, customerTables } from './tables.ts';
import { customerConfig } from './config.ts';
import { CustomerStore } from './customers/store.ts';
import { Customers } from './customers/customers.ts';
import { CustomerLogos } from './customers/logos.ts';
import { CustomerApiKeys } from './customers/api-keys.ts';
import { CustomerRemoval } from './customers/remove-customers.ts';
import { customerHandlers } from './customers/handlers.ts';
import { OfficeStore } from './offices/store.ts';
import { Offices } from './offices/offices.ts';
import { officeHandlers } from './offices/handlers.ts';
import { agentOffices, AgentStore } from './agents/store.ts';
import { Agents } from './agents/agents.ts';
import { AgentDashboardUsers } from './agents/dashboard-users.ts';
import { agentHandlers } from './agents/handlers.ts';
import { customerSubscription } from './agents/events.ts';
import { DashboardStore } from './dashboards/store.ts';
import { Dashboards } from './dashboards/dashboards.ts';
import { DashboardTemplates } from './dashboards/templates.ts';
import { dashboardHandlers } from './dashboards/handlers.ts';
import { EmailTemplateStore } from './email-templates/store.ts';
import { EmailTemplates } from './email-templates/email-templates.ts';
import { emailTemplateHandlers } from './email-templates/handlers.ts';

export const customerSpecPath = fileURLToPath(new URL('../../../openapi/generated/customer.openapi.yaml', import.meta.url));

/** Every area's store, on one kit: an agent-level user reads office-owned rows through their agent's offices. */
export function customerStores(dataSource: DataSource, outbox: Outbox<'customer'>) {
  const kit = new OwnedKit(dataSource, outbox, { agentOffices });
  return {
    customers: new CustomerStore(kit),
    offices: new OfficeStore(kit),
    agents: new AgentStore(kit),
    dashboards: new DashboardStore(kit),
    emailTemplates: new EmailTemplateStore(kit),
  };
}

export const customerModule = defineModule({
  name: 'customer',
  specPath: customerSpecPath,
  entities: customerTables,
  migrations: customerMigrations,
  async create(ctx) {
    const { smtp } = customerConfig();
    const stores = customerStores(ctx.dataSource, ctx.outbox);
    const customers = new Customers(stores.customers);
    const agents = new Agents(stores.agents, customers, stores.offices);
    const offices = new Offices(stores.offices, customers, agents);
    return {
      handlers: completeHandlers<operations>({
        ...customerHandlers({ customers, logos: new CustomerLogos(stores.customers), apiKeys: new CustomerApiKeys(stores.customers), removal: new CustomerRemoval(stores) }),
        ...officeHandlers({ offices }),
        ...agentHandlers({ agents }),
        ...dashboardHandlers({ dashboards: new Dashboards(stores.dashboards, stores.customers), templates: new DashboardTemplates(stores.dashboards) }),
        ...emailTemplateHandlers({ templates: new EmailTemplates(stores.emailTemplates, stores.customers), smtp }),
      }),
      subscription: customerSubscription(new AgentDashboardUsers(stores.agents)),
    };
  },
});
