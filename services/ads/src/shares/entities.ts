// The shares area's table: every e-mail shared, by whom, of what and to how many — the per-user
// throttle counts these rows (one count for every replica) and they are the record of who sent what.
import { EntitySchema } from 'typeorm';
import { idColumn, instantColumn, intColumn, refColumn, stringColumn } from '@adops/platform';
import type { ShareKind } from './rules.ts';

export interface EmailShareRow {
  id: string;
  userId: string;
  /** The dashboard user's customer; null for staff. */
  customerId: string | null;
  kind: ShareKind;
  /** The listing's or resource's id, or the report link's short id. */
  itemId: string;
  recipients: number;
  sentAt: Date;
}

export const EmailShareEntity = new EntitySchema<EmailShareRow>({
  name: 'EmailShare',
  tableName: 'email_shares',
  columns: {
    id: idColumn,
    userId: refColumn(),
    customerId: refColumn(true),
    kind: stringColumn(20),
    itemId: stringColumn(64),
    recipients: intColumn,
    sentAt: instantColumn(),
  },
});

export const shareEntities = [EmailShareEntity];
