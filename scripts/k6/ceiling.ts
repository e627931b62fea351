// The ceiling for this stack on this machine: bare Express on Node 24 answering GET /api/users/list
// with the same JSON body the identity service returns for a page of 25 (captured by the bench from
// the real endpoint), serialised per request like a handler would — no validator, no auth, no
// database, no logging, no metrics.
//
//   BODY_FILE=<json> PORT=<port> node scripts/k6/ceiling.ts
import express from 'express';
import { readFileSync } from 'node:fs';

const body: unknown = JSON.parse(readFileSync(process.env.BODY_FILE ?? '', 'utf8'));
const app = express();
app.disable('x-powered-by');
app.get('/api/users/list', (_req, res) => {
  res.json(body);
});
app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});
const port = Number(process.env.PORT ?? 8099);
const server = app.listen(port, '127.0.0.1', () => console.error(`ceiling listening on 127.0.0.1:${port}`));
server.keepAliveTimeout = 65_000;
process.on('SIGTERM', () => server.close(() => process.exit(0)));
