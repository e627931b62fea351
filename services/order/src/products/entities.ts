// The product catalogue's tables: products with their types, e-mail templates and settings (a staff
// catalogue that orders read when they are placed).
import { EntitySchema, type EntitySchemaColumnOptions } from 'typeorm';
import { bigintColumn, boolColumn, idColumn, instantColumn, intColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';
import type { ProductCampaignTemplate, ProductSettings } from '@adops/openapi/generated/order';

const doubleColumn: EntitySchemaColumnOptions = { type: 'double', transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) } };

export interface ProductTypeRow {
  id: string;
  name: string;
  minListings: number;
  maxListings: number;
  createdAt: Date;
  updatedAt: Date;
}

export const ProductTypeEntity = new EntitySchema<ProductTypeRow>({
  name: 'ProductType',
  tableName: 'product_types',
  columns: { id: idColumn, name: stringColumn(100), minListings: intColumn, maxListings: intColumn, createdAt: instantColumn(), updatedAt: instantColumn() },
});

export interface ProductRow {
  id: string;
  code: string;
  name: string;
  description: string | null;
  productTypeId: string;
  price: number;
  currency: string;
  isTaxInclusive: boolean;
  taxRate: number;
  campaignDurationDays: number;
  campaignTemplates: ProductCampaignTemplate[];
  createdAt: Date;
  updatedAt: Date;
}

export const ProductEntity = new EntitySchema<ProductRow>({
  name: 'Product',
  tableName: 'products',
  columns: {
    id: idColumn,
    code: stringColumn(50),
    name: stringColumn(200),
    description: { type: 'text', nullable: true },
    productTypeId: refColumn(),
    price: bigintColumn(),
    currency: stringColumn(3),
    isTaxInclusive: boolColumn,
    taxRate: doubleColumn,
    campaignDurationDays: intColumn,
    campaignTemplates: jsonColumn(),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

export interface ProductEmailTemplateRow {
  id: string;
  productId: string;
  name: string;
  subject: string;
  body: string;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const ProductEmailTemplateEntity = new EntitySchema<ProductEmailTemplateRow>({
  name: 'ProductEmailTemplate',
  tableName: 'product_email_templates',
  columns: { id: idColumn, productId: refColumn(), name: stringColumn(100), subject: stringColumn(300), body: { type: 'text' }, isActive: boolColumn, createdAt: instantColumn(), updatedAt: instantColumn() },
});

/** One row, id 'default'. */
export interface ProductSettingsRow {
  id: string;
  settings: ProductSettings;
  updatedAt: Date;
}

export const ProductSettingsEntity = new EntitySchema<ProductSettingsRow>({
  name: 'ProductSettings',
  tableName: 'product_settings',
  columns: { id: { ...stringColumn(36), primary: true }, settings: jsonColumn(), updatedAt: instantColumn() },
});

export const productEntities = [ProductTypeEntity, ProductEntity, ProductEmailTemplateEntity, ProductSettingsEntity];
