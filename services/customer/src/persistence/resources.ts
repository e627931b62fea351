// What the customer context owns, declared once for the platform's owned-resource kit: each kind of
// row with its owner columns, its 404 and its list. Every store reads and writes through these, so
// tenancy is never a call a store could forget.
import type { DataSource, EntityManager } from 'typeorm';
import { OwnedKit, type Outbox } from '@adops/platform';
import { AgentEntity, CustomerEntity, DashboardEntity, DashboardTemplateEntity, EmailTemplateEntity, OfficeEntity } from './entities.ts';
import { lists } from '@adops/openapi/generated/lists';

/** An agent-level user reads the offices of their own agent. */
async function agentOffices(m: EntityManager, customerId: string, agentId: string): Promise<string[]> {
  return (await m.findOne(AgentEntity, { where: { id: agentId, customerId }, select: { id: true, officeIds: true } }))?.officeIds ?? [];
}

export function customerResources(ds: DataSource, outbox: Outbox<'customer'>) {
  const kit = new OwnedKit(ds, outbox, { agentOffices });
  return {
    kit,
    // A customer's profile is read by every user of that customer, whatever their level.
    customers: kit.resource({ entity: CustomerEntity, alias: 'c', owners: { customer: 'id' }, customerWide: true, notFound: 'Customer not found.', list: lists.listCustomers }),
    offices: kit.resource({ entity: OfficeEntity, alias: 'o', owners: { customer: 'customerId', office: { column: 'id', many: false } }, notFound: 'Office not found.', list: lists.listOffices }),
    agents: kit.resource({ entity: AgentEntity, alias: 'a', owners: { customer: 'customerId', office: { column: 'officeIds', many: true }, agent: 'id' }, notFound: 'Agent not found.', list: lists.listAgents }),
    dashboards: kit.resource({ entity: DashboardEntity, alias: 'd', owners: { customer: 'customerId' }, customerWide: true, notFound: 'Dashboard not found.', list: lists.listDashboards }),
    // Templates belong to no customer: only staff reach them.
    templates: kit.resource({ entity: DashboardTemplateEntity, alias: 't', owners: 'staff', notFound: 'Dashboard template not found.', list: lists.listDashboardTemplates }),
    emailTemplates: kit.resource({ entity: EmailTemplateEntity, alias: 'e', owners: { customer: 'customerId' }, notFound: 'E-mail template not found.' }),
  };
}

export type CustomerResources = ReturnType<typeof customerResources>;
