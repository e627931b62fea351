// A template's files and the shared assets over HTTP (003 §3, §5, §7): add, list (a template's, its custom
// ones, the shared ones), read, change and delete files with their rules (content for text files, one
// AUDIO file, unique names); uploads with their limits and the spec's words (10 MB, 413; audio only
// .mp3/.wav/.ogg by name and bytes, 415; other bytes than images, fonts and audio, 415; bytes already
// there, 409 unless ignoreExisting, and the replaced bytes removed); shared assets with camel-cased
// unique keys, ICON for an image upload and FONT otherwise. Staff only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { objectKeyOf } from '@adops/platform';
import { anon, assertOk, assertProblem, clientAs, PNG, serviceUnderTest, uniqueTag } from '@adops/platform/testing';
import { filesOf, startCreative, storedBytes, templateWith, upload, type TemplateFile } from './helpers.ts';

const svc = serviceUnderTest(() => startCreative());
const admin = () => clientAs(svc, 'admin');

/** A tiny valid WAV (16-bit mono PCM silence): 'RIFF', its size, 'WAVE', a fmt and a data chunk. */
function wav(samples = 800): Buffer {
  const data = samples * 2;
  const b = Buffer.alloc(44 + data);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVEfmt ', 8, 'latin1');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(8000, 24);
  b.writeUInt32LE(16000, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(data, 40);
  return b;
}
const FLAC = Buffer.concat([Buffer.from('fLaC', 'latin1'), Buffer.alloc(60)]);
const WOFF2 = Buffer.concat([Buffer.from('wOF2', 'latin1'), Buffer.alloc(60, 1)]);

/** A unique word of letters only (camel-casing puts a separator before digits). */
const letters = () => [...randomUUID().replace(/-/g, '').slice(0, 8)].map((c) => String.fromCharCode(97 + parseInt(c, 16))).join('');

const addFile = (templateId: string, body: Record<string, unknown>) => admin().post('/api/creative-template-files', { creativeTemplateId: templateId, ...body });

/** Whether the service's object store still holds the bytes behind a file's URL. */
async function stored(url: string): Promise<boolean> {
  return (await svc.objects.get(objectKeyOf(svc.objects, url)!)) !== undefined;
}

test('files are added, listed, read, changed and deleted with their rules', async () => {
  const template = await templateWith(admin(), { name: 'Files' });
  const css = assertOk(await addFile(template.id, { fileName: 'extra.css', fileType: 'CSS', content: 'h1 { letter-spacing: 0.02em; }' }), 201) as TemplateFile;
  assert.deepEqual({ ...css, id: undefined }, { ...css, id: undefined, creativeTemplateId: template.id, fileName: 'extra.css', fileType: 'CSS', isShared: false, isDefault: false, assetType: null, assetKey: null, creativeTemplateAsset: null, s3Url: null });
  assert.deepEqual(assertOk(await admin().get(`/api/creative-template-files/${css.id}`)), css);
  // A text file needs content (003 §5); names are unique in a template.
  assertProblem(await addFile(template.id, { fileName: 'empty.js', fileType: 'JAVASCRIPT', content: '' }), 400, 'File with empty content found: empty.js', ['/body/content']);
  assertProblem(await addFile(template.id, { fileName: 'blank.css', fileType: 'CSS', content: ' \n ' }), 400, 'File with empty content found: blank.css');
  assertProblem(await addFile(template.id, { fileName: 'nothing.html', fileType: 'HTML' }), 400, 'File with empty content found: nothing.html');
  assertProblem(await addFile(template.id, { fileName: 'extra.css', fileType: 'CSS', content: 'p {}' }), 409, 'A file with this name already exists in this template.');
  // One AUDIO file per template, whether added or changed into one.
  const song = assertOk(await addFile(template.id, { fileName: 'theme.wav', fileType: 'AUDIO' }), 201) as TemplateFile;
  assert.equal(song.content, null);
  assertProblem(await addFile(template.id, { fileName: 'second.mp3', fileType: 'AUDIO' }), 400, 'Audio file already present in this template. Please select a different file type', ['/body/fileType']);
  const other = assertOk(await addFile(template.id, { fileName: 'logo.png', fileType: 'OTHER' }), 201) as TemplateFile;
  assertProblem(await admin().put(`/api/creative-template-files/${other.id}`, { fileType: 'AUDIO' }), 400, 'Audio file already present in this template. Please select a different file type');
  // Changes follow the rules of create.
  const changed = assertOk(await admin().put(`/api/creative-template-files/${css.id}`, { fileName: 'brand.css', content: 'h1 { color: navy; }' })) as TemplateFile;
  assert.equal(changed.fileName, 'brand.css');
  assert.equal(changed.content, 'h1 { color: navy; }');
  assertProblem(await admin().put(`/api/creative-template-files/${css.id}`, { fileName: 'style.css' }), 409, 'A file with this name already exists in this template.');
  assertProblem(await admin().put(`/api/creative-template-files/${css.id}`, { content: '' }), 400, 'File with empty content found: brand.css');
  assertProblem(await admin().put(`/api/creative-template-files/${css.id}`, { fileName: '../evil.css' }), 400, undefined, ['/body/fileName']);
  assertProblem(await admin().put(`/api/creative-template-files/${randomUUID()}`, { content: 'x' }), 404, 'Creative template file not found.');
  // The template's files, only its custom ones, by name.
  const all = assertOk(await admin().get(`/api/creative-template-files?creativeTemplateId=${template.id}`)) as { items: TemplateFile[]; count: number };
  assert.deepEqual(all.items.map((f) => f.fileName), ['brand.css', 'index.html', 'logo.png', 'script.js', 'style.css', 'template.json', 'theme.wav']);
  const custom = assertOk(await admin().get(`/api/creative-template-files?creativeTemplateId=${template.id}&custom=true`)) as { items: TemplateFile[]; count: number };
  assert.deepEqual(custom.items.map((f) => f.fileName), ['brand.css', 'logo.png', 'theme.wav']);
  assert.equal(custom.count, 3);
  // Without a template named, every file: this template's among them.
  const every = assertOk(await admin().get(`/api/creative-template-files?search=${encodeURIComponent('brand.css')}&limit=100`)) as { items: TemplateFile[] };
  assert.ok(every.items.some((f) => f.id === css.id));
  // Several deleted at once with their bytes; ids of no file are ignored.
  const logo = assertOk(await upload(admin(), PNG, 'logo.png', { creativeTemplateFile: other.id }), 201) as TemplateFile;
  assert.equal(await stored(logo.creativeTemplateAsset!.cdnUrl), true);
  assert.deepEqual(assertOk(await admin().post('/api/creative-template-files/delete', { ids: [other.id, song.id, randomUUID()] })), { deleted: 2 });
  assert.equal(await stored(logo.creativeTemplateAsset!.cdnUrl), false);
  assertProblem(await admin().get(`/api/creative-template-files/${other.id}`), 404, 'Creative template file not found.');
  assert.deepEqual(assertOk(await admin().post('/api/creative-template-files/delete', { ids: [other.id] })), { deleted: 0 });
  assertProblem(await addFile(randomUUID(), { fileName: 'x.css', fileType: 'CSS', content: 'p {}' }), 400, 'Creative template not found.', ['/body/creativeTemplateId']);
  assertProblem(await addFile(template.id, { fileName: 'x.css', fileType: 'SASS', content: 'p {}' }), 400, undefined, ['/body/fileType']);
});

test('uploads: images and fonts to OTHER files, audio to AUDIO files, 409 for bytes already there, and the limits', async () => {
  const template = await templateWith(admin(), { name: 'Uploads' });
  const other = assertOk(await addFile(template.id, { fileName: 'logo.png', fileType: 'OTHER' }), 201) as TemplateFile;
  const first = assertOk(await upload(admin(), PNG, 'Logo Final.png', { creativeTemplateFile: other.id }), 201) as TemplateFile;
  assert.deepEqual({ ...first.creativeTemplateAsset, cdnUrl: undefined }, { originalFileName: 'Logo Final.png', cdnUrl: undefined, mediaType: 'image/png', size: PNG.length });
  assert.deepEqual(await storedBytes(svc, first.creativeTemplateAsset!.cdnUrl), PNG);
  assert.ok(first.s3Url);
  assert.equal(first.assetType, null, 'a template file has no asset type');
  assertProblem(await upload(admin(), WOFF2, 'brand.woff2', { creativeTemplateFile: other.id }), 409, 'This file already has an uploaded asset.');
  // Now every file has content or bytes: the template saves.
  assertOk(await admin().put(`/api/creative-templates/${template.id}`, { isPublished: true }));
  // Audio: .mp3, .wav or .ogg by name and by bytes (415 otherwise).
  const audio = assertOk(await addFile(template.id, { fileName: 'theme.wav', fileType: 'AUDIO' }), 201) as TemplateFile;
  const unsupported = 'Unsupported audio format found. Please use .mp3, .wav or .ogg files only';
  assertProblem(await upload(admin(), FLAC, 'theme.flac', { creativeTemplateFile: audio.id }), 415, unsupported);
  assertProblem(await upload(admin(), wav(), 'theme.flac', { creativeTemplateFile: audio.id }), 415, unsupported);
  assertProblem(await upload(admin(), PNG, 'theme.mp3', { creativeTemplateFile: audio.id }), 415, unsupported);
  assert.equal((assertOk(await admin().get(`/api/creative-template-files/${audio.id}`)) as TemplateFile).creativeTemplateAsset, null);
  const song = assertOk(await upload(admin(), wav(), 'Theme.WAV', { creativeTemplateFile: audio.id }), 201) as TemplateFile;
  assert.equal(song.creativeTemplateAsset!.mediaType, 'audio/wav');
  // Other bytes than images, fonts and audio; no bytes; an unknown target; the 10 MB limit.
  const empty = assertOk(await addFile(template.id, { fileName: 'photo.png', fileType: 'OTHER' }), 201) as TemplateFile;
  assertProblem(await upload(admin(), Buffer.from('just some words'), 'notes.png', { creativeTemplateFile: empty.id }), 415, 'Only images, fonts and audio files are allowed.');
  assertProblem(await upload(admin(), undefined, 'x.png', { creativeTemplateFile: empty.id }), 400, 'Asset is required');
  assertProblem(await upload(admin(), PNG, 'x.png', { creativeTemplateFile: randomUUID() }), 404, 'Creative template file not found.');
  const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1 - PNG.length)]);
  assertProblem(await upload(admin(), big, 'huge.png', { creativeTemplateFile: empty.id }), 413, 'File size is too large. Please select a file not over 10 MB');
  assert.equal((assertOk(await admin().get(`/api/creative-template-files/${empty.id}`)) as TemplateFile).creativeTemplateAsset, null);
  const exactly = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 - PNG.length)]);
  assert.equal((assertOk(await upload(admin(), exactly, 'ten.png', { creativeTemplateFile: empty.id }), 201) as TemplateFile).creativeTemplateAsset!.size, 10 * 1024 * 1024);
  assertProblem(await upload(admin(), PNG, 'x.png', { creativeTemplateFile: 'nope' }), 400);
});

