// A fresh MySQL database per test file, dropped afterwards, so test files never see each other's rows.
// TEST_DATABASE=sqlite gives each a fresh SQLite file instead: the embedded default's engine, whose one
// connection turns a read outside a write's transaction into a wait (make test runs the listing, order and
// payment tests this way too).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { mysqlServerUrl } from './backing-services.ts';

// The temp folder as the test file started: a test that points TMPDIR at a folder of its own, to see
// what temp files the service leaves, must not find the database there.
const databaseDir = tmpdir();

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(label: string): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE === 'sqlite') {
    const dir = mkdtempSync(join(databaseDir, `adops-test-${label.replace(/\W/g, '_')}-`));
    return { url: `sqlite:${join(dir, `${label}.sqlite`)}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const server = new URL(await mysqlServerUrl());
  const name = `t_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`.slice(0, 64);
  const admin = await createConnection({ host: server.hostname, port: Number(server.port || 3306), user: decodeURIComponent(server.username), password: decodeURIComponent(server.password) });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = await createConnection({ host: server.hostname, port: Number(server.port || 3306), user: decodeURIComponent(server.username), password: decodeURIComponent(server.password) });
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}
