// order's settings from the environment: where its order e-mails go and how they are retried. Where
// they go is read as every context reads it (platform mail/ mailSettings: SMTP_URL, MAIL_FROM, MAIL_DIR);
// the retries are order's own.
import { envInteger, mailSettings, type MailSettings } from '@adops/platform';
import { DEFAULT_RETRY, type RetrySettings } from './notifications/rules.ts';

export interface OrderMailSettings extends MailSettings {
  retry: RetrySettings;
}

export function orderConfig(dataDir: string, env: NodeJS.ProcessEnv = process.env): { mail: OrderMailSettings } {
  return {
    mail: {
      ...mailSettings(dataDir, env),
      retry: {
        baseMs: envInteger(env, 'MAIL_RETRY_BASE_MS', DEFAULT_RETRY.baseMs, 10, 3_600_000),
        maxMs: envInteger(env, 'MAIL_RETRY_MAX_MS', DEFAULT_RETRY.maxMs, 10, 86_400_000),
        maxAttempts: envInteger(env, 'MAIL_MAX_ATTEMPTS', DEFAULT_RETRY.maxAttempts, 1, 1000),
      },
    },
  };
}
