// Renders a creative template: a PNG preview, or an MP4 of its frames with its audio. One Chromium
// per renderer, started on first use and reused (started again if it died); each render gets a new
// sandboxed context (sandbox.ts), closed after it. The template's scripts are untrusted and may
// never finish: loading, each frame and each screenshot have a deadline, and a render that overruns
// fails with its context closed under it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { Bindings } from './bindings.ts';
import { withDeadline } from './deadline.ts';
import { audioFormatOf, startEncoder, type EncodeOptions, type Encoder } from './encode.ts';
import { CHROMIUM_ARGS, openSandbox, type Sandbox, type ServedAsset } from './sandbox.ts';
import {
  readAudioOptions,
  readTemplateConfig,
  type AudioOptions,
  type TemplateConfig,
  type TemplateFile,
} from './template-config.ts';
import { SETTLE_WAIT_MS, Timeline } from './timeline.ts';

export const DEFAULT_CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export interface RenderInput {
  files: readonly TemplateFile[];
  bindings: Bindings;
  /** Files served beside the template's, e.g. the listing's images the worker downloaded and bound by path. */
  assets?: readonly ServedAsset[];
  /** For renderPreview/renderVideo (the shared renderers); a renderer from createRenderer uses its own. */
  chromiumPath?: string;
}

export interface PreviewInput extends RenderInput {
  /** Seconds into the video the preview shows (after the template's startDelay); default 0, the first frame. */
  atSeconds?: number;
}

export interface VideoInput extends RenderInput {
  /** Where the MP4 is written; the caller owns (and removes) it. */
  outputPath: string;
  /** The template's audioOptions; missing values take the spec's defaults. */
  audioOptions?: Partial<Record<keyof AudioOptions, unknown>> | null;
}

export interface PreviewResult {
  png: Buffer;
  width: number;
  height: number;
  /** URLs the template asked for and was refused (at most 100): worth a line in the job's log. */
  blockedRequests: string[];
}

export interface VideoResult {
  mp4Path: string;
  durationS: number;
  fps: number;
  frames: number;
  /** Of the video: the template's size, an odd side one pixel less (H.264 in yuv420p). */
  width: number;
  height: number;
  hasAudio: boolean;
  blockedRequests: string[];
}

/** 0..100: frames captured move it up to 95, the written MP4 makes it 100. */
export type ProgressListener = (percent: number) => void;

export interface RendererOptions {
  chromiumPath?: string;
  /** Loading the template, each frame's seek and each screenshot. */
  stepTimeoutMs?: number;
  /**
   * The longest a frame waits for the template's seek hook, and then for its images and fonts (default
   * 2 s; never beyond a third of stepTimeoutMs). A hook still running then is left, and the frame taken.
   */
  settleWaitMs?: number;
  /** Chromium flags after the sandbox's own (CHROMIUM_ARGS). */
  extraChromiumArgs?: readonly string[];
  /**
   * The browser closes after this long without a render (default a minute), so a process that renders now
   * and then (the embedded default) gives Chromium's memory back; the next render starts it again (~1 s).
   */
  idleCloseMs?: number;
}

export interface Renderer {
  renderPreview(input: PreviewInput): Promise<PreviewResult>;
  renderVideo(input: VideoInput, onProgress?: ProgressListener): Promise<VideoResult>;
  close(): Promise<void>;
}

const SCREENSHOT = { type: 'png', caret: 'hide', animations: 'allow', scale: 'css' } as const;

let chromiumType: Promise<typeof import('playwright-core').chromium> | undefined;
const loadChromium = () => (chromiumType ??= import('playwright-core').then((m) => m.chromium));

