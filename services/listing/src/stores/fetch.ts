// Fetching a store's feed: only from the store's own host (its URL's host; listing URLs must be on it),
// through the platform's bounded fetch (addresses the policy allows, one deadline, a size cap), with the
// store's credentials as a header. Its limits come from the environment (../config.ts), and the
// addresses it may reach from OUTBOUND_ALLOW_PRIVATE (hosts or ranges that may be private; default
// none; tests: 127.0.0.1).
import { OutboundError, boundedFetch, loadOutboundPolicy, type AddressPolicy } from '@adops/platform';
import { loadFetchLimits, type FetchLimits } from '../config.ts';
import { readFeed, type Feed } from './feed.ts';
import type { CredentialType, StoreFormat } from './entities.ts';

/** What a fetch needs of a store: its feed, and its credentials opened. */
export interface FeedSettings {
  format: StoreFormat;
  url: string;
  credentialType: CredentialType;
  username: string | null;
  headerName: string | null;
  /** The password or token, opened for this fetch only. */
  secret: string | null;
}

export class StoreFetcher {
  readonly policy: AddressPolicy;
  readonly limits: FetchLimits;

  constructor(policy: AddressPolicy = loadOutboundPolicy(), limits: FetchLimits = loadFetchLimits()) {
    this.policy = policy;
    this.limits = limits;
  }

  /** The store's feed (or a listing URL on its host), read and mapped; OutboundError or ReaxmlError when it cannot be. */
  async read(settings: FeedSettings, url: string = settings.url): Promise<Feed & { httpStatus: number }> {
    // boundedFetch checks the URL (and every redirect) against the store's host first.
    const allowedHost = new URL(settings.url).host;
    const res = await boundedFetch(url, { allowedHost, policy: this.policy, headers: headersOf(settings), timeoutMs: this.limits.timeoutMs, maxBytes: this.limits.maxBytes });
    if (res.status < 200 || res.status > 299) {
      res.close();
      throw new OutboundError('HTTP_STATUS', `The server answered HTTP ${res.status}${res.status === 401 || res.status === 403 ? ': check the credentials' : ''}.`, res.status);
    }
    return { ...(await readFeed(settings.format, res.body, this.limits.maxBytes)), httpStatus: res.status };
  }
}

function headersOf(s: FeedSettings): Record<string, string> {
  if (s.credentialType === 'basic' && s.username !== null) {
    return { authorization: `Basic ${Buffer.from(`${s.username}:${s.secret ?? ''}`).toString('base64')}` };
  }
  if (s.credentialType === 'token' && s.secret !== null) return { [(s.headerName ?? 'Authorization').toLowerCase()]: s.secret };
  return {};
}
