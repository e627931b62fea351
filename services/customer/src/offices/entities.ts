// The offices area's table. Account ids are simple-json text columns.
import { EntitySchema } from 'typeorm';
import { idColumn, instantColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';

export interface OfficeRow {
  id: string;
  customerId: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  fbAdAccountIds: string[];
  gdnAccountIds: string[];
  createdAt: Date;
  updatedAt: Date;
}

export const OfficeEntity = new EntitySchema<OfficeRow>({
  name: 'Office',
  tableName: 'offices',
  columns: {
    id: idColumn,
    customerId: refColumn(),
    name: stringColumn(200),
    email: stringColumn(254, true),
    phone: stringColumn(40, true),
    address: stringColumn(500, true),
    fbAdAccountIds: jsonColumn(),
    gdnAccountIds: jsonColumn(),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});
