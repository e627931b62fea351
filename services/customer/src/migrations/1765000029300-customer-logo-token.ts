// A customer's logo gets a public address (getPublicCustomerLogo, /api/customers/logos/{token}) for
// pages read without signing in, such as a campaign's public report (003 §3 Report, headerLogo): the
// token is kept with the customer, unique, and new with every upload. Customers that had a logo before
// get a token here, and one customer.updated each carrying its logoUrl (publishEachRow: the envelope
// and payload an upload records), so the contexts that show the logo learn its address without waiting
// for the next upload.
import { randomBytes } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { Country, Currency } from '@adops/openapi/generated/customer';
import { customerEvent } from '../customers/events.ts';
import { publishEachRow } from './publish-each-row.ts';

const BATCH = 200;

/** The customer's columns as a raw query returns them: booleans as 0/1 on both engines, JSON as text. */
interface CustomerColumns {
  id: string;
  name: string;
  isActive: number | boolean;
  country: string;
  currency: string;
  imageAdLimit: number;
  logoToken: string;
}

export class CustomerLogoToken1765000029300 implements MigrationInterface {
  name = 'CustomerLogoToken1765000029300';

  async up(q: QueryRunner): Promise<void> {
    // Plain SQL, the same on both engines: TypeORM adds a column on SQLite by copying the table, and
    // the copy loses the expression index on LOWER(name) (1764100001000: it recreates it on "null").
    await q.query('ALTER TABLE customers ADD COLUMN logoToken varchar(22)');
    await q.query('CREATE UNIQUE INDEX customers_logo_token ON customers (logoToken)');
    // In pages, so a customer base of any size never sits in memory at once; each page's rows leave the
    // WHERE once they have a token. The same 128 random bits, base64url, as an upload makes (rules.ts).
    for (;;) {
      const rows = (await q.query(`SELECT id FROM customers WHERE hasLogo = 1 AND logoToken IS NULL ORDER BY id LIMIT ${BATCH}`)) as Array<{ id: string }>;
      for (const { id } of rows) await q.query('UPDATE customers SET logoToken = ? WHERE id = ?', [randomBytes(16).toString('base64url'), id]);
      if (rows.length < BATCH) break;
    }
    // publishEachRow pages a `SELECT … FROM table` by id: the customers with a logo, as a derived table.
    const select = 'SELECT * FROM (SELECT id, name, isActive, country, currency, imageAdLimit, logoToken FROM customers WHERE logoToken IS NOT NULL) logo_holders';
    await publishEachRow<CustomerColumns>(q, 'customer.updated', select, (row) =>
      customerEvent('customer.updated', {
        id: row.id,
        name: row.name,
        isActive: Boolean(Number(row.isActive)),
        country: JSON.parse(row.country) as Country,
        currency: JSON.parse(row.currency) as Currency,
        imageAdLimit: Number(row.imageAdLimit),
        logoToken: row.logoToken,
      }),
    );
  }

  // The events may be published already and cannot be taken back; the addresses stop working with the column.
  async down(q: QueryRunner): Promise<void> {
    await q.query(q.connection.options.type === 'mysql' ? 'DROP INDEX customers_logo_token ON customers' : 'DROP INDEX customers_logo_token');
    await q.query('ALTER TABLE customers DROP COLUMN logoToken');
  }
}
