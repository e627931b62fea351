// identity's tables: users, one-time tokens (activation, reset, pre-auth), API keys and pictures, and
// its projections of the customer context (agents; customers' API keys).
import { EntitySchema } from 'typeorm';
import { blobColumn, boolColumn, idColumn, instantColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';
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
  /** What its tokens may do: some or all of its user's roles when it was made (never more). */
  roles: Role[];
  /** After this its exchange is refused and its tokens have expired; null: until revoked. */
  expiresAt: Date | null;
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
    email: stringColumn(254),
    kind: stringColumn(16),
    displayName: stringColumn(100),
    username: stringColumn(100, true),
    roles: jsonColumn(),
    isActive: boolColumn,
    passwordHash: stringColumn(200, true),
    customerId: refColumn(true),
    agentId: refColumn(true),
    officeIds: jsonColumn(),
    linkedAccounts: jsonColumn(),
    hasPicture: boolColumn,
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
    purpose: stringColumn(16),
    tokenHash: stringColumn(64),
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

export const PictureEntity = new EntitySchema<PictureRow>({
  name: 'UserPicture',
  tableName: 'user_pictures',
  columns: {
    userId: idColumn,
    contentType: stringColumn(40),
    data: blobColumn,
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
    fullName: stringColumn(200),
    email: stringColumn(254, true),
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
    customerActive: boolColumn,
    keyId: refColumn(true),
    prefix: stringColumn(40, true),
    keyHash: stringColumn(64, true),
    keyCreatedAt: instantColumn(true),
    updatedAt: instantColumn(),
  },
});

export const identityEntities = [UserEntity, TokenEntity, ApiKeyEntity, PictureEntity, DirectoryAgentEntity, CustomerApiKeyEntity];
