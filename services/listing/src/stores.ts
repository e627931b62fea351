// Stores (spec 000 §7 "Stores"): a customer's listing source or destination, a REAXML or JSON feed at
// an http(s) URL, with credentials whose secret (password or token) is sealed at rest by the platform's
// secrets kit, bound to the store's id, and never returned. List, create, get, update, clone, and the
// connection test, which fetches the feed only from the store's own host within the fetch bounds.
import { OutboundError, SYSTEM, checkCustomerReferences, checkOutboundUrl, invalidField, type Actor, type Principal, type SecretBox, type ResourceListQuery } from '@adops/platform';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { ReaxmlError } from './domain/reaxml/index.ts';
import type { CreateStoreRequest, StoreCredentialsInput, StoreTestResult, TestStoreRequest, UpdateStoreRequest } from '@adops/openapi/generated/listing';
import type { ListingResources } from './persistence/resources.ts';
import type { StoreRow } from './persistence/store-entities.ts';
import type { StoreResources } from './stores-resources.ts';
import type { FeedSettings, StoreFetcher } from './stores-fetch.ts';

/** The list's page, sort and search (the platform's), and its filters. */
export interface StoreListQuery extends ResourceListQuery {
  customerId?: string;
}

/**
 * A store's customer (named by staff) and office exist and belong together, by the listing service's
 * projection of the customer context: 400 at the field otherwise ('Customer not found.', …).
 */
function checkStoreReferences(m: EntityManager, customerId: string, officeId: string | null, checkCustomer: boolean): Promise<void> {
  return checkCustomerReferences(m, { customerId, checkCustomer, officeId }, { customer: '/body/customerId', office: '/body/officeId', agent: () => '/body' });
}

/** The stored URL's bound: the column's and the spec's maxLength. */
const MAX_STORE_URL_LENGTH = 2000;

type CredentialColumns = Pick<StoreRow, 'credentialType' | 'credentialUsername' | 'credentialHeader' | 'credentialSecret'>;

export class Stores {
  private readonly kit: ListingResources['kit'];
  private readonly r: StoreResources;
  private readonly secrets: SecretBox;
  readonly fetcher: StoreFetcher;

  constructor(kit: ListingResources['kit'], resources: StoreResources, secrets: SecretBox, fetcher: StoreFetcher) {
    this.kit = kit;
    this.r = resources;
    this.secrets = secrets;
    this.fetcher = fetcher;
  }

  /** Newest first, 50 a page (spec 000 §7). */
  list(actor: Principal, q: StoreListQuery) {
    return this.r.stores.list(actor, q, { customerId: q.customerId });
  }

  get(actor: Actor, id: string): Promise<StoreRow> {
    return this.r.stores.get(actor, id);
  }

  create(actor: Principal, input: CreateStoreRequest): Promise<StoreRow> {
    const url = this.checkedUrl(input.url);
    const credentials = credentialsOf(input.credentials, null);
    // Sealed with the row's id as associated data, so the value opens for this store only: the id is made first.
    const id = randomUUID();
    return this.kit.transaction(async (tx) => {
      await checkStoreReferences(tx.m, input.customerId, input.officeId ?? null, true);
      return this.r.stores.insert(tx, {
        id,
        customerId: input.customerId,
        officeId: input.officeId ?? null,
        name: input.name.trim(),
        format: input.format,
        url,
        ...credentials.columns,
        credentialSecret: credentials.secret === null ? null : this.secrets.seal(credentials.secret, id),
      });
    });
  }

  update(actor: Principal, id: string, input: UpdateStoreRequest): Promise<StoreRow> {
    const url = input.url === undefined ? undefined : this.checkedUrl(input.url);
    return this.r.stores.update(actor, id, async (current, tx) => {
      if (input.officeId) await checkStoreReferences(tx.m, current.customerId, input.officeId, false);
      return {
        ...keptSecretStaysHome(current, url, input.credentials),
        ...(input.name !== undefined ? { name: input.name.trim() } : {}),
        ...(input.format !== undefined ? { format: input.format } : {}),
        ...(url !== undefined ? { url } : {}),
        ...(input.officeId !== undefined ? { officeId: input.officeId } : {}),
        ...(input.credentials !== undefined ? this.sealed(credentialsOf(input.credentials, current), current) : this.rotated(current)),
      };
    });
  }

  /** A copy with the same settings and credentials (the secret re-sealed for the copy), the fields sent replacing them. */
  clone(actor: Principal, id: string, input: UpdateStoreRequest = {}): Promise<StoreRow> {
    const url = input.url === undefined ? undefined : this.checkedUrl(input.url);
    return this.kit.transaction(async (tx) => {
      const source = await this.r.stores.get(actor, id, tx.m);
      if (input.officeId) await checkStoreReferences(tx.m, source.customerId, input.officeId, false);
      keptSecretStaysHome(source, url, input.credentials);
      const credentials = input.credentials !== undefined ? credentialsOf(input.credentials, source) : null;
      // The copy's id is made first, so its secret (a new one, or the source's re-sealed for the copy) is written with it.
      const copyId = randomUUID();
      const keepsSource = (!credentials || credentials.keepSecret) && source.credentialSecret !== null;
      const newSecret = credentials?.secret ?? null;
      return this.r.stores.insert(tx, {
        id: copyId,
        customerId: source.customerId,
        officeId: input.officeId !== undefined ? input.officeId : source.officeId,
        name: input.name?.trim() ?? `Copy of ${source.name}`.slice(0, 200),
        format: input.format ?? source.format,
        url: url ?? source.url,
        credentialType: credentials?.columns.credentialType ?? source.credentialType,
        credentialUsername: credentials ? credentials.columns.credentialUsername : source.credentialUsername,
        credentialHeader: credentials ? credentials.columns.credentialHeader : source.credentialHeader,
        credentialSecret: newSecret !== null ? this.secrets.seal(newSecret, copyId) : keepsSource ? this.secrets.reseal(source.credentialSecret!, source.id, copyId) : null,
      });
    });
  }

