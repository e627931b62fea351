// A customer's e-mail templates over HTTP against MariaDB: defaults, own versions, reset, preview
// with sample data, the SMTP test where none is configured; roles and invalid input.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, clientAs, eventsOf } from '@adops/platform/testing';
import { customerService, makeCustomer } from './helpers.ts';

const svc = customerService();

/** A customer of this test's own, and an admin to act for it. */
async function aCustomer() {
  const admin = clientAs(svc, 'admin');
  return { admin, customer: await makeCustomer(admin) };
}

test('list: every template, the defaults until the customer has its own', async () => {
  const { admin, customer } = await aCustomer();
  const list = assertOk(await admin.get(`/api/email-templates?customerId=${customer.id}`));
  assert.equal(list.count, list.items.length);
  assert.ok(list.items.length >= 5);
  assert.ok(list.items.every((t: any) => t.isDefault && t.customerId === customer.id));
  assertProblem(await admin.get(`/api/email-templates?customerId=${randomUUID()}`), 404, 'Customer not found.');
  assertProblem(await admin.get('/api/email-templates'), 400);
});

test('create, get by name, update, reset to default', async () => {
  const { admin, customer } = await aCustomer();
  const created = assertOk(await admin.post('/api/email-templates', { customerId: customer.id, name: 'order-placed', subject: 'Order {{orderNumber}} received', html: '<p>Hi {{agentName}}</p>' }), 201);
  assert.equal(created.isDefault, false);
  assertProblem(await admin.post('/api/email-templates', { customerId: customer.id, name: 'order-placed', subject: 'S', html: 'H' }), 409);
  assert.deepEqual(assertOk(await admin.get(`/api/email-templates/by-name/order-placed?customerId=${customer.id}`)), created);
  const updated = assertOk(await admin.put(`/api/email-templates/${created.id}`, { subject: 'Thanks for order {{orderNumber}}' }));
  assert.equal(updated.subject, 'Thanks for order {{orderNumber}}');
  const list = assertOk(await admin.get(`/api/email-templates?customerId=${customer.id}`));
  assert.equal(list.items.find((t: any) => t.name === 'order-placed').isDefault, false);
  const reset = assertOk(await admin.post('/api/email-templates/reset', { customerId: customer.id, name: 'order-placed' }));
  assert.equal(reset.isDefault, true);
  assert.equal(reset.id, undefined);
  assert.equal(assertOk(await admin.get(`/api/email-templates/by-name/order-placed?customerId=${customer.id}`)).isDefault, true);
  assertProblem(await admin.put(`/api/email-templates/${created.id}`, { subject: 'X' }), 404);
});

test('preview renders with sample data, escaping values in the html', async () => {
  const { admin, customer } = await aCustomer();
  const preview = assertOk(await admin.post('/api/email-templates/preview', { customerId: customer.id, name: 'order-placed', subject: '{{customerName}}: order {{orderNumber}}', html: '<p>Hi {{agentName}}, {{unknown}}done</p>' }));
  assert.deepEqual(preview, { subject: `${customer.name}: order 10042`, html: '<p>Hi Jo Agent, done</p>', text: 'Hi Jo Agent, done' });
  const stored = assertOk(await admin.post('/api/email-templates/preview', { name: 'order-cancelled' }));
  assert.match(stored.subject, /10042/);
  assertProblem(await admin.post('/api/email-templates/preview', { customerId: randomUUID(), name: 'order-placed' }), 404);
});

test('SMTP test says clearly that no SMTP server is configured', async () => {
  const admin = clientAs(svc, 'admin');
  assert.deepEqual(assertOk(await admin.post('/api/email-templates/smtp-test', { to: 'ops@example.com' })), {
    sent: false,
    smtpConfigured: false,
    message: 'No SMTP server is configured; the embedded default captures mail instead of sending it.',
  });
  assertProblem(await admin.post('/api/email-templates/smtp-test', { to: 'not-an-email' }), 400);
});

