// Sending a file with upload progress, shared by every screen that uploads (a customer's asset library, a
// listing's images and videos). fetch cannot report upload progress, so an upload is an XMLHttpRequest whose
// upload.onprogress reports the percentage sent; the server decides the format by content, so nothing here
// trusts a file's name beyond choosing a time-out and refusing a file that is over every limit.
import { sessionHeaders } from '../auth/sessionAs.ts';
import { ASSET_IMAGE_MAX_BYTES, ASSET_VIDEO_MAX_BYTES, IMAGE_UPLOAD_TIMEOUT_MS, VIDEO_EXTENSIONS, VIDEO_UPLOAD_TIMEOUT_MS } from '../../constants.ts';
import { problemLines } from './problem.ts';

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
/** A guess for the time-out and the early size check only; the server decides by the bytes. */
export const looksLikeVideo = (file: File) =>
  file.type.startsWith('video/') || (VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));

/** How long an upload of this file may take. */
export const uploadTimeoutOf = (file: File) => (looksLikeVideo(file) ? VIDEO_UPLOAD_TIMEOUT_MS : IMAGE_UPLOAD_TIMEOUT_MS);

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/** Refused before sending: a file over the largest limit, or a picture over the image limit. */
export function tooLarge(file: File): string | undefined {
  if (file.size > ASSET_VIDEO_MAX_BYTES) return `The file is larger than ${megabytes(ASSET_VIDEO_MAX_BYTES)}.`;
  if (!looksLikeVideo(file) && file.type.startsWith('image/') && file.size > ASSET_IMAGE_MAX_BYTES) return `The image is larger than ${megabytes(ASSET_IMAGE_MAX_BYTES)}.`;
  return undefined;
}

export interface SendOptions {
  onProgress(percent: number): void;
  timeoutMs: number;
}

/** POSTs a form, reporting upload progress; resolves with the answer's status and JSON body, rejects when no answer came. */
export function sendWithProgress(url: string, form: FormData, { onProgress, timeoutMs }: SendOptions): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    // A "log in as" tab uploads as the user it shows, as its other calls do (lib/auth/sessionAs.ts).
    for (const [name, value] of Object.entries(sessionHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded * 100) / e.total)));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response as unknown });
    xhr.onerror = () => reject(new Error('The upload failed: the connection was lost.'));
    xhr.ontimeout = () => reject(new Error('The upload took too long.'));
    xhr.onabort = () => reject(new Error('The upload was cancelled.'));
    xhr.send(form);
  });
}

/**
 * Why an upload was refused: the problem's detail and field errors; for an answer with no problem (a proxy's
 * page, an empty body) what its status means, so a failure never shows without a reason.
 */
export function uploadRefusal(status: number, body: unknown): string {
  const fallback = status === 413 ? 'The file is too large for the server.'
    : status === 401 ? 'You are signed out: sign in again, then upload the file again.'
      : status === 403 ? 'Your role does not allow this upload.'
        : status === 415 ? 'The server does not take this kind of file.'
          : status >= 500 ? `The server failed to store the file (HTTP ${status}). Please try again.`
            : `The server refused the upload (HTTP ${status}).`;
  return problemLines(body, fallback).join(' ');
}

/**
 * Uploads one file as the spec's upload form: the screen's own `fields` (e.g. modelName), then the file's
 * name, size and bytes. A file over the limits is refused before sending. Answers the created body; rejects
 * with the server's messages (uploadRefusal), or with what stopped it here.
 */
export async function sendUpload<T>(url: string, file: File, fields: Record<string, string>, onProgress: (percent: number) => void): Promise<T> {
  const early = tooLarge(file);
  if (early) throw new Error(early);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('name', file.name);
  form.append('size', String(file.size));
  form.append('file', file, file.name);
  const answer = await sendWithProgress(url, form, { onProgress, timeoutMs: uploadTimeoutOf(file) });
  if (answer.status < 200 || answer.status >= 300) throw new Error(uploadRefusal(answer.status, answer.body));
  return answer.body as T;
}

/** The spec's flags of a file being uploaded (000 §4): processValue in percent, successUpload, errorUploadLoad. */
export interface UploadFlags {
  processValue: number;
  successUpload: boolean;
  errorUploadLoad: boolean;
  /** Why it failed (the server's problem detail, or what stopped it here). */
  error?: string;
}

export type UploadState = 'uploading' | 'uploaded' | 'failed';

/** Where an upload is, from its flags. */
export const uploadStateOf = (item: UploadFlags): UploadState => (item.errorUploadLoad ? 'failed' : item.successUpload ? 'uploaded' : 'uploading');

/** The colour palette of an upload's progress and badge in each state. */
export const UPLOAD_COLOURS: Record<UploadState, 'blue' | 'green' | 'red'> = { uploading: 'blue', uploaded: 'green', failed: 'red' };
