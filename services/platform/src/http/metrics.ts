// Prometheus metrics: the process defaults plus request duration by service, operation and status.
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { NextFunction, Request, Response } from 'express';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const duration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration by service, operation and status',
  labelNames: ['service', 'operation', 'method', 'status'],
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export function metricsMiddleware(service: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const end = duration.startTimer();
    res.on('finish', () =>
      end({ service, operation: req.openapi?.schema?.operationId ?? 'unmatched', method: req.method, status: res.statusCode }),
    );
    next();
  };
}

export async function metricsHandler(_req: Request, res: Response): Promise<void> {
  res.type(registry.contentType).send(await registry.metrics());
}
