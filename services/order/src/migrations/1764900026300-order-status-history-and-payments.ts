// An order keeps every status it has had (who, when, from, to) and the payment outcomes the payment
// context reported for it, as JSON columns beside its comments. Not a tablesMigration: it adds columns
// to a table with rows. The columns are nullable in the table only so that they can be added to those
// rows (SQLite adds no NOT NULL column without a default, MariaDB gives TEXT none). An order placed
// before gets one entry, 'recorded': the status it is in, as of its last change, by no one known (its
// earlier moves were not kept); and no payment outcomes, which were not kept either.
import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { tableText } from '@adops/platform';

export class OrderStatusHistoryAndPayments1764900026300 implements MigrationInterface {
  name = 'OrderStatusHistoryAndPayments1764900026300';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql';
    const column = (name: string) => new TableColumn({ ...tableText(name, true), type: mysql ? 'mediumtext' : 'text' });
    await q.addColumns('orders', [column('statusHistory'), column('payments')]);
    const rows: Array<{ id: string; status: string; updatedAt: Date | string }> = await q.query('SELECT id, status, updatedAt FROM orders WHERE statusHistory IS NULL');
    for (const row of rows) {
      // MariaDB answers a Date; SQLite the UTC text TypeORM wrote ('YYYY-MM-DD HH:MM:SS.SSS').
      const text = String(row.updatedAt);
      const updated = row.updatedAt instanceof Date ? row.updatedAt : new Date(/(Z|[+-]\d\d:?\d\d)$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
      const at = (Number.isNaN(updated.getTime()) ? new Date() : updated).toISOString();
      const entry = { from: null, to: row.status, at, by: null, byEmail: null, source: 'recorded' };
      await q.query('UPDATE orders SET statusHistory = ? WHERE id = ?', [JSON.stringify([entry]), row.id]);
    }
    await q.query("UPDATE orders SET payments = '[]' WHERE payments IS NULL");
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumns('orders', ['payments', 'statusHistory']);
  }
}
