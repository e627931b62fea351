// A row's list of agents, as a link table the owned-resource kit keeps: one (ownedId, agentId) row per
// agent of an owned row. An agent's scope is then `id IN (SELECT ownedId FROM links WHERE agentId = ?)`,
// which the (agentId, ownedId) index answers on MariaDB and SQLite alike, where a JSON array of ids
// could only be searched with LIKE over every row of the customer.
import { EntitySchema } from 'typeorm';
import { refColumn, tableRef } from '../data/columns.ts';
import type { TableDeclaration } from '../data/table-migration.ts';

export interface AgentLinkRow {
  /** The owned row (e.g. a listing's id). */
  ownedId: string;
  agentId: string;
}

export type AgentLinks = EntitySchema<AgentLinkRow>;

/** The entity of a link table, e.g. agentLinksEntity('ListingAgent', 'listing_agents'); add it to the module's entities. */
export function agentLinksEntity(name: string, tableName: string): AgentLinks {
  return new EntitySchema<AgentLinkRow>({
    name,
    tableName,
    columns: { ownedId: { ...refColumn(), primary: true }, agentId: { ...refColumn(), primary: true } },
  });
}

/**
 * The table of agentLinksEntity for tablesMigration: its primary key (ownedId, agentId) serves
 * rewriting one row's links, the (agentId, ownedId) index an agent's scope.
 */
export function agentLinksTable(tableName: string): TableDeclaration {
  return {
    name: tableName,
    columns: [
      { ...tableRef('ownedId'), isPrimary: true },
      { ...tableRef('agentId'), isPrimary: true },
    ],
    indexes: [{ name: `${tableName}_agent`, columnNames: ['agentId', 'ownedId'] }],
  };
}
