// What a test client holds between requests, as a browser or a partner would: the cookies the server
// set (a cookie jar) and a bearer token. The raw TestClient and the typed openapi-fetch clients of one
// test client share one Session, so a sign-in through either is seen by both.
//
// A session may be handed its credentials later (`pending`): clientAs() returns its client at once
// and signs the token on the first request, so a fixture costs no await where it is declared.
import type { Middleware } from 'openapi-fetch';

export class Session {
  readonly cookies = new Map<string, string>();
  bearer: string | undefined;
  private pending: Promise<void> | undefined;

  /** Credentials that arrive later: every request waits for them first. */
  await(credentials: Promise<void>): this {
    this.pending = credentials;
    // A failure surfaces at the first request; until then it is not an unhandled rejection.
    credentials.catch(() => {});
    return this;
  }

  async ready(): Promise<void> {
    await this.pending;
  }

  /** A second session holding the same cookies and bearer token now: an "old cookie" kept aside. */
  copy(): Session {
    const twin = new Session();
    for (const [k, v] of this.cookies) twin.cookies.set(k, v);
    twin.bearer = this.bearer;
    if (this.pending) twin.pending = this.pending;
    return twin;
  }

  /** Adds the cookie and Authorization headers, unless the request sets its own. */
  sign(headers: Headers): void {
    if (this.cookies.size && !headers.has('cookie')) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (this.bearer && !headers.has('authorization')) headers.set('authorization', `Bearer ${this.bearer}`);
  }

  /** Keeps the cookies a response sets and forgets those it clears. */
  absorb(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
  }
}

/** The openapi-fetch middleware that makes a typed client travel with a Session. */
export function sessionMiddleware(session: Session): Middleware {
  return {
    async onRequest({ request }) {
      await session.ready();
      session.sign(request.headers);
      return request;
    },
    onResponse({ response }) {
      session.absorb(response);
      return response;
    },
  };
}
