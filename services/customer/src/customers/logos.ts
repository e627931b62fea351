// A customer's logo: a gif, jpeg or png sniffed from its bytes (never trusted from the request's
// content type), read by every user of that customer.
import { fileTypeFromBuffer } from 'file-type';
import { notFound, type Principal } from '@adops/platform';
import type { CustomerRow, LogoRow } from './entities.ts';
import type { CustomerStore } from './store.ts';
import { assertLogoBytes, logoType } from './rules.ts';

export class CustomerLogos {
  private readonly store: CustomerStore;

  constructor(store: CustomerStore) {
    this.store = store;
  }

  async set(principal: Principal, customerId: string, body: unknown): Promise<CustomerRow> {
    await this.store.get(principal, customerId);
    assertLogoBytes(body);
    const contentType = logoType((await fileTypeFromBuffer(body))?.mime);
    return this.store.customers.update(principal, customerId, async (_current, tx) => {
      await this.store.replaceLogo(tx, customerId, contentType, body);
      return { hasLogo: true };
    });
  }

  async get(principal: Principal, customerId: string): Promise<LogoRow> {
    // Reading the customer through the kit is the tenancy check of its logo.
    await this.store.get(principal, customerId);
    const row = await this.store.logo(customerId);
    if (!row) throw notFound('No logo.');
    return row;
  }
}
