// Products (001: CRUD, by code): a staff catalogue every caller who may order reads (a dashboard user the
// products its customer can order, in the list and by id or code alike). A product's code
// is unique; its type must exist; its campaign templates must be live templates the ads context told of
// (known_campaign_templates, read through projections/store.ts); its currency and tax rate default from
// the product settings.
import { invalidField, invalidFields, notFound, type Principal, type ResourceListQuery, type Tx } from '@adops/platform';
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
   * Staff read the whole catalogue. A dashboard user reads only the products it is offered (offerRule),
   * so the order flow offers no product the server would refuse.
   */
  async list(principal: Principal, q: ResourceListQuery & { productTypeId?: string }) {
    const ids = await this.store.kit.transaction(async (tx) => {
      const offered = await this.offerRule(tx, principal);
      return offered ? (await this.store.catalogueTemplates(tx)).filter(offered).map((p) => p.id) : null;
    });
    return this.store.listProducts(principal, q, { productTypeId: q.productTypeId, ids });
  }

  /** A product by id; one the list would not offer the caller is not found, as an unknown one is. */
  async get(principal: Principal, id: string): Promise<ProductRow> {
    return this.offeredOrNotFound(principal, await this.store.products.get(principal, id));
  }

  /** A product by code; one the list would not offer the caller is not found, as an unknown one is. */
  async byCode(principal: Principal, code: string): Promise<ProductRow> {
    return this.offeredOrNotFound(principal, await this.store.productByCode(principal, code));
  }

  /** The row when the caller is offered it; else the same 404 as a product that does not exist (nothing tells them it does). */
  private async offeredOrNotFound(principal: Principal, row: ProductRow | null): Promise<ProductRow> {
    const offered = row ? await this.store.kit.transaction((tx) => this.offerRule(tx, principal)) : null;
    if (!row || (offered && !offered(row))) throw notFound(this.store.products.declaration.notFound);
    return row;
  }

  /**
   * The one rule of which products a caller reads, for the list, by id and by code (002 §1, §6 "Order
   * creation is offered only if the dashboard has products"): staff every product (null: no narrowing);
   * a dashboard user those whose campaign templates are all live templates of its own customer (a
   * product of no template included), as createOrder checks them (orders/rules.ts orderableWith,
   * productTemplateErrors); a dashboard user without a customer none.
   */
  private async offerRule(tx: Tx<'order'>, principal: Principal): Promise<((p: Pick<ProductRow, 'campaignTemplates'>) => boolean) | null> {
    if (principal.kind !== 'dashboard') return null;
    if (!principal.customerId) return () => false;
    const templateIds = await this.projections.customerTemplateIds(tx, principal.customerId);
    return (p) => orderableWith(p.campaignTemplates, templateIds);
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
