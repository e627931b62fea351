// The format of an uploaded asset, by its content: file-type reads the first bytes (only as many as
// it needs) and MEDIA_FORMATS says what they are. The multipart middleware (http/multipart.ts)
// already refuses, while the upload streams, bytes that do not sniff as the spec's listed types;
// this is the step after it: which of our formats the stored file is (mp4 and f4v share a media
// type), and the refusal of a file whose name claims another format (a PNG named .mp4). Bytes that
// come another way (an entry of a bulk-upload zip) go through the same function.
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { Problem } from '../problems.ts';
import type { UploadedFile } from '../http/multipart.ts';
import {
  formatOfName,
  formatOfSniffed,
  IMAGE_FORMATS,
  MEDIA_FORMATS,
  VIDEO_FORMATS,
  type MediaFormat,
  type MediaFormatInfo,
} from './formats.ts';

export interface SniffedMedia extends MediaFormatInfo {
  format: MediaFormat;
}

export interface SniffOptions {
  /** The formats this upload may be; every image and video format by default. */
  accept?: readonly MediaFormat[];
  /** The client's file name: shown in the problem, and a name claiming another format is refused. Never decides the format. */
  fileName?: string | undefined;
}

const ALL_FORMATS: MediaFormat[] = [...IMAGE_FORMATS, ...VIDEO_FORMATS];

const listed = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

/** "gif, jpeg and png images and mp4 and mov videos": the accepted formats, as a person reads them. */
export function acceptedText(accept: readonly MediaFormat[]): string {
  const images = accept.filter((f) => MEDIA_FORMATS[f].kind === 'image');
  const videos = accept.filter((f) => MEDIA_FORMATS[f].kind === 'video');
  return [images.length ? `${listed(images)} images` : '', videos.length ? `${listed(videos)} videos` : '']
    .filter(Boolean)
    .join(' and ');
}

/** The client's name, shortened: it is only ever shown. */
const shown = (fileName: string | undefined) =>
  fileName ? `'${fileName.length > 100 ? `${fileName.slice(0, 97)}...` : fileName}'` : 'The file';

/** "an mp4 video", "a png image": the article as the letters are spoken (em-pee-four, ef-four-vee). */
const describe = (format: MediaFormat) =>
  `${['avi', 'f4v', 'm4v', 'mp4'].includes(format) ? 'an' : 'a'} ${format} ${MEDIA_FORMATS[format].kind}`;

/** The format of these bytes (a file path, or at least its first 4100 bytes), or a 415 Problem saying what is accepted. */
export async function sniffMedia(input: string | Uint8Array, options: SniffOptions = {}): Promise<SniffedMedia> {
  const accept = options.accept ?? ALL_FORMATS;
  const sniffed =
    typeof input === 'string'
      ? await fileTypeFromFile(input)
      : input.length
        ? await fileTypeFromBuffer(input)
        : undefined;
  const format = formatOfSniffed(sniffed);
  if (!format || !accept.includes(format)) {
    const what = format ? `is ${describe(format)}` : 'is none of them by its content';
    throw new Problem(
      415,
      'Unsupported Media Type',
      `${shown(options.fileName)} ${what}: only ${acceptedText(accept)} are allowed.`,
    );
  }
  const named = formatOfName(options.fileName);
  // The name never makes a file acceptable; it only refuses one whose name says it is something
  // else (one container under another brand, an .mp4 that sniffs as m4v, is no such lie).
  if (named && MEDIA_FORMATS[named].family !== MEDIA_FORMATS[format].family) {
    throw new Problem(
      415,
      'Unsupported Media Type',
      `${shown(options.fileName)} is ${describe(format)} by its content, not ${describe(named)} as its name says.`,
    );
  }
  return { format, ...MEDIA_FORMATS[format] };
}

/** The format of a file the multipart middleware received (it sniffed the type already; this names the format and checks the name). */
export function mediaOfUpload(file: UploadedFile, accept?: readonly MediaFormat[]): Promise<SniffedMedia> {
  return sniffMedia(file.path, { fileName: file.filename, ...(accept ? { accept } : {}) });
}
