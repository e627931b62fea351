// What makes an ad account linkable: a real network needs its credentials, and each network serves
// one kind of account (Meta social, Google display; the simulator both).
import type { FieldError } from '@adops/platform';

export type AccountKind = 'social' | 'display';
export type AccountProvider = 'simulator' | 'meta' | 'google';

export const ACCOUNT_MESSAGES = {
  notFound: 'Ad account not found.',
  alreadyLinked: 'This ad account is already linked.',
  credentialsRequired: 'Credentials are required for this provider.',
  wrongProvider: 'This provider does not serve this kind of account.',
  runningCampaigns: 'This ad account has running campaigns.',
} as const;

/** Which providers serve which kind of account. */
const PROVIDERS_OF: Record<AccountKind, readonly AccountProvider[]> = {
  social: ['simulator', 'meta'],
  display: ['simulator', 'google'],
};

/** The credential fields each real network cannot act without. */
export const REQUIRED_CREDENTIALS: Record<AccountProvider, readonly string[]> = {
  simulator: [],
  meta: ['accessToken'],
  google: ['developerToken', 'clientId', 'clientSecret', 'refreshToken'],
};

export const DEFAULT_ACCOUNT_TIME_ZONE = 'Pacific/Auckland';

export type Credentials = Record<string, string>;

/** The problems of an account's provider and credentials; `stored` are the credentials it has already (an update keeps them). */
export function accountProblems(kind: AccountKind, provider: AccountProvider, credentials: Credentials | undefined, stored: Credentials | null): FieldError[] {
  if (!PROVIDERS_OF[kind].includes(provider)) return [{ path: '/body/provider', message: ACCOUNT_MESSAGES.wrongProvider }];
  const merged = { ...(stored ?? {}), ...(credentials ?? {}) };
  const missing = REQUIRED_CREDENTIALS[provider].filter((field) => !merged[field]);
  return missing.length ? [{ path: '/body/credentials', message: ACCOUNT_MESSAGES.credentialsRequired }] : [];
}

/** Whether an IANA zone name is one this runtime knows (the list Intl carries). */
export function isKnownTimeZone(zone: string): boolean {
  return zone === 'UTC' || Intl.supportedValuesOf('timeZone').includes(zone);
}

/**
 * Which accounts of the kit's reach a caller of listBillingAccounts gets (002 §6): staff and corporate
 * users all of them (narrowed by `ids` when sent); branch managers, branch users and agents only those
 * their agents and offices name in `ids`, so none without it. The tenant is the kit's (a dashboard
 * user's own customer), never this.
 */
export function billingAccountIds(caller: { kind: 'staff' | 'dashboard'; roles: readonly string[] }, ids: string | undefined): { only: string[] | null } | 'none' {
  const named = ids ? [...new Set(ids.split(',').map((id) => id.trim().toLowerCase()).filter(Boolean))] : null;
  const seesAll = caller.kind === 'staff' || caller.roles.includes('corporate');
  if (seesAll) return { only: named };
  return named && named.length ? { only: named } : 'none';
}
