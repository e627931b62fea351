import { test } from 'node:test';
import assert from 'node:assert/strict';
import { jobAgents, jobStatusOf, JOB_MESSAGES, progressOf, subjectReachable, templateUsable, videoTemplateFor } from './rules.ts';
import type { CreativeTemplateRow } from '../templates/entities.ts';

const listing = { kind: 'listing' as const, customerId: 'c1', officeIds: ['o1'], agentIds: ['a1'] };
const resource = { kind: 'resource' as const, customerId: 'c1', officeIds: ['o2'], agentIds: [] };

test('a listing or resource is reached by its customer, offices or agent, never another customer', () => {
  assert.equal(subjectReachable({ level: 'all' }, listing, []), true);
  assert.equal(subjectReachable({ level: 'nothing' }, listing, []), false);
  assert.equal(subjectReachable({ level: 'customer', customerId: 'c1' }, listing, []), true);
  assert.equal(subjectReachable({ level: 'customer', customerId: 'c2' }, listing, []), false);
  assert.equal(subjectReachable({ level: 'offices', customerId: 'c1', officeIds: ['o1'] }, listing, []), true);
  assert.equal(subjectReachable({ level: 'offices', customerId: 'c1', officeIds: ['o9'] }, listing, []), false);
  assert.equal(subjectReachable({ level: 'agent', customerId: 'c1', agentId: 'a1' }, listing, []), true);
  assert.equal(subjectReachable({ level: 'agent', customerId: 'c1', agentId: 'a2' }, listing, ['o1']), false);
  // A resource has no agents: an agent reaches it through their offices.
  assert.equal(subjectReachable({ level: 'agent', customerId: 'c1', agentId: 'a1' }, resource, ['o2']), true);
  assert.equal(subjectReachable({ level: 'agent', customerId: 'c1', agentId: 'a1' }, resource, ['o1']), false);
  assert.equal(subjectReachable({ level: 'agent', customerId: 'c2', agentId: 'a1' }, resource, ['o2']), false);
});

const template = (over: Partial<CreativeTemplateRow>): CreativeTemplateRow => ({
  id: 't', name: 'T', renderType: 'VIDEO', description: null, settings: [], isPublished: true, audioOptions: { loopAudio: false, fadeIn: false, fadeInDuration: 3, fadeOut: false, fadeOutDuration: 3 },
  customerTags: [], previewKey: null, previewJobId: null, previewRenderedAt: null, createdAt: new Date(), updatedAt: new Date(), ...over,
});

test('staff render any template; a customer only published ones open to it', () => {
  assert.equal(templateUsable(template({ isPublished: false }), true, null), true);
  assert.equal(templateUsable(template({ isPublished: false }), false, 'c1'), false);
  assert.equal(templateUsable(template({ customerTags: ['c2'] }), false, 'c1'), false);
  assert.equal(templateUsable(template({ customerTags: ['c1'] }), false, 'c1'), true);
  assert.equal(templateUsable(template({}), false, null), false);
});

test("a listing's video uses the first (newest) published VIDEO template open to its customer", () => {
  const list = [template({ id: 'image', renderType: 'IMAGE' }), template({ id: 'other', customerTags: ['c2'] }), template({ id: 'mine', customerTags: ['c1'] }), template({ id: 'all' })];
  assert.equal(videoTemplateFor(list, 'c1')?.id, 'mine');
  assert.equal(videoTemplateFor(list, 'c3')?.id, 'all');
  assert.equal(videoTemplateFor([template({ isPublished: false })], 'c1'), null);
});

test('the kit statuses read as the spec shows them: WAITING until SUCCESS, FAILED or STOPPED', () => {
  assert.deepEqual(['queued', 'running', 'stopping', 'completed', 'failed', 'stopped'].map((s) => jobStatusOf(s as Parameters<typeof jobStatusOf>[0])), ['WAITING', 'WAITING', 'WAITING', 'SUCCESS', 'FAILED', 'STOPPED']);
});

test('progress reaches 100 only at the end; a failure says the spec message', () => {
  assert.deepEqual(progressOf('WAITING', null), { progress: 0, message: JOB_MESSAGES.waiting });
  assert.deepEqual(progressOf('WAITING', { status: 'queued', progressPercent: 0, total: null }), { progress: 0, message: 'Waiting for the renderer' });
  assert.deepEqual(progressOf('WAITING', { status: 'running', progressPercent: 40, total: 100 }), { progress: 40, message: 'Rendering' });
  assert.equal(progressOf('WAITING', { status: 'running', progressPercent: 100, total: 100 }).progress, 99);
  assert.deepEqual(progressOf('SUCCESS', null), { progress: 100, message: 'Done' });
  assert.deepEqual(progressOf('FAILED', null), { progress: 100, message: 'Error while generating preview' });
});

test("a job is seen by its listing's agents, or for a resource by its creator's agent", () => {
  assert.deepEqual(jobAgents(listing, { agentId: 'a9' }), ['a1']);
  assert.deepEqual(jobAgents(resource, { agentId: 'a9' }), ['a9']);
  assert.deepEqual(jobAgents(resource, { agentId: null }), []);
  assert.deepEqual(jobAgents(null, {}), []);
});
