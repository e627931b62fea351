// A listing's agents as a link table (the owned-resource kit's agent lists), so agents 2 and 3 reach
// the listing too, by index; filled from the agents already saved in listings.agents.
import type { QueryRunner } from 'typeorm';
import { agentLinksTable, tablesMigration } from '@adops/platform';

async function linkSavedAgents(q: QueryRunner): Promise<void> {
  const rows = (await q.query('SELECT id, agents FROM listings')) as Array<{ id: string; agents: string | null }>;
  for (const row of rows) {
    const ids = new Set((JSON.parse(row.agents ?? '[]') as Array<{ id?: unknown }>).map((a) => a.id).filter((id): id is string => typeof id === 'string'));
    for (const agentId of ids) await q.query('INSERT INTO listing_agents (ownedId, agentId) VALUES (?, ?)', [row.id, agentId]);
  }
}

export const ListingAgentLinks1764400004000 = tablesMigration('ListingAgentLinks1764400004000', () => [agentLinksTable('listing_agents')], {
  after: { up: (q) => linkSavedAgents(q), down: async () => {} },
});
