// Products (001: CRUD, by code, types with minListings/maxListings, settings, e-mail templates): a staff
// catalogue every caller who may order reads. A product's code is unique; its type must exist.
import type { EntityManager } from 'typeorm';
import { conflict, invalidField, isDuplicateKey, notFound, SYSTEM, type Actor, type Principal, type ResourceListQuery } from '@adops/platform';
import type { components } from '@adops/openapi/generated/order';
import type { ProductEmailTemplateRow, ProductRow, ProductSettingsRow, ProductTypeRow } from './persistence/entities.ts';
import type { OrderResources, OrderTx } from './persistence/resources.ts';
import type { ProductSettings } from './domain/types.ts';

type S = components['schemas'];

const CODE_TAKEN = 'A product with this code already exists.';
const TYPE_NAME_TAKEN = 'A product type with this name already exists.';
const TEMPLATE_NAME_TAKEN = 'The product already has an e-mail template with this name.';
const BOUNDS = 'Minimum listings cannot exceed maximum listings.';

/** A unique index's refusal as the 409 it means. */
async function unique<T>(work: () => Promise<T>, message: string): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isDuplicateKey(e)) throw conflict(message);
    throw e;
  }
}

export class Products {
  private readonly r: OrderResources;

  constructor(resources: OrderResources) {
    this.r = resources;
  }

  list(actor: Principal, q: ResourceListQuery & { productTypeId?: string }) {
    return this.r.products.list(actor, q, { productTypeId: q.productTypeId });
  }

  get(actor: Actor, id: string): Promise<ProductRow> {
    return this.r.products.get(actor, id);
  }

  async byCode(actor: Principal, code: string): Promise<ProductRow> {
    const qb = await this.r.products.query(actor);
    const row = await qb.andWhere('p.code = :code', { code }).getOne();
    if (!row) throw notFound(this.r.products.declaration.notFound);
    return row;
  }

  async create(actor: Principal, input: S['CreateProductRequest']): Promise<ProductRow> {
    const settings = await this.settings(actor);
    return unique(
      () =>
        this.r.kit.transaction(async (tx) => {
          await this.checkType(input.productTypeId, tx.m);
          return this.r.products.insert(tx, {
            code: input.code,
            name: input.name.trim(),
            description: input.description ?? null,
            productTypeId: input.productTypeId,
            price: input.price,
            currency: input.currency ?? settings.defaultCurrency,
            isTaxInclusive: input.isTaxInclusive ?? true,
            taxRate: input.taxRate ?? settings.defaultTaxRate,
            campaignDurationDays: input.campaignDurationDays,
            campaignTemplates: input.campaignTemplates ?? [],
          });
        }),
      CODE_TAKEN,
    );
  }

  update(actor: Principal, id: string, input: S['UpdateProductRequest']): Promise<ProductRow> {
    return unique(
      () =>
        this.r.products.update(actor, id, async (_current, tx) => {
          if (input.productTypeId !== undefined) await this.checkType(input.productTypeId, tx.m);
          const { name, ...rest } = input;
          return { ...rest, ...(name !== undefined ? { name: name.trim() } : {}) } as Partial<ProductRow>;
        }),
      CODE_TAKEN,
    );
  }

  async remove(actor: Principal, id: string): Promise<void> {
    await this.r.products.remove(actor, id, undefined, async (row, tx) => {
      await tx.m.delete(this.r.emailTemplates.declaration.entity, { productId: row.id });
    });
  }

  /** In the write's own transaction (`m`): on SQLite's one connection a read outside it would wait for it. */
  private async checkType(productTypeId: string, m: EntityManager): Promise<void> {
    if (!(await this.r.productTypes.find(SYSTEM, productTypeId, m))) throw invalidField('/body/productTypeId', 'Product type not found.');
  }

  // Types

  async listTypes(actor: Principal): Promise<ProductTypeRow[]> {
    return (await this.r.productTypes.query(actor)).orderBy('t.name', 'ASC').getMany();
  }

