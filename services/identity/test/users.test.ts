// Staff management of users and dashboard users over HTTP: roles per operation, the admin-only
// rules, validation, and tenancy for dashboard managers (another customer's user is 404, never data).
import { test, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { sessionCookieName, TokenSigner } from '@adops/platform';
import { anon, assertProblem, eventLog, PNG, uniqueEmail, uniqueTag, type TestClient } from '@adops/platform/testing';
import { ADMIN, GOOD_PASSWORD, identityService, lastMailTo, mailedToken, makeUser, RELAXED_LIMITS, signedIn, userWithRoles } from './helpers.ts';

const PASSWORD_MESSAGE = 'Please enter a passphrase or password with 6 or more characters.';
const CUSTOMER_A = randomUUID();
const CUSTOMER_B = randomUUID();
const OFFICE_1 = randomUUID();
const OFFICE_2 = randomUUID();

type U = { id: string; email: string; [k: string]: unknown };
const svc = identityService({ env: RELAXED_LIMITS });
const events = eventLog(svc);
// Signed-in users every test acts as, and three inactive dashboard users the tests only read; a test
// that changes a user makes its own.
const TAG = uniqueTag();
let admin: TestClient;
let adminId: string;
let operations: TestClient;
let sales: TestClient;
let corporateA: TestClient;
let managerA1: TestClient;
let agentA: TestClient;
let corporateAUser: U;
let agentAUser: U;
let a1: U; // customer A, office 1
let a2: U; // customer A, office 2
let b1: U; // customer B, office 1 (the same office id as a1, another customer)

before(async () => {
  await svc.ready;
  admin = await signedIn(svc);
  adminId = (await admin.get('/api/users/me')).body.id;
  operations = (await userWithRoles(svc, admin, ['operations'])).client;
  sales = (await userWithRoles(svc, admin, ['sales'])).client;
  const corp = await userWithRoles(svc, admin, ['corporate'], { kind: 'dashboard', customerId: CUSTOMER_A });
  corporateA = corp.client;
  corporateAUser = corp.user;
  managerA1 = (await userWithRoles(svc, admin, ['branchmanager'], { kind: 'dashboard', customerId: CUSTOMER_A, officeIds: [OFFICE_1] })).client;
  const agent = await userWithRoles(svc, admin, ['agent'], { kind: 'dashboard', customerId: CUSTOMER_A, agentId: randomUUID() });
  agentA = agent.client;
  agentAUser = agent.user;
  a1 = await makeUser(admin, ['branchuser'], { kind: 'dashboard', customerId: CUSTOMER_A, officeIds: [OFFICE_1], isActive: false, email: uniqueEmail(`${TAG}a1`) });
  a2 = await makeUser(admin, ['branchuser'], { kind: 'dashboard', customerId: CUSTOMER_A, officeIds: [OFFICE_2], isActive: false, email: uniqueEmail(`${TAG}a2`) });
  b1 = await makeUser(admin, ['branchuser'], { kind: 'dashboard', customerId: CUSTOMER_B, officeIds: [OFFICE_1], isActive: false, email: uniqueEmail(`${TAG}b1`) });
});

/** An inactive dashboard user of this test's own. */
const inactiveDashboardUser = (customerId: string, officeIds: string[]) => makeUser(admin, ['branchuser'], { kind: 'dashboard', customerId, officeIds, isActive: false });

const isActive = async (id: string) => (await admin.get(`/api/users/${id}`)).body.isActive as boolean;

describe('listUsers', () => {
  test('admin and operations list staff users with filters, search and sort', async () => {
    const res = await admin.get('/api/users/list?limit=100');
    assert.equal(res.status, 200);
    assert.ok(res.body.items.every((u: U) => u.kind === 'staff'));
    assert.ok(res.body.items.some((u: U) => u.email === ADMIN.email));
    assert.equal(res.body.count, res.body.items.length);
    const admins = await operations.get('/api/users/list?role=admin');
    assert.equal(admins.status, 200);
    assert.deepEqual(admins.body.items.map((u: U) => u.email), [ADMIN.email]);
    const dash = await admin.get(`/api/users/list?kind=dashboard&isActive=false&sort=email&search=${TAG}`);
    const emails = dash.body.items.map((u: U) => u.email);
    assert.deepEqual(emails, [a1.email, a2.email, b1.email].sort());
    const search = await admin.get(`/api/users/list?kind=dashboard&search=${encodeURIComponent(a1.email.split('@')[0]!)}`);
    assert.deepEqual(search.body.items.map((u: U) => u.id), [a1.id]);
    const paged = await admin.get('/api/users/list?limit=1&page=2&sort=email');
    assert.equal(paged.body.items.length, 1);
    assert.ok(paged.body.count > 1);
  });
  test('401 without a session; 403 for sales and for a dashboard user', async () => {
    assertProblem(await anon(svc).get('/api/users/list'), 401);
    assertProblem(await sales.get('/api/users/list'), 403);
    assertProblem(await corporateA.get('/api/users/list?kind=dashboard'), 403);
  });
  test('invalid query is 400: limit 101, search of 1 character, unknown sort, unknown parameter', async () => {
    assertProblem(await admin.get('/api/users/list?limit=101'), 400);
    assertProblem(await admin.get('/api/users/list?search=a'), 400);
    assertProblem(await admin.get('/api/users/list?sort=passwordHash'), 400);
    assertProblem(await admin.get('/api/users/list?customerId=x'), 400);
    assertProblem(await admin.get('/api/users/list?page=0'), 400);
  });
});

describe('listDashboardUsers', () => {
  test('staff see every customer’s dashboard users', async () => {
    const res = await operations.get('/api/users/dashboard-users?limit=100');
    assert.equal(res.status, 200);
    const ids = res.body.items.map((u: U) => u.id);
    for (const u of [a1, a2, b1, agentAUser, corporateAUser]) assert.ok(ids.includes(u.id));
    const onlyB = await admin.get(`/api/users/dashboard-users?customerId=${CUSTOMER_B}`);
    assert.deepEqual(onlyB.body.items.map((u: U) => u.id), [b1.id]);
  });
  test('a corporate user sees only their own customer’s users', async () => {
    const res = await corporateA.get('/api/users/dashboard-users?limit=100');
    assert.equal(res.status, 200);
    assert.ok(res.body.items.length >= 4);
    assert.ok(res.body.items.every((u: U) => u.customerId === CUSTOMER_A), JSON.stringify(res.body.items));
    assert.ok(!res.body.items.some((u: U) => u.id === b1.id));
    assert.equal(res.body.count, res.body.items.length);
    const asked = await corporateA.get(`/api/users/dashboard-users?customerId=${CUSTOMER_B}`);
    assert.equal(asked.status, 200);
    assert.deepEqual(asked.body, { items: [], count: 0 });
  });
  test('a branch manager sees only the users of their offices in their customer', async () => {
    const res = await managerA1.get('/api/users/dashboard-users?limit=100');
    assert.equal(res.status, 200);
    const ids = res.body.items.map((u: U) => u.id);
    assert.ok(ids.includes(a1.id));
    assert.ok(!ids.includes(a2.id));
    assert.ok(!ids.includes(b1.id));
    assert.ok(res.body.items.every((u: U) => u.customerId === CUSTOMER_A && (u.officeIds as string[]).includes(OFFICE_1)));
  });
  test('401 without a session; 403 for sales and for an agent', async () => {
    assertProblem(await anon(svc).get('/api/users/dashboard-users'), 401);
    assertProblem(await sales.get('/api/users/dashboard-users'), 403);
    assertProblem(await agentA.get('/api/users/dashboard-users'), 403);
  });
  test('invalid query is 400', async () => {
    assertProblem(await corporateA.get('/api/users/dashboard-users?limit=101'), 400);
    assertProblem(await corporateA.get('/api/users/dashboard-users?search=x'), 400);
    assertProblem(await corporateA.get('/api/users/dashboard-users?customerId=nope'), 400);
  });
});

describe('createUser', () => {
  test('admin creates a user with a password (active, lower-cased) and records user.signed_up', async () => {
    const email = uniqueEmail('Created').toUpperCase();
    const mark = await events.mark();
    const res = await admin.post('/api/users', { email, displayName: 'Sam Sales', roles: ['sales'], password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD });
    assert.equal(res.status, 201);
    assert.equal(res.body.email, email.toLowerCase());
    assert.equal(res.body.displayName, 'Sam Sales');
    assert.deepEqual(res.body.roles, ['sales']);
    assert.equal(res.body.kind, 'staff');
    assert.equal(res.body.isActive, true);
    const recorded = await events.since(mark);
    assert.deepEqual(recorded.map((e) => e.type), ['user.signed_up']);
    assert.deepEqual(recorded[0]!.data, { userId: res.body.id, email: email.toLowerCase(), kind: 'staff', roles: ['sales'], isActive: true });
    await signedIn(svc, email.toLowerCase(), GOOD_PASSWORD);
  });
  test('without a password the user is invited by e-mail and chooses one', async () => {
    const email = uniqueEmail('invited');
    const res = await operations.post('/api/users', { email, roles: ['sales'] });
    assert.equal(res.status, 201);
    const mail = await lastMailTo(admin, email);
    assert.equal(mail.subject, 'You are invited to AdOps');
    const token = await mailedToken(admin, email);
    assert.equal((await anon(svc).post(`/api/auth/reset/${token}`, { password: 'Chosen-Passw0rd', confirmPassword: 'Chosen-Passw0rd' })).status, 200);
    await signedIn(svc, email, 'Chosen-Passw0rd');
  });
  test('operations may not create an admin (403); admin may', async () => {
    assertProblem(await operations.post('/api/users', { email: uniqueEmail(), roles: ['admin'] }), 403);
    assertProblem(await operations.post('/api/users', { email: uniqueEmail(), roles: ['sales', 'admin'] }), 403);
    assert.equal((await admin.post('/api/users', { email: uniqueEmail('adm'), roles: ['admin'], password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD })).status, 201);
  });
  test('401 without a session; 403 for sales and for a corporate user', async () => {
    assertProblem(await anon(svc).post('/api/users', { email: uniqueEmail(), roles: ['sales'] }), 401);
    assertProblem(await sales.post('/api/users', { email: uniqueEmail(), roles: ['sales'] }), 403);
    assertProblem(await corporateA.post('/api/users', { email: uniqueEmail(), roles: ['agent'], kind: 'dashboard', customerId: CUSTOMER_A }), 403);
  });
  test('invalid input is 400: short password, roles of the wrong kind, no customer, unknown field, no roles', async () => {
    assertProblem(await admin.post('/api/users', { email: uniqueEmail(), roles: ['sales'], password: 'abc', confirmPassword: 'abc' }), 400, PASSWORD_MESSAGE);
    assertProblem(await admin.post('/api/users', { email: uniqueEmail(), roles: ['corporate'] }), 400);
    assertProblem(await admin.post('/api/users', { email: uniqueEmail(), roles: ['sales'], kind: 'dashboard', customerId: CUSTOMER_A }), 400);
    assertProblem(await admin.post('/api/users', { email: uniqueEmail(), roles: ['agent'], kind: 'dashboard' }), 400);
    assertProblem(await admin.post('/api/users', { email: uniqueEmail(), roles: ['sales'], passwordHash: 'x' }), 400);
    assertProblem(await admin.post('/api/users', { email: uniqueEmail(), roles: [] }), 400);
    assertProblem(await admin.post('/api/users', { email: uniqueEmail(), roles: ['root'] }), 400);
  });
  test('an existing address (any case) is 409', async () => {
    assertProblem(await admin.post('/api/users', { email: ADMIN.email.toUpperCase(), roles: ['sales'] }), 409);
  });
});

describe('getUser', () => {
  test('staff get any user', async () => {
    const res = await operations.get(`/api/users/${b1.id}`);
    assert.equal(res.status, 200);
    assert.equal(res.body.email, b1.email);
    assert.equal(res.body.customerId, CUSTOMER_B);
    assert.equal(res.body.passwordHash, undefined);
  });
  test('401 without a session; 403 for sales and dashboard users (even of the same customer)', async () => {
    assertProblem(await anon(svc).get(`/api/users/${a1.id}`), 401);
    assertProblem(await sales.get(`/api/users/${a1.id}`), 403);
    const other = await corporateA.get(`/api/users/${b1.id}`);
    assertProblem(other, 403);
    assert.equal(other.body.email, undefined);
  });
  test('404 for an unknown id; 400 for a malformed one', async () => {
    assertProblem(await admin.get(`/api/users/${randomUUID()}`), 404);
    assertProblem(await admin.get('/api/users/not-a-uuid'), 400);
  });
});

describe('updateUser', () => {
  test('operations update a user’s name and roles', async () => {
    const u = await makeUser(admin, ['sales']);
    const res = await operations.put(`/api/users/${u.id}`, { displayName: 'Renamed', roles: ['sales', 'operations'] });
    assert.equal(res.status, 200);
    assert.equal(res.body.displayName, 'Renamed');
    assert.deepEqual(res.body.roles, ['sales', 'operations']);
    const got = await admin.get(`/api/users/${u.id}`);
    assert.equal(got.body.displayName, 'Renamed');
    assert.deepEqual(got.body.roles, ['sales', 'operations']);
  });
  test('operations may not grant admin, nor change an admin (403)', async () => {
    const u = await makeUser(admin, ['sales']);
    assertProblem(await operations.put(`/api/users/${u.id}`, { roles: ['admin'] }), 403);
    assert.deepEqual((await admin.get(`/api/users/${u.id}`)).body.roles, ['sales']);
    assertProblem(await operations.put(`/api/users/${adminId}`, { displayName: 'Hijacked' }), 403);
    assert.equal((await admin.get(`/api/users/${adminId}`)).body.displayName, 'Admin');
  });
  test('nobody changes their own activation or roles (an unchanged value is fine)', async () => {
    assertProblem(await admin.put(`/api/users/${adminId}`, { isActive: false }), 403, 'You cannot change your own roles or activation.');
    assertProblem(await admin.put(`/api/users/${adminId}`, { roles: ['sales'] }), 403, 'You cannot change your own roles or activation.');
    assertProblem(await admin.put(`/api/users/${adminId}`, { roles: ['admin', 'operations'] }), 403, 'You cannot change your own roles or activation.');
    assert.equal((await admin.put(`/api/users/${adminId}`, { roles: ['admin'], displayName: 'The Admin' })).status, 200);
  });
  test('deactivation through update records user.deactivated and blocks sign-in', async () => {
    const u = await makeUser(admin, ['sales']);
    const mark = await events.mark();
    assert.equal((await admin.put(`/api/users/${u.id}`, { isActive: false })).status, 200);
    assertProblem(await anon(svc).post('/api/auth/signin', { email: u.email, password: GOOD_PASSWORD }), 403, 'User Is Not Active');
    const recorded = await events.since(mark);
    assert.deepEqual(recorded.map((e) => e.type), ['user.deactivated', 'user.sessions_revoked']);
    assert.ok(recorded[0]?.type === 'user.deactivated');
    assert.equal(recorded[0].data.userId, u.id);
    assert.equal(recorded[0].data.isActive, false);
  });
  test('401 without a session; 403 for sales and for a corporate user', async () => {
    assertProblem(await anon(svc).put(`/api/users/${a1.id}`, { displayName: 'x' }), 401);
    assertProblem(await sales.put(`/api/users/${a1.id}`, { displayName: 'x' }), 403);
    assertProblem(await corporateA.put(`/api/users/${a1.id}`, { displayName: 'x' }), 403);
  });
  test('invalid input is 400: empty body, unknown field, dashboard role on staff; unknown user 404', async () => {
    const u = await makeUser(admin, ['sales']);
    assertProblem(await admin.put(`/api/users/${u.id}`, {}), 400);
    assertProblem(await admin.put(`/api/users/${u.id}`, { email: 'new@test.local' }), 400);
    assertProblem(await admin.put(`/api/users/${u.id}`, { roles: ['corporate'] }), 400);
    assertProblem(await admin.put(`/api/users/${randomUUID()}`, { displayName: 'x' }), 404);
  });
});

describe('activateUser', () => {
  test('staff activate a user; the event is recorded', async () => {
    const u = await makeUser(admin, ['sales'], { isActive: false });
    const mark = await events.mark();
    const res = await operations.post(`/api/users/${u.id}/activate`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { message: 'user has been activated.' });
    assert.equal(await isActive(u.id), true);
    const recorded = await events.since(mark);
    assert.deepEqual(recorded.map((e) => e.type), ['user.activated']);
    assert.deepEqual(recorded[0]!.data, { userId: u.id, email: u.email, kind: 'staff', roles: ['sales'], isActive: true });
  });
  test('a corporate user activates their customer’s user, and gets 404 for customer B’s (which stays inactive)', async () => {
    const own = await inactiveDashboardUser(CUSTOMER_A, [OFFICE_2]);
    const other = await corporateA.post(`/api/users/${b1.id}/activate`);
    assertProblem(other, 404);
    assert.equal(await isActive(b1.id), false);
    assert.equal((await corporateA.post(`/api/users/${own.id}/activate`)).status, 200);
    assert.equal(await isActive(own.id), true);
  });
  test('a branch manager activates users of their offices only', async () => {
    const [own, c] = [await inactiveDashboardUser(CUSTOMER_A, [OFFICE_1]), await inactiveDashboardUser(CUSTOMER_A, [OFFICE_2])];
    assertProblem(await managerA1.post(`/api/users/${c.id}/activate`), 404);
    assert.equal(await isActive(c.id), false);
    assertProblem(await managerA1.post(`/api/users/${b1.id}/activate`), 404);
    assert.equal(await isActive(b1.id), false);
    assert.equal((await managerA1.post(`/api/users/${own.id}/activate`)).status, 200);
    assert.equal(await isActive(own.id), true);
  });
  test('a corporate user cannot reach staff users (404)', async () => {
    const s = await makeUser(admin, ['sales'], { isActive: false });
    assertProblem(await corporateA.post(`/api/users/${s.id}/activate`), 404);
    assert.equal(await isActive(s.id), false);
  });
  test('401 without a session; 403 for sales and agents; 400 for a malformed id; 404 unknown', async () => {
    assertProblem(await anon(svc).post(`/api/users/${b1.id}/activate`), 401);
    assertProblem(await sales.post(`/api/users/${b1.id}/activate`), 403);
    assertProblem(await agentA.post(`/api/users/${a1.id}/activate`), 403);
    assertProblem(await admin.post('/api/users/nope/activate'), 400);
    assertProblem(await admin.post(`/api/users/${randomUUID()}/activate`), 404);
  });
});

describe('deactivateUser', () => {
  test('staff deactivate a user, who then cannot sign in', async () => {
    const u = await makeUser(admin, ['sales']);
    const res = await operations.post(`/api/users/${u.id}/deactivate`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { message: 'user has been deactivated.' });
    assert.equal(await isActive(u.id), false);
    assertProblem(await anon(svc).post('/api/auth/signin', { email: u.email, password: GOOD_PASSWORD }), 403, 'User Is Not Active');
  });
  test('nobody deactivates themselves; operations may not deactivate an admin', async () => {
    assertProblem(await admin.post(`/api/users/${adminId}/deactivate`), 403, 'You cannot change your own roles or activation.');
    assertProblem(await admin.post(`/api/users/${adminId}/activate`), 403, 'You cannot change your own roles or activation.');
    assertProblem(await operations.post(`/api/users/${adminId}/deactivate`), 403);
    assert.equal(await isActive(adminId), true);
  });
  test('401 without a session; 403 for sales and dashboard managers; 400 malformed; 404 unknown', async () => {
    assertProblem(await anon(svc).post(`/api/users/${a1.id}/deactivate`), 401);
    assertProblem(await sales.post(`/api/users/${a1.id}/deactivate`), 403);
    assertProblem(await corporateA.post(`/api/users/${a1.id}/deactivate`), 403);
    assertProblem(await admin.post('/api/users/nope/deactivate'), 400);
    assertProblem(await admin.post(`/api/users/${randomUUID()}/deactivate`), 404);
  });
});

describe('setUserPassword', () => {
  test('staff set another user’s password; the new one signs in, the old one does not', async () => {
    const u = await makeUser(admin, ['sales']);
    const res = await operations.put(`/api/users/${u.id}/password`, { password: 'Set-By-Ops-9', confirmPassword: 'Set-By-Ops-9' });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { message: 'The password has been changed.' });
    await signedIn(svc, u.email, 'Set-By-Ops-9');
    assertProblem(await anon(svc).post('/api/auth/signin', { email: u.email, password: GOOD_PASSWORD }), 401);
  });
  test('operations may not change an admin’s password', async () => {
    assertProblem(await operations.put(`/api/users/${adminId}/password`, { password: 'Set-By-Ops-9', confirmPassword: 'Set-By-Ops-9' }), 403);
    await signedIn(svc);
  });
  test('401 without a session; 403 for sales; 400 for a short password or unknown field; 404 unknown', async () => {
    const body = { password: 'Set-By-Ops-9', confirmPassword: 'Set-By-Ops-9' };
    assertProblem(await anon(svc).put(`/api/users/${a1.id}/password`, body), 401);
    assertProblem(await sales.put(`/api/users/${a1.id}/password`, body), 403);
    assertProblem(await corporateA.put(`/api/users/${a1.id}/password`, body), 403);
    assertProblem(await admin.put(`/api/users/${a1.id}/password`, { password: 'abc', confirmPassword: 'abc' }), 400, PASSWORD_MESSAGE);
    assertProblem(await admin.put(`/api/users/${a1.id}/password`, { ...body, currentPassword: 'x' }), 400);
    assertProblem(await admin.put(`/api/users/${randomUUID()}/password`, body), 404);
  });
});

