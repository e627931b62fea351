// The customer service module: its spec, tables, handlers and consumers, for its own process
// (main.ts) and for the embedded default alike.
import { fileURLToPath } from 'node:url';
import type { operations } from '@adops/openapi/generated/customer';
import { completeHandlers, defineModule } from '@adops/platform';
import { customerEntities } from './persistence/entities.ts';
import { customerResources } from './persistence/resources.ts';
import { CreateCustomerTables1763900001000 } from './persistence/migrations/1763900001000-create-customer-tables.ts';
import { CustomerNameLowerIndex1764100001000 } from './persistence/migrations/1764100001000-customer-name-lower-index.ts';
import { Customers } from './customers.ts';
import { Offices } from './offices.ts';
import { Agents } from './agents.ts';
import { AgentDashboardUsers } from './agent-dashboard-users.ts';
import { Dashboards } from './dashboards.ts';
import { DashboardTemplates } from './dashboard-templates.ts';
import { EmailTemplates } from './email-templates.ts';
import { customerHandlers } from './handlers/customers.ts';
import { officeHandlers } from './handlers/offices.ts';
import { agentHandlers } from './handlers/agents.ts';
import { dashboardHandlers } from './handlers/dashboards.ts';
import { emailTemplateHandlers } from './handlers/email-templates.ts';
import { customerSubscription } from './events/user-signed-up.ts';

export const customerSpecPath = fileURLToPath(new URL('../../../openapi/generated/customer.openapi.yaml', import.meta.url));

export const customerModule = defineModule({
  name: 'customer',
  specPath: customerSpecPath,
  entities: customerEntities,
  migrations: [CreateCustomerTables1763900001000, CustomerNameLowerIndex1764100001000],
  async create(ctx) {
    const resources = customerResources(ctx.dataSource, ctx.outbox);
    const customers = new Customers(resources);
    const agents = new Agents(resources, customers);
    const offices = new Offices(resources, customers, agents);
    // SMTP_URL is only for the SMTP test; without it the test says that none is configured.
    const smtp = { ...(process.env.SMTP_URL ? { url: process.env.SMTP_URL } : {}), from: process.env.MAIL_FROM ?? 'AdOps <no-reply@adops.local>' };
    return {
      handlers: completeHandlers<operations>({
        ...customerHandlers({ customers, resources }),
        ...officeHandlers({ offices }),
        ...agentHandlers({ agents }),
        ...dashboardHandlers({ dashboards: new Dashboards(resources), templates: new DashboardTemplates(resources) }),
        ...emailTemplateHandlers({ templates: new EmailTemplates(resources), smtp }),
      }),
      subscription: customerSubscription(new AgentDashboardUsers(resources)),
    };
  },
});
