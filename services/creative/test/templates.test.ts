// Creative templates over HTTP (003 §3–§5, §7, §9): create with the four default files, list with its
// filters and search, read, update (fields sent only, audio options merged, refused while a file has no
// content and no upload), delete one or several with their files, the screens' settings, and the check
// of unsupported variables with their line numbers (the template's setting keys counted as known).
// Staff work: anonymous is 401, every other role 403, except the list, where a dashboard user sees the
// published templates open to their customer (those they may render); customer tags must name known customers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, clientAs, serviceUnderTest, uniqueTag } from '@adops/platform/testing';
import { filesOf, knownCustomer, startCreative, templateWith, type Template } from './helpers.ts';

const svc = serviceUnderTest(() => startCreative());
const admin = () => clientAs(svc, 'admin');

test('a new template has the four default files, unpublished IMAGE defaults and 3-second fades', async () => {
  const created = assertOk(await clientAs(svc, 'operations').post('/api/creative-templates', { name: '  Just listed  ', description: 'Square post', settings: [{ key: 'accentColour', value: '#0b5fff' }] }), 201) as Template & Record<string, unknown>;
  assert.equal(created.name, 'Just listed');
  assert.equal(created.renderType, 'IMAGE');
  assert.equal(created.isPublished, false);
  assert.deepEqual(created.audioOptions, { loopAudio: false, fadeIn: false, fadeInDuration: 3, fadeOut: false, fadeOutDuration: 3 });
  assert.deepEqual(created.customerTags, []);
  assert.equal(created.preview, null);
  const files = await filesOf(admin(), created.id);
  assert.deepEqual([...files.keys()].sort(), ['index.html', 'script.js', 'style.css', 'template.json']);
  assert.deepEqual([...files.values()].map((f) => [f.fileType, f.isDefault, f.isShared]).sort(), [['CSS', true, false], ['HTML', true, false], ['JAVASCRIPT', true, false], ['JSON', true, false]]);
  assert.deepEqual(JSON.parse(files.get('template.json')!.content!), { size: { width: 600, height: 600 }, videoConfig: { fps: 24, duration: 10, startDelay: 0, animationSpeed: 24 } });
  assert.deepEqual(assertOk(await admin().get(`/api/creative-templates/${created.id}`)), created);
});

test('customer tags must name known customers', async () => {
  const unknown = randomUUID();
  assertProblem(await admin().post('/api/creative-templates', { name: 'Tagged', customerTags: [unknown] }), 400, undefined, ['/body/customerTags/0']).errors!.forEach((e) => assert.equal(e.message, 'Customer not found.'));
  const customer = await knownCustomer(svc);
  const tagged = assertOk(await admin().post('/api/creative-templates', { name: 'Tagged', customerTags: [customer.customerId] }), 201) as Template;
  assert.deepEqual(tagged.customerTags, [customer.customerId]);
  const problem = assertProblem(await admin().put(`/api/creative-templates/${tagged.id}`, { customerTags: [customer.customerId, unknown] }), 400, undefined, ['/body/customerTags/1']);
  assert.equal(problem.errors![0]!.message, 'Customer not found.');
  assert.deepEqual((assertOk(await admin().put(`/api/creative-templates/${tagged.id}`, { customerTags: [] })) as Template).customerTags, []);
});

test('the list filters by render type and publication, searches name and description, and pages', async () => {
  const tag = uniqueTag();
  const image = await templateWith(admin(), { name: `Square ${tag}`, isPublished: true });
  const video = await templateWith(admin(), { name: `Reel ${tag}`, renderType: 'VIDEO', description: `Story ${tag}` });
  const ids = async (query: string, search = tag) => ((assertOk(await admin().get(`/api/creative-templates?search=${encodeURIComponent(search)}${query}`)) as { items: Template[] }).items.map((t) => t.id));
  assert.deepEqual(await ids(''), [video.id, image.id]);
  assert.deepEqual(await ids('&renderType=VIDEO'), [video.id]);
  assert.deepEqual(await ids('&isPublished=true'), [image.id]);
  assert.deepEqual(await ids('&isPublished=false'), [video.id]);
  assert.deepEqual(await ids('&sort=name'), [video.id, image.id]);
  const page = assertOk(await admin().get(`/api/creative-templates?search=${tag}&limit=25&page=2`)) as { items: Template[]; count: number };
  assert.deepEqual(page, { items: [], count: 2 });
  assert.deepEqual(await ids('', `Story ${tag}`), [video.id]);
  assertProblem(await admin().get('/api/creative-templates?renderType=GIF'), 400);
  assertProblem(await admin().get('/api/creative-templates?limit=101'), 400);
});

