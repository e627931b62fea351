// The catalogue's rows, declared once for the platform's owned-resource kit, and its queries. Products,
// their types, e-mail templates and settings belong to no customer ('staff'): staff write them, and
// every caller the operation admits reads them (the dashboard's order flow lists products).
import { In } from 'typeorm';
import { conflict, isDuplicateKey, SYSTEM, type OwnedKit, type OwnedResource, type Page, type Principal, type ResourceListQuery, type Tx } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import type { ProductSettings } from '@adops/openapi/generated/order';
import { ProductEmailTemplateEntity, ProductEntity, ProductSettingsEntity, ProductTypeEntity, type ProductEmailTemplateRow, type ProductRow, type ProductSettingsRow, type ProductTypeRow } from './entities.ts';

/** A unique index's refusal as the 409 it means. */
export async function unique<T>(work: () => Promise<T>, message: string): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isDuplicateKey(e)) throw conflict(message);
    throw e;
  }
}

export class ProductStore {
  readonly kit: OwnedKit<'order'>;
  readonly products: OwnedResource<ProductRow, 'order'>;
  readonly productTypes: OwnedResource<ProductTypeRow, 'order'>;
  readonly emailTemplates: OwnedResource<ProductEmailTemplateRow, 'order'>;
  readonly settings: OwnedResource<ProductSettingsRow, 'order'>;

  constructor(kit: OwnedKit<'order'>) {
    this.kit = kit;
    this.products = kit.resource({ entity: ProductEntity, alias: 'p', owners: 'staff', readableByAll: true, notFound: 'Product not found.', list: lists.listProducts });
    this.productTypes = kit.resource({ entity: ProductTypeEntity, alias: 't', owners: 'staff', readableByAll: true, notFound: 'Product type not found.', list: lists.listProductTypes });
    this.emailTemplates = kit.resource({ entity: ProductEmailTemplateEntity, alias: 'e', owners: 'staff', notFound: 'E-mail template not found.' });
    this.settings = kit.resource({ entity: ProductSettingsEntity, alias: 's', owners: 'staff', readableByAll: true, notFound: 'Product settings not found.' });
  }

  async productByCode(principal: Principal, code: string): Promise<ProductRow | null> {
    return (await this.products.query(principal)).andWhere('p.code = :code', { code }).getOne();
  }

  /** In the write's own transaction: on SQLite's one connection a read outside it would wait for it. */
  async typeExists(tx: Tx<'order'>, productTypeId: string): Promise<boolean> {
    return (await this.productTypes.find(SYSTEM, productTypeId, tx.m)) !== null;
  }

  async productsOfType(tx: Tx<'order'>, productTypeId: string): Promise<number> {
    return tx.m.count(ProductEntity, { where: { productTypeId } });
  }

  async deleteTemplatesOf(tx: Tx<'order'>, productId: string): Promise<void> {
    await tx.m.delete(ProductEmailTemplateEntity, { productId });
  }

  async typesByName(principal: Principal): Promise<ProductTypeRow[]> {
    return (await this.productTypes.query(principal)).orderBy('t.name', 'ASC').getMany();
  }

  async templatesOf(principal: Principal, productId: string): Promise<ProductEmailTemplateRow[]> {
    return (await this.emailTemplates.query(principal)).andWhere('e.productId = :productId', { productId }).orderBy('e.name', 'ASC').getMany();
  }

  /** Every product's id and campaign templates (the catalogue is staff-made and small): which a customer can order is decided from them. */
  catalogueTemplates(tx: Tx<'order'>): Promise<Array<Pick<ProductRow, 'id' | 'campaignTemplates'>>> {
    return tx.m.find(ProductEntity, { select: { id: true, campaignTemplates: true } });
  }

  /** One page of the products the principal reads, of a type when given, and only those of `ids` unless null. */
  listProducts(principal: Principal, q: ResourceListQuery, narrow: { productTypeId?: string; ids: string[] | null }): Promise<Page<ProductRow>> {
    return this.products.list(principal, q, (qb) => {
      if (narrow.productTypeId) qb.andWhere('p.productTypeId = :productTypeId', { productTypeId: narrow.productTypeId });
      if (narrow.ids) qb.andWhere(narrow.ids.length ? 'p.id IN (:...orderable)' : '1 = 0', { orderable: narrow.ids });
    });
  }

  // What placing an order reads, in its transaction.

  /** The products with these codes, and their types. */
  async productsByCode(tx: Tx<'order'>, codes: string[]): Promise<{ products: ProductRow[]; types: ProductTypeRow[] }> {
    const products = await tx.m.find(ProductEntity, { where: { code: In(codes) } });
    const types = products.length ? await tx.m.find(ProductTypeEntity, { where: { id: In([...new Set(products.map((p) => p.productTypeId))]) } }) : [];
    return { products, types };
  }

  /** The product settings, or null before any are stored. */
  async settingsIn(tx: Tx<'order'>): Promise<ProductSettings | null> {
    return (await tx.m.findOne(ProductSettingsEntity, { where: { id: 'default' } }))?.settings ?? null;
  }
}