test('ignoreExisting replaces the bytes a file has, and the replaced bytes are removed', async () => {
  const template = await templateWith(admin(), { name: 'Replace' });
  const other = assertOk(await addFile(template.id, { fileName: 'logo.png', fileType: 'OTHER' }), 201) as TemplateFile;
  const first = assertOk(await upload(admin(), PNG, 'logo.png', { creativeTemplateFile: other.id }), 201) as TemplateFile;
  // A multipart form's fields are text: the editor sends ignoreExisting as 'true' or 'false'.
  assertProblem(await upload(admin(), WOFF2, 'brand.woff2', { creativeTemplateFile: other.id, ignoreExisting: false }), 409, 'This file already has an uploaded asset.');
  const replaced = assertOk(await upload(admin(), WOFF2, 'brand.woff2', { creativeTemplateFile: other.id, ignoreExisting: true }), 201) as TemplateFile;
  assert.equal(replaced.creativeTemplateAsset!.mediaType, 'font/woff2');
  assert.notEqual(replaced.creativeTemplateAsset!.cdnUrl, first.creativeTemplateAsset!.cdnUrl);
  assert.deepEqual(await storedBytes(svc, replaced.creativeTemplateAsset!.cdnUrl), WOFF2);
  assert.equal(await stored(first.creativeTemplateAsset!.cdnUrl), false, 'the replaced bytes are removed');
});

