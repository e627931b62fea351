// Shared set-up for identity's integration tests: the real service on a fresh MariaDB database,
// a seeded admin, and helpers to make and sign in users of any role.
import assert from 'node:assert/strict';
import type { TestResponse } from '@adops/platform/testing';
import { startTestService, TestClient, type TestService, type TestServiceOptions } from '@adops/platform/testing';
import { randomUUID } from 'node:crypto';
import { envelope, handleOnce } from '@adops/platform';
import { identityModule } from '../src/app.ts';
import { agentDirectorySubscription } from '../src/events/agent-directory.ts';

export const ADMIN = { email: 'admin@test.local', password: 'Admin-Passw0rd!' };
export const GOOD_PASSWORD = 'Correct-Horse-9';

export async function startIdentity(options: TestServiceOptions = {}): Promise<TestService> {
  return startTestService(identityModule, {
    ...options,
    env: { STAFF_SIGNUP: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, MAIL_DIR: `/tmp/adops-test-mail-${process.pid}-${Date.now()}`, ...options.env },
  });
}

export async function signedIn(svc: TestService, email = ADMIN.email, password = ADMIN.password, dashboard = false): Promise<TestClient> {
  const client = new TestClient(svc.url);
  const res = await client.post(dashboard ? '/api/auth/dashboard/signin' : '/api/auth/signin', { email, password });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}

let counter = 0;
/** Creates an active user with the given roles through the API (as admin) and returns a signed-in client. */
export async function userWithRoles(svc: TestService, admin: TestClient, roles: string[], extra: Record<string, unknown> = {}) {
  const email = `user${++counter}.${Date.now()}@test.local`;
  const res = await admin.post('/api/users', { email, roles, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, ...extra });
  if (res.status !== 201) throw new Error(`create user failed: ${res.status} ${JSON.stringify(res.body)}`);
  const dashboard = extra.kind === 'dashboard';
  return { user: res.body, client: await signedIn(svc, email, GOOD_PASSWORD, dashboard) };
}

/** The newest captured mail to an address (the embedded mailer writes files; tests read them back). */
export async function lastMailTo(admin: TestClient, to: string): Promise<{ subject: string; text: string }> {
  const res = await admin.get(`/api/auth/mail?to=${encodeURIComponent(to)}`);
  if (res.status !== 200 || !res.body.items.length) throw new Error(`no mail to ${to}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.items[0];
}

export const linkIn = (text: string) => /(https?:\/\/\S+)/.exec(text)![1]!;

// ---- shared assertions and builders for the integration tests ---------------------------------


/** Sign-in attempts all come from 127.0.0.1; files other than limits.test.ts lift the per-address cap. */
export const RELAXED_LIMITS = { SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: '10000', SIGNIN_MAX_FAILURES_PER_ACCOUNT: '1000' };

/** An RFC 9457 problem with the given status (and, when given, exactly this detail). */
export function assertProblem(res: TestResponse, status: number, detail?: string | RegExp): void {
  assert.equal(res.status, status, `expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  assert.match(res.headers.get('content-type') ?? '', /^application\/problem\+json/);
  assert.equal(res.body.status, status);
  assert.equal(typeof res.body.detail, 'string');
  assert.ok(res.body.detail.length > 0);
  if (typeof detail === 'string') assert.equal(res.body.detail, detail);
  else if (detail) assert.match(res.body.detail, detail);
}

export const anon = (svc: TestService) => new TestClient(svc.url);

let made = 0;
export const uniqueEmail = (label = 'u') => `${label}${++made}.${process.pid}.${Date.now()}@test.local`;

/** Creates a user through the API (as admin) without signing in; with a password unless `password: undefined`. */
export async function makeUser(admin: TestClient, roles: string[], extra: Record<string, unknown> = {}) {
  const email = (extra.email as string | undefined) ?? uniqueEmail(roles[0]);
  const res = await admin.post('/api/users', { email, roles, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, ...extra });
  if (res.status !== 201) throw new Error(`create user failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; email: string; [k: string]: unknown };
}

/** A 1x1 transparent PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * An agent of the customer context as identity learns of it: an `agent.created` event delivered to
 * identity's own consumer (through the platform's inbox), as the customer service would publish it.
 */
export async function seedAgent(svc: TestService, fields: { customerId: string; email?: string; officeIds?: string[]; fullName?: string }) {
  const agentId = randomUUID();
  const data = { agentId, customerId: fields.customerId, fullName: fields.fullName ?? 'Jo Agent', officeIds: fields.officeIds ?? [], didSignUpDashboard: false, ...(fields.email ? { email: fields.email } : {}) };
  const event = envelope('customer', { type: 'agent.created', subject: agentId, customerId: fields.customerId, data });
  const sub = agentDirectorySubscription();
  await handleOnce(svc.booted.dataSource, sub.consumer, event, sub.handlers['agent.created']!);
  return { id: agentId, ...data };
}
