// Liveness says the process runs; readiness says it can serve: its database answers and it is not
// shutting down. Kubernetes probes these; the embedded default serves them for all services at once.
import type { Request, Response, Router } from 'express';
import express from 'express';
import type { DataSource } from 'typeorm';
import { isReachable } from '../data/data-source.ts';
import { metricsHandler } from './metrics.ts';

export interface HealthState {
  shuttingDown: boolean;
}

export function healthRouter(dataSources: DataSource[], state: HealthState): Router {
  const router = express.Router();
  router.get('/healthz', (_req: Request, res: Response) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req: Request, res: Response) => {
    if (state.shuttingDown) return void res.status(503).json({ status: 'shutting down' });
    const results = await Promise.all(dataSources.map((ds) => isReachable(ds)));
    if (results.every(Boolean)) return void res.json({ status: 'ready' });
    res.status(503).json({ status: 'database unreachable' });
  });
  router.get('/metrics', metricsHandler);
  return router;
}