  /**
   * Tries the connection: the stored store's settings, the ones given, or the stored ones with some
   * replaced. What the server or the feed did wrong is the answer (ok: false and why), not an error.
   */
  async test(actor: Principal, input: TestStoreRequest): Promise<StoreTestResult> {
    const stored = input.storeId ? await this.r.stores.get(actor, input.storeId) : null;
    if (!stored && !input.url) throw invalidField('/body/url', 'Give the store to test or its URL.');
    if (!stored && !input.format) throw invalidField('/body/format', 'Give the format of the feed.');
    const url = input.url !== undefined ? this.checkedUrl(input.url) : stored!.url;
    if (stored) keptSecretStaysHome(stored, url, input.credentials);
    const credentials = input.credentials !== undefined ? credentialsOf(input.credentials, stored) : null;
    const settings: FeedSettings = {
      format: input.format ?? stored!.format,
      url,
      credentialType: credentials?.columns.credentialType ?? stored?.credentialType ?? 'none',
      username: credentials ? credentials.columns.credentialUsername : stored?.credentialUsername ?? null,
      headerName: credentials ? credentials.columns.credentialHeader : stored?.credentialHeader ?? null,
      secret: credentials ? credentials.secret ?? (credentials.keepSecret && stored ? this.openSecret(stored) : null) : stored ? this.openSecret(stored) : null,
    };
    try {
      const feed = await this.fetcher.read(settings);
      const n = feed.listings.length;
      return { ok: true, message: `Connected: a ${settings.format} feed with ${n} listing${n === 1 ? '' : 's'}.`, httpStatus: feed.httpStatus, listingCount: n };
    } catch (e) {
      if (e instanceof OutboundError) return { ok: false, message: e.message, httpStatus: e.status ?? null, listingCount: null };
      if (e instanceof ReaxmlError) return { ok: false, message: `Connected, but the answer is not a readable ${settings.format} feed: ${e.message}`, httpStatus: 200, listingCount: null };
      throw e;
    }
  }

  /** The store's settings for a fetch by the import job (the system acting), secret opened. */
  async settingsFor(storeId: string): Promise<{ store: StoreRow; settings: FeedSettings }> {
    const store = await this.r.stores.get(SYSTEM, storeId);
    return {
      store,
      settings: { format: store.format, url: store.url, credentialType: store.credentialType, username: store.credentialUsername, headerName: store.credentialHeader, secret: this.openSecret(store) },
    };
  }

  openSecret(store: Pick<StoreRow, 'id' | 'credentialSecret'>): string | null {
    return store.credentialSecret === null ? null : this.secrets.open(store.credentialSecret, store.id);
  }

  private sealed(c: ResolvedCredentials, current: StoreRow): Partial<StoreRow> {
    if (c.secret !== null) return { ...c.columns, credentialSecret: this.secrets.seal(c.secret, current.id) };
    return { ...c.columns, ...(c.keepSecret ? this.rotated(current) : { credentialSecret: null }) };
  }

  /** A kept secret sealed with an older key is sealed again with the active one: saving a store rotates it. */
  private rotated(current: StoreRow): Partial<StoreRow> {
    const sealed = current.credentialSecret;
    if (sealed === null || this.secrets.keyIdOf(sealed) === this.secrets.activeKeyId) return {};
    return { credentialSecret: this.secrets.reseal(sealed, current.id) };
  }

  /** An absolute http(s) URL without user info, and not a literal address outbound fetches may not reach. */
  private checkedUrl(raw: string): string {
    let url: URL;
    try {
      url = checkOutboundUrl(raw);
    } catch (e) {
      if (e instanceof OutboundError) throw invalidField('/body/url', e.message);
      throw e;
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (/^[\d.]+$|:/.test(host) && !this.fetcher.policy.allows(host, host)) {
      throw invalidField('/body/url', 'The URL names an address outbound fetches may not reach.');
    }
    // The URL is kept as parsed (percent-encoded, punycode host), which can be longer than what was sent.
    if (url.href.length > MAX_STORE_URL_LENGTH) throw invalidField('/body/url', `The URL is longer than ${MAX_STORE_URL_LENGTH} characters once encoded.`);
    return url.href;
  }
}

/**
 * A stored password or token goes only to the host it was given for: a new URL on another host needs
 * it given again (or none), else whoever may edit a store could send its secret to a host of their
 * choosing without ever being able to read it.
 */
function keptSecretStaysHome(current: Pick<StoreRow, 'url' | 'credentialSecret'>, url: string | undefined, credentials: StoreCredentialsInput | undefined): Partial<StoreRow> {
  if (url === undefined || current.credentialSecret === null || new URL(url).host === new URL(current.url).host) return {};
  if (credentials && (credentials.type === 'none' || credentials.password || credentials.token)) return {};
  throw invalidField('/body/credentials', "The stored password or token is sent only to the store's own host: give it again for the new host.");
}

interface ResolvedCredentials {
  columns: Omit<CredentialColumns, 'credentialSecret'>;
  /** A new secret to seal, or null. */
  secret: string | null;
  /** No new secret given, and the stored one (same type) stays. */
  keepSecret: boolean;
}

/** The credentials as saved: a new secret, or the stored one kept when the type stays and none is sent. */
function credentialsOf(input: StoreCredentialsInput | undefined, current: CredentialColumns | null): ResolvedCredentials {
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
