// Structured JSON logs (pino). One root logger per process; each request gets a child with its id.
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(name: string, level: string): Logger {
  return pino({
    name,
    level,
    base: { service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.apiKey'], censor: '[redacted]' },
  });
}
