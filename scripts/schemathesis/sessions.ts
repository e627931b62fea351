// The principals schemathesis runs as (scripts/embedded-checks, read by schemathesis.toml here).
// Usage: node scripts/schemathesis/sessions.ts BASE_URL — prints `export` lines, or exits 1 saying why.
//
// Every operation runs as the seeded admin (ADOPS_SESSION). A few operations end the session they are
// called with, or every session of the user they act on; run on the admin's own session or id they
// would sign the rest of the run out and leave it testing nothing but 401s. So signing out gets a
// second session of the admin (ADOPS_SIGNOUT_SESSION), and setting a user's password acts on a staff
// user made for it (ADOPS_TARGET_USER_ID).
const base = process.argv[2];
if (!base) {
  console.error('usage: node scripts/schemathesis/sessions.ts BASE_URL');
  process.exit(2);
}
const adminEmail = process.env.ADMIN_EMAIL ?? 'admin@adops.local';
const adminPassword = process.env.ADMIN_PASSWORD ?? 'Admin-Passw0rd!';
const targetPassword = 'Target-Passw0rd!';

async function call(method: string, path: string, body: unknown, cookie?: string): Promise<Response> {
  const res = await fetch(new URL(path, base), {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie: `adops_session=${cookie}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res;
}

async function signIn(email: string, password: string): Promise<string> {
  const res = await call('POST', '/api/auth/signin', { email, password });
  const cookie = res.headers.getSetCookie().map((c) => /^adops_session=([^;]+)/.exec(c)?.[1]).find(Boolean);
  if (!cookie) throw new Error(`signing in ${email} set no adops_session cookie`);
  return cookie;
}

async function createUser(admin: string, email: string, password: string): Promise<string> {
  const res = await call('POST', '/api/users', { email, displayName: email.split('@')[0], kind: 'staff', roles: ['operations'], password, confirmPassword: password, isActive: true }, admin);
  return ((await res.json()) as { id: string }).id;
}

try {
  const admin = await signIn(adminEmail, adminPassword);
  const targetId = await createUser(admin, 'fuzz-target@adops.local', targetPassword);
  const exports = {
    ADOPS_SESSION: admin,
    ADOPS_SIGNOUT_SESSION: await signIn(adminEmail, adminPassword),
    ADOPS_TARGET_USER_ID: targetId,
  };
  for (const [k, v] of Object.entries(exports)) console.log(`export ${k}='${v}'`);
} catch (error) {
  console.error(`could not prepare the schemathesis sessions: ${(error as Error).message}`);
  process.exit(1);
}
