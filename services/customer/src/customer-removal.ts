// Removing customers (spec 001 bulk remove): each goes with everything of theirs this context holds
// (agents, offices, dashboard, e-mail templates, logo), in one transaction, announcing every removal
// so that projections elsewhere (identity's agent directory) let go too.
import { In } from 'typeorm';
import type { Actor } from '@adops/platform';
import { AgentEntity, CustomerEntity, DashboardEntity, EmailTemplateEntity, LogoEntity, OfficeEntity } from './persistence/entities.ts';
import type { CustomerResources } from './persistence/resources.ts';
import { agentEvent, customerEvent, officeEvent } from './events/published.ts';

export function removeCustomers(r: CustomerResources, actor: Actor, ids: string[]): Promise<number> {
  return r.kit.transaction(async (tx) => {
    const customers = await (await r.customers.queryForUpdate(tx, actor)).andWhere('c.id IN (:...ids)', { ids }).getMany();
    if (!customers.length) return 0;
    const found = { customerId: In(customers.map((c) => c.id)) };
    for (const agent of await tx.m.find(AgentEntity, { where: found })) await tx.record(agentEvent('agent.deleted', agent));
    for (const office of await tx.m.find(OfficeEntity, { where: found })) await tx.record(officeEvent('office.deleted', office));
    for (const c of customers) await tx.record(customerEvent('customer.deleted', c));
    for (const entity of [AgentEntity, OfficeEntity, DashboardEntity, EmailTemplateEntity, LogoEntity]) await tx.m.delete(entity, found);
    await tx.m.delete(CustomerEntity, { id: In(customers.map((c) => c.id)) });
    return customers.length;
  });
}
