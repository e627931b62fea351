// The path a request log line shows. A path parameter named like a credential (the e-mailed links'
// /api/auth/reset/{token}, /active/{token}, /dashboard/preauth/{token}) is masked: the link's token is
// in the path by the product's design (the Spectral ruleset excepts it by name), and a request that
// fails (a reset refused for a weak password) leaves it usable for the rest of its life, so a log
// reader must not see it. The names are those of the OWASP rule no-credentials-in-url, minus record
// ids (`apiKeyId`), as in .spectral.yaml. Parameters come from the operation the validator matched.
import type { Request } from 'express';

const CREDENTIAL = /client_?secret|token|password|secret|api-?key/i;
export const MASK = '…';

export function isCredentialName(name: string): boolean {
  return CREDENTIAL.test(name) && !/Id$/.test(name);
}

export function loggedPath(req: Pick<Request, 'originalUrl' | 'openapi'>): string {
  let path = req.originalUrl.split('?')[0] ?? '';
  for (const [name, value] of Object.entries(req.openapi?.pathParams ?? {})) {
    if (!value || !isCredentialName(name)) continue;
    // The path holds the value as sent (percent-encoded); pathParams holds it decoded.
    for (const form of new Set([value, encodeURIComponent(value)])) path = path.split(form).join(MASK);
  }
  return path;
}