test('an update saves what it sends, merges audio options, and is refused while a file has no content or upload', async () => {
  const template = await templateWith(admin(), { name: 'Reel', renderType: 'VIDEO', audioOptions: { fadeIn: true, fadeInDuration: 2 } });
  const updated = assertOk(await admin().put(`/api/creative-templates/${template.id}`, { isPublished: true, audioOptions: { fadeOut: true }, settings: [{ key: 'brand', value: 'Harbour' }] })) as Template & Record<string, unknown>;
  assert.equal(updated.name, 'Reel');
  assert.equal(updated.isPublished, true);
  assert.deepEqual(updated.audioOptions, { loopAudio: false, fadeIn: true, fadeInDuration: 2, fadeOut: true, fadeOutDuration: 3 });
  assert.deepEqual(updated.settings, [{ key: 'brand', value: 'Harbour' }]);
  // An OTHER file gets its bytes by upload: until then the template cannot be saved (003 §5).
  assertOk(await admin().post('/api/creative-template-files', { creativeTemplateId: template.id, fileName: 'logo.png', fileType: 'OTHER' }), 201);
  assertProblem(await admin().put(`/api/creative-templates/${template.id}`, { name: 'Reel 2' }), 400, 'File with empty content found: logo.png');
  assert.equal((assertOk(await admin().get(`/api/creative-templates/${template.id}`)) as Template).name, 'Reel');
  assertProblem(await admin().put(`/api/creative-templates/${template.id}`, { name: '   ' }), 400, undefined, ['/body/name']);
  assertProblem(await admin().put(`/api/creative-templates/${template.id}`, { settings: [{ key: '1st', value: 'x' }] }), 400, undefined, ['/body/settings/0/key']);
  assertProblem(await admin().put(`/api/creative-templates/${template.id}`, { audioOptions: { fadeInDuration: 61 } }), 400, undefined, ['/body/audioOptions/fadeInDuration']);
  assertProblem(await admin().put(`/api/creative-templates/${template.id}`, { colour: 'red' }), 400, undefined, ['/body/colour']);
  assertProblem(await admin().put(`/api/creative-templates/${randomUUID()}`, { name: 'x' }), 404, 'Creative template not found.');
});

test('create refuses invalid bodies with a problem', async () => {
  assertProblem(await admin().post('/api/creative-templates', {}), 400, undefined, ['/body/name']);
  assertProblem(await admin().post('/api/creative-templates', { name: 'x', renderType: 'GIF' }), 400, undefined, ['/body/renderType']);
  assertProblem(await admin().post('/api/creative-templates', { name: 'x', customerTags: ['not-a-uuid'] }), 400, undefined, ['/body/customerTags/0']);
  assertProblem(await admin().post('/api/creative-templates', { name: 'x', isPublished: 'yes' }), 400, undefined, ['/body/isPublished']);
});

test('deleting a template removes its files; several at once ignore ids of no template', async () => {
  const one = await templateWith(admin(), { name: 'One' }, { 'extra.css': 'h1 { color: red; }' });
  const fileIds = [...(await filesOf(admin(), one.id)).values()].map((f) => f.id);
  assert.equal(fileIds.length, 5);
  const deleted = await admin().delete(`/api/creative-templates/${one.id}`);
  assert.equal(deleted.status, 204);
  assertProblem(await admin().get(`/api/creative-templates/${one.id}`), 404, 'Creative template not found.');
  for (const id of fileIds) assertProblem(await admin().get(`/api/creative-template-files/${id}`), 404, 'Creative template file not found.');
  assertProblem(await admin().delete(`/api/creative-templates/${one.id}`), 404, 'Creative template not found.');
  const [a, b] = [await templateWith(admin(), { name: 'A' }), await templateWith(admin(), { name: 'B' })];
  assert.deepEqual(assertOk(await admin().post('/api/creative-templates/delete', { ids: [a.id, b.id, randomUUID()] })), { deleted: 2 });
  assert.deepEqual(assertOk(await admin().post('/api/creative-templates/delete', { ids: [a.id, b.id] })), { deleted: 0 });
  assertProblem(await admin().get(`/api/creative-templates/${b.id}`), 404);
  assertProblem(await admin().post('/api/creative-templates/delete', { ids: [] }), 400, undefined, ['/body/ids']);
  assertProblem(await admin().get('/api/creative-templates/not-a-uuid'), 400, undefined, ['/params/creativeTemplateId']);
});

test('the screens read their settings: types, audio extensions, the 10 MB limit and the binding variables', async () => {
  const settings = assertOk(await admin().get('/api/creative-templates/page-settings')) as { bindingVariables: Array<{ name: string }> } & Record<string, unknown>;
  assert.deepEqual(settings.renderTypes, ['IMAGE', 'VIDEO']);
  assert.deepEqual(settings.fileTypes, ['HTML', 'CSS', 'JAVASCRIPT', 'JSON', 'AMPHTML', 'AUDIO', 'OTHER']);
  assert.deepEqual(settings.assetTypes, ['FONT', 'ICON']);
  assert.deepEqual(settings.audioExtensions, ['.mp3', '.wav', '.ogg']);
  assert.equal(settings.maxUploadBytes, 10 * 1024 * 1024);
  assert.deepEqual(settings.pageSizes, [25, 50, 100]);
  for (const name of ['title', 'price', 'address', 'image1', 'image10', 'agentName', 'logo']) assert.ok(settings.bindingVariables.some((v) => v.name === name), name);
});

