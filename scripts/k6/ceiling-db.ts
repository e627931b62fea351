// The honest ceiling for a list endpoint on this stack: bare Express on Node 24 with a mysql2 pool,
// running per request the very SQL the service ran for the same page (captured from MariaDB's general
// log by the bench, scripts/k6/captured-sql.ts: the page with its count, same text, same values) and
// serialising the same body the service sends (the rows mapped to the contract's fields, JSON columns
// parsed, instants as ISO strings). No validator, no auth, no tenancy, no ORM, no logging, no metrics:
// what the bench shows above this is the cost of what the service adds (issue 31).
//
//   SQL_FILE=<captured page SQL> MYSQL_URL=<database> LIST=users PORT=<port> node scripts/k6/ceiling-db.ts
//   SQL_FILE=<JSON array of statements> BODY_FILE=<the service's body> LIST_PATH=/api/orders MYSQL_URL=… node scripts/k6/ceiling-db.ts
//
// LIST names the mapping from rows to the body (`users`: identity's User, as services/identity/src/users/dto.ts
// writes it); the bench checks the ceiling's body equals the service's, byte for byte, before it loads it.
import express from 'express';
import { readFileSync } from 'node:fs';
import { createPool, type RowDataPacket } from 'mysql2/promise';

type Row = Record<string, unknown>;
type Mapping = (rows: Row[]) => unknown;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

/** The row → body mappings, each as the service's own DTO writes it (field order included). */
const MAPPINGS: Record<string, Mapping> = {
  users: (rows) => ({
    items: rows.map((r) => ({
      id: r.u_id,
      email: r.u_email,
      displayName: r.u_displayName,
      roles: json(r.u_roles),
      isActive: Boolean(r.u_isActive),
      kind: r.u_kind,
      officeIds: json(r.u_officeIds),
      linkedAccounts: json(r.u_linkedAccounts),
      hasPicture: Boolean(r.u_hasPicture),
      createdAt: iso(r.u_createdAt),
      updatedAt: iso(r.u_updatedAt),
      ...(r.u_username ? { username: r.u_username } : {}),
      ...(r.u_customerId ? { customerId: r.u_customerId } : {}),
      ...(r.u_agentId ? { agentId: r.u_agentId } : {}),
      ...(r.u_lastSignInAt ? { lastSignInAt: iso(r.u_lastSignInAt) } : {}),
    })),
    count: rows.length ? Number(rows[0]!.bounded_count) : 0,
  }),
};

// Either one captured page query and a mapping of its rows (LIST), or every statement a list request ran
// (SQL_FILE holding a JSON array of them, in order) and the service's own body (BODY_FILE), parsed once
// and serialised per request: the same statements and the same bytes, without the service's mapping.
const list = process.env.LIST;
const mapping = list ? MAPPINGS[list] : undefined;
if (list && !mapping) throw new Error(`ceiling-db: no mapping for LIST=${list} (have ${Object.keys(MAPPINGS).join(', ')})`);
const sqlText = readFileSync(process.env.SQL_FILE ?? '', 'utf8');
const statements: string[] = mapping ? [sqlText] : (JSON.parse(sqlText) as string[]);
const body: unknown = mapping ? undefined : JSON.parse(readFileSync(process.env.BODY_FILE ?? '', 'utf8'));
// mysql2 as TypeORM's mysql driver configures it: dates as Date objects, the service's pool size.
const pool = createPool({ uri: process.env.MYSQL_URL!, connectionLimit: 10, dateStrings: false, timezone: 'Z', supportBigNumbers: true });

const app = express();
app.disable('x-powered-by');
/** The path the ceiling answers (the list's own), e.g. /api/orders. */
const path = process.env.LIST_PATH ?? '/api/users/list';
app.get(path, async (_req, res, next) => {
  try {
    let rows: RowDataPacket[] = [];
    for (const sql of statements) [rows] = await pool.query<RowDataPacket[]>(sql);
    res.json(mapping ? mapping(rows) : body);
  } catch (e) {
    next(e);
  }
});
app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});
const port = Number(process.env.PORT ?? 8098);
const server = app.listen(port, '127.0.0.1', () => console.error(`ceiling-db listening on 127.0.0.1:${port}`));
server.keepAliveTimeout = 65_000;
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
