// The orders' sums per UTC day and per UTC month of creation, status and currency (order_day_totals,
// order_month_totals), kept by the database itself: triggers on `orders` add an inserted order to its
// day's and month's rows, move a changed one (its day, status, currency, amounts or impressions) from its
// old rows to its new ones, and take a deleted one away. Every write path (placing, edits, status moves from events and payments, deletion,
// a repair in SQL) goes through them, so none can miss the rollups. The staff's totals over a date
// window read its whole months and the whole days of its partial months here and only the partial days
// at its edges from `orders` (store.ts), so they cost the same at 10 k and at 1 M orders (issue 31).
//
// A row whose orders went back to 0 stays (its sums are 0 too); the totals skip currencies of no order.
// On SQLite, a migration that rebuilds `orders` through TypeORM (addColumn, changeColumn, dropColumn
// recreate the table) drops its triggers with the old table: it must run createDayTotalsTriggers again.

/** The rollups' tables (per day, per month) and their triggers' names. */
export const DAY_TOTALS_TABLE = 'order_day_totals';
export const MONTH_TOTALS_TABLE = 'order_month_totals';
export const DAY_TOTALS_TRIGGERS = ['orders_day_totals_insert', 'orders_day_totals_update', 'orders_day_totals_delete'] as const;

/** The columns an order adds to its day's row (besides its count). */
const SUMMED = ['amount', 'amountTax', 'impressions'] as const;

function dialect(mysql: boolean) {
  const id = (name: string) => (mysql ? `\`${name}\`` : `"${name}"`);
  // The order's UTC day: MariaDB keeps DATETIME(3) in UTC (the data source's timezone 'Z'); SQLite the
  // text TypeORM writes, 'YYYY-MM-DD HH:MM:SS.SSS' (an ISO 'T' form has the same first ten characters).
  const dayOf = (row: string) => (mysql ? `DATE(${row}.${id('createdAt')})` : `substr(${row}.${id('createdAt')}, 1, 10)`);
  const monthOf = (row: string) => (mysql ? `DATE_FORMAT(${row}.${id('createdAt')}, '%Y-%m')` : `substr(${row}.${id('createdAt')}, 1, 7)`);
  return { id, dayOf, monthOf };
}

/**
 * The two rollups: per day ('YYYY-MM-DD'; a DATE on MariaDB) and per month ('YYYY-MM'), each keyed
 * (period, status, currency). A window reads whole months from the second, the whole days of its partial
 * months from the first: at most about 60 days' rows and 24 months' a year, whatever the orders.
 */
function rollups(mysql: boolean): Array<{ table: string; key: string; of: (row: string) => string }> {
  const { dayOf, monthOf } = dialect(mysql);
  return [
    { table: DAY_TOTALS_TABLE, key: 'createdDay', of: dayOf },
    { table: MONTH_TOTALS_TABLE, key: 'createdMonth', of: monthOf },
  ];
}

/** Adds (sign 1) or takes away (sign -1) the row `row` (NEW or OLD) from its period's row in each rollup. */
function apply(mysql: boolean, row: 'NEW' | 'OLD', sign: 1 | -1): string[] {
  const { id } = dialect(mysql);
  return rollups(mysql).map(({ table, key, of }) => {
    const t = id(table);
    if (sign === -1) {
      const set = [`${id('orders')} = ${id('orders')} - 1`, ...SUMMED.map((c) => `${id(c)} = ${id(c)} - ${row}.${id(c)}`)].join(', ');
      return `UPDATE ${t} SET ${set} WHERE ${id(key)} = ${of(row)} AND ${id('status')} = ${row}.${id('status')} AND ${id('currency')} = ${row}.${id('currency')}`;
    }
    const columns = [key, 'status', 'currency', 'orders', ...SUMMED].map(id).join(', ');
    const values = [of(row), `${row}.${id('status')}`, `${row}.${id('currency')}`, '1', ...SUMMED.map((c) => `${row}.${id(c)}`)].join(', ');
    const add = [`${id('orders')} = ${t}.${id('orders')} + 1`, ...SUMMED.map((c) => `${id(c)} = ${t}.${id(c)} + ${row}.${id(c)}`)].join(', ');
    return mysql
      ? `INSERT INTO ${t} (${columns}) VALUES (${values}) ON DUPLICATE KEY UPDATE ${add}`
      : `INSERT INTO ${t} (${columns}) VALUES (${values}) ON CONFLICT (${id(key)}, ${id('status')}, ${id('currency')}) DO UPDATE SET ${add}`;
  });
}

/** Whether an update changes what the rollup counts of the order (its day, status, currency, sums). */
function changes(mysql: boolean): string {
  const { id, dayOf } = dialect(mysql);
  const differs = (a: string, b: string) => (mysql ? `NOT (${a} <=> ${b})` : `${a} IS NOT ${b}`);
  return [differs(dayOf('OLD'), dayOf('NEW')), ...['status', 'currency', ...SUMMED].map((c) => differs(`OLD.${id(c)}`, `NEW.${id(c)}`))].join(' OR ');
}

