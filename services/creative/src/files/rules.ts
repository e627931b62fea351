// The files' and shared assets' pure rules (003 §3, §5): which types hold text, the audio and upload
// limits, the one-audio rule, asset keys in camelCase and the asset type an upload gives. Messages are
// the spec's, quoted exactly.
import { camelCase } from 'change-case';
import type { components } from '@adops/openapi/generated/creative';

type S = components['schemas'];

export const FILE_MESSAGES = {
  notFound: 'Creative template file not found.',
  sharedNotFound: 'Shared asset not found.',
  nameTaken: 'A file with this name already exists in this template.',
  keyTaken: 'A shared asset with this key already exists.',
  oneAudio: 'Audio file already present in this template. Please select a different file type',
  audioFormat: 'Unsupported audio format found. Please use .mp3, .wav or .ogg files only',
  tooLarge: 'File size is too large. Please select a file not over 10 MB',
  assetRequired: 'Asset is required',
  alreadyUploaded: 'This file already has an uploaded asset.',
} as const;

/** 003 §9 Upload size limit: 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const AUDIO_EXTENSIONS = ['.mp3', '.wav', '.ogg'] as const;
export const FILE_TYPES: S['FileType'][] = ['HTML', 'CSS', 'JAVASCRIPT', 'JSON', 'AMPHTML', 'AUDIO', 'OTHER'];
export const ASSET_TYPES: S['AssetType'][] = ['FONT', 'ICON'];

/** Types whose content is text written in the editor; AUDIO and OTHER files get bytes by upload. */
const TEXT_TYPES = new Set<S['FileType']>(['HTML', 'CSS', 'JAVASCRIPT', 'JSON', 'AMPHTML']);
export const isTextType = (t: S['FileType']) => TEXT_TYPES.has(t);

/** 003 §5 The asset key is converted to camelCase ('open sans bold' → openSansBold). */
export const assetKeyOf = (key: string) => camelCase(key.trim());

/** 003 §5 The asset type is set to ICON for images, otherwise FONT. */
export const assetTypeOf = (mediaType: string): S['AssetType'] => (mediaType.startsWith('image/') ? 'ICON' : 'FONT');

/** The extension of a file name, lower-cased with its dot ('' without one). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

/** 003 §5 Audio allows only .mp3, .wav and .ogg (the name's extension; the bytes are sniffed apart). */
export const isAudioName = (fileName: string) => (AUDIO_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));

/** Whether an AUDIO file may be added: a template holds one (003 §4). */
export const audioAllowed = (fileType: S['FileType'], otherAudioFiles: number) => fileType !== 'AUDIO' || otherAudioFiles === 0;

/** What a file's bytes are, from their first bytes: the audio formats, the image formats and the font formats a template may load. */
export function sniffCreativeMedia(head: Uint8Array): string | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 3 && ascii(0, 3) === 'ID3') return 'audio/mpeg';
  if (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0) return 'audio/mpeg';
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'audio/wav';
  if (head.length >= 4 && ascii(0, 4) === 'OggS') return 'audio/ogg';
  if (head.length >= 8 && head[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 4 && ascii(0, 4) === 'GIF8') return 'image/gif';
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (head.length >= 4 && ascii(0, 4) === 'wOFF') return 'font/woff';
  if (head.length >= 4 && ascii(0, 4) === 'wOF2') return 'font/woff2';
  if (head.length >= 4 && ascii(0, 4) === 'OTTO') return 'font/otf';
  if (head.length >= 4 && head[0] === 0 && head[1] === 1 && head[2] === 0 && head[3] === 0) return 'font/ttf';
  const text = new TextDecoder().decode(head.subarray(0, 512)).trimStart().toLowerCase();
  if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('<svg'))) return 'image/svg+xml';
  return null;
}

export const isAudioMedia = (mediaType: string) => mediaType.startsWith('audio/');
