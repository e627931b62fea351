// identity's own fixtures for its integration tests: the service with a seeded admin, users of any
// role made through its API and signed in for real, the captured mail, and agents of the customer
// context as identity learns of them. Everything generic is in @adops/platform/testing.
import { randomUUID } from 'node:crypto';
import { importPKCS8, SignJWT, type JWTPayload } from 'jose';
import type { Identity } from '@adops/openapi';
import { envelope } from '@adops/platform';
import { assertOk, deliverEvent, serviceUnderTest, startTestService, TestClient, uniqueEmail, type TestServiceOptions } from '@adops/platform/testing';
import { identityModule, identitySubscription } from '../src/app.ts';

type Schemas = Identity.components['schemas'];
export type Role = Schemas['Role'];

export const ADMIN = { email: 'admin@test.local', password: 'Admin-Passw0rd!' };
export const GOOD_PASSWORD = 'Correct-Horse-9';

/** Attempts all come from 127.0.0.1; files other than the limits tests lift the per-address caps. */
export const RELAXED_LIMITS = {
  SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: '10000',
  SIGNIN_MAX_FAILURES_PER_ACCOUNT: '1000',
  TOKEN_MAX_FAILURES_PER_ADDRESS: '10000',
  TOKEN_MAX_FAILURES_PER_KEY: '10000',
  TOKEN_MAX_PER_KEY: '10000',
};

export const startIdentity = (options: TestServiceOptions = {}) =>
  startTestService(identityModule, {
    ...options,
    env: { STAFF_SIGNUP: 'true', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, MAIL_DIR: `/tmp/adops-test-mail-${process.pid}-${randomUUID()}`, ...options.env },
  });

/** The identity service for the tests of this file (or describe block), started once, closed after. */
export const identityService = (options: TestServiceOptions = {}) => serviceUnderTest(() => startIdentity(options));

export type IdentityService = Awaited<ReturnType<typeof startIdentity>>;

/** A client signed in for real through identity's sign-in (staff, or with `dashboard` the dashboard's). */
export async function signedIn(svc: { url: string }, email = ADMIN.email, password = ADMIN.password, dashboard = false): Promise<TestClient> {
  const client = new TestClient(svc.url);
  const { response, error } = await client.identity.POST(dashboard ? '/api/auth/dashboard/signin' : '/api/auth/signin', { body: { email, password } });
  if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status} ${JSON.stringify(error)}`);
  return client;
}

export type NewUser = Partial<Omit<Schemas['CreateUserRequest'], 'password' | 'confirmPassword'>> & {
  /** The password (GOOD_PASSWORD unless given); `undefined` makes an invited user without one. */
  password?: string | undefined;
};

/** Creates a user through the API (as admin) without signing in; with GOOD_PASSWORD unless `password: undefined`. */
export async function makeUser(admin: TestClient, roles: Role[], extra: NewUser = {}) {
  const { password, ...rest } = { password: GOOD_PASSWORD, ...extra };
  const body = { email: extra.email ?? uniqueEmail(roles[0]), roles, ...rest, ...(password === undefined ? {} : { password, confirmPassword: password }) };
  return assertOk(await admin.identity.POST('/api/users', { body }), 201);
}

/** Creates an active user with these roles through the API (as admin) and signs them in. */
export async function userWithRoles(svc: { url: string }, admin: TestClient, roles: Role[], extra: NewUser = {}) {
  const user = await makeUser(admin, roles, extra);
  return { user, client: await signedIn(svc, user.email, extra.password ?? GOOD_PASSWORD, user.kind === 'dashboard') };
}

/** The newest captured mail to an address (the embedded mailer writes files; tests read them back). */
export async function lastMailTo(admin: TestClient, to: string): Promise<Schemas['CapturedMail']> {
  const mail = assertOk(await admin.identity.GET('/api/auth/mail', { params: { query: { to } } }));
  if (!mail.items[0]) throw new Error(`no mail to ${to}`);
  return mail.items[0];
}

export const linkIn = (text: string) => /(https?:\/\/\S+)/.exec(text)![1]!;

/** The path of the link in the newest mail to an address. */
export const mailedPath = async (admin: TestClient, to: string) => new URL(linkIn((await lastMailTo(admin, to)).text)).pathname;

/** The token at the end of the link in the newest mail to an address. */
export const mailedToken = async (admin: TestClient, to: string) => (await mailedPath(admin, to)).split('/').pop()!;

/**
 * An agent of the customer context as identity learns of it: an `agent.created` event delivered to
 * identity's own consumer (through the platform's inbox), as the customer service would publish it.
 */
export async function seedAgent(svc: IdentityService, fields: { customerId: string; email?: string; officeIds?: string[]; fullName?: string }) {
  const agentId = randomUUID();
  const data = { agentId, customerId: fields.customerId, fullName: fields.fullName ?? 'Jo Agent', officeIds: fields.officeIds ?? [], didSignUpDashboard: false, ...(fields.email ? { email: fields.email } : {}) };
  const event = envelope('customer', { type: 'agent.created', subject: agentId, customerId: fields.customerId, data });
  await deliverEvent(svc, identitySubscription(svc.booted.context), event);
  return { id: agentId, ...data };
}

/**
 * A JWT signed with the service's own key, as identity signs its tokens (issuer, audience, EdDSA), with
 * exactly the claims given: what an aged, hand-shaped or "log in as" token of the tests carries. Issued
 * `ageSeconds` before `now` (seconds since the epoch), it expires `ttlSeconds` after that.
 */
export async function signedWithServiceKey(
  svc: { booted: { context: { keys: { privateKeyPem?: string | undefined } } } },
  subject: string,
  claims: JWTPayload,
  { ageSeconds = 0, ttlSeconds = 3600, now = Math.floor(Date.now() / 1000) }: { ageSeconds?: number; ttlSeconds?: number; now?: number } = {},
): Promise<string> {
  const key = await importPKCS8(svc.booted.context.keys.privateKeyPem!, 'EdDSA');
  const iat = now - ageSeconds;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' })
    .setSubject(subject)
    .setIssuer('adops-identity')
    .setAudience('adops')
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key);
}
