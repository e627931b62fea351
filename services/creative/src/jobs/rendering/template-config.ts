// What a template's files and audio options say about its rendering, read defensively: template.json
// is written by hand in the editor (or by an untrusted author), so a missing, malformed or absurd
// value falls back to the default or is clamped, and never stops a render or sizes one without bound.

export type TemplateFileType = 'HTML' | 'AMPHTML' | 'CSS' | 'JAVASCRIPT' | 'JSON' | 'AUDIO' | 'OTHER' | (string & {});

export interface TemplateFile {
  /** Its path under the template's origin, e.g. 'index.html', 'fonts/brand.woff2'. */
  fileName: string;
  fileType: TemplateFileType;
  /** Text files (HTML, CSS, JavaScript, JSON) keep their content here. */
  content?: string | null;
  /** Uploaded files (audio, fonts, images), resolved by the worker from their asset before rendering. */
  bytes?: Buffer | Uint8Array | null;
}

export interface VideoConfig {
  fps: number;
  /** Seconds of video. */
  duration: number;
  /** Seconds of the template's timeline that pass before the first frame. */
  startDelay: number;
  /** Handed to the template's seek hook; the renderer itself does not interpret it. */
  animationSpeed: number;
}

export interface TemplateConfig {
  width: number;
  height: number;
  videoConfig: VideoConfig;
}

export interface AudioOptions {
  loopAudio: boolean;
  fadeIn: boolean;
  /** Seconds. */
  fadeInDuration: number;
  fadeOut: boolean;
  /** Seconds. */
  fadeOutDuration: number;
}

export const DEFAULT_SIZE = { width: 600, height: 600 } as const;
export const DEFAULT_VIDEO_CONFIG: VideoConfig = Object.freeze({
  fps: 24,
  duration: 10,
  startDelay: 0,
  animationSpeed: 24,
});
export const DEFAULT_AUDIO_OPTIONS: AudioOptions = Object.freeze({
  loopAudio: false,
  fadeIn: false,
  fadeInDuration: 3,
  fadeOut: false,
  fadeOutDuration: 3,
});

/** Bounds of a render, whatever template.json asks for. */
export const LIMITS = Object.freeze({
  minSide: 16,
  maxSide: 2048,
  maxFps: 60,
  maxDurationS: 120,
  maxStartDelayS: 60,
  maxFadeS: 60,
});

const CONFIG_FILE = 'template.json';

function numberIn(value: unknown, fallback: number, min: number, max: number, integer = false): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return fallback;
  const bounded = Math.min(max, Math.max(min, n));
  return integer ? Math.round(bounded) : bounded;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The parsed template.json (the file named so, else the first JSON file), or an empty object. */
function configJson(files: readonly TemplateFile[]): Record<string, unknown> {
  const file = files.find((f) => f.fileName === CONFIG_FILE) ?? files.find((f) => f.fileType === 'JSON');
  const text = file?.content ?? (file?.bytes ? Buffer.from(file.bytes).toString('utf8') : undefined);
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * The template's size and video settings. The size is `size: { width, height }` (also accepted:
 * `size: "600x600"`, or width/height at the top level); videoConfig is `{ fps, duration, startDelay, animationSpeed }`.
 */
export function readTemplateConfig(files: readonly TemplateFile[]): TemplateConfig {
  const json = configJson(files);
  let rawWidth: unknown = json['width'];
  let rawHeight: unknown = json['height'];
  const size = json['size'];
  if (isObject(size)) {
    rawWidth = size['width'] ?? rawWidth;
    rawHeight = size['height'] ?? rawHeight;
  } else if (typeof size === 'string') {
    const m = /^\s*(\d+)\s*[xX×]\s*(\d+)\s*$/.exec(size);
    if (m) [rawWidth, rawHeight] = [m[1], m[2]];
  }
  const video = isObject(json['videoConfig']) ? json['videoConfig'] : {};
  const d = DEFAULT_VIDEO_CONFIG;
  return {
    width: numberIn(rawWidth, DEFAULT_SIZE.width, LIMITS.minSide, LIMITS.maxSide, true),
    height: numberIn(rawHeight, DEFAULT_SIZE.height, LIMITS.minSide, LIMITS.maxSide, true),
    videoConfig: {
      fps: numberIn(video['fps'], d.fps, 1, LIMITS.maxFps, true),
      duration: numberIn(video['duration'], d.duration, 0.1, LIMITS.maxDurationS),
      startDelay: numberIn(video['startDelay'], d.startDelay, 0, LIMITS.maxStartDelayS),
      animationSpeed: numberIn(video['animationSpeed'], d.animationSpeed, 0, 1000),
    },
  };
}

/** The template's audioOptions with the spec's defaults (fades of 3 s, off unless asked). */
export function readAudioOptions(
  options: Partial<Record<keyof AudioOptions, unknown>> | null | undefined,
): AudioOptions {
  const o = options ?? {};
  const d = DEFAULT_AUDIO_OPTIONS;
  return {
    loopAudio: o.loopAudio === true,
    fadeIn: o.fadeIn === true,
    fadeInDuration: numberIn(o.fadeInDuration, d.fadeInDuration, 0, LIMITS.maxFadeS),
    fadeOut: o.fadeOut === true,
    fadeOutDuration: numberIn(o.fadeOutDuration, d.fadeOutDuration, 0, LIMITS.maxFadeS),
  };
}