test('shared assets: camel-cased unique keys, ICON for an image upload and FONT otherwise', async () => {
  const tag = letters();
  const Tag = tag[0]!.toUpperCase() + tag.slice(1);
  const font = assertOk(await admin().post('/api/shared-assets', { fileName: 'brand-sans.woff2', assetKey: `brand sans ${tag}`, assetType: 'FONT' }), 201) as TemplateFile;
  assert.equal(font.assetKey, `brandSans${Tag}`);
  assert.deepEqual([font.creativeTemplateId, font.fileType, font.isShared, font.isDefault, font.assetType, font.creativeTemplateAsset], [null, 'OTHER', true, false, 'FONT', null]);
  assertProblem(await admin().post('/api/shared-assets', { fileName: 'other.woff2', assetKey: `Brand-Sans ${tag}` }), 409, 'A shared asset with this key already exists.');
  const icon = assertOk(await admin().post('/api/shared-assets', { fileName: 'pin.png', assetKey: `map pin ${tag}`, assetType: 'FONT' }), 201) as TemplateFile;
  // The upload decides the type from the bytes (003 §5).
  assert.equal((assertOk(await upload(admin(), PNG, 'pin.png', { creativeTemplateFile: icon.id }), 201) as TemplateFile).assetType, 'ICON');
  assert.equal((assertOk(await upload(admin(), WOFF2, 'brand.woff2', { creativeTemplateFile: font.id }), 201) as TemplateFile).assetType, 'FONT');
  const icons = assertOk(await admin().get(`/api/shared-assets?assetType=ICON&search=${tag}`)) as { items: TemplateFile[] };
  assert.deepEqual(icons.items.map((a) => a.id), [icon.id]);
  const both = assertOk(await admin().get(`/api/shared-assets?search=${tag}`)) as { items: TemplateFile[]; count: number };
  assert.deepEqual(both.items.map((a) => a.assetKey), [`brandSans${Tag}`, `mapPin${Tag}`]);
  const viaFiles = assertOk(await admin().get(`/api/creative-template-files?shared=true&search=${encodeURIComponent('pin.png')}`)) as { items: TemplateFile[] };
  assert.ok(viaFiles.items.some((a) => a.id === icon.id));
  assert.deepEqual(assertOk(await admin().get(`/api/shared-assets/${icon.id}`)), { ...(assertOk(await admin().get(`/api/creative-template-files/${icon.id}`)) as object) });
  // Changes: the key camel-cased and unique, as on create.
  assert.equal((assertOk(await admin().put(`/api/shared-assets/${icon.id}`, { assetKey: `location pin ${tag}`, fileName: 'location.png' })) as TemplateFile).assetKey, `locationPin${Tag}`);
  assertProblem(await admin().put(`/api/shared-assets/${icon.id}`, { assetKey: `brand_sans ${tag}` }), 409, 'A shared asset with this key already exists.');
  assertProblem(await admin().post('/api/shared-assets', { fileName: 'x.png', assetKey: '---' }), 400, undefined, ['/body/assetKey']);
  assertProblem(await admin().post('/api/shared-assets', { fileName: 'x.png' }), 400, undefined, ['/body/assetKey']);
  // A template's own file is not a shared asset; a shared asset is not changed as a template file.
  const template = await templateWith(admin(), { name: 'Not shared' });
  const own = (await filesOf(admin(), template.id)).get('style.css')!;
  assertProblem(await admin().get(`/api/shared-assets/${own.id}`), 404, 'Shared asset not found.');
  assertProblem(await admin().put(`/api/shared-assets/${own.id}`, { assetKey: 'x' }), 404, 'Shared asset not found.');
  assertProblem(await admin().delete(`/api/shared-assets/${own.id}`), 404, 'Shared asset not found.');
  assertProblem(await admin().put(`/api/creative-template-files/${font.id}`, { content: 'x' }), 404, 'Creative template file not found.');
  // Deleted with its bytes.
  const fontUrl = (assertOk(await admin().get(`/api/shared-assets/${font.id}`)) as TemplateFile).creativeTemplateAsset!.cdnUrl;
  assert.equal((await admin().delete(`/api/shared-assets/${font.id}`)).status, 204);
  assert.equal(await stored(fontUrl), false);
  assertProblem(await admin().get(`/api/shared-assets/${font.id}`), 404, 'Shared asset not found.');
  assertProblem(await admin().delete(`/api/shared-assets/${font.id}`), 404, 'Shared asset not found.');
});

