// A small HTTP client for integration tests: JSON in and out, and a cookie jar per client, so a
// test can act as a signed-in browser.
export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export class TestClient {
  readonly baseUrl: string;
  private cookies = new Map<string, string>();
  private bearer: string | undefined;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  useBearer(token: string | undefined): this {
    this.bearer = token;
    return this;
  }

  clearCookies(): void {
    this.cookies.clear();
  }

  /** A second client holding the same cookies and bearer token now: an "old cookie" kept by an attacker. */
  copy(baseUrl = this.baseUrl): TestClient {
    const twin = new TestClient(baseUrl);
    twin.cookies = new Map(this.cookies);
    twin.bearer = this.bearer;
    return twin;
  }

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestResponse<T>> {
    const h: Record<string, string> = { accept: 'application/json', ...headers };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.bearer) h.authorization = `Bearer ${this.bearer}`;
    let payload: string | Uint8Array | undefined;
    if (Buffer.isBuffer(body)) payload = new Uint8Array(body);
    else if (body !== undefined) {
      h['content-type'] ??= 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await fetch(this.baseUrl + path, { method, headers: h, redirect: 'manual', ...(payload !== undefined ? { body: payload } : {}) });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
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
