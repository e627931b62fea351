// One typed openapi-fetch client per context (the contract package's generated factories), all riding
// on one test Session: `await admin.customer.GET('/api/agents/{agentId}', { params: { path: { agentId } } })`
// is checked by tsc against the spec and signed like the browser's requests. A new context's client
// appears here by itself once `make gen` has written its factory.
import { clientFactories, contexts, type Clients, type ContextName } from '@adops/openapi';
import { sessionMiddleware, type Session } from './session.ts';

export type { Clients as TypedClients, ContextName };

/**
 * The clients, each made on first use. Redirects are not followed, so a test sees the 302 a browser
 * would.
 */
export function typedClients(baseUrl: string, session: Session): Clients {
  const made = new Map<ContextName, unknown>();
  const clients = {} as Clients;
  for (const name of contexts) {
    Object.defineProperty(clients, name, {
      enumerable: true,
      get() {
        if (!made.has(name)) {
          const client = clientFactories[name]({ baseUrl, redirect: 'manual' });
          client.use(sessionMiddleware(session));
          made.set(name, client);
        }
        return made.get(name);
      },
    });
  }
  return clients;
}
