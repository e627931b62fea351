// The e-mail templates area's table: a customer's own versions of the default templates.
import { EntitySchema } from 'typeorm';
import { idColumn, instantColumn, refColumn, stringColumn } from '@adops/platform';

export interface EmailTemplateRow {
  id: string;
  customerId: string;
  name: string;
  subject: string;
  html: string;
  createdAt: Date;
  updatedAt: Date;
}

export const EmailTemplateEntity = new EntitySchema<EmailTemplateRow>({
  name: 'CustomerEmailTemplate',
  tableName: 'customer_email_templates',
  columns: {
    id: idColumn,
    customerId: refColumn(),
    name: stringColumn(60),
    subject: stringColumn(500),
    html: { type: 'text' },
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});
