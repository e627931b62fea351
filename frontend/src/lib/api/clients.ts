// One client per context (every generated client factory), each with the same error-catalogue middleware. The app
// registers the handlers (navigation, clearing the user) once it has mounted; until then they fall back
// to full page navigations. In a "log in as" tab (lib/auth/sessionAs.ts) every call asks for that
// tab's session with the X-Session header.
import type { Middleware } from 'openapi-fetch';
import { clientFactories, type ClientOptions, type Clients } from '@adops/openapi';
import { APP_PATHS } from '../../constants.ts';
import { AUTH_PATHS } from '../../features/auth/paths.ts';
import { createErrorCatalogue, type ErrorCatalogueHandlers } from './errorCatalogue.ts';
import { rememberCurrentLocation } from '../auth/returnTo.ts';
import { adoptSessionAsFromUrl, forgetSessionAs, SESSION_HEADER, sessionHeaderValue } from '../auth/sessionAs.ts';

// Before the first call: a tab that lands from a used pre-auth link marks itself.
adoptSessionAsFromUrl();

/**
 * Adds X-Session in a "log in as" tab. A 401 to a call that asked for that session means it is over
 * (signed out elsewhere, expired, its user deactivated, or replaced by a later "log in as" of another
 * user): the tab forgets it and is an ordinary tab again, which the error catalogue then sends to sign in.
 */
export const sessionAsMiddleware: Middleware = {
  onRequest({ request }) {
    const value = sessionHeaderValue();
    if (!value) return undefined;
    const headers = new Headers(request.headers);
    headers.set(SESSION_HEADER, value);
    return new Request(request, { headers });
  },
  onResponse({ request, response }) {
    if (response.status === 401 && request.headers.get(SESSION_HEADER) === sessionHeaderValue()) forgetSessionAs();
    return undefined;
  },
};

const fallbackHandlers: ErrorCatalogueHandlers = {
  unauthorized() {
    rememberCurrentLocation();
    window.location.assign(AUTH_PATHS.signIn);
  },
  forbidden() {
    window.location.assign(APP_PATHS.forbidden);
  },
  dashboardSignIn(url) {
    window.location.assign(`${AUTH_PATHS.customerDashboardSignIn}/${encodeURIComponent(url)}`);
  },
};

let handlers: ErrorCatalogueHandlers = fallbackHandlers;

/** Installs the app's handlers; returns a function that restores the fallback. */
export function setErrorCatalogueHandlers(next: ErrorCatalogueHandlers): () => void {
  handlers = next;
  return () => {
    if (handlers === next) handlers = fallbackHandlers;
  };
}

/** Creates a context's client with the app's options and the error catalogue installed. */
function withErrorCatalogue<C extends { use(...m: Middleware[]): void }>(
  create: (options: ClientOptions) => C, baseUrl: string, fetchImpl?: typeof fetch,
): C {
  // Late-bound fetch, so tests can stub globalThis.fetch after this module has loaded.
  const client = create({ baseUrl, credentials: 'same-origin', fetch: fetchImpl ?? ((request: Request) => globalThis.fetch(request)) });
  client.use(sessionAsMiddleware, createErrorCatalogue(() => handlers));
  return client;
}

/** Every context's client (one per generated client factory), each with the error catalogue. */
export function createAppClients(baseUrl: string = window.location.origin, fetchImpl?: typeof fetch): Clients {
  const factories = clientFactories as Record<string, (options: ClientOptions) => Clients[keyof Clients]>;
  const entries = Object.entries(factories).map(([name, create]) => [name, withErrorCatalogue(create, baseUrl, fetchImpl)]);
  return Object.fromEntries(entries) as Clients;
}

/** The app's clients. Pages do not call them: they use the data hooks and mutations of ./generated/ (optOut() from ./errorCatalogue.ts). */
export const clients: Clients = createAppClients();

