// /docs: the partner documentation, served by the platform so every service can answer it (a cluster
// routes /docs to any one of them) and the embedded default does too. Redoc renders one document
// merged from every bundled spec in openapi/generated/, with the introduction of
// docs-page/introduction.md. Everything, Redoc's own bundle included, comes from this origin: the
// page works with no internet, and its Content-Security-Policy says so to the browser.
//
// Built once, on the first request; each asset is kept in memory with its gzip form and an ETag.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Logger } from '../logger.ts';
import { sendProblem } from '../http/errors.ts';
import { notFoundProblem } from '../http/not-found.ts';
import { mergeContexts, readContextSpecs, readEventEnvelope, type ContextSummary } from './combined-document.ts';
import { introduction } from './introduction.ts';

const pageDir = fileURLToPath(new URL('../../docs-page/', import.meta.url));
const defaultOpenapiDir = fileURLToPath(new URL('../../../../openapi/', import.meta.url));
const redocBundle = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');

/**
 * Redoc 2 shows the logo of its "API docs by Redocly" link from its CDN: the one request it makes
 * outside this origin. The bundle is served with a blank image in its place (the link stays), so
 * the page asks nothing of the internet; the browser test fails on any other outside request.
 */
export const REDOC_CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const BLANK_IMAGE = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";

function redocBundleForThisOrigin(): Buffer {
  return Buffer.from(readFileSync(redocBundle, 'utf8').replaceAll(REDOC_CDN_LOGO, BLANK_IMAGE));
}

/**
 * Scripts and styles from this origin only, no eval and no inline script. Redoc (styled-components)
 * inserts <style> elements at run time, hence 'unsafe-inline' for styles; its search index runs in a
 * worker it builds from a blob.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface DocsSiteOptions {
  /** The external base URL, used in the worked examples and as the document's server. */
  publicUrl: string;
  log?: Logger;
  /** The openapi/ folder (its generated/ and _shared/); the repository's by default. */
  openapiDir?: string;
}

interface Asset {
  body: Buffer;
  gzip: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
}

function asset(body: string | Buffer, contentType: string, cacheControl: string): Asset {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return { body: bytes, gzip: gzipSync(bytes), etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`, contentType, cacheControl };
}

function send(a: Asset, extraHeaders: Record<string, string> = {}) {
  return (req: Request, res: Response) => {
    res.setHeader('Cache-Control', a.cacheControl);
    res.setHeader('ETag', a.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    for (const [k, v] of Object.entries(extraHeaders)) res.setHeader(k, v);
    res.type(a.contentType);
    if (req.fresh) return void res.status(304).end();
    const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.end(req.method === 'HEAD' ? undefined : gzip ? a.gzip : a.body);
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function contextItems(contexts: ContextSummary[]): string {
  return contexts
    .map((c) => `          <li><strong>${escapeHtml(c.context)}</strong>: ${escapeHtml(c.title)} (<a href="/openapi/${encodeURIComponent(c.context)}.yaml">YAML</a>, <a href="/openapi/${encodeURIComponent(c.context)}.json">JSON</a>)</li>`)
    .join('\n');
}

export interface DocsBuild {
  /** The contexts the page documents, in order. */
  contexts: ContextSummary[];
  /** What the introduction could not fill from the specs (empty when all is well). */
  missing: string[];
  page: Asset;
  assets: Record<string, Asset>;
}

/** Reads every bundled spec and builds the page, the merged document and the assets. */
export function buildDocs(opts: DocsSiteOptions): DocsBuild {
  const openapiDir = opts.openapiDir ?? defaultOpenapiDir;
  const envelope = readEventEnvelope(`${openapiDir}/_shared`);
  const merged = mergeContexts(readContextSpecs(`${openapiDir}/generated`), { publicUrl: opts.publicUrl, ...(envelope ? { envelope } : {}) });
  const intro = introduction(readFileSync(`${pageDir}/introduction.md`, 'utf8'), merged, opts.publicUrl);
  merged.document.info.description = intro.markdown;
  if (intro.missing.length) opts.log?.warn({ missing: intro.missing }, 'the documentation introduction refers to what no spec has');

  const html = readFileSync(`${pageDir}/index.html`, 'utf8').replace('{{contexts}}', contextItems(merged.contexts));
  return {
    contexts: merged.contexts,
    missing: intro.missing,
    // The page is small and must show a new deployment at once; the assets change only with one.
    page: asset(html, 'text/html; charset=utf-8', 'no-cache'),
    assets: {
      '/docs/openapi.json': asset(JSON.stringify(merged.document), 'application/json; charset=utf-8', 'public, max-age=300'),
      '/docs/assets/redoc.standalone.js': asset(redocBundleForThisOrigin(), 'text/javascript; charset=utf-8', 'public, max-age=3600'),
      '/docs/assets/docs.js': asset(readFileSync(`${pageDir}/docs.js`), 'text/javascript; charset=utf-8', 'public, max-age=300'),
      '/docs/assets/docs.css': asset(readFileSync(`${pageDir}/docs.css`), 'text/css; charset=utf-8', 'public, max-age=300'),
    },
  };
}

/**
 * The /docs router. The documentation is built on its first request, not at start: parsing every
 * context's spec takes a quarter of a second each, which only the service the Ingress sends /docs
 * to should pay (tests build it with buildDocs, so a broken page still fails before deployment).
 */
export function docsSite(opts: DocsSiteOptions): Router {
  let built: DocsBuild | undefined;
  const serve = (pick: (b: DocsBuild, path: string) => Asset | undefined, headers: Record<string, string> = {}) => (req: Request, res: Response, next: NextFunction) => {
    try {
      built ??= buildDocs(opts);
    } catch (error) {
      return next(error);
    }
    const a = pick(built, req.path);
    if (!a) return notFoundProblem(req, res);
    send(a, headers)(req, res);
  };
  const router = express.Router();
  router.get('/docs', serve((b) => b.page, { 'Content-Security-Policy': DOCS_CSP, 'Referrer-Policy': 'no-referrer' }));
  router.get(['/docs/openapi.json', '/docs/assets/:file'], serve((b, path) => b.assets[path]));
  router.use('/docs', notFoundProblem);
  router.use('/docs', (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    (opts.log ?? console).error({ err: error }, 'the documentation could not be built');
    sendProblem(res, req, { status: 500, title: 'Internal Server Error', detail: 'The documentation could not be built.' });
  });
  return router;
}
