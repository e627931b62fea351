// Preview jobs over HTTP (003 §4, §7, §8; 002 §4): a staff preview with sample facts polled to its end
// (progress up to 100, 'Done', the template's preview, one creative_job.ended); who may render what (a
// dashboard user a published template open to their customer, for a listing they reach; anything else
// 404 as if it did not exist); whose jobs each sees in the list, the check and the job; the requests the
// spec refuses; a render that hangs past the step timeout or has no page, FAILED with 'Error while
// generating preview'; and a template that tries to reach the host or the internet, which reaches nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { anon, assertOk, assertProblem, clientAs, eventsOf, serviceUnderTest, type TestClient } from '@adops/platform/testing';
import { deletedListing, jobEnd, knownCustomer, knownListing, knownResource, startCreative, storedBytes, templateJson, templateWith, type Job, type KnownCustomer, type Template } from './helpers.ts';

// A short step timeout, so the hanging template fails in seconds; the others render well within it.
const svc = serviceUnderTest(() => startCreative({ RENDER_STEP_TIMEOUT_MS: '4000' }));
const admin = () => clientAs(svc, 'admin');
const corporate = (c: KnownCustomer) => clientAs(svc, { roles: ['corporate'], customerId: c.customerId });

/** A small template that renders fast: a coloured square with the title. */
const SMALL = {
  'index.html': '<!doctype html><html><head><link rel="stylesheet" href="style.css"></head><body><h1>{{ title }}</h1><script src="script.js"></script></body></html>',
  'style.css': 'body { margin: 0; background: #2a6; color: #fff; font: 12px sans-serif; }',
  'script.js': 'window.__adopsSeek = function () {};',
  'template.json': templateJson(64, 64),
};

const preview = (client: TestClient, body: Record<string, unknown>) => client.post('/api/creative-jobs/previews', body);

test('a staff preview with sample facts: WAITING, progress up to 100, Done; the template\'s preview; one creative_job.ended', async () => {
  const template = await templateWith(admin(), { name: 'Sample preview' });
  const queued = assertOk(await preview(clientAs(svc, 'operations'), { creativeTemplateId: template.id }), 202) as Job;
  assert.deepEqual({ ...queued, id: undefined, jobId: undefined, createdAt: undefined }, { id: undefined, jobId: undefined, createdAt: undefined, kind: 'PREVIEW', status: 'WAITING', progress: 0, message: 'Waiting for the renderer', creativeTemplateId: template.id, customerId: null, listingId: null, resourceId: null, uploadPath: null, finishedAt: null });
  assert.equal(queued.jobId, queued.id);
  const { job, seen } = await jobEnd(admin(), queued.id);
  const progress = seen.map((j) => j.progress);
  assert.deepEqual([...progress].sort((a, b) => a - b), progress, `progress only rises: ${progress}`);
  for (const j of seen.slice(0, -1)) assert.ok(j.message === 'Waiting for the renderer' || (j.message === 'Rendering' && j.progress < 100), JSON.stringify(j));
  assert.deepEqual([job.status, job.progress, job.message], ['SUCCESS', 100, 'Done']);
  assert.ok(job.finishedAt);
  assert.match(job.uploadPath!, new RegExp(`/creative/jobs/${job.id}/preview\\.png$`));
  const png = await storedBytes(svc, job.uploadPath!);
  const meta = await sharp(png).metadata();
  assert.deepEqual([meta.format, meta.width, meta.height], ['png', 600, 600]);
  // 003 §4: the latest successful preview is the template's.
  const after = assertOk(await admin().get(`/api/creative-templates/${template.id}`)) as Template;
  assert.deepEqual(after.preview, { path: job.uploadPath, status: 'SUCCESS', jobId: job.id, renderedAt: job.finishedAt });
  const ended = await eventsOf(svc, { types: ['creative_job.ended'], subject: job.id });
  assert.deepEqual(ended.map((e) => e.data), [{ jobId: job.id, kind: 'PREVIEW', status: 'SUCCESS', creativeTemplateId: template.id, customerId: null, listingId: null, resourceId: null, uploadPath: job.uploadPath }]);
  // Polled again, a finished job reads the same.
  assert.deepEqual(assertOk(await admin().get(`/api/creative-jobs/${job.id}`)), job);
});

