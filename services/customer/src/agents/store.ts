// The agents area's store: the kit's declaration of agents (owned by their customer, their offices and
// themselves) and the area's queries, including the one the kit asks for an agent-level user's offices.
import { In, type EntityManager } from 'typeorm';
import { SYSTEM, type Actor, type OwnedResource } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import { AgentEntity, type AgentRow } from './entities.ts';
import type { CustomerKit, CustomerTx } from '../customers/store.ts';

export interface AgentListQuery {
  page?: number;
  limit?: number;
  sort?: string;
  search?: string;
  searchField?: 'fullName' | 'email';
  customerId?: string;
  officeId?: string;
}

/** The kit's question for an agent-level user reading rows owned by offices: the offices of their own agent. */
export async function agentOffices(m: EntityManager, customerId: string, agentId: string): Promise<string[]> {
  return (await m.findOne(AgentEntity, { where: { id: agentId, customerId }, select: { id: true, officeIds: true } }))?.officeIds ?? [];
}

/** An agent's office ids are a JSON array of ids in a text column: this matches the rows holding one. */
const officePattern = (officeId: string) => `%"${officeId}"%`;

export class AgentStore {
  private readonly kit: CustomerKit;
  readonly agents: OwnedResource<AgentRow, 'customer'>;

  constructor(kit: CustomerKit) {
    this.kit = kit;
    this.agents = kit.resource({ entity: AgentEntity, alias: 'a', owners: { customer: 'customerId', office: { column: 'officeIds', many: true }, agent: 'id' }, notFound: 'Agent not found.', list: lists.listAgents });
  }

  transaction<T>(work: (tx: CustomerTx) => Promise<T>): Promise<T> {
    return this.kit.transaction(work);
  }

  /** A Tx over the transaction an event consumer runs in (the inbox's). */
  within(m: EntityManager): CustomerTx {
    return this.kit.within(m);
  }

  list(actor: Actor, q: AgentListQuery) {
    return this.agents.list(actor, q, (qb) => {
      if (q.customerId) qb.andWhere('a.customerId = :customerId', { customerId: q.customerId });
      if (q.officeId) qb.andWhere('a.officeIds LIKE :officeId', { officeId: officePattern(q.officeId) });
    });
  }

  /** Any agent by id, for the system (an event consumer), inside its transaction. */
  anyAgent(tx: CustomerTx, id: string): Promise<AgentRow | null> {
    return this.agents.find(SYSTEM, id, tx.m);
  }

  /** Every agent of the customer that has the office, locked until the transaction ends, whoever asks. */
  async holdingOffice(tx: CustomerTx, customerId: string, officeId: string): Promise<AgentRow[]> {
    return (await this.agents.queryForUpdate(tx, SYSTEM)).andWhere('a.customerId = :c', { c: customerId }).andWhere('a.officeIds LIKE :o', { o: officePattern(officeId) }).getMany();
  }

  /** Every agent of these customers, whoever asks (their customers are being removed). */
  ofCustomers(tx: CustomerTx, customerIds: string[]): Promise<AgentRow[]> {
    return tx.m.find(AgentEntity, { where: { customerId: In(customerIds) } });
  }

  async deleteOfCustomers(tx: CustomerTx, customerIds: string[]): Promise<void> {
    await tx.m.delete(AgentEntity, { customerId: In(customerIds) });
  }
}
