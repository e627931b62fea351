// A product's e-mail templates (001): listed, created, changed and deleted under their product; a
// template's name is unique per product, and another product's template reads as not found. A
// template naming a {{variable}} an order e-mail is not filled with is refused when saved.
import { notFound, type Principal, type Tx } from '@adops/platform';
import type { components } from '@adops/openapi/generated/order';
import type { ProductEmailTemplateRow } from './entities.ts';
import { unique, type ProductStore } from './store.ts';
import { assertKnownTemplateVariables, PRODUCT_MESSAGES, trimmedName } from './rules.ts';

type S = components['schemas'];

export class EmailTemplates {
  private readonly store: ProductStore;

  constructor(store: ProductStore) {
    this.store = store;
  }

  async list(principal: Principal, productId: string): Promise<ProductEmailTemplateRow[]> {
    await this.store.products.get(principal, productId);
    return this.store.templatesOf(principal, productId);
  }

  create(principal: Principal, productId: string, input: S['ProductEmailTemplateInput']): Promise<ProductEmailTemplateRow> {
    assertKnownTemplateVariables(input);
    return unique(
      () =>
        this.store.kit.transaction(async (tx) => {
          await this.store.products.lock(tx, principal, productId);
          return this.store.emailTemplates.insert(tx, { productId, name: input.name.trim(), subject: input.subject, body: input.body, isActive: input.isActive ?? true });
        }),
      PRODUCT_MESSAGES.templateNameTaken,
    );
  }

  async update(principal: Principal, productId: string, templateId: string, input: S['UpdateProductEmailTemplateRequest']): Promise<ProductEmailTemplateRow> {
    assertKnownTemplateVariables(input);
    return unique(
      () =>
        this.store.kit.transaction(async (tx) => {
          const current = await this.templateOf(tx, principal, productId, templateId);
          return this.store.emailTemplates.write(tx, current, trimmedName(input));
        }),
      PRODUCT_MESSAGES.templateNameTaken,
    );
  }

  async remove(principal: Principal, productId: string, templateId: string): Promise<void> {
    await this.store.kit.transaction(async (tx) => this.store.emailTemplates.delete(tx, await this.templateOf(tx, principal, productId, templateId)));
  }

  private async templateOf(tx: Tx<'order'>, principal: Principal, productId: string, templateId: string): Promise<ProductEmailTemplateRow> {
    const row = await this.store.emailTemplates.lock(tx, principal, templateId);
    if (row.productId !== productId) throw notFound(this.store.emailTemplates.declaration.notFound);
    return row;
  }
}
