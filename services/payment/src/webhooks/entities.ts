// The provider events handled, by their id: each has its effect once.
import { EntitySchema } from 'typeorm';
import { instantColumn, stringColumn } from '@adops/platform';

export interface WebhookEventRow {
  id: string;
  type: string;
  receivedAt: Date;
}

export const WebhookEventEntity = new EntitySchema<WebhookEventRow>({
  name: 'WebhookEvent',
  tableName: 'webhook_events',
  columns: { id: { ...stringColumn(255), primary: true }, type: stringColumn(255), receivedAt: instantColumn() },
});
