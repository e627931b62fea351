// The one-time tokens of the account flows (activation, reset, pre-auth) and the spent invitations,
// stored only as their SHA-256. A pre-auth token also records who minted it (user and session), so
// that only that session opens it and the session it opens ends with the minter's (pre-auth.ts).
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
  /** A pre-auth token's minter: the user… (null for other purposes, and for pre-auth tokens minted before it was kept). */
  openerUserId: string | null;
  /** …and the session (or API key) it minted it with. */
  openerSessionId: string | null;
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
    openerUserId: refColumn(true),
    openerSessionId: refColumn(true),
  },
});