describe('setUserPicture and getUserPicture', () => {
  test('staff upload a user’s picture; any signed-in staff user can fetch it', async () => {
    const res = await operations.put(`/api/users/${b1.id}/picture`, PNG, { 'content-type': 'image/png' });
    assert.equal(res.status, 200);
    assert.equal(res.body.hasPicture, true);
    const pic = await sales.get(`/api/users/${b1.id}/picture`, { accept: 'image/*' });
    assert.equal(pic.status, 200);
    assert.equal(pic.headers.get('content-type'), 'image/png');
  });
  test('a picture is fetched byte for byte', async () => {
    const token = await new TokenSigner(svc.booted.context.keys.privateKeyPem!).sign({ userId: adminId, email: ADMIN.email, kind: 'staff', roles: ['admin'] }, 'session', 60);
    const res = await fetch(`${svc.url}/api/users/${b1.id}/picture`, { headers: { cookie: `${sessionCookieName(svc.config.mode)}=${token}` } });
    assert.equal(res.status, 200);
    assert.deepEqual(Buffer.from(await res.arrayBuffer()), PNG);
  });
  test('a dashboard user of customer A gets 404 for customer B’s user’s picture', async () => {
    const res = await corporateA.get(`/api/users/${b1.id}/picture`, { accept: 'image/*' });
    assertProblem(res, 404);
  });
  test('a dashboard user sees their own picture and their customer’s', async () => {
    assert.equal((await operations.put(`/api/users/${a1.id}/picture`, PNG, { 'content-type': 'image/png' })).status, 200);
    assert.equal((await corporateA.get(`/api/users/${a1.id}/picture`, { accept: 'image/*' })).status, 200);
    assert.equal((await operations.put(`/api/users/${agentAUser.id}/picture`, PNG, { 'content-type': 'image/png' })).status, 200);
    assert.equal((await agentA.get(`/api/users/${agentAUser.id}/picture`, { accept: 'image/*' })).status, 200);
  });
  test('no picture is 404; malformed id is 400; no session is 401', async () => {
    assertProblem(await admin.get(`/api/users/${adminId}/picture`), 404);
    assertProblem(await admin.get('/api/users/nope/picture'), 400);
    assertProblem(await anon(svc).get(`/api/users/${b1.id}/picture`), 401);
  });
  test('setUserPicture: 401 without a session; 403 for sales; 415 for non-images; 404 unknown user', async () => {
    assertProblem(await anon(svc).put(`/api/users/${a1.id}/picture`, PNG, { 'content-type': 'image/png' }), 401);
    assertProblem(await sales.put(`/api/users/${a1.id}/picture`, PNG, { 'content-type': 'image/png' }), 403);
    assertProblem(await corporateA.put(`/api/users/${a1.id}/picture`, PNG, { 'content-type': 'image/png' }), 403);
    // Only an admin changes an admin's profile, picture included.
    assertProblem(await operations.put(`/api/users/${adminId}/picture`, PNG, { 'content-type': 'image/png' }), 403, 'Only an admin may grant, remove or change the admin role.');
    assertProblem(await admin.put(`/api/users/${a1.id}/picture`, Buffer.from('this is not an image at all'), { 'content-type': 'image/png' }), 415);
    assertProblem(await admin.put(`/api/users/${a1.id}/picture`, { x: 1 }), 415);
    assertProblem(await admin.put(`/api/users/${randomUUID()}/picture`, PNG, { 'content-type': 'image/png' }), 404);
  });
});

