// Every service publishes its context's bundled spec (openapi/generated/<context>.openapi.yaml) at
// /openapi/<context>.yaml, as generated, and at /openapi/<context>.json, so partners and their tools
// read the contract the running service validates against. Public: the spec holds no secret.
// Read and parsed once at start; each answer carries a strong ETag, so a client that polls for
// changes gets a 304 until a new version is deployed.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import express, { type Request, type Response, type Router } from 'express';
import { parse } from 'yaml';

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

/**
 * A router answering GET and HEAD for the two spec paths of `context`; everything else falls through.
 * `parsed` is the spec as the caller already parsed it from the same file (parsing takes a while).
 */
export function servedSpec(context: string, specPath: string, parsed?: unknown): Router {
  const yaml = readFileSync(specPath, 'utf8');
  const reps = {
    // application/yaml is the media type registered for YAML (RFC 9512).
    yaml: representation(yaml, 'application/yaml; charset=utf-8'),
    json: representation(JSON.stringify(parsed ?? parse(yaml)), 'application/json; charset=utf-8'),
  };
  const paths = servedSpecPaths(context);
  const send = (rep: Representation) => (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', SPEC_CACHE_CONTROL);
    res.setHeader('ETag', rep.etag);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // express answers 304 itself when If-None-Match carries this ETag.
    res.type(rep.contentType).send(rep.body);
  };
  const router = express.Router();
  router.get(paths.yaml, send(reps.yaml));
  router.get(paths.json, send(reps.json));
  return router;
}
