// A customer's logo: a gif, jpeg or png sniffed from its bytes (never trusted from the request's
// content type), read by every user of that customer, and by anyone who has its public address (a
// token made at each upload, which the customer's events carry as logoUrl).
import { fileTypeFromBuffer } from 'file-type';
import { notFound, type Principal } from '@adops/platform';
import type { CustomerRow, LogoRow } from './entities.ts';
import type { CustomerStore } from './store.ts';
import { assertLogoBytes, logoType, newLogoToken } from './rules.ts';
import { customerEvent } from './events.ts';

export class CustomerLogos {
  private readonly store: CustomerStore;

  constructor(store: CustomerStore) {
    this.store = store;
  }

  async set(principal: Principal, customerId: string, body: unknown): Promise<CustomerRow> {
    await this.store.get(principal, customerId);
    assertLogoBytes(body);
    const contentType = logoType((await fileTypeFromBuffer(body))?.mime);
    // A new token with every upload: the public address of the old logo is 404 from now on, so what
    // it answers may be cached for good (getPublicCustomerLogo).
    return this.store.customers.update(
      principal,
      customerId,
      async (_current, tx) => {
        await this.store.replaceLogo(tx, customerId, contentType, body);
        return { hasLogo: true, logoToken: newLogoToken() };
      },
      (next) => customerEvent('customer.updated', next),
    );
  }

  /** The logo of a public token, for anyone (the token is the credential); an unknown token is 404. */
  async byToken(token: string): Promise<LogoRow> {
    const row = await this.store.logoByToken(token);
    if (!row) throw notFound('No logo.');
    return row;
  }

  async get(principal: Principal, customerId: string): Promise<LogoRow> {
    // Reading the customer through the kit is the tenancy check of its logo.
    await this.store.get(principal, customerId);
    const row = await this.store.logo(customerId);
    if (!row) throw notFound('No logo.');
    return row;
  }
}
