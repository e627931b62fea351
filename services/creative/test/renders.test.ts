// What the renders produce, read back from the object store: a customer's user previews a template for
// their listing (open to every customer, then tagged for theirs) and the PNG's pixels show the listing's
// title (against reference renders of the same files by the renderer itself: the same title near
// identical, another title materially different); a VIDEO template (fps 12, 2 seconds, a WAV uploaded as
// its audio) becomes an H.264 MP4 of that length with an audio stream, its progress rising to 100; and a
// render interrupted by the worker stopping is re-queued, found WAITING by the editor's filters, and
// ends once with SUCCESS after the worker starts again.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { createJobs, DEFAULT_JOBS_SETTINGS, JobEntity } from '@adops/platform';
import { assertOk, clientAs, eventsOf, serviceUnderTest, type TestClient } from '@adops/platform/testing';
import { createRenderer } from '../src/jobs/rendering/index.ts';
import { filesOf, jobEnd, knownCustomer, knownListing, startCreative, storedBytes, templateJson, templateWith, upload, type Job, type Template, type TemplateFile } from './helpers.ts';

const run = promisify(execFile);

const svc = serviceUnderTest(async () => {
  // A run that ignores the worker's stop (a render does not poll stopRequested) is re-queued after the
  // kit's shutdown wait; 10 s by default, shortened here (createJobs reads the defaults once, at boot).
  const wait = DEFAULT_JOBS_SETTINGS.shutdownWaitMs;
  DEFAULT_JOBS_SETTINGS.shutdownWaitMs = 300;
  try {
    return await startCreative();
  } finally {
    DEFAULT_JOBS_SETTINGS.shutdownWaitMs = wait;
  }
});
const admin = () => clientAs(svc, 'admin');

const work = await mkdtemp(join(tmpdir(), 'adops-creative-renders-'));
const renderer = createRenderer({ chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
let song: Buffer;
before(async () => {
  // Three seconds of a 440 Hz tone: longer than the video, so the encode trims it.
  await run('/usr/bin/ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-ac', '1', '-ar', '22050', '-y', join(work, 'theme.wav')]);
  song = await readFile(join(work, 'theme.wav'));
});
after(async () => {
  await renderer.close();
  await rm(work, { recursive: true, force: true });
});

const TITLE_CARD = {
  'index.html': '<!doctype html><html><head><link rel="stylesheet" href="style.css"></head><body><h1>{{ title }}</h1><script src="script.js"></script></body></html>',
  'style.css': "body { margin: 0; background: #ffffff; } h1 { margin: 24px; font: bold 44px 'DejaVu Sans', sans-serif; color: #000000; }",
  'script.js': 'window.__adopsSeek = function () {};',
  'template.json': templateJson(560, 120),
};

/** A video whose background sweeps from red to blue over its two seconds, the title on top. */
const REEL = {
  'index.html': '<!doctype html><html><head><link rel="stylesheet" href="style.css"></head><body><h1>{{ title }}</h1><script src="script.js"></script></body></html>',
  'style.css': 'body { margin: 0; color: #fff; font: bold 20px sans-serif; } h1 { margin: 16px; }',
  'script.js': 'window.__adopsSeek = function (t, info) { var p = Math.min(1, t / info.duration); document.body.style.background = "rgb(" + Math.round(255 * (1 - p)) + ",0," + Math.round(255 * p) + ")"; };',
  'template.json': templateJson(320, 240, { fps: 12, duration: 2 }),
};

/** The share of pixels whose colour differs by more than a little (anti-aliasing aside) between two PNGs of one size. */
async function differingShare(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })));
  assert.deepEqual([x!.info.width, x!.info.height], [y!.info.width, y!.info.height]);
  let differing = 0;
  for (let i = 0; i < x!.data.length; i += 3) {
    if (Math.max(Math.abs(x!.data[i]! - y!.data[i]!), Math.abs(x!.data[i + 1]! - y!.data[i + 1]!), Math.abs(x!.data[i + 2]! - y!.data[i + 2]!)) > 64) differing++;
  }
  return differing / (x!.data.length / 3);
}

/** The share of dark pixels: text drawn in black on white. */
async function darkShare(png: Buffer): Promise<number> {
  const { data } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return data.filter((v) => v < 96).length / data.length;
}

/** The template's files as the renderer takes them. */
async function rendererFiles(templateId: string) {
  return [...(await filesOf(admin(), templateId)).values()].map((f) => ({ fileName: f.fileName, fileType: f.fileType, content: f.content }));
}

