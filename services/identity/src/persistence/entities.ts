// identity's tables: users, one-time tokens (activation, reset, pre-auth), API keys and pictures, and
// its projections of the customer context (agents; customers' API keys).
import { EntitySchema } from 'typeorm';
import { idColumn, instantColumn, jsonColumn, refColumn } from '@adops/platform';
import type { Role, UserKind } from '@adops/platform';

export interface LinkedAccount {
  provider: string;
  linkedAt: string;
}

export interface UserRow {
  id: string;
  email: string;
  kind: UserKind;
  displayName: string;
  username: string | null;
  roles: Role[];
  isActive: boolean;
  passwordHash: string | null;
  customerId: string | null;
  agentId: string | null;
  officeIds: string[];
  linkedAccounts: LinkedAccount[];
  hasPicture: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type TokenPurpose = 'activation' | 'reset' | 'preauth' | 'invitation';

export interface TokenRow {
  id: string;
  userId: string;
  purpose: TokenPurpose;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

export interface ApiKeyRow {
  id: string;
  userId: string;
  name: string;
  prefix: string;
  secretHash: string;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
}

export interface PictureRow {
  userId: string;
  contentType: string;
  data: Buffer;
  updatedAt: Date;
}

export const UserEntity = new EntitySchema<UserRow>({
  name: 'User',
  tableName: 'users',
  columns: {
    id: idColumn,
    email: { type: 'varchar', length: 254 },
    kind: { type: 'varchar', length: 16 },
    displayName: { type: 'varchar', length: 100 },
    username: { type: 'varchar', length: 100, nullable: true },
    roles: jsonColumn(),
    isActive: { type: 'boolean' },
    passwordHash: { type: 'varchar', length: 200, nullable: true },
    customerId: refColumn(true),
    agentId: refColumn(true),
    officeIds: jsonColumn(),
    linkedAccounts: jsonColumn(),
    hasPicture: { type: 'boolean' },
    lastSignInAt: instantColumn(true),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

export const TokenEntity = new EntitySchema<TokenRow>({
  name: 'UserToken',
  tableName: 'user_tokens',
  columns: {
    id: idColumn,
    userId: refColumn(),
    purpose: { type: 'varchar', length: 16 },
    tokenHash: { type: 'varchar', length: 64 },
    expiresAt: instantColumn(),
    usedAt: instantColumn(true),
    createdAt: instantColumn(),
  },
});

export const ApiKeyEntity = new EntitySchema<ApiKeyRow>({
  name: 'ApiKey',
  tableName: 'api_keys',
  columns: {
    id: idColumn,
    userId: refColumn(),
    name: { type: 'varchar', length: 100 },
    prefix: { type: 'varchar', length: 40 },
    secretHash: { type: 'varchar', length: 64 },
    lastUsedAt: instantColumn(true),
    revokedAt: instantColumn(true),
    createdAt: instantColumn(),
  },
});

export const PictureEntity = new EntitySchema<PictureRow>({
  name: 'UserPicture',
  tableName: 'user_pictures',
  columns: {
    userId: idColumn,
    contentType: { type: 'varchar', length: 40 },
    data: { type: 'blob' },
    updatedAt: instantColumn(),
  },
});

/** An agent of the customer context, as identity needs it: who it belongs to and its e-mail. */
export interface DirectoryAgentRow {
  id: string;
  customerId: string;
  fullName: string;
  email: string | null;
  officeIds: string[];
  updatedAt: Date;
}

export const DirectoryAgentEntity = new EntitySchema<DirectoryAgentRow>({
  name: 'DirectoryAgent',
  tableName: 'agent_directory',
  columns: {
    id: idColumn,
    customerId: refColumn(),
    fullName: { type: 'varchar', length: 200 },
    email: { type: 'varchar', length: 254, nullable: true },
    officeIds: jsonColumn(),
    updatedAt: instantColumn(),
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
    customerActive: { type: 'boolean' },
    keyId: refColumn(true),
    prefix: { type: 'varchar', length: 40, nullable: true },
    keyHash: { type: 'varchar', length: 64, nullable: true },
    keyCreatedAt: instantColumn(true),
    updatedAt: instantColumn(),
  },
});

export const identityEntities = [UserEntity, TokenEntity, ApiKeyEntity, PictureEntity, DirectoryAgentEntity, CustomerApiKeyEntity];
