// The offices area's table. Account ids are simple-json text columns. The place (postcode, country,
// map point) is where campaigns aimed at the office point (000 §3 OFFICE location).
import { EntitySchema } from 'typeorm';
import { idColumn, instantColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';

const doubleColumn = { type: 'double', nullable: true } as const;

export interface OfficeRow {
  id: string;
  customerId: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  postcode: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  /** Both or neither of latitude and longitude are set (rules.ts). */
  latitude: number | null;
  longitude: number | null;
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
    postcode: stringColumn(20, true),
    country: stringColumn(2, true),
    latitude: doubleColumn,
    longitude: doubleColumn,
    fbAdAccountIds: jsonColumn(),
    gdnAccountIds: jsonColumn(),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});
