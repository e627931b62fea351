// The ad-account screens' options: which networks serve which kind of account and the credential fields each
// network needs (services/ads/src/accounts/rules.ts PROVIDERS_OF and REQUIRED_CREDENTIALS; openapi/ads
// NetworkCredentials), and the texts of each kind's pages.
import type { AccountKind, NetworkCredentials, NetworkProvider } from '../../lib/api/generated/ads.ts';

export const PROVIDER_LABELS: Record<NetworkProvider, string> = { simulator: 'Simulator', meta: 'Meta', google: 'Google Ads' };

/** The providers each kind of account may be on (the simulator serves both). */
export const PROVIDERS_OF: Record<AccountKind, readonly NetworkProvider[]> = {
  social: ['simulator', 'meta'],
  display: ['simulator', 'google'],
};

export type CredentialField = keyof NetworkCredentials;

/** The credential fields of each network, with the ones it cannot act without marked required. */
export const CREDENTIAL_FIELDS: Record<NetworkProvider, readonly { name: CredentialField; label: string; required?: boolean; helper?: string }[]> = {
  simulator: [],
  meta: [
    { name: 'accessToken', label: 'Access token', required: true, helper: "A system user's token." },
    { name: 'appSecret', label: 'App secret', helper: "Checks the lead webhook's signature." },
    { name: 'pageId', label: 'Page id' },
  ],
  google: [
    { name: 'developerToken', label: 'Developer token', required: true },
    { name: 'clientId', label: 'OAuth client id', required: true },
    { name: 'clientSecret', label: 'OAuth client secret', required: true },
    { name: 'refreshToken', label: 'Refresh token', required: true },
    { name: 'loginCustomerId', label: 'Manager account id', helper: 'Ten digits, without dashes.' },
  ],
};

/** Each kind's pages: the list's title and the words for one account. */
export const KIND_TEXTS: Record<AccountKind, { title: string; noun: string; search: string; empty: string; create: string }> = {
  social: { title: 'FB Ad Accounts', noun: 'ad account', search: 'Search ad accounts', empty: 'No ad accounts yet.', create: 'Add ad account' },
  display: { title: 'GDN Accounts', noun: 'GDN account', search: 'Search GDN accounts', empty: 'No GDN accounts yet.', create: 'Add GDN account' },
};
