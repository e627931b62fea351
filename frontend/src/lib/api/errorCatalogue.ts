// The error catalogue of spec 000 §8, in one openapi-fetch middleware:
//   401 → clear the user and go to sign-in (remembering where the user was);
//   403 → go to /forbidden, for reads (GET, HEAD: a page loading a resource the user may not see);
//   500 → with a `url` in the body, go to the customer-dashboard sign-in with it; otherwise /forbidden.
// A call opts out by sending the OPT_OUT_HEADER (see `optOut()`); the header never leaves the browser.
// A refused change (POST, PUT, DELETE … answered 403) is opted out of the 403 rule: leaving the page
// would lose what the user typed, so the caller keeps the form and shows the problem's message
// (useApiForm, useDeleteAndLeave and the action buttons all do).
import type { Middleware } from '@adops/openapi';

export const OPT_OUT_HEADER = 'x-adops-skip-error-catalogue';

/** Per-call options that opt a request out of the catalogue: `client.POST(path, { ...optOut() })`. */
export const optOut = () => ({ headers: { [OPT_OUT_HEADER]: '1' } }) as const;

export interface ErrorCatalogueHandlers {
  /** 401: clear the user and go to sign-in. */
  unauthorized(): void;
  /** 403, or 500 without a url: go to /forbidden. */
  forbidden(): void;
  /** 500 with a url: go to the customer-dashboard sign-in with that url. */
  dashboardSignIn(url: string): void;
}

async function urlFromBody(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.clone().json();
    if (body && typeof body === 'object' && 'url' in body && typeof body.url === 'string' && body.url) return body.url;
  } catch {
    // Not JSON: no url.
  }
  return undefined;
}

/** A read: what a page does to load; a 403 on it means the page itself is forbidden. */
const isRead = (request: Request) => request.method === 'GET' || request.method === 'HEAD';

export function createErrorCatalogue(getHandlers: () => ErrorCatalogueHandlers): Middleware {
  const optedOut = new Set<string>();
  return {
    onRequest({ request, id }) {
      if (request.headers.has(OPT_OUT_HEADER)) {
        optedOut.add(id);
        const headers = new Headers(request.headers);
        headers.delete(OPT_OUT_HEADER);
        return new Request(request, { headers });
      }
      return undefined;
    },
    async onResponse({ request, response, id }) {
      if (optedOut.delete(id)) return undefined;
      const handlers = getHandlers();
      if (response.status === 401) handlers.unauthorized();
      else if (response.status === 403) {
        if (isRead(request)) handlers.forbidden();
      }
      else if (response.status === 500) {
        const url = await urlFromBody(response);
        if (url) handlers.dashboardSignIn(url);
        else handlers.forbidden();
      }
      return undefined;
    },
    onError({ id }) {
      optedOut.delete(id);
      return undefined;
    },
  };
}