test('a dashboard user renders a published template open to their customer, for a listing they reach; anything else is 404', async () => {
  const [a, b] = [await knownCustomer(svc), await knownCustomer(svc)];
  const [listingA, listingB] = [await knownListing(svc, a), await knownListing(svc, b)];
  const open = await templateWith(admin(), { name: 'Open', isPublished: true }, SMALL);
  const unpublished = await templateWith(admin(), { name: 'Draft' }, SMALL);
  const forA = await templateWith(admin(), { name: 'For A', isPublished: true, customerTags: [a.customerId] }, SMALL);
  const forB = await templateWith(admin(), { name: 'For B', isPublished: true, customerTags: [b.customerId] }, SMALL);
  const mine = assertOk(await preview(corporate(a), { creativeTemplateId: open.id, listingId: listingA }), 202) as Job;
  assert.deepEqual([mine.customerId, mine.listingId, mine.status], [a.customerId, listingA, 'WAITING']);
  assertOk(await preview(corporate(a), { creativeTemplateId: forA.id, listingId: listingA }), 202);
  assertProblem(await preview(corporate(a), { creativeTemplateId: open.id, listingId: listingB }), 404, 'Listing not found.');
  assertProblem(await preview(corporate(a), { creativeTemplateId: unpublished.id, listingId: listingA }), 404, 'Creative template not found.');
  assertProblem(await preview(corporate(a), { creativeTemplateId: forB.id, listingId: listingA }), 404, 'Creative template not found.');
  assertProblem(await preview(corporate(a), { creativeTemplateId: randomUUID(), listingId: listingA }), 404, 'Creative template not found.');
  assertProblem(await preview(corporate(a), { creativeTemplateId: open.id, resourceId: randomUUID() }), 404, 'Resource not found.');
  assertProblem(await preview(corporate(a), { creativeTemplateId: open.id }), 400, 'A listing or a resource is required.');
  assertProblem(await preview(corporate(a), { creativeTemplateId: open.id, listingId: listingA, resourceId: randomUUID() }), 400, 'Name a listing or a resource, not both.', ['/body/resourceId']);
  assertProblem(await preview(admin(), {}), 400, 'Creative template is required.', ['/body/creativeTemplateId']);
  assertProblem(await preview(admin(), { creativeTemplateId: 'nope' }), 400, undefined, ['/body/creativeTemplateId']);
  assertProblem(await preview(admin(), { creativeTemplateId: open.id, colour: 'red' }), 400, undefined, ['/body/colour']);
  // Branch users reach their offices' listings, agents their own.
  const otherOffice = randomUUID();
  assertOk(await preview(clientAs(svc, { roles: ['branchmanager'], customerId: a.customerId, officeIds: [a.officeId] }), { creativeTemplateId: open.id, listingId: listingA }), 202);
  assertProblem(await preview(clientAs(svc, { roles: ['branchuser'], customerId: a.customerId, officeIds: [otherOffice] }), { creativeTemplateId: open.id, listingId: listingA }), 404, 'Listing not found.');
  const agentJob = assertOk(await preview(clientAs(svc, { roles: ['agent'], customerId: a.customerId, agentId: a.agentId }), { creativeTemplateId: open.id, listingId: listingA }), 202) as Job;
  assertProblem(await preview(clientAs(svc, { roles: ['agent'], customerId: a.customerId, agentId: randomUUID() }), { creativeTemplateId: open.id, listingId: listingA }), 404, 'Listing not found.');
  // Staff render anything, for any customer's listing.
  const theirs = assertOk(await preview(admin(), { creativeTemplateId: unpublished.id, listingId: listingB }), 202) as Job;
  assert.equal(theirs.customerId, b.customerId);

  // Whose jobs each sees: customer A's user never sees B's job, in the list, the check or by id.
  await jobEnd(admin(), theirs.id);
  await jobEnd(admin(), mine.id);
  const listed = async (client: TestClient, query = '') => ((assertOk(await client.get(`/api/creative-jobs?${query.includes('limit=') ? '' : 'limit=100'}${query}`)) as { items: Job[] }).items.map((j) => j.id));
  const seenByA = await listed(corporate(a));
  assert.ok(seenByA.includes(mine.id) && seenByA.includes(agentJob.id));
  assert.ok(!seenByA.includes(theirs.id));
  for (const id of seenByA) assert.equal(((assertOk(await corporate(a).get(`/api/creative-jobs/${id}`))) as Job).customerId, a.customerId);
  assert.deepEqual(await listed(corporate(a), `&listingId=${listingB}`), []);
  assert.deepEqual(await listed(corporate(b), `&listingId=${listingB}`), [theirs.id]);
  assert.ok((await listed(admin())).includes(theirs.id));
  assertProblem(await corporate(a).get(`/api/creative-jobs/${theirs.id}`), 404, 'Creative job not found.');
  assertProblem(await corporate(a).get(`/api/creative-jobs/${randomUUID()}`), 404, 'Creative job not found.');
  const checked = assertOk(await corporate(a).post('/api/creative-jobs/check', { ids: [theirs.id, mine.id, randomUUID()] })) as { jobs: Array<{ id: string; status: string; progress: number }> };
  assert.deepEqual(checked.jobs, [{ id: mine.id, status: 'SUCCESS', progress: 100 }]);
  assertProblem(await corporate(a).post('/api/creative-jobs/check', { ids: [] }), 400, undefined, ['/body/ids']);
  assert.deepEqual(await listed(clientAs(svc, { roles: ['branchuser'], customerId: a.customerId, officeIds: [otherOffice] })), []);
  assert.ok((await listed(clientAs(svc, { roles: ['agent'], customerId: a.customerId, agentId: a.agentId }))).includes(agentJob.id));
  // The editor's filters: a template's latest preview.
  assert.deepEqual(await listed(admin(), `&creativeTemplateId=${unpublished.id}&kind=PREVIEW&limit=1`), [theirs.id]);
  assert.deepEqual(await listed(admin(), `&creativeTemplateId=${unpublished.id}&kind=VIDEO`), []);
  assert.deepEqual(await listed(admin(), `&creativeTemplateId=${unpublished.id}&status=SUCCESS`), [theirs.id]);
  assertProblem(await admin().get('/api/creative-jobs?status=DONE'), 400, undefined, ['/query/status']);
  // A listing's preview is not the template's preview (003 §4 shows the staff's).
  assert.equal((assertOk(await admin().get(`/api/creative-templates/${unpublished.id}`)) as Template).preview, null);
});

