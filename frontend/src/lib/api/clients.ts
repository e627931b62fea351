// One client per context (identity, customer), each with the same error-catalogue middleware. The app
// registers the handlers (navigation, clearing the user) once it has mounted; until then they fall back
// to full page navigations.
import { createCustomerClient, createIdentityClient, type ClientOptions, type CustomerClient, type IdentityClient } from '@adops/openapi';
import { ROUTES } from '../../constants.ts';
import { createErrorCatalogue, type ErrorCatalogueHandlers } from './errorCatalogue.ts';
import { rememberCurrentLocation } from '../auth/returnTo.ts';

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

/** Creates a context's client with the app's options and the error catalogue installed. */
function withErrorCatalogue<C extends { use(...m: ReturnType<typeof createErrorCatalogue>[]): void }>(
  create: (options: ClientOptions) => C, baseUrl: string, fetchImpl?: typeof fetch,
): C {
  // Late-bound fetch, so tests can stub globalThis.fetch after this module has loaded.
  const client = create({ baseUrl, credentials: 'same-origin', fetch: fetchImpl ?? ((request: Request) => globalThis.fetch(request)) });
  client.use(createErrorCatalogue(() => handlers));
  return client;
}

export function createAppIdentityClient(baseUrl: string = window.location.origin, fetchImpl?: typeof fetch): IdentityClient {
  return withErrorCatalogue(createIdentityClient, baseUrl, fetchImpl);
}

export function createAppCustomerClient(baseUrl: string = window.location.origin, fetchImpl?: typeof fetch): CustomerClient {
  return withErrorCatalogue(createCustomerClient, baseUrl, fetchImpl);
}

export const identity: IdentityClient = createAppIdentityClient();
export const customer: CustomerClient = createAppCustomerClient();

export { optOut } from './errorCatalogue.ts';
