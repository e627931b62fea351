// The one-time tokens of the account flows (activation, reset, pre-auth) and the spent invitations,
// stored only as their SHA-256.
import { EntitySchema } from 'typeorm';
import { idColumn, instantColumn, refColumn, stringColumn } from '@adops/platform';

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
