// The staff's order totals at a million rows (issue 31): the rollups of the orders per UTC day and per
// UTC month of creation, status and currency (order_day_totals, order_month_totals), kept by triggers on
// `orders` (orders/day-totals.ts) and filled from the orders there are; and covering indexes for the
// totals of one customer (a dashboard user's, or the customer filter) and of offices (a branch manager's,
// or the office filter), so those sums read an index and never the orders' rows (the status in them: a
// status filter reads the index too). The date window's covering index gets the status as well, for the
// edges of a staff window.
//
// MariaDB with binary logging needs the TRIGGER privilege and, for an account without SUPER,
// log_bin_trust_function_creators = 1 to create the triggers (docs/decisions.md). The backfill runs
// after the triggers exist, in the migration's transaction (rebuildDayTotals): an order written while
// it runs is counted once.
import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { isMysql } from '@adops/platform';
import { DAY_TOTALS_TABLE, MONTH_TOTALS_TABLE, createDayTotalsTriggers, dropDayTotalsTriggers, rebuildDayTotals } from '../orders/day-totals.ts';

const sums = ['currency', 'amount', 'amountTax', 'impressions'];
const indexes = [
  // The office too: a branch manager's scope is the customer and its offices.
  { name: 'orders_customer_totals', columnNames: ['customerId', 'createdAt', 'status', 'officeId', ...sums] },
  { name: 'orders_office_totals', columnNames: ['officeId', 'createdAt', 'status', ...sums] },
  { name: 'orders_created_status_totals', columnNames: ['createdAt', 'status', ...sums] },
];
/** Replaced by orders_created_status_totals (the same with the status), put back on the way down. */
const OLD_CREATED_TOTALS = { name: 'orders_created_totals', columnNames: ['createdAt', ...sums] };


export class OrderDayTotals1765100031500 implements MigrationInterface {
  name = 'OrderDayTotals1765100031500';

  async up(q: QueryRunner): Promise<void> {
    const mysql = isMysql(q);
    const count = { type: 'bigint', default: 0 };
    const sumsColumns = ['orders', 'amount', 'amountTax', 'impressions'].map((name) => ({ name, ...count }));
    const key = [
      { name: 'status', type: 'varchar', length: '20', isPrimary: true },
      { name: 'currency', type: 'varchar', length: '3', isPrimary: true },
    ];
    // MariaDB: a DATE; SQLite: the 'YYYY-MM-DD' text its instants begin with. A month is 'YYYY-MM' on both.
    const day = { name: 'createdDay', ...(mysql ? { type: 'date' } : { type: 'varchar', length: '10' }), isPrimary: true };
    await q.createTable(new Table({ name: DAY_TOTALS_TABLE, columns: [day, ...key, ...sumsColumns] }));
    await q.createTable(new Table({ name: MONTH_TOTALS_TABLE, columns: [{ name: 'createdMonth', type: 'varchar', length: '7', isPrimary: true }, ...key, ...sumsColumns] }));
    for (const index of indexes) await q.createIndex('orders', new TableIndex(index));
    // Replaced by orders_created_status_totals; dropped where it is (a database seeded by scripts/seed-scale.ts
    // before 1765100031000 had it never got it).
    if ((await q.getTable('orders'))?.indices.some((i) => i.name === OLD_CREATED_TOTALS.name)) await q.dropIndex('orders', OLD_CREATED_TOTALS.name);
    for (const sql of createDayTotalsTriggers(mysql)) await q.query(sql);
    // MariaDB commits at every DDL statement above, so the migration's transaction is over by now: the rebuild gets a
    // transaction of its own, in which the DELETE locks the rollups and a write racing it waits (its trigger adds the
    // order after the rebuild) instead of inserting a key the rebuild's INSERT … SELECT then meets again. TypeORM's
    // COMMIT at the migration's end commits it. (SQLite's DDL is transactional: the migration's transaction holds.)
    if (mysql) await q.query('START TRANSACTION');
    for (const sql of rebuildDayTotals(mysql)) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    const mysql = isMysql(q);
    for (const sql of dropDayTotalsTriggers(mysql)) await q.query(sql);
    await q.createIndex('orders', new TableIndex(OLD_CREATED_TOTALS));
    for (const index of [...indexes].reverse()) await q.dropIndex('orders', index.name);
    await q.dropTable(MONTH_TOTALS_TABLE);
    await q.dropTable(DAY_TOTALS_TABLE);
  }
}
