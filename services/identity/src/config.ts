// identity's own settings, on top of the platform's. Validated at start like the rest.
import { ConfigError, mailSettings, type MailSettings, type PlatformConfig } from '@adops/platform';

export interface ProviderConfig {
  provider: string;
  clientId: string;
  authBaseUrl: string;
  redirectUri: string;
  scope?: string;
  facebookLinkingPermissions?: string[];
}

export interface IdentityConfig {
  /** SMTP or the captured-mail folder: the platform's mail settings (SMTP_URL, MAIL_FROM, MAIL_DIR). */
  mail: MailSettings;
  signUpEnabled: boolean;
  dashboardAutoActivate: boolean;
  providers: ProviderConfig[];
  sessionTtlSeconds: number;
  bearerTtlSeconds: number;
  invitationTtlSeconds: number;
  /** Failures of one account from one address before that pair is refused for the window. */
  maxFailuresPerAccount: number;
  /** Failures of one account from all addresses after which every attempt on it is slowed down. */
  delayAfterAccountFailures: number;
  /** Failed sign-ins from one address (any accounts) before it is refused for the window; successes never count. */
  maxFailuresPerAddress: number;
  /** Forgotten-password requests from one address per window. */
  maxForgotPerAddress: number;
  rateWindowSeconds: number;
  tokenLimits: TokenLimits;
}

/** The token exchange's own budgets (api-keys/token-exchange-limiter.ts). */
export interface TokenLimits {
  /** Successful exchanges of one key per keyWindowSeconds. */
  maxPerKey: number;
  keyWindowSeconds: number;
  /** Failed exchanges aimed at one key (its prefix), and from one address, per failureWindowSeconds. */
  maxFailuresPerKey: number;
  maxFailuresPerAddress: number;
  failureWindowSeconds: number;
}

type Env = Record<string, string | undefined>;

const int = (env: Env, name: string, fallback: number) => {
  const raw = env[name];
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`${name} must be a positive integer (got '${raw}')`);
  return n;
};
const flag = (env: Env, name: string, fallback: boolean) => (env[name] ? ['1', 'true', 'yes'].includes(env[name]!.toLowerCase()) : fallback);

export function loadIdentityConfig(platform: PlatformConfig, env: Env = process.env): IdentityConfig {
  let providers: ProviderConfig[] = [];
  if (env.AUTH_PROVIDERS) {
    try {
      providers = JSON.parse(env.AUTH_PROVIDERS) as ProviderConfig[];
    } catch {
      throw new ConfigError('AUTH_PROVIDERS must be a JSON array of {provider, clientId, authBaseUrl, redirectUri}');
    }
  }
  const config: IdentityConfig = {
    mail: mailSettings(platform.dataDir, env),
    // Staff self sign-up is off unless turned on, and never on a central install (spec 000 §1).
    signUpEnabled: flag(env, 'STAFF_SIGNUP', false) && !flag(env, 'CENTRAL_INSTALL', false),
    dashboardAutoActivate: flag(env, 'DASHBOARD_AUTO_ACTIVATE', false),
    providers,
    sessionTtlSeconds: int(env, 'SESSION_TTL_SECONDS', 3600),
    bearerTtlSeconds: int(env, 'BEARER_TTL_SECONDS', 3600),
    invitationTtlSeconds: int(env, 'INVITATION_TTL_SECONDS', 7 * 24 * 3600),
    delayAfterAccountFailures: int(env, 'SIGNIN_DELAY_AFTER_FAILURES', 5),
    maxFailuresPerAccount: int(env, 'SIGNIN_MAX_FAILURES_PER_ACCOUNT', 5),
    // SIGNIN_MAX_ATTEMPTS_PER_ADDRESS is the older name, from when every attempt counted.
    maxFailuresPerAddress: int(env, 'SIGNIN_MAX_FAILURES_PER_ADDRESS', int(env, 'SIGNIN_MAX_ATTEMPTS_PER_ADDRESS', 30)),
    maxForgotPerAddress: int(env, 'FORGOT_PASSWORD_MAX_PER_ADDRESS', int(env, 'SIGNIN_MAX_ATTEMPTS_PER_ADDRESS', 30)),
    rateWindowSeconds: int(env, 'SIGNIN_RATE_WINDOW_SECONDS', 900),
    tokenLimits: {
      maxPerKey: int(env, 'TOKEN_MAX_PER_KEY', 60),
      keyWindowSeconds: int(env, 'TOKEN_KEY_WINDOW_SECONDS', 3600),
      maxFailuresPerKey: int(env, 'TOKEN_MAX_FAILURES_PER_KEY', 10),
      maxFailuresPerAddress: int(env, 'TOKEN_MAX_FAILURES_PER_ADDRESS', 30),
      failureWindowSeconds: int(env, 'TOKEN_FAILURE_WINDOW_SECONDS', 900),
    },
  };
  return config;
}
