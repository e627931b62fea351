// Product types (001): a type says how many listings (minListings to maxListings) an order of its
// products names. Its name is unique; a type products still have stays.
import { conflict, type Principal } from '@adops/platform';
import type { components } from '@adops/openapi/generated/order';
import type { ProductTypeRow } from './entities.ts';
import { unique, type ProductStore } from './store.ts';
import { checkBounds, PRODUCT_MESSAGES, trimmedName } from './rules.ts';

type S = components['schemas'];

export class ProductTypes {
  private readonly store: ProductStore;

  constructor(store: ProductStore) {
    this.store = store;
  }

  list(principal: Principal): Promise<ProductTypeRow[]> {
    return this.store.typesByName(principal);
  }

  get(principal: Principal, id: string): Promise<ProductTypeRow> {
    return this.store.productTypes.get(principal, id);
  }

  create(principal: Principal, input: S['CreateProductTypeRequest']): Promise<ProductTypeRow> {
    checkBounds(input.minListings, input.maxListings);
    return unique(
      () => this.store.kit.transaction((tx) => this.store.productTypes.insert(tx, { name: input.name.trim(), minListings: input.minListings, maxListings: input.maxListings })),
      PRODUCT_MESSAGES.typeNameTaken,
    );
  }

  update(principal: Principal, id: string, input: S['UpdateProductTypeRequest']): Promise<ProductTypeRow> {
    return unique(
      () =>
        this.store.productTypes.update(principal, id, (current) => {
          const next = { ...current, ...input };
          checkBounds(next.minListings, next.maxListings);
          return trimmedName(input);
        }),
      PRODUCT_MESSAGES.typeNameTaken,
    );
  }

  async remove(principal: Principal, id: string): Promise<void> {
    await this.store.productTypes.remove(principal, id, undefined, async (row, tx) => {
      if (await this.store.productsOfType(tx, row.id)) throw conflict(PRODUCT_MESSAGES.typeInUse);
    });
  }
}
