// An event as large as a whole e-mail template (the spec allows 100,000 characters of HTML) fits the
// outbox and the dead letters on MariaDB and, with TEST_DATABASE=sqlite, on SQLite.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import type { DataSource } from 'typeorm';
import { createDataSource, openDataSource } from '../src/data/data-source.ts';
import { Outbox } from '../src/events/outbox.ts';
import { OutboxEntity } from '../src/events/schema.ts';
import { DeadLetterEntity } from '../src/events/dead-letters.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.ts';

interface TemplateEvents { 'template.saved': { html: string } }

let db: TestDatabase;
let ds: DataSource;

before(async () => {
  db = await createTestDatabase('outbox_payload_size');
  ds = await openDataSource(createDataSource({ url: db.url, entities: [], migrations: [] }), true);
});

after(async () => {
  await ds?.destroy();
  await db?.drop();
});

const html = '<p>' + 'x'.repeat(199_990) + '</p>';

test('an event of 200,000 characters is recorded whole in the outbox', async () => {
  const outbox = new Outbox<'test', TemplateEvents>('test', '', () => {}, { 'template.saved': 1 });
  const recorded = await ds.transaction((m) => outbox.record(m, { type: 'template.saved', subject: 'c', data: { html } }));
  const row = await ds.getRepository(OutboxEntity).findOneByOrFail({ id: recorded.id });
  assert.equal((JSON.parse(row.payload) as { data: { html: string } }).data.html, html);
});

test('a dead letter of 200,000 characters is kept whole', async () => {
  const payload = JSON.stringify({ id: 'e', data: { html } });
  await ds.getRepository(DeadLetterEntity).insert({ consumer: 'test', topic: 't', key: 'k', payload, error: 'failed', eventId: 'e', attempts: 1, createdAt: new Date() });
  const row = await ds.getRepository(DeadLetterEntity).findOneByOrFail({ eventId: 'e' });
  assert.equal(row.payload.length, payload.length);
});
