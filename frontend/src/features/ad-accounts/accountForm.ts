// The account form's values and the bodies they become, pure (tested in accountForm.test.ts). Credentials are
// write-only: the form starts them empty, and only the fields typed in are sent, so an update keeps the ones
// stored (the server merges them) and a create sends none for the simulator.
import type { AdAccount, AccountKind, CreateAdAccountRequest, NetworkCredentials, NetworkProvider, UpdateAdAccountRequest } from '../../lib/api/generated/ads.ts';
import { DEFAULT_CURRENCY } from '../../constants.ts';
import { DEFAULT_TIME_ZONE } from '../campaign-templates/constants.ts';
import { CREDENTIAL_FIELDS, PROVIDERS_OF, type CredentialField } from './constants.ts';
import { AD_ACCOUNT_MESSAGES } from './messages.ts';

export interface AccountValues {
  provider: NetworkProvider;
  accountId: string;
  name: string;
  currency: string;
  timezone: string;
  /** '' for a shared account. */
  customerId: string;
  credentials: Partial<Record<CredentialField, string>>;
}

export const accountValues = (kind: AccountKind, account?: AdAccount): AccountValues => ({
  provider: account?.provider ?? PROVIDERS_OF[kind][0]!,
  accountId: account?.accountId ?? '',
  name: account?.name ?? '',
  currency: account?.currency ?? DEFAULT_CURRENCY,
  timezone: account?.timezone ?? DEFAULT_TIME_ZONE,
  customerId: account?.customerId ?? '',
  credentials: {},
});

/** The credentials typed in for the provider, trimmed; undefined when none was. */
export function credentialsOf(values: AccountValues): NetworkCredentials | undefined {
  const typed = CREDENTIAL_FIELDS[values.provider]
    .map(({ name }) => [name, (values.credentials[name] ?? '').trim()] as const)
    .filter(([, value]) => value !== '');
  return typed.length ? (Object.fromEntries(typed) as NetworkCredentials) : undefined;
}

export function createBody(values: AccountValues): CreateAdAccountRequest {
  const credentials = credentialsOf(values);
  return {
    provider: values.provider, accountId: values.accountId.trim(), name: values.name.trim(), currency: values.currency.trim().toUpperCase(),
    timezone: values.timezone, customerId: values.customerId || null, ...(credentials ? { credentials } : {}),
  };
}

/** An update sends what may change: the network, account id and currency stay as linked. */
export function updateBody(values: AccountValues): UpdateAdAccountRequest {
  const credentials = credentialsOf(values);
  return { name: values.name.trim(), timezone: values.timezone, customerId: values.customerId || null, ...(credentials ? { credentials } : {}) };
}

/**
 * The form's own checks: a new account's id and currency, its name, and a real network's required credentials
 * unless they are stored already.
 */
export function checkAccount(values: AccountValues, stored: { hasCredentials: boolean } | undefined) {
  const checks: Record<string, string | undefined> = {
    name: values.name.trim() ? undefined : AD_ACCOUNT_MESSAGES.nameRequired,
  };
  if (!stored) {
    checks.accountId = /^[0-9]{1,20}$/.test(values.accountId.trim()) ? undefined : AD_ACCOUNT_MESSAGES.accountIdInvalid;
    checks.currency = /^[A-Z]{3}$/.test(values.currency.trim().toUpperCase()) ? undefined : AD_ACCOUNT_MESSAGES.currencyInvalid;
  }
  if (!stored?.hasCredentials) {
    for (const field of CREDENTIAL_FIELDS[values.provider]) {
      if (field.required && !(values.credentials[field.name] ?? '').trim()) checks[`credentials.${field.name}`] = AD_ACCOUNT_MESSAGES.credentialRequired;
    }
  }
  return checks;
}
