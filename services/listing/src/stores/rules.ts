// The rules of a store's settings, pure: how its credentials are saved (a new secret, or the stored
// one kept), where a stored secret may be sent, and how long its URL may be, with the messages of
// what a save refuses.
import { invalidField } from '@adops/platform';
import type { StoreCredentialsInput } from '@adops/openapi/generated/listing';

/** The stored URL's bound: the column's and the spec's maxLength. */
export const MAX_STORE_URL_LENGTH = 2000;

export type CredentialType = 'none' | 'basic' | 'token';

/** A store's credential columns (entities.ts): the secret sealed, never in the clear. */
export interface CredentialColumns {
  credentialType: CredentialType;
  credentialUsername: string | null;
  credentialHeader: string | null;
  credentialSecret: string | null;
}

/**
 * A stored password or token goes only to the host it was given for: a new URL on another host needs
 * it given again (or none), else whoever may edit a store could send its secret to a host of their
 * choosing without ever being able to read it.
 */
export function keptSecretStaysHome(current: { url: string; credentialSecret: string | null }, url: string | undefined, credentials: StoreCredentialsInput | undefined): Partial<CredentialColumns> {
  if (url === undefined || current.credentialSecret === null || new URL(url).host === new URL(current.url).host) return {};
  if (credentials && (credentials.type === 'none' || credentials.password || credentials.token)) return {};
  throw invalidField('/body/credentials', "The stored password or token is sent only to the store's own host: give it again for the new host.");
}

export interface ResolvedCredentials {
  columns: Omit<CredentialColumns, 'credentialSecret'>;
  /** A new secret to seal, or null. */
  secret: string | null;
  /** No new secret given, and the stored one (same type) stays. */
  keepSecret: boolean;
}

/** The credentials as saved: a new secret, or the stored one kept when the type stays and none is sent. */
export function credentialsOf(input: StoreCredentialsInput | undefined, current: CredentialColumns | null): ResolvedCredentials {
  if (!input || input.type === 'none') return { columns: { credentialType: 'none', credentialUsername: null, credentialHeader: null }, secret: null, keepSecret: false };
  const sameType = current?.credentialType === input.type && current.credentialSecret !== null;
  if (input.type === 'basic') {
    const username = input.username ?? (current?.credentialType === 'basic' ? current.credentialUsername : null);
    if (!username) throw invalidField('/body/credentials/username', 'A user name is required for basic authentication.');
    if (!input.password && !sameType) throw invalidField('/body/credentials/password', 'A password is required for basic authentication.');
    return { columns: { credentialType: 'basic', credentialUsername: username, credentialHeader: null }, secret: input.password ?? null, keepSecret: !input.password };
  }
  if (!input.token && !sameType) throw invalidField('/body/credentials/token', 'A token is required for token authentication.');
  const headerName = input.headerName ?? (current?.credentialType === 'token' ? current.credentialHeader : null) ?? 'Authorization';
  return { columns: { credentialType: 'token', credentialUsername: null, credentialHeader: headerName }, secret: input.token ?? null, keepSecret: !input.token };
}
