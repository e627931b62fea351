// API keys: a user's keys, and identity's projection of the customers' keys (fed by customer.events).
import { EntitySchema } from 'typeorm';
import { boolColumn, idColumn, instantColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';
import type { Role } from '@adops/platform';

export interface ApiKeyRow {
  id: string;
  userId: string;
  name: string;
  prefix: string;
  secretHash: string;
  /** What its tokens may do: some or all of its user's roles when it was made (never more). */
  roles: Role[];
  /** After this its exchange is refused and its tokens have expired; null: until revoked. */
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
}

export const ApiKeyEntity = new EntitySchema<ApiKeyRow>({
  name: 'ApiKey',
  tableName: 'api_keys',
  columns: {
    id: idColumn,
    userId: refColumn(),
    name: stringColumn(100),
    prefix: stringColumn(40),
    secretHash: stringColumn(64),
    roles: jsonColumn(),
    expiresAt: instantColumn(true),
    lastUsedAt: instantColumn(true),
    revokedAt: instantColumn(true),
    createdAt: instantColumn(),
  },
});

/**
 * A customer as the key exchange needs it (fed by customer.events): whether it is active, and its one
 * live API key (a new key replaces the row's key), of which only the SHA-256 is known.
 */
export interface CustomerApiKeyRow {
  customerId: string;
  customerActive: boolean;
  keyId: string | null;
  prefix: string | null;
  keyHash: string | null;
  keyCreatedAt: Date | null;
  /** When the newest event applied to this row happened: an older one never wins. */
  updatedAt: Date;
}

export const CustomerApiKeyEntity = new EntitySchema<CustomerApiKeyRow>({
  name: 'CustomerApiKey',
  tableName: 'customer_api_keys',
  columns: {
    customerId: idColumn,
    customerActive: boolColumn,
    keyId: refColumn(true),
    prefix: stringColumn(40, true),
    keyHash: stringColumn(64, true),
    keyCreatedAt: instantColumn(true),
    updatedAt: instantColumn(),
  },
});