async function previewOf(client: TestClient, body: Record<string, unknown>): Promise<{ job: Job; png: Buffer }> {
  const { job } = await jobEnd(client, (assertOk(await client.post('/api/creative-jobs/previews', body), 202) as Job).id);
  assert.equal(job.status, 'SUCCESS', JSON.stringify(job));
  return { job, png: await storedBytes(svc, job.uploadPath!) };
}

test("a customer's user previews their listing: the PNG shows the listing's title", async () => {
  const customer = await knownCustomer(svc);
  const title = 'Zebra Quokka 42';
  const listingId = await knownListing(svc, customer, { title });
  const template = await templateWith(admin(), { name: 'Title card', isPublished: true }, TITLE_CARD);
  const user = clientAs(svc, { roles: ['corporate'], customerId: customer.customerId });
  const open = await previewOf(user, { creativeTemplateId: template.id, listingId });
  assert.deepEqual([open.job.customerId, open.job.listingId], [customer.customerId, listingId]);
  assertOk(await admin().put(`/api/creative-templates/${template.id}`, { customerTags: [customer.customerId] }));
  const tagged = await previewOf(user, { creativeTemplateId: template.id, listingId });

  const files = await rendererFiles(template.id);
  const reference = (await renderer.renderPreview({ files, bindings: { title } })).png;
  const another = (await renderer.renderPreview({ files, bindings: { title: 'Otter Lynx 17' } })).png;
  const blank = (await renderer.renderPreview({ files, bindings: { title: '' } })).png;
  assert.deepEqual([(await sharp(open.png).metadata()).width, (await sharp(open.png).metadata()).height], [560, 120]);
  for (const png of [open.png, tagged.png]) {
    assert.ok((await differingShare(png, reference)) < 0.002, 'the same title renders the same');
    assert.ok((await differingShare(png, another)) > 0.01, 'another title renders materially differently');
    assert.ok((await darkShare(png)) > 0.02, 'the title is drawn');
  }
  assert.ok((await darkShare(blank)) < 0.001, 'without a title nothing dark is drawn');
});

/** ffprobe's view of an MP4. */
async function probe(mp4: Buffer) {
  const path = join(work, `probe-${Date.now()}.mp4`);
  await writeFile(path, mp4);
  const { stdout } = await run('/usr/bin/ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', path]);
  await rm(path);
  return JSON.parse(stdout) as { format: { duration: string; format_name: string }; streams: Array<{ codec_type: string; codec_name: string; width?: number; height?: number; r_frame_rate?: string; duration?: string }> };
}

async function reelFor(customerId: string): Promise<Template> {
  const template = await templateWith(admin(), { name: 'Reel', renderType: 'VIDEO', isPublished: true, customerTags: [customerId], audioOptions: { fadeIn: true, fadeInDuration: 0.5, fadeOut: true, fadeOutDuration: 0.5 } }, REEL);
  const audio = assertOk(await admin().post('/api/creative-template-files', { creativeTemplateId: template.id, fileName: 'theme.wav', fileType: 'AUDIO' }), 201) as TemplateFile;
  assertOk(await upload(admin(), song, 'theme.wav', { creativeTemplateFile: audio.id }), 201);
  return template;
}

async function assertTwoSecondVideo(job: Job): Promise<void> {
  assert.match(job.uploadPath!, new RegExp(`/creative/jobs/${job.id}/video\\.mp4$`));
  const info = await probe(await storedBytes(svc, job.uploadPath!));
  assert.match(info.format.format_name, /mp4/);
  assert.ok(Math.abs(Number(info.format.duration) - 2) < 0.15, `duration ${info.format.duration}`);
  const video = info.streams.find((s) => s.codec_type === 'video')!;
  assert.deepEqual([video.codec_name, video.width, video.height, video.r_frame_rate], ['h264', 320, 240, '12/1']);
  const audio = info.streams.find((s) => s.codec_type === 'audio');
  assert.ok(audio, 'an audio stream');
  assert.equal(audio.codec_name, 'aac');
  assert.ok(Math.abs(Number(audio.duration) - 2) < 0.15, `audio duration ${audio.duration}`);
}

