// Uploading assets with per-item progress (spec 000: the upload item flags errorUploadLoad, successUpload
// and processValue, a percentage). fetch cannot report upload progress, so an upload is an XMLHttpRequest
// whose upload.onprogress feeds processValue; the form is the spec's (id, modelName, customerId, file,
// name, size) and the server decides the format by content, so nothing here trusts a file's name.
import {
  ASSET_IMAGE_MAX_BYTES, ASSET_VIDEO_MAX_BYTES, IMAGE_UPLOAD_TIMEOUT_MS, VIDEO_EXTENSIONS, VIDEO_UPLOAD_TIMEOUT_MS,
} from '../../constants.ts';
import { problemMessage } from '../../lib/api/problem.ts';

export interface UploadItem {
  /** The screen's own id for the item (sent as the form's `id`). */
  id: string;
  file: File;
  /** Percent of the bytes sent. */
  processValue: number;
  successUpload: boolean;
  errorUploadLoad: boolean;
  /** Why it failed (the server's problem detail, or what stopped it here). */
  error?: string;
}

let made = 0;
export const newUploadItem = (file: File): UploadItem => ({
  id: `upload-${Date.now().toString(36)}-${(made++).toString(36)}`, file, processValue: 0, successUpload: false, errorUploadLoad: false,
});

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
/** A guess for the time-out and the early size check only; the server decides by the bytes. */
export const looksLikeVideo = (file: File) =>
  file.type.startsWith('video/') || (VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/** Refused before sending: a file over the largest limit, or a picture over the image limit. */
export function tooLarge(file: File): string | undefined {
  if (file.size > ASSET_VIDEO_MAX_BYTES) return `The file is larger than ${megabytes(ASSET_VIDEO_MAX_BYTES)}.`;
  if (!looksLikeVideo(file) && file.type.startsWith('image/') && file.size > ASSET_IMAGE_MAX_BYTES) return `The image is larger than ${megabytes(ASSET_IMAGE_MAX_BYTES)}.`;
  return undefined;
}

/** The spec's upload form for a customer's library. */
export function assetForm(item: UploadItem, customerId: string): FormData {
  const form = new FormData();
  form.append('id', item.id);
  form.append('modelName', 'customerAsset');
  form.append('customerId', customerId);
  form.append('name', item.file.name);
  form.append('size', String(item.file.size));
  form.append('file', item.file, item.file.name);
  return form;
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

/** Uploads one item to the customer's library; `update` receives each change of its flags. */
export async function uploadItem(item: UploadItem, customerId: string, update: (changes: Partial<UploadItem>) => void): Promise<boolean> {
  const early = tooLarge(item.file);
  if (early) {
    update({ errorUploadLoad: true, error: early });
    return false;
  }
  try {
    const answer = await sendWithProgress('/api/assets', assetForm(item, customerId), {
      onProgress: (processValue) => update({ processValue }),
      timeoutMs: looksLikeVideo(item.file) ? VIDEO_UPLOAD_TIMEOUT_MS : IMAGE_UPLOAD_TIMEOUT_MS,
    });
    if (answer.status === 201) {
      update({ processValue: 100, successUpload: true });
      return true;
    }
    update({ errorUploadLoad: true, error: problemMessage(answer.body) });
  } catch (error) {
    update({ errorUploadLoad: true, error: (error as Error).message });
  }
  return false;
}
