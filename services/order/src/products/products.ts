// Products (001: CRUD, by code): a staff catalogue every caller who may order reads (a dashboard user the
// products its customer can order). A product's code
// is unique; its type must exist; its campaign templates must be live templates the ads context told of
// (known_campaign_templates, read through projections/store.ts); its currency and tax rate default from
// the product settings.
import { invalidField, invalidFields, notFound, type Actor, type Principal, type ResourceListQuery, type Tx } from '@adops/platform';
import type { components } from '@adops/openapi/generated/order';
import type { ProductRow } from './entities.ts';
import { unique, type ProductStore } from './store.ts';
import type { ProjectionStore } from '../projections/store.ts';
import { campaignTemplateErrors, newProduct, PRODUCT_MESSAGES, trimmedName } from './rules.ts';
import { orderableWith } from '../orders/rules.ts';

type S = components['schemas'];

export class Products {
  private readonly store: ProductStore;
  private readonly projections: ProjectionStore;

  constructor(store: ProductStore, projections: ProjectionStore) {
    this.store = store;
    this.projections = projections;
  }

  /**
   * Staff read the whole catalogue. A dashboard user reads only the products its customer can order
   * (002 §1, §6 "Order creation is offered only if the dashboard has products"): those whose campaign
   * templates are all live templates of its customer, as createOrder checks (orders/rules.ts
   * productTemplateErrors), so the order flow offers no product the server would refuse.
   */
  async list(principal: Principal, q: ResourceListQuery & { productTypeId?: string }) {
    const orderable = principal.kind === 'dashboard' ? await this.orderableBy(principal.customerId) : null;
    return this.store.listProducts(principal, q, { productTypeId: q.productTypeId, ids: orderable });
  }

  /** The ids of the products a customer can order (none without a customer). */
  private async orderableBy(customerId: string | undefined): Promise<string[]> {
    if (!customerId) return [];
    return this.store.kit.transaction(async (tx) => {
      const templateIds = await this.projections.customerTemplateIds(tx, customerId);
      return (await this.store.catalogueTemplates(tx)).filter((p) => orderableWith(p.campaignTemplates, templateIds)).map((p) => p.id);
    });
  }

  get(actor: Actor, id: string): Promise<ProductRow> {
    return this.store.products.get(actor, id);
  }

  async byCode(principal: Principal, code: string): Promise<ProductRow> {
    const row = await this.store.productByCode(principal, code);
    if (!row) throw notFound(this.store.products.declaration.notFound);
    return row;
  }

  async create(principal: Principal, input: S['CreateProductRequest']): Promise<ProductRow> {
    const { settings } = await this.store.settings.get(principal, 'default');
    return unique(
      () =>
        this.store.kit.transaction(async (tx) => {
          await this.checkType(tx, input.productTypeId);
          await this.checkTemplates(tx, input.campaignTemplates ?? []);
          return this.store.products.insert(tx, newProduct(input, settings));
        }),
      PRODUCT_MESSAGES.codeTaken,
    );
  }

  update(principal: Principal, id: string, input: S['UpdateProductRequest']): Promise<ProductRow> {
    return unique(
      () =>
        this.store.products.update(principal, id, async (_current, tx) => {
          if (input.productTypeId !== undefined) await this.checkType(tx, input.productTypeId);
          if (input.campaignTemplates !== undefined) await this.checkTemplates(tx, input.campaignTemplates);
          return trimmedName(input) as Partial<ProductRow>;
        }),
      PRODUCT_MESSAGES.codeTaken,
    );
  }

  /** Deletes the product with its e-mail templates. */
  async remove(principal: Principal, id: string): Promise<void> {
    await this.store.products.remove(principal, id, undefined, async (row, tx) => {
      await this.store.deleteTemplatesOf(tx, row.id);
    });
  }

  private async checkType(tx: Tx<'order'>, productTypeId: string): Promise<void> {
    if (!(await this.store.typeExists(tx, productTypeId))) throw invalidField('/body/productTypeId', PRODUCT_MESSAGES.typeNotFound);
  }

  private async checkTemplates(tx: Tx<'order'>, templates: S['ProductCampaignTemplates']): Promise<void> {
    const errors = campaignTemplateErrors(templates, await this.projections.campaignTemplates(tx, [...new Set(templates.map((t) => t.templateId))]));
    if (errors.length) throw invalidFields(errors);
  }
}
