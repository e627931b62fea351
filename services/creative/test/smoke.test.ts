// Temporary smoke test of the creative module's boot and a preview job (replaced by the full tests).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk, clientAs, serviceUnderTest, startTestService } from '@adops/platform/testing';
import { creativeModule } from '../src/app.ts';

const svc = serviceUnderTest(() => startTestService(creativeModule, {}));

test('a template renders a preview', async () => {
  const admin = clientAs(svc, 'admin');
  const created = await assertOk(await admin.post('/api/creative-templates', { name: 'Smoke', renderType: 'IMAGE' }), 201);
  const files = await assertOk(await admin.get(`/api/creative-template-files?creativeTemplateId=${created.id}`), 200);
  assert.equal(files.count, 4);
  const job = await assertOk(await admin.post('/api/creative-jobs/previews', { creativeTemplateId: created.id }), 202);
  let state;
  for (let i = 0; i < 60; i++) {
    state = await assertOk(await admin.get(`/api/creative-jobs/${job.id}`), 200);
    if (state.status !== 'WAITING') break;
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(state);
  assert.equal(state.status, 'SUCCESS');
  const t = await assertOk(await admin.get(`/api/creative-templates/${created.id}`), 200);
  console.log(t.preview);
  assert.ok(t.preview?.path);
});
