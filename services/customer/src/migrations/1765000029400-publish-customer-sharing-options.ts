// The ads context refuses a share by e-mail that the customer's sharing options turn off (003 §6),
// which customer.created / updated carry since issue 29. Customers saved before then published events
// without them, so this records one customer.updated for every customer kept here, with the envelope
// and payload a save records (publishEachRow), so the ads context learns options set before the change
// without waiting for the customer's next save. Not a tablesMigration: it makes no table, only outbox rows.
import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { Country, Currency, SharingOptions } from '@adops/openapi/generated/customer';
import { customerEvent } from '../customers/events.ts';
import { publishEachRow } from './publish-each-row.ts';

/** The customer's columns as a raw query returns them: booleans as 0/1 on both engines, JSON as text. */
interface CustomerColumns {
  id: string;
  name: string;
  isActive: number | boolean;
  country: string;
  currency: string;
  imageAdLimit: number;
  logoToken: string | null;
  sharingOptions: string;
}

export class PublishCustomerSharingOptions1765000029400 implements MigrationInterface {
  name = 'PublishCustomerSharingOptions1765000029400';

  async up(q: QueryRunner): Promise<void> {
    const select = 'SELECT id, name, isActive, country, currency, imageAdLimit, logoToken, sharingOptions FROM customers';
    await publishEachRow<CustomerColumns>(q, 'customer.updated', select, (row) =>
      customerEvent('customer.updated', {
        id: row.id,
        name: row.name,
        isActive: Boolean(Number(row.isActive)),
        country: JSON.parse(row.country) as Country,
        currency: JSON.parse(row.currency) as Currency,
        imageAdLimit: Number(row.imageAdLimit),
        logoToken: row.logoToken,
        sharingOptions: JSON.parse(row.sharingOptions) as SharingOptions,
      }),
    );
  }

  // Events cannot be taken back; the ads context keeps what the customer allows.
  async down(): Promise<void> {}
}
