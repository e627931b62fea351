// The ads context's settings from the environment: the simulated network's clock and how often live
// campaigns are read back from their networks.
//   ADS_SIMULATOR_NOW               a fixed ISO 8601 instant the clock starts from (the embedded default
//                                   and demos pin a date); unset: the real time.
//   ADS_SIMULATOR_CLOCK_OFFSET_DAYS days added to that (negative allowed): a demo shows a campaign's third
//                                   day, or its end, without waiting for it.
//   ADS_SYNC_INTERVAL_MS            how often campaigns' statuses are read from their networks (default 5 min).
//   ADS_INSIGHTS_INTERVAL_MS        how often live and recently completed campaigns' insights are read (default
//                                   15 min: about as often as Meta and Google refresh theirs).
//   ADS_LEADS_INTERVAL_MS           how often LEADS campaigns' leads are fetched (default 5 min; Meta's webhook
//                                   asks for one campaign's at once).
//   ADS_META_WEBHOOK_VERIFY_TOKEN   the token Meta's lead webhook subscription check must send; unset: refused.
//   ADS_SIMULATED_ACCOUNTS          true: link the simulated network's social and display accounts at start
//                                   (accounts/simulated-accounts.ts); default: in development only.
//   ADS_CREATE_RETRY_BASE_MS        the first pause after a network error creating a campaign (doubling
//                                   each time, at most ADS_CREATE_RETRY_MAX_MS).
//   ADS_SHARE_EMAILS_PER_WINDOW     e-mails one user may share (listings, resources, reports) per window
//                                   (default 20; each to at most 3 recipients), ADS_SHARE_WINDOW_SECONDS long
//                                   (default an hour): sharing cannot be used to send spam.
// Shared e-mails go out as every context's do (platform mail/: SMTP_URL, MAIL_FROM, MAIL_DIR).
import { envInteger } from '@adops/platform';
import { DEFAULT_SHARE_THROTTLE, type ShareThrottle } from './shares/rules.ts';

export interface AdsSettings {
  /** The clock's starting instant, or null for the real time. */
  simulatorNow: Date | null;
  simulatorOffsetDays: number;
  syncIntervalMs: number;
  createRetry: { baseMs: number; maxMs: number };
  insightsIntervalMs: number;
  leadsIntervalMs: number;
  metaWebhookVerifyToken: string | null;
  /** Whether to link the simulated accounts at start; null: the runtime mode decides (development only). */
  simulatedAccounts: boolean | null;
  shareThrottle: ShareThrottle;
}

export function adsConfig(env: NodeJS.ProcessEnv = process.env): AdsSettings {
  const fixed = env.ADS_SIMULATOR_NOW?.trim();
  const simulatorNow = fixed ? new Date(fixed) : null;
  if (simulatorNow && Number.isNaN(simulatorNow.getTime())) throw new Error(`ADS_SIMULATOR_NOW is not an ISO 8601 instant: ${fixed}`);
  return {
    simulatorNow,
    simulatorOffsetDays: envInteger(env, 'ADS_SIMULATOR_CLOCK_OFFSET_DAYS', 0, -3650, 3650),
    syncIntervalMs: envInteger(env, 'ADS_SYNC_INTERVAL_MS', 5 * 60_000, 100, 86_400_000),
    createRetry: {
      baseMs: envInteger(env, 'ADS_CREATE_RETRY_BASE_MS', 60_000, 10, 3_600_000),
      maxMs: envInteger(env, 'ADS_CREATE_RETRY_MAX_MS', 3_600_000, 10, 86_400_000),
    },
    insightsIntervalMs: envInteger(env, 'ADS_INSIGHTS_INTERVAL_MS', 15 * 60_000, 100, 86_400_000),
    leadsIntervalMs: envInteger(env, 'ADS_LEADS_INTERVAL_MS', 5 * 60_000, 100, 86_400_000),
    metaWebhookVerifyToken: env.ADS_META_WEBHOOK_VERIFY_TOKEN?.trim() || null,
    shareThrottle: {
      perWindow: envInteger(env, 'ADS_SHARE_EMAILS_PER_WINDOW', DEFAULT_SHARE_THROTTLE.perWindow, 1, 100_000),
      windowSeconds: envInteger(env, 'ADS_SHARE_WINDOW_SECONDS', DEFAULT_SHARE_THROTTLE.windowSeconds, 1, 86_400),
    },
    simulatedAccounts: env.ADS_SIMULATED_ACCOUNTS === undefined || env.ADS_SIMULATED_ACCOUNTS === '' ? null : env.ADS_SIMULATED_ACCOUNTS === 'true',
  };
}
