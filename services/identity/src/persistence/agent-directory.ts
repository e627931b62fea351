// Reads of identity's agent directory (the customer context's agents, kept by events/agent-directory.ts):
// an owned resource, so an invitation reaches only the agents within the inviter's reach; and which
// dashboard user holds an agent.
import type { EntityManager } from 'typeorm';
import type { OwnedKit, OwnedResource } from '@adops/platform';
import { DirectoryAgentEntity, UserEntity, type DirectoryAgentRow, type UserRow } from './entities.ts';

export type DirectoryAgents = OwnedResource<DirectoryAgentRow, 'identity'>;

export const declareDirectoryAgents = (kit: OwnedKit<'identity'>): DirectoryAgents =>
  kit.resource<DirectoryAgentRow>({
    entity: DirectoryAgentEntity,
    alias: 'a',
    owners: { customer: 'customerId', office: { column: 'officeIds', many: true }, agent: 'id' },
    notFound: 'Agent not found.',
  });

/** The agents holding this address, at most two: one is an answer, two are ambiguous. */
export const agentsHolding = (m: EntityManager, email: string): Promise<DirectoryAgentRow[]> => m.find(DirectoryAgentEntity, { where: { email }, take: 2 });

/** The active dashboard user linked to the agent, if any (an agent has at most one). */
export const activeDashboardUserOf = (m: EntityManager, agentId: string): Promise<UserRow | null> => m.findOne(UserEntity, { where: { agentId, kind: 'dashboard', isActive: true } });
