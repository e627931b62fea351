// order's settings from the environment: where its order e-mails go and how they are retried.
// SMTP_URL sends them through that server (Mailpit in `make test`); without it they are captured as
// files in MAIL_DIR (default DATA_DIR/mail, where identity captures its mail too).
import { join } from 'node:path';
import { envInteger } from '@adops/platform';
import { DEFAULT_RETRY, type RetrySettings } from './notifications/rules.ts';

export interface OrderMailSettings {
  smtpUrl?: string;
  from: string;
  mailDir: string;
  retry: RetrySettings;
}

export function orderConfig(dataDir: string, env: NodeJS.ProcessEnv = process.env): { mail: OrderMailSettings } {
  return {
    mail: {
      ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
      from: env.MAIL_FROM ?? 'AdOps <no-reply@adops.local>',
      mailDir: env.MAIL_DIR ?? join(dataDir, 'mail'),
      retry: {
        baseMs: envInteger(env, 'MAIL_RETRY_BASE_MS', DEFAULT_RETRY.baseMs, 10, 3_600_000),
        maxMs: envInteger(env, 'MAIL_RETRY_MAX_MS', DEFAULT_RETRY.maxMs, 10, 86_400_000),
        maxAttempts: envInteger(env, 'MAIL_MAX_ATTEMPTS', DEFAULT_RETRY.maxAttempts, 1, 1000),
      },
    },
  };
}
