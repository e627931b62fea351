// The users (staff and dashboard users alike) and their profile pictures.
import { randomUUID } from 'node:crypto';
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

/** A new user row: the given facts, and the defaults every new user starts with. */
export function newUser(fields: Pick<UserRow, 'email' | 'kind' | 'roles' | 'isActive' | 'passwordHash'> & Partial<Pick<UserRow, 'displayName' | 'username' | 'customerId' | 'agentId' | 'officeIds'>>): UserRow {
  const now = new Date();
  return {
    id: randomUUID(),
    displayName: fields.displayName ?? fields.username ?? fields.email.split('@')[0]!,
    username: fields.username ?? null,
    customerId: fields.customerId ?? null,
    agentId: fields.agentId ?? null,
    officeIds: fields.officeIds ?? [],
    linkedAccounts: [],
    hasPicture: false,
    lastSignInAt: null,
    createdAt: now,
    updatedAt: now,
    email: fields.email,
    kind: fields.kind,
    roles: fields.roles,
    isActive: fields.isActive,
    passwordHash: fields.passwordHash,
  };
}
