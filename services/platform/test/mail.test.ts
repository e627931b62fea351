// The platform's mailer (mail/): captured mail in a folder made on the first e-mail, listed newest first and
// found by any of its recipients; the settings every context reads alike; an unreachable SMTP server fails a
// send at once instead of holding the caller.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { capturingMailer, mailerFor, mailSettings, smtpMailer } from '../src/mail/mailer.ts';
import { freePort } from '../src/testing/ports.ts';

const dir = await mkdtemp(join(tmpdir(), 'mail-test-'));
after(() => rm(dir, { recursive: true, force: true }));

test('captured mail: no folder until the first e-mail, then whole files listed newest first, found by any recipient', async () => {
  const folder = join(dir, 'mail');
  const mailer = capturingMailer(folder);
  assert.equal(existsSync(folder), false, 'a process that never sends writes nothing');
  assert.deepEqual(mailer.captured!.list(), []);
  await mailer.send({ to: 'jo@example.com', subject: 'First', text: 'one' });
  await new Promise((resolve) => setTimeout(resolve, 5));
  await mailer.send({ to: 'sam@example.com, Kim@Example.com', subject: 'Second', text: 'two', replyTo: 'boss@example.com' });
  assert.deepEqual(readdirSync(folder).filter((f) => !f.endsWith('.json')), [], 'no half-written file is left');
  assert.deepEqual(mailer.captured!.list().map((m) => m.subject), ['Second', 'First']);
  assert.deepEqual(mailer.captured!.list(' KIM@example.com ').map((m) => [m.subject, m.replyTo]), [['Second', 'boss@example.com']]);
  assert.deepEqual(mailer.captured!.list('jo@example.com').map((m) => m.subject), ['First']);
  assert.deepEqual(mailer.captured!.list('nobody@example.com'), []);
});

test('settings: SMTP where SMTP_URL is set, else the captured folder under DATA_DIR (or MAIL_DIR)', () => {
  assert.deepEqual(mailSettings('/data', {}), { from: 'AdOps <no-reply@adops.local>', mailDir: join('/data', 'mail') });
  assert.deepEqual(mailSettings('/data', { SMTP_URL: 'smtp://mail:25', MAIL_FROM: 'X <x@y.z>', MAIL_DIR: '/m' }), { smtpUrl: 'smtp://mail:25', from: 'X <x@y.z>', mailDir: '/m' });
  assert.ok(mailerFor(mailSettings(dir, {})).captured, 'captured without SMTP');
  assert.equal(mailerFor(mailSettings(dir, { SMTP_URL: 'smtp://127.0.0.1:1' })).captured, undefined, 'sent with SMTP');
});

test('an unreachable SMTP server rejects the send at once', async () => {
  const mailer = smtpMailer(`smtp://127.0.0.1:${await freePort()}`, 'AdOps <no-reply@adops.test>');
  const started = Date.now();
  await assert.rejects(mailer.send({ to: 'jo@example.com', subject: 'Lost', text: 'never sent' }));
  assert.ok(Date.now() - started < 5_000, 'failed without waiting for a timeout');
  mailer.close();
});