/** The statements that create the three triggers on `orders`. */
export function createDayTotalsTriggers(mysql: boolean): string[] {
  const [insert, update, del] = DAY_TOTALS_TRIGGERS;
  const { id } = dialect(mysql);
  const orders = id('orders');
  const body = (statements: string[]) => statements.map((x) => `${x};`).join(' ');
  // An update takes the order away from its old rows before adding it to its new ones: two moves between
  // the same rows lock them in the same order more often (opposite moves can still deadlock; the victim's
  // transaction is run again, data/db-errors.ts).
  const move = [...apply(mysql, 'OLD', -1), ...apply(mysql, 'NEW', 1)];
  if (mysql) {
    return [
      `CREATE TRIGGER ${id(insert)} AFTER INSERT ON ${orders} FOR EACH ROW BEGIN ${body(apply(true, 'NEW', 1))} END`,
      `CREATE TRIGGER ${id(update)} AFTER UPDATE ON ${orders} FOR EACH ROW BEGIN IF ${changes(true)} THEN ${body(move)} END IF; END`,
      `CREATE TRIGGER ${id(del)} AFTER DELETE ON ${orders} FOR EACH ROW BEGIN ${body(apply(true, 'OLD', -1))} END`,
    ];
  }
  return [
    `CREATE TRIGGER ${id(insert)} AFTER INSERT ON ${orders} BEGIN ${body(apply(false, 'NEW', 1))} END`,
    `CREATE TRIGGER ${id(update)} AFTER UPDATE ON ${orders} WHEN ${changes(false)} BEGIN ${body(move)} END`,
    `CREATE TRIGGER ${id(del)} AFTER DELETE ON ${orders} BEGIN ${body(apply(false, 'OLD', -1))} END`,
  ];
}

/** The statements that drop the triggers (if they exist). */
export function dropDayTotalsTriggers(mysql: boolean): string[] {
  const { id } = dialect(mysql);
  return DAY_TOTALS_TRIGGERS.map((name) => `DROP TRIGGER IF EXISTS ${id(name)}`);
}

/**
 * The statements that make the rollups again from `orders` (a migration's backfill, a seed that loaded
 * orders without the triggers): run them in one transaction. The deletes lock the rollups' rows, so a
 * write racing the rebuild waits for it and then adds to the rebuilt sums, or is already counted.
 */
export function rebuildDayTotals(mysql: boolean): string[] {
  const { id } = dialect(mysql);
  const sums = SUMMED.map((c) => `SUM(o.${id(c)})`).join(', ');
  return rollups(mysql).flatMap(({ table, key, of }) => {
    const t = id(table);
    const columns = [key, 'status', 'currency', 'orders', ...SUMMED].map(id).join(', ');
    return [
      `DELETE FROM ${t}`,
      `INSERT INTO ${t} (${columns}) SELECT ${of('o')}, o.${id('status')}, o.${id('currency')}, COUNT(*), ${sums} FROM ${id('orders')} o GROUP BY ${of('o')}, o.${id('status')}, o.${id('currency')}`,
    ];
  });
}

const DAY = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const monthText = (ms: number) => new Date(ms).toISOString().slice(0, 7);

/** An inclusive range of periods ('YYYY-MM-DD' days or 'YYYY-MM' months); an end left out is open. */
export interface Periods {
  first?: string;
  last?: string;
}

const monthStartOf = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};
const nextMonth = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};

/**
 * A window [from, to] (either end open, both inclusive, to the millisecond) cut into what answers it:
 * `months`, the whole UTC months inside it (null when none), from the monthly rollup; `days`, the whole
 * UTC days inside it outside those months (at most two ranges, one each side), from the daily rollup;
 * `edges`, the instants left over at either end (the partial days, or the whole window when it holds no
 * whole day), from `orders`.
 */
export function splitWindow(from: Date | undefined, to: Date | undefined): { months: Periods | null; days: Periods[]; edges: Array<{ from?: Date; to?: Date }> } {
  // The first whole day starts at or after `from`; the whole days end at or before `to` (inclusive, so a
  // day ending at to + 1 ms is whole): [start, end) in milliseconds.
  const start = from === undefined ? undefined : Math.ceil(from.getTime() / DAY) * DAY;
  const end = to === undefined ? undefined : Math.floor((to.getTime() + 1) / DAY) * DAY;
  if (start !== undefined && end !== undefined && start >= end) return { months: null, days: [], edges: [{ from, to }] };
  const edges: Array<{ from?: Date; to?: Date }> = [];
  if (from !== undefined && start! > from.getTime()) edges.push({ from, to: new Date(start! - 1) });
  if (to !== undefined && end! <= to.getTime()) edges.push({ from: new Date(end!), to });
  // The whole months: [monthStart, monthEnd) within [start, end).
  const monthStart = start === undefined ? undefined : monthStartOf(start) === start ? start : nextMonth(start);
  const monthEnd = end === undefined ? undefined : monthStartOf(end);
  const days = (a: number, b: number): Periods => ({ first: dayText(a), last: dayText(b - DAY) });
  if (monthStart !== undefined && monthEnd !== undefined && monthStart >= monthEnd) return { months: null, days: [days(start!, end!)], edges };
  const ranges: Periods[] = [];
  if (start !== undefined && start < monthStart!) ranges.push(days(start, monthStart!));
  if (end !== undefined && monthEnd! < end) ranges.push(days(monthEnd!, end));
  const months: Periods = { ...(monthStart !== undefined ? { first: monthText(monthStart) } : {}), ...(monthEnd !== undefined ? { last: monthText(monthEnd - DAY) } : {}) };
  return { months, days: ranges, edges };
}
