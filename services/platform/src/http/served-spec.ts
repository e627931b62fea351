// Every service publishes its context's bundled spec (openapi/generated/<context>.openapi.yaml) at
// /openapi/<context>.yaml and at /openapi/<context>.json, so partners and their tools read the
// contract the running service validates against. Public: the spec holds no secret.
// The committed spec names a relative server (`/`) and the project's contact; the served one names
// this installation: `servers` is its public URL (PUBLIC_URL) and info.contact is the configured
// one (API_CONTACT_*, each part defaulting to the committed value), so a client generated from it
// calls this installation. The rest is the generated file as it is.
// Read once at start, rewritten on the first request (the test kit learns its URL after start);
// each answer carries a strong ETag of the body as served, so a client that polls for changes gets
// a 304 until a new version is deployed or the installation's URL or contact changes.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import express, { type Request, type Response, type Router } from 'express';
import { parseDocument } from 'yaml';
import type { ApiContact } from '../config.ts';

/** Short: a new deployment's spec reaches clients within minutes; revalidation is cheap (ETag). */
export const SPEC_CACHE_CONTROL = 'public, max-age=300';

/** The paths at which the spec of `context` is served. */
export function servedSpecPaths(context: string): { yaml: string; json: string } {
  return { yaml: `/openapi/${context}.yaml`, json: `/openapi/${context}.json` };
}

interface Representation {
  body: string;
  contentType: string;
  etag: string;
}

function representation(body: string, contentType: string): Representation {
  return { body, contentType, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** What the served spec says of this installation; read on each request (the object may change). */
export interface Installation {
  publicUrl: string;
  apiContact: ApiContact;
}

/** The spec text with this installation's server and contact; the rest as generated. */
export function installationSpec(yaml: string, installation: Installation): { yaml: string; document: unknown } {
  const doc = parseDocument(yaml);
  // The committed server's other fields (x-internal, …) stay; its URL and description are this installation's.
  const committed = (doc.getIn(['servers', 0]) as { toJSON?: () => Record<string, unknown> } | undefined)?.toJSON?.() ?? {};
  doc.setIn(['servers'], doc.createNode([{ ...committed, url: installation.publicUrl, description: 'This installation.' }]));
  const contact = { ...((doc.getIn(['info', 'contact']) as { toJSON?: () => ApiContact } | undefined)?.toJSON?.() ?? {}), ...installation.apiContact };
  if (Object.keys(contact).length) doc.setIn(['info', 'contact'], doc.createNode(contact));
  // As scripts/codegen.ts writes the bundle, so the served text differs from it only where it must.
  return { yaml: doc.toString({ lineWidth: 0, singleQuote: true }), document: doc.toJS() };
}

/**
 * A router answering GET and HEAD for the two spec paths of `context`; everything else falls through.
 * `installation` gives the public URL and contact the served spec names (the platform's config).
 */
export function servedSpec(context: string, specPath: string, installation: Installation): Router {
  const generated = readFileSync(specPath, 'utf8');
  let built: { key: string; yaml: Representation; json: Representation } | undefined;
  const reps = () => {
    const key = JSON.stringify([installation.publicUrl, installation.apiContact]);
    if (built?.key !== key) {
      const served = installationSpec(generated, installation);
      // application/yaml is the media type registered for YAML (RFC 9512).
      built = { key, yaml: representation(served.yaml, 'application/yaml; charset=utf-8'), json: representation(JSON.stringify(served.document), 'application/json; charset=utf-8') };
    }
    return built;
  };
  const paths = servedSpecPaths(context);
  const send = (pick: (r: NonNullable<typeof built>) => Representation) => (_req: Request, res: Response) => {
    const rep = pick(reps());
    res.setHeader('Cache-Control', SPEC_CACHE_CONTROL);
    res.setHeader('ETag', rep.etag);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // express answers 304 itself when If-None-Match carries this ETag.
    res.type(rep.contentType).send(rep.body);
  };
  const router = express.Router();
  router.get(paths.yaml, send((r) => r.yaml));
  router.get(paths.json, send((r) => r.json));
  return router;
}
