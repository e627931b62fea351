// Stores (spec 000 §7 "Stores"): a customer's listing source or destination, a REAXML or JSON feed at
// an http(s) URL, with credentials whose secret (password or token) is sealed at rest by the platform's
// secrets kit, bound to the store's id, and never returned. List, create, get, update, clone, and the
// connection test, which fetches the feed only from the store's own host within the fetch bounds.
import { randomUUID } from 'node:crypto';
import { OutboundError, SYSTEM, checkOutboundUrl, invalidField, type Actor, type Principal, type SecretBox, type ResourceListQuery } from '@adops/platform';
import type { CreateStoreRequest, StoreTestResult, TestStoreRequest, UpdateStoreRequest } from '@adops/openapi/generated/listing';
import { ReaxmlError } from './reaxml/index.ts';
import type { StoreRow } from './entities.ts';
import type { FeedSettings, StoreFetcher } from './fetch.ts';
import { credentialsOf, keptSecretStaysHome, MAX_STORE_URL_LENGTH, type ResolvedCredentials } from './rules.ts';
import type { StoresStore } from './store.ts';

/** The list's page, sort and search (the platform's), and its filters. */
export interface StoreListQuery extends ResourceListQuery {
  customerId?: string;
}

export class Stores {
  private readonly store: StoresStore;
  private readonly secrets: SecretBox;
  readonly fetcher: StoreFetcher;

  constructor(store: StoresStore, secrets: SecretBox, fetcher: StoreFetcher) {
    this.store = store;
    this.secrets = secrets;
    this.fetcher = fetcher;
  }

  /** Newest first, 50 a page (spec 000 §7). */
  list(principal: Principal, q: StoreListQuery) {
    return this.store.stores.list(principal, q, { customerId: q.customerId });
  }

  get(actor: Actor, id: string): Promise<StoreRow> {
    return this.store.stores.get(actor, id);
  }

  create(principal: Principal, input: CreateStoreRequest): Promise<StoreRow> {
    const url = this.checkedUrl(input.url);
    const credentials = credentialsOf(input.credentials, null);
    // Sealed with the row's id as associated data, so the value opens for this store only: the id is made first.
    const id = randomUUID();
    return this.store.kit.transaction(async (tx) => {
      await this.store.checkReferences(tx, input.customerId, input.officeId ?? null, true);
      return this.store.stores.insert(tx, {
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

  update(principal: Principal, id: string, input: UpdateStoreRequest): Promise<StoreRow> {
    const url = input.url === undefined ? undefined : this.checkedUrl(input.url);
    return this.store.stores.update(principal, id, async (current, tx) => {
      if (input.officeId) await this.store.checkReferences(tx, current.customerId, input.officeId, false);
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
  clone(principal: Principal, id: string, input: UpdateStoreRequest = {}): Promise<StoreRow> {
    const url = input.url === undefined ? undefined : this.checkedUrl(input.url);
    return this.store.kit.transaction(async (tx) => {
      const source = await this.store.getIn(tx, principal, id);
      if (input.officeId) await this.store.checkReferences(tx, source.customerId, input.officeId, false);
      keptSecretStaysHome(source, url, input.credentials);
      const credentials = input.credentials !== undefined ? credentialsOf(input.credentials, source) : null;
      // The copy's id is made first, so its secret (a new one, or the source's re-sealed for the copy) is written with it.
      const copyId = randomUUID();
      const keepsSource = (!credentials || credentials.keepSecret) && source.credentialSecret !== null;
      const newSecret = credentials?.secret ?? null;
      return this.store.stores.insert(tx, {
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
  async test(principal: Principal, input: TestStoreRequest): Promise<StoreTestResult> {
    const stored = input.storeId ? await this.store.stores.get(principal, input.storeId) : null;
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
    const store = await this.store.stores.get(SYSTEM, storeId);
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