test("a listing's video: the customer's VIDEO template, 2 s at 12 fps with its audio; progress rises to 100", async () => {
  const customer = await knownCustomer(svc);
  const listingId = await knownListing(svc, customer, { title: 'Video Lane 7' });
  const template = await reelFor(customer.customerId);
  const user = clientAs(svc, { roles: ['corporate'], customerId: customer.customerId });
  // Without a template named, the newest published VIDEO template open to the customer is used.
  const queued = assertOk(await user.post('/api/creative-jobs/videos', { listingId }), 202) as Job;
  assert.deepEqual([queued.kind, queued.creativeTemplateId, queued.status, queued.progress], ['VIDEO', template.id, 'WAITING', 0]);
  const { job, seen } = await jobEnd(user, queued.id);
  assert.deepEqual([job.status, job.progress, job.message], ['SUCCESS', 100, 'Done']);
  const progress = seen.map((j) => j.progress);
  assert.deepEqual([...progress].sort((a, b) => a - b), progress, `progress only rises: ${progress}`);
  assert.ok(seen.some((j) => j.progress > 0 && j.progress < 100 && j.message === 'Rendering'), `progress seen on the way: ${progress}`);
  await assertTwoSecondVideo(job);
  const ended = await eventsOf(svc, { types: ['creative_job.ended'], subject: job.id });
  assert.deepEqual(ended.map((e) => e.data), [{ jobId: job.id, kind: 'VIDEO', status: 'SUCCESS', creativeTemplateId: template.id, customerId: customer.customerId, listingId, resourceId: null, uploadPath: job.uploadPath }]);
});

test('a render interrupted by the worker stopping is re-queued, waits for the editor to find, and ends once', async () => {
  const customer = await knownCustomer(svc);
  const listingId = await knownListing(svc, customer);
  const template = await reelFor(customer.customerId);
  const jobs = createJobs(svc.booted.context);
  const queued = assertOk(await admin().post('/api/creative-jobs/videos', { creativeTemplateId: template.id, listingId }), 202) as Job;
  // Mid-run: frames are being captured.
  for (let until = Date.now() + 30_000; ; ) {
    const now = assertOk(await admin().get(`/api/creative-jobs/${queued.id}`)) as Job;
    assert.equal(now.status, 'WAITING');
    if (now.progress >= 15) break;
    assert.ok(Date.now() < until, 'the video started rendering');
    await new Promise((r) => setTimeout(r, 50));
  }
  const stoppedAt = new Date();
  await jobs.stopRunner();
  try {
    const waiting = assertOk(await admin().get(`/api/creative-jobs/${queued.id}`)) as Job;
    assert.deepEqual([waiting.status, waiting.progress, waiting.message], ['WAITING', 0, 'Waiting for the renderer']);
    const row = await svc.booted.dataSource.getRepository(JobEntity).findOneByOrFail({ id: queued.id });
    assert.deepEqual([row.status, row.attempt], ['queued', 0], 'the interrupted run is re-queued without using an attempt');
    // The editor resumes what is still waiting: a template's latest WAITING job of a kind.
    const latest = (kind: string) => admin().get(`/api/creative-jobs?creativeTemplateId=${template.id}&kind=${kind}&status=WAITING&limit=1`);
    assert.deepEqual((assertOk(await latest('VIDEO')) as { items: Job[] }).items.map((j) => j.id), [queued.id]);
    const previewJob = assertOk(await admin().post('/api/creative-jobs/previews', { creativeTemplateId: template.id }), 202) as Job;
    assert.deepEqual((assertOk(await latest('PREVIEW')) as { items: Job[]; count: number }), { items: [previewJob], count: 1 });
    assert.deepEqual((assertOk(await admin().post('/api/creative-jobs/check', { ids: [queued.id, previewJob.id] })) as { jobs: unknown[] }).jobs, [{ id: queued.id, status: 'WAITING', progress: 0 }, { id: previewJob.id, status: 'WAITING', progress: 0 }]);
  } finally {
    jobs.startRunner();
  }
  const { job } = await jobEnd(admin(), queued.id);
  assert.deepEqual([job.status, job.progress, job.message], ['SUCCESS', 100, 'Done']);
  const row = await svc.booted.dataSource.getRepository(JobEntity).findOneByOrFail({ id: queued.id });
  assert.ok(row.startedAt! > stoppedAt, 'it ran again after the restart');
  await assertTwoSecondVideo(job);
  assert.equal((await eventsOf(svc, { types: ['creative_job.ended'], subject: queued.id })).length, 1, 'one ending');
  const previews = (assertOk(await admin().get(`/api/creative-jobs?creativeTemplateId=${template.id}&kind=PREVIEW`)) as { items: Job[] }).items;
  assert.equal((await jobEnd(admin(), previews[0]!.id)).job.status, 'SUCCESS');
});
