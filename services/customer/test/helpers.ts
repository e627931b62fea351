// Shared set-up for customer's integration tests: the real service on a fresh MariaDB database, and
// clients acting as any staff or dashboard user through tokens signed with the test service's key
// (identity is a separate service; it is not booted here).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { sessionCookieName, TokenSigner, type Role } from '@adops/platform';
import { startTestService, TestClient, type TestResponse, type TestService, type TestServiceOptions } from '@adops/platform/testing';
import { customerModule } from '../src/app.ts';

export async function startCustomer(options: TestServiceOptions = {}): Promise<TestService> {
  return startTestService(customerModule, options);
}

export interface As {
  roles: Role[];
  customerId?: string;
  agentId?: string;
  officeIds?: string[];
  /** How the token travels: the session cookie (default) or a bearer header. */
  via?: 'session' | 'bearer';
}

/** A client signed in as the given principal. */
export async function clientAs(svc: TestService, as: As): Promise<TestClient> {
  const signer = new TokenSigner(svc.booted.context.keys.privateKeyPem!);
  const dashboard = as.roles.some((r) => ['corporate', 'branchmanager', 'branchuser', 'agent'].includes(r));
  const via = as.via ?? 'session';
  const token = await signer.sign(
    { userId: randomUUID(), email: `${as.roles[0]}.${randomUUID().slice(0, 8)}@test.local`, kind: dashboard ? 'dashboard' : 'staff', roles: as.roles, customerId: as.customerId ?? null, agentId: as.agentId ?? null, officeIds: as.officeIds ?? [] },
    via,
    3600,
  );
  if (via === 'bearer') return new TestClient(svc.url).useBearer(token);
  return new SessionClient(svc.url, `${sessionCookieName(svc.config.mode)}=${token}`);
}

class SessionClient extends TestClient {
  private readonly cookie: string;

  constructor(baseUrl: string, cookie: string) {
    super(baseUrl);
    this.cookie = cookie;
  }

  override request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestResponse<T>> {
    return super.request<T>(method, path, body, { cookie: this.cookie, ...headers });
  }
}

export const anon = (svc: TestService) => new TestClient(svc.url);

/** An RFC 9457 problem with the given status (and, when given, exactly this detail). */
export function assertProblem(res: TestResponse, status: number, detail?: string | RegExp): void {
  assert.equal(res.status, status, `expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  assert.match(res.headers.get('content-type') ?? '', /^application\/problem\+json/);
  assert.equal(res.body.status, status);
  assert.equal(typeof res.body.detail, 'string');
  if (typeof detail === 'string') assert.equal(res.body.detail, detail);
  else if (detail) assert.match(res.body.detail, detail);
}

export function assertOk(res: TestResponse, status = 200): any {
  assert.equal(res.status, status, `expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

let n = 0;
export const unique = (label: string) => `${label} ${++n} ${randomUUID().slice(0, 6)}`;

export async function makeCustomer(admin: TestClient, extra: Record<string, unknown> = {}) {
  return assertOk(await admin.post('/api/customers', { name: unique('Customer'), ...extra }), 201) as { id: string; name: string; [k: string]: unknown };
}

export async function makeOffice(admin: TestClient, customerId: string, extra: Record<string, unknown> = {}) {
  return assertOk(await admin.post('/api/offices', { customerId, name: unique('Office'), ...extra }), 201) as { id: string; name: string; customerId: string };
}

export async function makeAgent(admin: TestClient, customerId: string, extra: Record<string, unknown> = {}) {
  return assertOk(await admin.post('/api/agents', { customerId, fullName: unique('Agent'), ...extra }), 201) as { id: string; fullName: string; customerId: string; [k: string]: unknown };
}

/** A 1x1 transparent PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