test("a resource's user renders it; another office's user and a deleted listing are 404", async () => {
  const customer = await knownCustomer(svc);
  const resourceId = await knownResource(svc, customer);
  const open = await templateWith(admin(), { name: 'Resource card', isPublished: true }, SMALL);
  const branch = (officeId: string) => clientAs(svc, { roles: ['branchmanager'], customerId: customer.customerId, officeIds: [officeId] });
  const job = assertOk(await preview(branch(customer.officeId), { creativeTemplateId: open.id, resourceId }), 202) as Job;
  assert.deepEqual([job.customerId, job.resourceId, job.listingId], [customer.customerId, resourceId, null]);
  assertProblem(await preview(branch(randomUUID()), { creativeTemplateId: open.id, resourceId }), 404, 'Resource not found.');
  // An agent of the resource's office renders it and follows that render; another agent does not see it.
  const agent = (agentId: string) => clientAs(svc, { roles: ['agent'], customerId: customer.customerId, agentId, officeIds: [customer.officeId] });
  const agentId = randomUUID();
  const mine = assertOk(await preview(agent(agentId), { creativeTemplateId: open.id, resourceId }), 202) as Job;
  assert.equal((assertOk(await agent(agentId).get(`/api/creative-jobs/${mine.id}`)) as Job).id, mine.id);
  assert.deepEqual((assertOk(await agent(agentId).post('/api/creative-jobs/check', { ids: [mine.id] })) as { jobs: Array<{ id: string }> }).jobs.map((j) => j.id), [mine.id]);
  assertProblem(await agent(randomUUID()).get(`/api/creative-jobs/${mine.id}`), 404, 'Creative job not found.');
  assert.equal((await jobEnd(admin(), mine.id)).job.status, 'SUCCESS');
  assertProblem(await preview(corporate(customer), { creativeTemplateId: open.id, listingId: resourceId }), 404, 'Listing not found.');
  assert.equal((await jobEnd(admin(), job.id)).job.status, 'SUCCESS');
  const listingId = await knownListing(svc, customer);
  await deletedListing(svc, customer, listingId);
  assertProblem(await preview(corporate(customer), { creativeTemplateId: open.id, listingId }), 404, 'Listing not found.');
  assertProblem(await preview(admin(), { creativeTemplateId: open.id, listingId }), 404, 'Listing not found.');
});

