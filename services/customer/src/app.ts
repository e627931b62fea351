// The customer service module: its spec, tables, handlers and consumers, for its own process
// (main.ts) and for the embedded default alike.
import { fileURLToPath } from 'node:url';
import type { operations } from '@adops/openapi/generated/customer';
import { completeHandlers, defineModule } from '@adops/platform';
import { customerEntities } from './persistence/entities.ts';
import { CreateCustomerTables1763900001000 } from './persistence/migrations/1763900001000-create-customer-tables.ts';
import { CustomerNameLowerIndex1764100001000 } from './persistence/migrations/1764100001000-customer-name-lower-index.ts';
import { Customers } from './customers.ts';
import { Offices } from './offices.ts';
import { Agents } from './agents.ts';
import { Dashboards } from './dashboards.ts';
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
    const customers = new Customers(ctx.dataSource, ctx.outbox);
    const offices = new Offices(ctx.dataSource, ctx.outbox, customers);
    const agents = new Agents(ctx.dataSource, ctx.outbox, customers);
    const dashboards = new Dashboards(ctx.dataSource, customers);
    // SMTP_URL is only for the SMTP test; without it the test says that none is configured.
    const templates = new EmailTemplates(ctx.dataSource, customers, { ...(process.env.SMTP_URL ? { url: process.env.SMTP_URL } : {}), from: process.env.MAIL_FROM ?? 'AdOps <no-reply@adops.local>' });
    return {
      handlers: completeHandlers<operations>({
        ...customerHandlers({ customers }),
        ...officeHandlers({ offices }),
        ...agentHandlers({ agents }),
        ...dashboardHandlers({ dashboards }),
        ...emailTemplateHandlers({ templates }),
      }),
      subscription: customerSubscription(agents),
    };
  },
});