test('files and shared assets are staff work: anonymous is 401, every other role 403', async () => {
  const template = await templateWith(admin(), { name: 'Staff files' });
  const file = (await filesOf(admin(), template.id)).get('style.css')!;
  const shared = assertOk(await admin().post('/api/shared-assets', { fileName: 's.png', assetKey: `staff ${uniqueTag()}` }), 201) as TemplateFile;
  const calls = async (who: ReturnType<typeof anon>) => [
    () => who.post('/api/creative-template-files', { creativeTemplateId: template.id, fileName: 'a.css', fileType: 'CSS', content: 'p {}' }),
    () => who.get(`/api/creative-template-files?creativeTemplateId=${template.id}`),
    () => who.post('/api/creative-template-files/delete', { ids: [file.id] }),
    () => upload(who, PNG, 'x.png', { creativeTemplateFile: shared.id }),
    () => who.get(`/api/creative-template-files/${file.id}`),
    () => who.put(`/api/creative-template-files/${file.id}`, { content: 'p {}' }),
    () => who.post('/api/shared-assets', { fileName: 'x.png', assetKey: 'x' }),
    () => who.get('/api/shared-assets'),
    () => who.get(`/api/shared-assets/${shared.id}`),
    () => who.put(`/api/shared-assets/${shared.id}`, { assetKey: 'y' }),
    () => who.delete(`/api/shared-assets/${shared.id}`),
  ];
  for (const call of await calls(anon(svc))) assertProblem(await call(), 401);
  const customerId = randomUUID();
  const outsiders = [clientAs(svc, 'sales'), clientAs(svc, 'user'), clientAs(svc, { roles: ['corporate'], customerId }), clientAs(svc, { roles: ['branchmanager'], customerId, officeIds: [randomUUID()] }), clientAs(svc, { roles: ['branchuser'], customerId, officeIds: [randomUUID()] }), clientAs(svc, { roles: ['agent'], customerId, agentId: randomUUID() })];
  for (const who of outsiders) for (const call of await calls(who)) assertProblem(await call(), 403);
  // Nothing changed.
  assert.equal((assertOk(await clientAs(svc, 'operations').get(`/api/shared-assets/${shared.id}`)) as TemplateFile).creativeTemplateAsset, null);
  assert.equal((assertOk(await clientAs(svc, 'operations').get(`/api/creative-template-files/${file.id}`)) as TemplateFile).content, file.content);
});