test('generateVideo needs a listing or a resource and, without a template, a published VIDEO template open to the customer', async () => {
  const customer = await knownCustomer(svc);
  const listingId = await knownListing(svc, customer);
  assertProblem(await clientAs(svc, 'admin').post('/api/creative-jobs/videos', {}), 400, 'A listing or a resource is required.');
  assertProblem(await corporate(customer).post('/api/creative-jobs/videos', { listingId }), 400, 'No video template is available.', ['/body/creativeTemplateId']);
  // Tagged for another customer, or unpublished: still none for this one.
  await templateWith(admin(), { name: 'Reel for others', renderType: 'VIDEO', isPublished: true, customerTags: [(await knownCustomer(svc)).customerId] }, SMALL);
  await templateWith(admin(), { name: 'Reel draft', renderType: 'VIDEO' }, SMALL);
  assertProblem(await corporate(customer).post('/api/creative-jobs/videos', { listingId }), 400, 'No video template is available.');
  assertProblem(await corporate(customer).post('/api/creative-jobs/videos', { listingId: randomUUID() }), 404, 'Listing not found.');
  assertProblem(await corporate(customer).post('/api/creative-jobs/videos', { listingId, resourceId: randomUUID() }), 400, 'Name a listing or a resource, not both.');
});

test('a template with a file that has neither content nor an upload is not rendered', async () => {
  const template = await templateWith(admin(), { name: 'Missing logo', isPublished: true }, SMALL);
  assertOk(await admin().post('/api/creative-template-files', { creativeTemplateId: template.id, fileName: 'logo.png', fileType: 'OTHER' }), 201);
  assertProblem(await preview(admin(), { creativeTemplateId: template.id }), 400, 'File with empty content found: logo.png', ['/body/creativeTemplateId']);
  assert.deepEqual(((assertOk(await admin().get(`/api/creative-jobs?creativeTemplateId=${template.id}`))) as { count: number }).count, 0);
});

test('a render that hangs past the step timeout, or has no page, fails: FAILED, Error while generating preview', async () => {
  const hangs = await templateWith(admin(), { name: 'Hangs' }, { ...SMALL, 'script.js': 'for (;;) {}' });
  const started = Date.now();
  const hung = assertOk(await preview(admin(), { creativeTemplateId: hangs.id }), 202) as Job;
  const { job } = await jobEnd(admin(), hung.id, 30_000);
  assert.deepEqual([job.status, job.progress, job.message, job.uploadPath], ['FAILED', 100, 'Error while generating preview', null]);
  assert.ok(job.finishedAt);
  assert.ok(Date.now() - started < 25_000, 'the step timeout ended the render');
  assert.deepEqual((await eventsOf(svc, { types: ['creative_job.ended'], subject: job.id })).map((e) => [e.data.status, e.data.uploadPath]), [['FAILED', null]]);
  assert.equal((assertOk(await admin().get(`/api/creative-templates/${hangs.id}`)) as Template).preview, null);
  // A template without an HTML file has nothing to render.
  const pageless = await templateWith(admin(), { name: 'No page' }, SMALL);
  const files = (assertOk(await admin().get(`/api/creative-template-files?creativeTemplateId=${pageless.id}`)) as { items: Array<{ id: string; fileType: string }> }).items;
  assertOk(await admin().post('/api/creative-template-files/delete', { ids: files.filter((f) => f.fileType === 'HTML').map((f) => f.id) }));
  const noPage = await jobEnd(admin(), (assertOk(await preview(admin(), { creativeTemplateId: pageless.id }), 202) as Job).id);
  assert.deepEqual([noPage.job.status, noPage.job.message], ['FAILED', 'Error while generating preview']);
  // The renderer is not left wedged: the next render succeeds.
  const fine = await templateWith(admin(), { name: 'Fine' }, SMALL);
  assert.equal((await jobEnd(admin(), (assertOk(await preview(admin(), { creativeTemplateId: fine.id }), 202) as Job).id)).job.status, 'SUCCESS');
});

