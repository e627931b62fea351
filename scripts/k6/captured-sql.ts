// The SQL a service really ran, read back from MariaDB's general log: the bench turns the log on (to a
// table) for the moment one request is answered, then reads the statement that matches. So the DB
// ceiling (scripts/k6/ceiling-db.ts) runs the same text with the same values as the service did, not a
// hand-written look-alike that could drift when the list mechanism changes.
import { createConnection } from 'mysql2/promise';

/**
 * Runs `request` with the general log on and answers the last statement against `database` whose text
 * matches `pattern` (e.g. the users page: /^SELECT .* FROM `users`.* LIMIT/s).
 */
export async function captureSql(mysqlUrl: string, database: string, pattern: RegExp, request: () => Promise<unknown>): Promise<string> {
  const found = (await loggedDuring(mysqlUrl, request)).reverse().find((text) => pattern.test(text));
  if (!found) throw new Error(`captureSql: no statement matching ${pattern} while the request ran (database ${database})`);
  return found;
}

/** What a service does in the background whatever is asked (outbox relay, revocations, jobs, Kafka inbox), and transaction control. */
const BACKGROUND = /\b(outbox|revocations?|session_revocations|jobs|inbox)\b|^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK|SET |SELECT 1\b|SELECT VERSION)/i;

/**
 * Every SELECT a request ran, oldest first, without the service's background statements: what the DB
 * ceiling runs for a list whose answer takes more than one query. `tables` narrows them to statements
 * naming one of those tables (other sessions may share the server); none: every statement.
 */
export async function captureStatements(mysqlUrl: string, tables: string[], request: () => Promise<unknown>): Promise<string[]> {
  const names = tables.length ? new RegExp(`\`(${tables.map((t) => t.replace(/[^\w]/g, '')).join('|')})\``) : /./;
  return (await loggedDuring(mysqlUrl, request)).filter((text) => /^\s*SELECT/i.test(text) && !BACKGROUND.test(text) && names.test(text));
}

/** The Query statements of MariaDB's general log while `request` ran, oldest first. */
async function loggedDuring(mysqlUrl: string, request: () => Promise<unknown>): Promise<string[]> {
  const conn = await createConnection(mysqlUrl);
  try {
    const [[before]] = (await conn.query("SELECT @@global.general_log AS on_, @@global.log_output AS output")) as unknown as [[{ on_: number; output: string }]];
    await conn.query("SET GLOBAL log_output = 'TABLE'");
    await conn.query('TRUNCATE mysql.general_log');
    await conn.query('SET GLOBAL general_log = 1');
    try {
      await request();
    } finally {
      await conn.query(`SET GLOBAL general_log = ${before.on_ ? 1 : 0}`);
      await conn.query(`SET GLOBAL log_output = ${conn.escape(before.output)}`);
    }
    const [rows] = (await conn.query(
      `SELECT CONVERT(l.argument USING utf8mb4) AS text FROM mysql.general_log l
        WHERE l.command_type = 'Query' ORDER BY l.event_time, l.thread_id`,
    )) as unknown as [Array<{ text: string }>];
    return rows.map((r) => r.text);
  } finally {
    await conn.end();
  }
}
