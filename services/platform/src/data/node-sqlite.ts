// Node's built-in SQLite (`node:sqlite`) dressed as better-sqlite3, for TypeORM's `better-sqlite3`
// driver, which takes the database class as its `driver` option. Why it exists: the embedded default
// needs a real file-backed SQLite (WAL, crash-safe, a write costing the same whatever the file's
// size) without a native build, and better-sqlite3 compiles or downloads a binary; node:sqlite ships
// in Node 24. This is only the part of better-sqlite3's surface TypeORM 0.3 uses:
// `new Database(file, { readonly, fileMustExist, timeout })`, `pragma`, `prepare` → `reader`, `all`,
// `run` → `{ changes, lastInsertRowid }`, `exec`, `close`.
//
// Values are converted as sql.js (the previous engine) did, so stored data reads and compares the
// same: node:sqlite refuses booleans and undefined (→ 1/0 and NULL) and binds every JS number as a
// REAL, so integral numbers are bound as INTEGER (a 5 into a TEXT column stays '5', not '5.0');
// Dates become TypeORM's own SQLite datetime text. BLOBs come back as Buffers (node:sqlite gives
// Uint8Arrays) and rows as plain objects (node:sqlite's have no prototype).
// Unlike better-sqlite3, node:sqlite ignores a second statement in one `prepare`: TypeORM never
// sends two, and neither must raw queries here.
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { existsSync } from 'node:fs';

export interface NodeSqliteOptions {
  readonly?: boolean;
  fileMustExist?: boolean;
  /** Busy timeout in ms: how long a statement waits for another connection's lock. */
  timeout?: number;
}

export type Row = Record<string, unknown>;

function bindable(value: unknown, index: number): SQLInputValue {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
    case 'bigint':
      return value;
    case 'number':
      return Number.isSafeInteger(value) ? BigInt(value) : value;
    case 'boolean':
      return value ? 1n : 0n;
  }
  if (value instanceof Date) return value.toISOString().replace('T', ' ').replace('Z', '');
  if (ArrayBuffer.isView(value)) return value as NodeJS.ArrayBufferView;
  throw new TypeError(`SQLite cannot bind parameter ${index + 1} (${Object.prototype.toString.call(value)})`);
}

const bind = (params: unknown[]): SQLInputValue[] => params.map(bindable);

function plainRow(row: Record<string, unknown>): Row {
  const out: Row = {};
  for (const key in row) {
    const v = row[key];
    out[key] = v instanceof Uint8Array ? Buffer.from(v.buffer, v.byteOffset, v.byteLength) : v;
  }
  return out;
}

export class NodeSqliteStatement {
  /** True when the statement returns rows (a SELECT, a PRAGMA with a result, `… RETURNING`). */
  readonly reader: boolean;
  private readonly stmt: StatementSync;

  constructor(stmt: StatementSync) {
    this.stmt = stmt;
    this.reader = stmt.columns().length > 0;
  }

  all(...params: unknown[]): Row[] {
    return this.stmt.all(...bind(params)).map((r) => plainRow(r as Record<string, unknown>));
  }

  get(...params: unknown[]): Row | undefined {
    const row = this.stmt.get(...bind(params));
    return row ? plainRow(row as Record<string, unknown>) : undefined;
  }

  run(...params: unknown[]): { changes: number; lastInsertRowid: number | bigint } {
    const r = this.stmt.run(...bind(params));
    return { changes: Number(r.changes), lastInsertRowid: r.lastInsertRowid };
  }
}

export class NodeSqliteDatabase {
  readonly name: string;
  private readonly db: DatabaseSync;

  constructor(filename: string, options: NodeSqliteOptions = {}) {
    if (options.fileMustExist && filename !== ':memory:' && !existsSync(filename)) throw new Error(`unable to open database file: ${filename} does not exist`);
    this.name = filename;
    this.db = new DatabaseSync(filename, { readOnly: options.readonly ?? false, timeout: options.timeout ?? 5000 });
  }

  get open(): boolean {
    return this.db.isOpen;
  }

  get inTransaction(): boolean {
    return this.db.isTransaction;
  }

  prepare(sql: string): NodeSqliteStatement {
    return new NodeSqliteStatement(this.db.prepare(sql));
  }

  exec(sql: string): this {
    this.db.exec(sql);
    return this;
  }

  /** `pragma('journal_mode = WAL')` → its rows; with `{ simple: true }` the first column of the first row. */
  pragma(source: string, options: { simple?: boolean } = {}): unknown {
    const stmt = this.prepare(`PRAGMA ${source}`);
    if (!stmt.reader) {
      stmt.run();
      return options.simple ? undefined : [];
    }
    const rows = stmt.all();
    return options.simple ? (rows[0] ? Object.values(rows[0])[0] : undefined) : rows;
  }

  close(): this {
    if (this.db.isOpen) this.db.close();
    return this;
  }
}
