// The listing context's settings read from the environment, checked at start:
//   STORE_FETCH_TIMEOUT_MS  a store's fetch as a whole, body included (default 30 000)
//   STORE_FETCH_MAX_BYTES   a store's feed body (default 10 MiB, the REAXML parser's bound)
import { envInteger } from '@adops/platform';
import { DEFAULT_REAXML_LIMITS } from './stores/reaxml/index.ts';

type Env = Record<string, string | undefined>;

/** The bounds of one fetch of a store's feed (stores/fetch.ts). */
export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

export function loadFetchLimits(env: Env = process.env): FetchLimits {
  return {
    timeoutMs: envInteger(env, 'STORE_FETCH_TIMEOUT_MS', 30_000, 100, 600_000),
    maxBytes: envInteger(env, 'STORE_FETCH_MAX_BYTES', DEFAULT_REAXML_LIMITS.maxBytes, 1024, 200 * 1024 * 1024),
  };
}