export function createRenderer(options: RendererOptions = {}): Renderer {
  const chromiumPath = options.chromiumPath ?? DEFAULT_CHROMIUM_PATH;
  const stepTimeoutMs = options.stepTimeoutMs ?? 15_000;
  const settleWaitMs = options.settleWaitMs ?? SETTLE_WAIT_MS;
  const idleCloseMs = options.idleCloseMs ?? 60_000;
  let launching: Promise<Browser> | undefined;
  let active = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  async function closeBrowser(): Promise<void> {
    // Forgotten at once: a render that starts while this one closes launches its own browser.
    const closing = launching;
    launching = undefined;
    await (await closing?.catch(() => undefined))?.close();
  }

  /** Counts a render in and out; the last one out starts the idle countdown. */
  async function rendering<T>(work: () => Promise<T>): Promise<T> {
    clearTimeout(idleTimer);
    active++;
    try {
      return await work();
    } finally {
      active--;
      if (active === 0) {
        idleTimer = setTimeout(() => void (active === 0 && closeBrowser().catch(() => undefined)), idleCloseMs);
        idleTimer.unref();
      }
    }
  }

  async function browser(): Promise<Browser> {
    const current = await launching?.catch(() => undefined);
    if (current?.isConnected()) return current;
    // playwright-core (~30 MB of heap, ~75 MB of RSS) is loaded on the first render, not when the module loads:
    // most processes never render (docs/decisions.md, the embedded default's memory).
    launching = loadChromium().then((chromium) => chromium.launch({
      executablePath: chromiumPath,
      args: [...CHROMIUM_ARGS, ...(options.extraChromiumArgs ?? [])],
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
      timeout: 30_000,
    }));
    return launching;
  }

  /** Runs a render in a new sandbox and closes it, whatever happened. */
  async function inSandbox<T>(
    input: RenderInput,
    config: TemplateConfig,
    work: (s: Sandbox) => Promise<T>,
  ): Promise<T> {
    return rendering(() => inSandboxNow(input, config, work));
  }

  async function inSandboxNow<T>(input: RenderInput, config: TemplateConfig, work: (s: Sandbox) => Promise<T>): Promise<T> {
    const opened = openSandbox(await browser(), {
      files: input.files,
      assets: input.assets,
      bindings: input.bindings,
      config,
      timeoutMs: stepTimeoutMs,
    });
    let sandbox: Sandbox | undefined;
    try {
      sandbox = await withDeadline(opened, stepTimeoutMs + 5_000, 'Loading the template');
      return await work(sandbox);
    } finally {
      // A context left open would keep the template's page running; one still opening is closed when it opens.
      if (sandbox) await sandbox.context.close().catch(() => undefined);
      else void opened.then((s) => s.context.close()).catch(() => undefined);
    }
  }

  const screenshot = (s: Sandbox) =>
    withDeadline(s.page.screenshot({ ...SCREENSHOT, timeout: stepTimeoutMs }), stepTimeoutMs + 1_000, 'A screenshot');

  return {
    async renderPreview(input) {
      const config = readTemplateConfig(input.files);
      const v = config.videoConfig;
      const into = Math.max(0, Number.isFinite(input.atSeconds) ? input.atSeconds! : 0);
      return inSandbox(input, config, async (sandbox) => {
        await new Timeline(sandbox.page, stepTimeoutMs, settleWaitMs).seek(v.startDelay + into, {
          ...v,
          frame: Math.round(into * v.fps),
        });
        const png = await screenshot(sandbox);
        return { png, width: config.width, height: config.height, blockedRequests: [...sandbox.blocked] };
      });
    },

    async renderVideo(input, onProgress) {
      const config = readTemplateConfig(input.files);
      const v = config.videoConfig;
      const frames = Math.max(1, Math.round(v.fps * v.duration));
      const durationS = frames / v.fps;
      let reported = -1;
      const progress = (p: number) => {
        if (p !== reported) onProgress?.((reported = p));
      };
      const work = await mkdtemp(join(tmpdir(), 'adops-render-'));
      let encoder: Encoder | undefined;
      try {
        const audio = await audioInput(input, work);
        progress(0);
        const blockedRequests = await inSandbox(input, config, async (sandbox) => {
          encoder = startEncoder({ fps: v.fps, durationS, outputPath: input.outputPath, audio });
          const timeline = new Timeline(sandbox.page, stepTimeoutMs, settleWaitMs);
          for (let frame = 0; frame < frames; frame++) {
            await timeline.seek(v.startDelay + frame / v.fps, { ...v, frame });
            await encoder.write(await screenshot(sandbox));
            progress(Math.floor(((frame + 1) / frames) * 95));
          }
          return [...sandbox.blocked];
        });
        await encoder!.finish();
        encoder = undefined;
        progress(100);
        return {
          mp4Path: input.outputPath,
          durationS,
          fps: v.fps,
          frames,
          width: config.width - (config.width % 2),
          height: config.height - (config.height % 2),
          hasAudio: Boolean(audio),
          blockedRequests,
        };
      } catch (error) {
        // A failed render leaves no half-written MP4 to be mistaken for a video.
        encoder?.kill();
        await rm(input.outputPath, { force: true }).catch(() => undefined);
        throw error;
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },

    async close() {
      clearTimeout(idleTimer);
      await closeBrowser();
    },
  };
}

/** The template's audio file (one at most, spec §4), written where ffmpeg reads it, with its options. */
async function audioInput(input: VideoInput, dir: string): Promise<EncodeOptions['audio']> {
  const file = input.files.find((f) => f.fileType === 'AUDIO');
  if (!file) return undefined;
  if (!file.bytes?.length)
    throw new Error(`The audio file ${file.fileName} has no bytes: the worker resolves it before rendering.`);
  const format = audioFormatOf(file.bytes);
  if (!format)
    throw new Error(`Unsupported audio format found in ${file.fileName}. Please use .mp3, .wav or .ogg files only`);
  const path = join(dir, `audio.${format}`);
  await writeFile(path, file.bytes);
  return { path, format, options: readAudioOptions(input.audioOptions) };
}

const shared = new Map<string, Renderer>();

function sharedRenderer(chromiumPath = DEFAULT_CHROMIUM_PATH): Renderer {
  let renderer = shared.get(chromiumPath);
  if (!renderer) shared.set(chromiumPath, (renderer = createRenderer({ chromiumPath })));
  return renderer;
}

/** A PNG of the template with its bindings, on the shared renderer of input.chromiumPath. */
export const renderPreview = (input: PreviewInput): Promise<PreviewResult> =>
  sharedRenderer(input.chromiumPath).renderPreview(input);

/** An MP4 of the template's frames and audio, on the shared renderer of input.chromiumPath. */
export const renderVideo = (input: VideoInput, onProgress?: ProgressListener): Promise<VideoResult> =>
  sharedRenderer(input.chromiumPath).renderVideo(input, onProgress);

/** Closes the shared renderers' browsers (a worker stopping, a test ending). */
export async function closeSharedRenderers(): Promise<void> {
  const all = [...shared.values()];
  shared.clear();
  await Promise.all(all.map((r) => r.close()));
}