test('invalid input and roles', async () => {
  const { admin, customer } = await aCustomer();
  const sales = clientAs(svc, 'sales');
  assertProblem(await admin.post('/api/email-templates', { customerId: customer.id, name: 'made-up', subject: 'S', html: 'H' }), 400);
  assertProblem(await admin.post('/api/email-templates', { customerId: customer.id, name: 'order-paid', subject: 'S', html: 'H', from: 'x' }), 400);
  assertProblem(await admin.get(`/api/email-templates/by-name/made-up?customerId=${customer.id}`), 400);
  assertProblem(await admin.post('/api/email-templates', { customerId: randomUUID(), name: 'order-paid', subject: 'S', html: 'H' }), 404);
  assertProblem(await sales.get(`/api/email-templates?customerId=${customer.id}`), 403);
  assertProblem(await sales.post('/api/email-templates/smtp-test', { to: 'ops@example.com' }), 403);
  const corporate = clientAs(svc, { roles: ['corporate'], customerId: customer.id });
  assertProblem(await corporate.post('/api/email-templates/preview', { name: 'order-paid' }), 403);
  assertProblem(await anon(svc).post('/api/email-templates/reset', { customerId: customer.id, name: 'order-paid' }), 401);
  assertProblem(await anon(svc).put(`/api/email-templates/${randomUUID()}`, { subject: 'x' }), 401);
});

const UNKNOWN = (name: string) => `Unknown template variable {{${name}}}: a template may use {{customerName}}, {{agentName}}, {{orderNumber}}, {{campaignName}}, {{totalPrice}}, {{link}}.`;

test('saving a template checks its variables: an unknown {{variable}} is 400 naming it, at its field', async () => {
  const { admin, customer } = await aCustomer();
  assertProblem(await admin.post('/api/email-templates', { customerId: customer.id, name: 'order-ready', subject: 'Order {{orderNo}} ready', html: '<p>Hi {{agentName}}</p>' }), 400, UNKNOWN('orderNo'), ['/body/subject']);
  assertProblem(await admin.post('/api/email-templates', { customerId: customer.id, name: 'order-ready', subject: 'Ready', html: '<p>{{ first name }} and {{agent}}</p>' }), 400, `${UNKNOWN('first name')} (and 1 more)`, ['/body/html', '/body/html']);
  // Nothing was saved by the refused requests.
  assert.equal(assertOk(await admin.get(`/api/email-templates/by-name/order-ready?customerId=${customer.id}`)).isDefault, true);
  const created = assertOk(await admin.post('/api/email-templates', { customerId: customer.id, name: 'order-ready', subject: 'Order {{ orderNumber }} ready', html: '<p>{{totalPrice}}</p>' }), 201);
  assertProblem(await admin.put(`/api/email-templates/${created.id}`, { html: '<p>{{price}}</p>' }), 400, UNKNOWN('price'), ['/body/html']);
  assert.equal(assertOk(await admin.get(`/api/email-templates/by-name/order-ready?customerId=${customer.id}`)).html, '<p>{{totalPrice}}</p>');
});

test('a saved and a reset template are published for the order context, with what it sends from', async () => {
  const { admin, customer } = await aCustomer();
  const created = assertOk(await admin.post('/api/email-templates', { customerId: customer.id, name: 'order-paid', subject: 'Paid {{orderNumber}}', html: '<p>A</p>' }), 201);
  assertOk(await admin.put(`/api/email-templates/${created.id}`, { html: '<p>B {{totalPrice}}</p>' }));
  assertOk(await admin.post('/api/email-templates/reset', { customerId: customer.id, name: 'order-paid' }));
  // A reset of a template the customer keeps no version of changes nothing and publishes nothing.
  assertOk(await admin.post('/api/email-templates/reset', { customerId: customer.id, name: 'order-paid' }));
  const events = await eventsOf(svc, { subject: customer.id, types: ['email_template.saved', 'email_template.reset'] });
  assert.deepEqual(
    events.map((e) => [e.type, e.data]),
    [
      ['email_template.saved', { customerId: customer.id, name: 'order-paid', subject: 'Paid {{orderNumber}}', html: '<p>A</p>' }],
      ['email_template.saved', { customerId: customer.id, name: 'order-paid', subject: 'Paid {{orderNumber}}', html: '<p>B {{totalPrice}}</p>' }],
      ['email_template.reset', { customerId: customer.id, name: 'order-paid' }],
    ],
  );
});