describe('removeUsers', () => {
  test('admin removes users; they are gone and the count is returned', async () => {
    const u1 = await makeUser(admin, ['sales']);
    const u2 = await makeUser(admin, ['agent'], { kind: 'dashboard', customerId: CUSTOMER_B });
    const mark = await events.mark();
    const res = await admin.post('/api/users/bulk-remove', { ids: [u1.id, u2.id, randomUUID()] });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { removed: 2 });
    assertProblem(await admin.get(`/api/users/${u1.id}`), 404);
    assertProblem(await anon(svc).post('/api/auth/signin', { email: u1.email, password: GOOD_PASSWORD }), 401);
    const removed = await events.since(mark, { types: ['user.removed'] });
    assert.deepEqual(removed.map((e) => e.data.userId).sort(), [u1.id, u2.id].sort());
  });
  test('an admin cannot remove themselves', async () => {
    assertProblem(await admin.post('/api/users/bulk-remove', { ids: [adminId] }), 400);
    assert.equal((await admin.get(`/api/users/${adminId}`)).status, 200);
  });
  test('401 without a session; 403 for operations and dashboard users', async () => {
    assertProblem(await anon(svc).post('/api/users/bulk-remove', { ids: [a1.id] }), 401);
    assertProblem(await operations.post('/api/users/bulk-remove', { ids: [a1.id] }), 403);
    assertProblem(await corporateA.post('/api/users/bulk-remove', { ids: [a1.id] }), 403);
    assert.equal((await admin.get(`/api/users/${a1.id}`)).status, 200);
  });
  test('invalid input is 400', async () => {
    assertProblem(await admin.post('/api/users/bulk-remove', { ids: [] }), 400);
    assertProblem(await admin.post('/api/users/bulk-remove', { ids: ['nope'] }), 400);
    assertProblem(await admin.post('/api/users/bulk-remove', { ids: [a1.id, a1.id] }), 400);
  });
});
