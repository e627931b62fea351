// The product settings (001, 002 §6): the default currency and tax of new products and the roles each
// payment type is offered to. One row; every caller who orders reads it, staff change it.
import type { Actor, Principal } from '@adops/platform';
import type { components, ProductSettings } from '@adops/openapi/generated/order';
import type { ProductSettingsRow } from './entities.ts';
import type { ProductStore } from './store.ts';

type S = components['schemas'];

export class CatalogueSettings {
  private readonly store: ProductStore;

  constructor(store: ProductStore) {
    this.store = store;
  }

  async get(actor: Actor): Promise<ProductSettings> {
    return (await this.store.settings.get(actor, 'default')).settings;
  }

  async update(principal: Principal, input: S['UpdateProductSettingsRequest']): Promise<ProductSettings> {
    const row: ProductSettingsRow = await this.store.settings.update(principal, 'default', (current) => ({ settings: { ...current.settings, ...input } }));
    return row.settings;
  }
}