test('unsupported variables are listed with their line numbers; the template\'s setting keys are known', async () => {
  const content = '<h1>{{ title }}</h1>\n<p>{{ colour }}</p>\n\n<p>{{brand}} {{ colour }} {{ agent name }}</p>\n<span>{{ price }}</span>';
  assert.deepEqual(assertOk(await admin().post('/api/creative-templates/validate-content', { content })), {
    unsupportedVariables: [{ name: 'colour', lineNumber: 2 }, { name: 'brand', lineNumber: 4 }, { name: 'colour', lineNumber: 4 }, { name: 'agent name', lineNumber: 4 }],
  });
  const template = await templateWith(admin(), { name: 'Branded', settings: [{ key: 'brand', value: 'Harbour' }, { key: 'colour', value: 'red' }] });
  assert.deepEqual(assertOk(await admin().post('/api/creative-templates/validate-content', { content, creativeTemplateId: template.id })), { unsupportedVariables: [{ name: 'agent name', lineNumber: 4 }] });
  assert.deepEqual(assertOk(await admin().post('/api/creative-templates/validate-content', { content: '{{ title }} {{ image3 }}' })), { unsupportedVariables: [] });
  assertProblem(await admin().post('/api/creative-templates/validate-content', { content, creativeTemplateId: randomUUID() }), 400, 'Creative template not found.', ['/body/creativeTemplateId']);
  assertProblem(await admin().post('/api/creative-templates/validate-content', {}), 400, undefined, ['/body/content']);
});

test('templates are staff work: anonymous is 401, every other role 403 (the list aside)', async () => {
  const template = await templateWith(admin(), { name: 'Staff only' });
  const calls = (who: ReturnType<typeof anon>) => [
    () => who.post('/api/creative-templates', { name: 'x' }),
    () => who.post('/api/creative-templates/delete', { ids: [template.id] }),
    () => who.get('/api/creative-templates/page-settings'),
    () => who.post('/api/creative-templates/validate-content', { content: '{{ x }}' }),
    () => who.get(`/api/creative-templates/${template.id}`),
    () => who.put(`/api/creative-templates/${template.id}`, { name: 'x' }),
    () => who.delete(`/api/creative-templates/${template.id}`),
  ];
  for (const call of calls(anon(svc))) assertProblem(await call(), 401);
  assertProblem(await anon(svc).get('/api/creative-templates'), 401);
  assertProblem(await clientAs(svc, 'sales').get('/api/creative-templates'), 403);
  const customerId = randomUUID();
  const outsiders = [clientAs(svc, 'sales'), clientAs(svc, 'user'), clientAs(svc, { roles: ['corporate'], customerId }), clientAs(svc, { roles: ['branchmanager'], customerId, officeIds: [randomUUID()] }), clientAs(svc, { roles: ['branchuser'], customerId, officeIds: [randomUUID()] }), clientAs(svc, { roles: ['agent'], customerId, agentId: randomUUID() })];
  for (const who of outsiders) for (const call of calls(who)) assertProblem(await call(), 403);
  // A partner's bearer token of a staff role works as the session does.
  assertOk(await clientAs(svc, { roles: ['operations'], via: 'bearer' }).get(`/api/creative-templates/${template.id}`));
  assertOk(await admin().get(`/api/creative-templates/${template.id}`));
});

test("a dashboard user lists only the published templates open to their customer, and none of another's", async () => {
  const mine = await knownCustomer(svc);
  const theirs = await knownCustomer(svc);
  const tag = uniqueTag();
  const make = async (name: string, fields: Record<string, unknown>) => (await templateWith(admin(), { name: `${name} ${tag}`, ...fields })).id;
  const open = await make('Open', { isPublished: true });
  const tagged = await make('Mine', { isPublished: true, customerTags: [mine.customerId] });
  await make('Theirs', { isPublished: true, customerTags: [theirs.customerId] });
  await make('Draft', { isPublished: false });
  const listed = async (who: ReturnType<typeof anon>, query = '') => ((assertOk(await who.get(`/api/creative-templates?search=${tag}&sort=name${query}`)) as { items: Template[]; count: number }));
  for (const who of [clientAs(svc, { roles: ['corporate'], customerId: mine.customerId }), clientAs(svc, { roles: ['agent'], customerId: mine.customerId, agentId: randomUUID() })]) {
    const page = await listed(who);
    assert.deepEqual(page.items.map((t) => t.id), [tagged, open]);
    assert.equal(page.count, 2);
    // Asking for unpublished ones shows none of them.
    assert.equal((await listed(who, '&isPublished=false')).count, 0);
  }
  assert.equal((await listed(admin())).count, 4);
  // A dashboard user of no customer lists nothing.
  assert.equal((await listed(clientAs(svc, { roles: ['corporate'] }))).count, 0);
});
