// The one identity client of the app, with the error catalogue installed. The app registers the
// handlers (navigation, clearing the user) once it has mounted; until then they fall back to full
// page navigations.
import { createIdentityClient, type IdentityClient } from '@adops/openapi';
import { ROUTES } from '../constants.ts';
import { createErrorCatalogue, type ErrorCatalogueHandlers } from './errorCatalogue.ts';
import { rememberCurrentLocation } from '../app/returnTo.ts';

const fallbackHandlers: ErrorCatalogueHandlers = {
  unauthorized() {
    rememberCurrentLocation();
    window.location.assign(ROUTES.signIn);
  },
  forbidden() {
    window.location.assign(ROUTES.forbidden);
  },
  dashboardSignIn(url) {
    window.location.assign(`${ROUTES.customerDashboardSignIn}/${encodeURIComponent(url)}`);
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

export function createAppIdentityClient(baseUrl: string = window.location.origin, fetchImpl?: typeof fetch): IdentityClient {
  // Late-bound fetch, so tests can stub globalThis.fetch after this module has loaded.
  const client = createIdentityClient({ baseUrl, credentials: 'same-origin', fetch: fetchImpl ?? ((request: Request) => globalThis.fetch(request)) });
  client.use(createErrorCatalogue(() => handlers));
  return client;
}

export const identity: IdentityClient = createAppIdentityClient();

export { optOut } from './errorCatalogue.ts';