/** A server on the loopback that records every request it gets. */
async function recordingServer() {
  const requests: string[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('a template that fetches the host or the internet reaches neither, and still renders', async (t) => {
  const host = await recordingServer();
  t.after(() => host.close());
  const customer = await knownCustomer(svc);
  // The listing's own image on the host: the worker's outbound policy refuses private addresses.
  const listingId = await knownListing(svc, customer, { imageUrls: [`${host.base}/listing.png`] });
  const html = `<!doctype html><html><head>
<link rel="stylesheet" href="${host.base}/style.css">
<link rel="stylesheet" href="style.css"></head><body>
<img src="${host.base}/img.png"><img src="http://example.com/img.png"><img src="{{ image1 }}">
<iframe src="${host.base}/frame"></iframe>
<h1>{{ title }}</h1><script src="script.js"></script></body></html>`;
  const script = `
fetch('${host.base}/fetch').catch(function () {});
fetch('http://example.com/').catch(function () {});
var x = new XMLHttpRequest(); x.open('GET', '${host.base}/xhr'); x.onerror = function () {}; x.send();
new Image().src = '${host.base}/image-object.png';
try { navigator.sendBeacon('${host.base}/beacon', 'x'); } catch (e) {}
try { new WebSocket('${host.base.replace('http', 'ws')}/socket'); } catch (e) {}
window.__adopsSeek = function () { return fetch('${host.base}/seek').catch(function () {}); };`;
  const template = await templateWith(admin(), { name: 'Nosy' }, { ...SMALL, 'index.html': html, 'script.js': script });
  const { job } = await jobEnd(admin(), (assertOk(await preview(admin(), { creativeTemplateId: template.id, listingId }), 202) as Job).id);
  assert.equal(job.status, 'SUCCESS');
  await new Promise((r) => setTimeout(r, 300));
  assert.deepEqual(host.requests, [], 'nothing reached the host');
  // The server does record what reaches it: the check above could have failed.
  await fetch(`${host.base}/from-the-test`);
  assert.deepEqual(host.requests, ['GET /from-the-test']);
});

test('render jobs: anonymous is 401; sales and user roles 403', async () => {
  const template = await templateWith(admin(), { name: 'Roles', isPublished: true }, SMALL);
  const job = assertOk(await preview(admin(), { creativeTemplateId: template.id }), 202) as Job;
  const calls = (who: TestClient) => [
    () => who.post('/api/creative-jobs/previews', { creativeTemplateId: template.id }),
    () => who.post('/api/creative-jobs/videos', { creativeTemplateId: template.id, listingId: randomUUID() }),
    () => who.post('/api/creative-jobs/check', { ids: [job.id] }),
    () => who.get('/api/creative-jobs'),
    () => who.get(`/api/creative-jobs/${job.id}`),
  ];
  for (const call of calls(anon(svc))) assertProblem(await call(), 401);
  for (const who of [clientAs(svc, 'sales'), clientAs(svc, 'user')]) for (const call of calls(who)) assertProblem(await call(), 403);
  await jobEnd(admin(), job.id);
});
