// An outbound GET for URLs that customers configure (feeds, stores): only to the one host the caller
// names, only to addresses the policy allows (checked on every resolved address at connect time), with
// one deadline for the whole exchange (connect, headers and every byte of the body), and a body that
// stops with TOO_LARGE the moment it passes its cap. Redirects are followed only within the same
// origin, never to another host or down from https to http. Nothing is buffered: the body is a stream.
import http from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import type { AddressPolicy } from './address-policy.ts';

export type OutboundErrorCode =
  | 'BAD_URL' | 'HOST_NOT_ALLOWED' | 'ADDRESS_NOT_ALLOWED' | 'REDIRECT_REFUSED' | 'TOO_MANY_REDIRECTS'
  | 'TIMEOUT' | 'TOO_LARGE' | 'HTTP_STATUS' | 'NETWORK';

/** A refused or failed fetch, with a message meant for the person who configured the URL. */
export class OutboundError extends Error {
  readonly code: OutboundErrorCode;
  readonly status: number | undefined;
  constructor(code: OutboundErrorCode, message: string, status?: number) {
    super(message);
    this.name = 'OutboundError';
    this.code = code;
    this.status = status;
  }
}

export interface BoundedFetchOptions {
  /** The only host (host name and port, as URL.host writes it) this fetch and its redirects may reach. */
  allowedHost: string;
  policy: AddressPolicy;
  headers?: Record<string, string>;
  /** The whole exchange, body included. */
  timeoutMs: number;
  /** Body bytes at most. */
  maxBytes: number;
  maxRedirects?: number;
}

export interface BoundedResponse {
  status: number;
  contentType: string | null;
  /** The body, ending with OutboundError TOO_LARGE or TIMEOUT when a bound is passed. */
  body: AsyncIterable<Buffer>;
  /** Releases the connection when the body is not read to the end. */
  close(): void;
}

/** Checks what can be checked without a network: an absolute http(s) URL, no user info, on the allowed host. */
export function checkOutboundUrl(raw: string, allowedHost?: string): URL {
  if (!URL.canParse(raw)) throw new OutboundError('BAD_URL', 'The URL is not a valid absolute URL.');
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundError('BAD_URL', 'The URL must start with http:// or https://.');
  if (url.username || url.password) throw new OutboundError('BAD_URL', 'The URL must not carry a user name or password: use the credentials.');
  if (allowedHost !== undefined && url.host.toLowerCase() !== allowedHost.toLowerCase()) {
    throw new OutboundError('HOST_NOT_ALLOWED', `The URL must be on the store's host ${allowedHost}.`);
  }
  return url;
}

function guardedLookup(hostname: string, policy: AddressPolicy): LookupFunction {
  return (host, options, callback) => {
    dnsLookup(host, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as { address: string; family: number }[];
      const refused = list.find((a) => !policy.allows(hostname, a.address));
      if (refused || list.length === 0) {
        return callback(new OutboundError('ADDRESS_NOT_ALLOWED', `${hostname} resolves to an address outbound fetches may not reach.`), '', 4);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

export async function boundedFetch(rawUrl: string, options: BoundedFetchOptions): Promise<BoundedResponse> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  let url = checkOutboundUrl(rawUrl, options.allowedHost);
  const maxRedirects = options.maxRedirects ?? 3;
  for (let hop = 0; ; hop++) {
    const res = await request(url, options, deadline);
    const location = res.headers.location;
    if (res.statusCode && res.statusCode >= 300 && res.statusCode < 400 && location) {
      res.destroy();
      if (hop >= maxRedirects) throw new OutboundError('TOO_MANY_REDIRECTS', `More than ${maxRedirects} redirects.`);
      const next = URL.canParse(location, url.href) ? new URL(location, url) : null;
      if (!next || next.host.toLowerCase() !== url.host.toLowerCase() || next.protocol !== url.protocol) {
        throw new OutboundError('REDIRECT_REFUSED', `The server redirected to another host or scheme (${next?.origin ?? 'an invalid URL'}): not followed.`);
      }
      url = checkOutboundUrl(next.href, options.allowedHost);
      continue;
    }
    return {
      status: res.statusCode ?? 0,
      contentType: res.headers['content-type'] ?? null,
      body: cappedBody(res, options.maxBytes, deadline, options.timeoutMs),
      close: () => res.destroy(),
    };
  }
}

function request(url: URL, options: BoundedFetchOptions, deadline: AbortSignal): Promise<http.IncomingMessage> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address is never looked up: judge it here.
  if (isIP(hostname) && !options.policy.allows(hostname, hostname)) {
    return Promise.reject(new OutboundError('ADDRESS_NOT_ALLOWED', `${hostname} is an address outbound fetches may not reach.`));
  }
  const lib = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.request(url, {
      method: 'GET',
      headers: { 'user-agent': 'AdOps-fetch/1', accept: '*/*', ...options.headers },
      lookup: guardedLookup(hostname, options.policy),
      agent: false, // a fresh connection per fetch: no pooled socket to another address
      signal: deadline,
    });
    req.on('response', resolve);
    req.on('error', (e) => reject(translate(e, deadline, options.timeoutMs)));
    req.end();
  });
}

function translate(e: unknown, deadline: AbortSignal, timeoutMs: number): OutboundError {
  if (e instanceof OutboundError) return e;
  const cause = (e as { cause?: unknown }).cause;
  if (cause instanceof OutboundError) return cause;
  if (deadline.aborted) return new OutboundError('TIMEOUT', `No complete answer within ${timeoutMs / 1000} s.`);
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new OutboundError('NETWORK', 'The host name does not resolve.');
  if (code === 'ECONNREFUSED') return new OutboundError('NETWORK', 'The server refused the connection.');
  return new OutboundError('NETWORK', `The connection failed (${code ?? (e as Error).message}).`);
}

async function* cappedBody(res: http.IncomingMessage, maxBytes: number, deadline: AbortSignal, timeoutMs: number): AsyncGenerator<Buffer> {
  let size = 0;
  try {
    for await (const chunk of res) {
      const bytes = chunk as Buffer;
      size += bytes.byteLength;
      if (size > maxBytes) throw new OutboundError('TOO_LARGE', `The answer is larger than ${maxBytes} bytes.`);
      yield bytes;
    }
  } catch (e) {
    throw translate(e, deadline, timeoutMs);
  } finally {
    res.destroy();
  }
}
