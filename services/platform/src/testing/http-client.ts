// A client for integration tests, acting as one browser or partner (one Session). It speaks two ways:
// - typed, through the spec: `client.customer.GET('/api/agents/{agentId}', …)` (openapi-fetch), for
//   what a well-behaved caller sends;
// - raw JSON: `client.post('/api/agents', body)`, for what the spec forbids (unknown fields, wrong
//   types, bytes) and for routes outside the specs (health, redirects).
import { Session } from './session.ts';
import { contexts } from '@adops/openapi';
import { typedClients, type TypedClients } from './typed-clients.ts';

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

// The typed clients (`client.identity`, `client.customer` …) are defined per context in the
// constructor; this merge gives them their types, which a class cannot declare from a mapped type.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type
export interface TestClient extends TypedClients {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class TestClient {
  readonly baseUrl: string;
  readonly session: Session;

  constructor(baseUrl: string, session = new Session()) {
    this.baseUrl = baseUrl;
    this.session = session;
    const typed = typedClients(baseUrl, session);
    for (const name of contexts) Object.defineProperty(this, name, { enumerable: false, get: () => typed[name] });
  }

  useBearer(token: string | undefined): this {
    this.session.bearer = token;
    return this;
  }

  clearCookies(): void {
    this.session.cookies.clear();
  }

  /** A second client holding the same cookies and bearer token now: an "old cookie" kept by an attacker. */
  copy(baseUrl = this.baseUrl): TestClient {
    return new TestClient(baseUrl, this.session.copy());
  }

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestResponse<T>> {
    await this.session.ready();
    const h = new Headers({ accept: 'application/json', ...headers });
    this.session.sign(h);
    let payload: string | Uint8Array | undefined;
    if (Buffer.isBuffer(body)) payload = new Uint8Array(body);
    else if (body !== undefined) {
      if (!h.has('content-type')) h.set('content-type', 'application/json');
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await fetch(this.baseUrl + path, { method, headers: h, redirect: 'manual', ...(payload !== undefined ? { body: payload } : {}) });
    this.session.absorb(res);
    const type = res.headers.get('content-type') ?? '';
    const text = await res.text();
    const parsed = type.includes('json') && text ? JSON.parse(text) : text;
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }
  put<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, body, headers);
  }
  delete<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, undefined, headers);
  }
}
