// The media formats an asset may be (issue 11: images gif, jpeg, png; videos mp4, avi, f4v, mov,
// m4v, wav, wmv, wav included because the issue lists it, though it carries no picture), and how
// file-type names each of them when it sniffs the first bytes. The content decides the format; a
// file name is only ever used to refuse a file whose name claims another format.

export type MediaKind = 'image' | 'video';
export type ImageFormat = 'gif' | 'jpeg' | 'png';
export type VideoFormat = 'mp4' | 'avi' | 'f4v' | 'mov' | 'm4v' | 'wav' | 'wmv';
export type MediaFormat = ImageFormat | VideoFormat;

export interface MediaFormatInfo {
  kind: MediaKind;
  /** The media type an asset of this format is stored and served as. */
  mime: string;
  /** The extension a stored copy gets (never the client's own). */
  extension: string;
  /** False for a video format without a picture (wav): it gets no poster frame. */
  hasPicture: boolean;
  /** ffmpeg's demuxer for it, forced so ffmpeg never probes a file into some other format (a playlist, a concat list). */
  demuxer?: string;
  /** Formats that are one container under different brands (ISO BMFF): a name of one and content of another is no lie. */
  family: string;
}

export const MEDIA_FORMATS: Record<MediaFormat, MediaFormatInfo> = {
  gif: { kind: 'image', mime: 'image/gif', extension: 'gif', hasPicture: true, family: 'gif' },
  jpeg: { kind: 'image', mime: 'image/jpeg', extension: 'jpg', hasPicture: true, family: 'jpeg' },
  png: { kind: 'image', mime: 'image/png', extension: 'png', hasPicture: true, family: 'png' },
  mp4: { kind: 'video', mime: 'video/mp4', extension: 'mp4', hasPicture: true, demuxer: 'mov', family: 'isobmff' },
  f4v: { kind: 'video', mime: 'video/mp4', extension: 'f4v', hasPicture: true, demuxer: 'mov', family: 'isobmff' },
  m4v: { kind: 'video', mime: 'video/x-m4v', extension: 'm4v', hasPicture: true, demuxer: 'mov', family: 'isobmff' },
  mov: {
    kind: 'video',
    mime: 'video/quicktime',
    extension: 'mov',
    hasPicture: true,
    demuxer: 'mov',
    family: 'isobmff',
  },
  avi: { kind: 'video', mime: 'video/vnd.avi', extension: 'avi', hasPicture: true, demuxer: 'avi', family: 'avi' },
  wmv: { kind: 'video', mime: 'video/x-ms-wmv', extension: 'wmv', hasPicture: true, demuxer: 'asf', family: 'asf' },
  wav: { kind: 'video', mime: 'audio/wav', extension: 'wav', hasPicture: false, demuxer: 'wav', family: 'wav' },
};

export const IMAGE_FORMATS: ImageFormat[] = ['gif', 'jpeg', 'png'];
export const VIDEO_FORMATS: VideoFormat[] = ['mp4', 'avi', 'f4v', 'mov', 'm4v', 'wav', 'wmv'];

/**
 * What file-type reports (by its ext, then its mime) → our format. An animated PNG is a PNG; an ASF
 * file is a wmv unless file-type saw only an audio stream (audio/x-ms-asf, a wma: refused).
 */
export function formatOfSniffed(sniffed: { ext: string; mime: string } | undefined): MediaFormat | undefined {
  if (!sniffed) return undefined;
  switch (sniffed.ext) {
    case 'gif':
      return 'gif';
    case 'jpg':
      return 'jpeg';
    case 'png':
    case 'apng':
      return 'png';
    case 'mp4':
      return sniffed.mime === 'video/mp4' ? 'mp4' : undefined;
    case 'f4v':
    case 'm4v':
    case 'mov':
    case 'avi':
    case 'wav':
      return sniffed.ext;
    case 'asf':
      return sniffed.mime === 'audio/x-ms-asf' ? undefined : 'wmv';
    default:
      return undefined;
  }
}

/** The format a file name's extension claims, if it names one of ours. */
export function formatOfName(fileName: string | undefined): MediaFormat | undefined {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(fileName ?? '')?.[1]?.toLowerCase();
  switch (extension) {
    case 'jpg':
    case 'jpeg':
    case 'jpe':
      return 'jpeg';
    case 'qt':
      return 'mov';
    case 'asf':
      return 'wmv';
    case 'gif':
    case 'png':
    case 'mp4':
    case 'f4v':
    case 'm4v':
    case 'mov':
    case 'avi':
    case 'wav':
    case 'wmv':
      return extension;
    default:
      return undefined;
  }
}

/**
 * The sniffed media types (file-type's mime) of the given formats: what a spec's multipart encoding
 * `contentType` lists so that http/multipart.ts refuses anything else while it streams.
 */
export function sniffedMediaTypes(formats: readonly MediaFormat[]): string[] {
  const types = new Set<string>();
  for (const format of formats) {
    if (format === 'png') types.add('image/png').add('image/apng');
    else if (format === 'wmv') types.add('video/x-ms-asf').add('application/vnd.ms-asf');
    else types.add(MEDIA_FORMATS[format].mime);
  }
  return [...types];
}
