// The sample templates a newcomer's embedded default starts with (CREATIVE_SAMPLE_TEMPLATES; development by
// default): an empty context gets a published image template and a published video template, each with its
// four default files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk, clientAs, serviceUnderTest, startTestService } from '@adops/platform/testing';
import { creativeModule } from '../src/app.ts';

const svc = serviceUnderTest(() => startTestService(creativeModule, { env: { CREATIVE_SAMPLE_TEMPLATES: 'true' } }));

test('an empty creative context starts with a published image sample and video sample', async () => {
  const admin = clientAs(svc, 'admin');
  const list = await assertOk(await admin.get('/api/creative-templates?sort=name'), 200);
  assert.deepEqual(list.items.map((t: { name: string; renderType: string; isPublished: boolean }) => [t.name, t.renderType, t.isPublished]), [
    ['Just listed (sample)', 'IMAGE', true],
    ['Listing video (sample)', 'VIDEO', true],
  ]);
  for (const t of list.items as Array<{ id: string }>) {
    const files = await assertOk(await admin.get(`/api/creative-template-files?creativeTemplateId=${t.id}`), 200);
    assert.deepEqual(files.items.map((f: { fileName: string }) => f.fileName).sort(), ['index.html', 'script.js', 'style.css', 'template.json']);
  }
});
