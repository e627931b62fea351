// A migration step that repairs instant (DATETIME) and date ('YYYY-MM-DD' text) columns holding values
// the services cannot read back (a MySQL zero date, a year outside 1000-9999, SQLite text that is no
// date, a 30 February): stored before the request validator checked them strictly (instants.ts), they
// made every read and list page that held the row fail. A nullable column gets NULL (the value is
// unknown); a required one gets the row's `fallback` column when that one is readable, else the time
// of the migration.
import type { QueryRunner } from 'typeorm';
import { isReadableStoredInstant, parseFullDate } from './instants.ts';

export interface InstantRepair {
  table: string;
  column: string;
  /** For a NOT NULL column: the column of the same row whose value replaces an unreadable one (e.g. createdAt). */
  fallback?: string;
  /** 'instant' (a DATETIME column, the default) or 'date' (a full-date kept as text). */
  kind?: 'instant' | 'date';
}

const readable = (kind: InstantRepair['kind'], text: string | null) =>
  text === null || (kind === 'date' ? parseFullDate(text) !== null : isReadableStoredInstant(text));

const PAGE = 1000;

/** Repairs each column in pages by id; returns how many values were replaced. */
export async function repairStoredInstants(q: QueryRunner, repairs: readonly InstantRepair[], now = new Date()): Promise<number> {
  const mysql = q.connection.options.type === 'mysql';
  const name = (n: string) => q.connection.driver.escape(n);
  const asText = (c: string) => `CAST(${name(c)} AS ${mysql ? 'CHAR' : 'TEXT'})`;
  let repaired = 0;
  for (const r of repairs) {
    const t = name(r.table), c = name(r.column);
    const fallback = r.fallback ? `, ${asText(r.fallback)} AS f` : '';
    let after = '';
    for (;;) {
      const rows = (await q.query(
        `SELECT id, ${asText(r.column)} AS v${fallback} FROM ${t} WHERE ${c} IS NOT NULL AND id > ? ORDER BY id LIMIT ${PAGE}`,
        [after],
      )) as Array<{ id: string; v: string | null; f?: string | null }>;
      for (const row of rows) {
        if (readable(r.kind, row.v)) continue;
        if (!r.fallback) await q.query(`UPDATE ${t} SET ${c} = NULL WHERE id = ?`, [row.id]);
        else if (row.f != null && readable(r.kind, row.f)) await q.query(`UPDATE ${t} SET ${c} = ${name(r.fallback)} WHERE id = ?`, [row.id]);
        else await q.query(`UPDATE ${t} SET ${c} = ? WHERE id = ?`, [r.kind === 'date' ? now.toISOString().slice(0, 10) : now, row.id]);
        repaired++;
      }
      if (rows.length < PAGE) break;
      after = rows.at(-1)!.id;
    }
  }
  return repaired;
}
