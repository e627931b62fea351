// The security headers of every response, in one place (helmet), applied by createService to every
// service and by the process roots (a service's own process, the embedded default) to what they serve
// themselves: the app's HTML, /docs, health and 404 problems. Three kinds of response, told apart by
// path, because a path's kind is known before the handler runs:
// - the app (everything outside the programs' paths): a strict CSP, scripts and styles from this
//   origin only, no inline script; only our own pages may frame it (the dashboard frames the
//   payment page);
// - /docs (Redoc): DOCS_CSP of the docs site, with its documented exceptions;
// - programs' paths (/api, /openapi, health, metrics): JSON and YAML that no browser should render or
//   frame: default-src 'none', frame-ancestors 'none'.
// Every response also gets nosniff and Referrer-Policy strict-origin-when-cross-origin; HSTS outside
// development; and an /api answer to a request that carried a session cookie or a bearer token is
// `Cache-Control: no-store` unless its handler chose a `private` caching of its own.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { RuntimeMode } from '../config.ts';
import { DOCS_CSP } from '../docs/docs-site.ts';
import { carriesSessionCookie } from '../auth/session-cookie.ts';

/**
 * The app's policy. Styles allow 'unsafe-inline': Chakra UI (emotion) writes its generated CSS into
 * <style> elements at run time and components set style attributes; without it the app renders
 * unstyled (checked in Chromium: every emotion rule is refused). Scripts have no such exception.
 * Images allow data: (inline icons) and blob: (the preview of a picture before it is uploaded).
 * Stripe's origins are the ones Stripe documents for Stripe.js and Elements (its script, the card
 * fields' frames, 3-D Secure's frames, its API): the payment page loads them only when a publishable
 * key is configured, but the policy cannot know that, and these three hosts are Stripe's alone.
 */
export const APP_CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'", 'https://js.stripe.com'],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'https://api.stripe.com'],
  'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
} as const;

/**
 * The app's policy where stored assets (images, thumbnails, videos) come from another origin than the
 * app: a CDN (STORAGE_PUBLIC_URL) or the object store's own URL in a cluster. Those origins, and only
 * those (no wildcard, no scheme-wide source), are added to img-src and to media-src (which otherwise
 * falls back to default-src 'self') so an asset's cdnUrl and thumbnail draw. No origins: APP_CSP_DIRECTIVES.
 */
/** scheme://host[:port] with a host name or address: no wildcard, path, quote or space can reach the policy. */
const ORIGIN = /^https?:\/\/([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:[0-9]{1,5})?$/;

export function appCspDirectives(assetOrigins: readonly string[] = []): Record<string, readonly string[]> {
  const origins = [...new Set(assetOrigins)];
  for (const origin of origins) {
    if (!ORIGIN.test(origin) || !URL.canParse(origin) || new URL(origin).origin !== origin) {
      throw new Error(`an asset origin must be an http(s) origin without a path (got '${origin}')`);
    }
  }
  if (!origins.length) return APP_CSP_DIRECTIVES;
  return { ...APP_CSP_DIRECTIVES, 'img-src': [...APP_CSP_DIRECTIVES['img-src'], ...origins], 'media-src': ["'self'", ...origins] };
}

/** Programs' answers (JSON, YAML, problems): nothing to load, nothing to run, never framed. */
export const API_CSP_DIRECTIVES = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
} as const;

/** As helmet writes a policy (directives joined by `;`). */
export const policyText = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`).join(';');
export const APP_CSP = policyText(APP_CSP_DIRECTIVES);
export const API_CSP = policyText(API_CSP_DIRECTIVES);

/** A year, as browsers' preload lists expect; subdomains of the installation's host too. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Paths whose answers are for programs (the services' prefixes, the served specs, probes). */
const PROGRAM_PATH = /^\/(api|openapi)(\/|$)|^\/(healthz|readyz|metrics)$/;
const DOCS_PATH = /^\/docs(\/|$)/;
const APPLIED = Symbol('security headers applied');

type Node = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** `csp` false: the router sets its own policy (the docs site). */
function helmetWith(csp: Record<string, readonly string[]> | false, frame: 'deny' | 'sameorigin', mode: RuntimeMode): Node {
  const options: HelmetOptions = {
    contentSecurityPolicy: csp && { useDefaults: false, directives: csp as Record<string, string[]> },
    // X-Frame-Options for browsers without frame-ancestors; the same answer as the CSP.
    xFrameOptions: { action: frame },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Development is plain http on a developer's machine, where HSTS has no use (see docs/decisions.md).
    strictTransportSecurity: mode === 'development' ? false : { maxAge: 31536000, includeSubDomains: true },
  };
  return helmet(options);
}

/** True when the request carries credentials: a bearer token or a session cookie (its own or the "log in as" one). */
export function carriesCredentials(req: Request): boolean {
  return /^bearer\s/i.test(req.headers.authorization ?? '') || carriesSessionCookie(req);
}

/** `assetOrigins`: where the process that serves the app's HTML lets it draw stored assets from (appCspDirectives). */
export function securityHeaders(config: { mode: RuntimeMode; assetOrigins?: readonly string[] }): RequestHandler {
  const app = helmetWith(appCspDirectives(config.assetOrigins), 'sameorigin', config.mode);
  const docs = helmetWith(false, 'deny', config.mode);
  const api = helmetWith(API_CSP_DIRECTIVES, 'deny', config.mode);
  return (req: Request, res: Response, next: NextFunction) => {
    // A process root and the service it mounts both apply this: the first one does the work.
    const marked = res as Response & { [APPLIED]?: true };
    if (marked[APPLIED]) return next();
    marked[APPLIED] = true;
    const path = req.path;
    if (PROGRAM_PATH.test(path)) {
      if (path.startsWith('/api/') && carriesCredentials(req)) res.setHeader('Cache-Control', 'no-store');
      return api(req, res, next);
    }
    if (DOCS_PATH.test(path)) {
      res.setHeader('Content-Security-Policy', DOCS_CSP);
      return docs(req, res, next);
    }
    return app(req, res, next);
  };
}
