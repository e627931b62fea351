// identity's agent directory (the customer context's agents, kept by events.ts): an owned resource, so
// an invitation reaches only the agents within the inviter's reach; the agents holding an address;
// and the projection's own writes. A function given a transaction runs in it.
import type { EntityManager } from 'typeorm';
import { SYSTEM, type OwnedKit, type OwnedResource, type Tx } from '@adops/platform';
import { DirectoryAgentEntity, type DirectoryAgentRow } from './entities.ts';

export type DirectoryAgents = OwnedResource<DirectoryAgentRow, 'identity'>;

export type AgentDirectoryStore = ReturnType<typeof agentDirectoryStore>;

export function agentDirectoryStore(kit: OwnedKit<'identity'>) {
  const agents: DirectoryAgents = kit.resource<DirectoryAgentRow>({
    entity: DirectoryAgentEntity,
    alias: 'a',
    owners: { customer: 'customerId', office: { column: 'officeIds', many: true }, agent: 'id' },
    notFound: 'Agent not found.',
  });

  return {
    agents,

    /** A transaction over the consumer's own (the inbox runs each event in one). */
    within: (m: EntityManager): Tx<'identity'> => kit.within(m),

    /** Any agent by id, whoever asks (an invitation names it; the server issued the invitation). */
    agentById: (tx: Tx<'identity'>, id: string): Promise<DirectoryAgentRow | null> => agents.find(SYSTEM, id, tx.m),

    /** The agents holding this address, at most two: one is an answer, two are ambiguous. */
    agentsHolding: (tx: Tx<'identity'>, email: string): Promise<DirectoryAgentRow[]> => tx.m.find(DirectoryAgentEntity, { where: { email }, take: 2 }),

    known: (tx: Tx<'identity'>, id: string): Promise<DirectoryAgentRow | null> => tx.m.findOne(DirectoryAgentEntity, { where: { id } }),

    async save(tx: Tx<'identity'>, row: DirectoryAgentRow): Promise<void> {
      await tx.m.save(DirectoryAgentEntity, row);
    },

    async delete(tx: Tx<'identity'>, id: string): Promise<void> {
      await tx.m.delete(DirectoryAgentEntity, { id });
    },

    async deleteAgentsOf(tx: Tx<'identity'>, customerId: string): Promise<void> {
      await tx.m.delete(DirectoryAgentEntity, { customerId });
    },
  };
}