  getType(actor: Principal, id: string): Promise<ProductTypeRow> {
    return this.r.productTypes.get(actor, id);
  }

  createType(actor: Principal, input: S['CreateProductTypeRequest']): Promise<ProductTypeRow> {
    checkBounds(input.minListings, input.maxListings);
    return unique(() => this.r.kit.transaction((tx) => this.r.productTypes.insert(tx, { name: input.name.trim(), minListings: input.minListings, maxListings: input.maxListings })), TYPE_NAME_TAKEN);
  }

  updateType(actor: Principal, id: string, input: S['UpdateProductTypeRequest']): Promise<ProductTypeRow> {
    return unique(
      () =>
        this.r.productTypes.update(actor, id, (current) => {
          const next = { ...current, ...input };
          checkBounds(next.minListings, next.maxListings);
          return { ...input, ...(input.name !== undefined ? { name: input.name.trim() } : {}) };
        }),
      TYPE_NAME_TAKEN,
    );
  }

  async removeType(actor: Principal, id: string): Promise<void> {
    await this.r.productTypes.remove(actor, id, undefined, async (row, tx) => {
      const used = await tx.m.count(this.r.products.declaration.entity, { where: { productTypeId: row.id } });
      if (used) throw conflict('Product type is in use.');
    });
  }

  // Settings

  async settings(actor: Actor): Promise<ProductSettings> {
    return (await this.r.settings.get(actor, 'default')).settings;
  }

  async updateSettings(actor: Principal, input: S['UpdateProductSettingsRequest']): Promise<ProductSettings> {
    const row: ProductSettingsRow = await this.r.settings.update(actor, 'default', (current) => ({ settings: { ...current.settings, ...input } }));
    return row.settings;
  }

  // E-mail templates of a product

  async listTemplates(actor: Principal, productId: string): Promise<ProductEmailTemplateRow[]> {
    await this.r.products.get(actor, productId);
    return (await this.r.emailTemplates.query(actor)).andWhere('e.productId = :productId', { productId }).orderBy('e.name', 'ASC').getMany();
  }

  createTemplate(actor: Principal, productId: string, input: S['ProductEmailTemplateInput']): Promise<ProductEmailTemplateRow> {
    return unique(
      () =>
        this.r.kit.transaction(async (tx) => {
          await this.r.products.lock(tx, actor, productId);
          return this.r.emailTemplates.insert(tx, { productId, name: input.name.trim(), subject: input.subject, body: input.body, isActive: input.isActive ?? true });
        }),
      TEMPLATE_NAME_TAKEN,
    );
  }

  async updateTemplate(actor: Principal, productId: string, templateId: string, input: S['UpdateProductEmailTemplateRequest']): Promise<ProductEmailTemplateRow> {
    return unique(
      () =>
        this.r.kit.transaction(async (tx) => {
          const current = await this.templateOf(tx, actor, productId, templateId);
          return this.r.emailTemplates.write(tx, current, { ...input, ...(input.name !== undefined ? { name: input.name.trim() } : {}) });
        }),
      TEMPLATE_NAME_TAKEN,
    );
  }

  async removeTemplate(actor: Principal, productId: string, templateId: string): Promise<void> {
    await this.r.kit.transaction(async (tx) => this.r.emailTemplates.delete(tx, await this.templateOf(tx, actor, productId, templateId)));
  }

  private async templateOf(tx: OrderTx, actor: Principal, productId: string, templateId: string): Promise<ProductEmailTemplateRow> {
    const row = await this.r.emailTemplates.lock(tx, actor, templateId);
    if (row.productId !== productId) throw notFound(this.r.emailTemplates.declaration.notFound);
    return row;
  }
}

function checkBounds(min: number, max: number): void {
  if (min > max) throw invalidField('/body/minListings', BOUNDS);
}
