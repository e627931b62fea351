// Uploading assets with per-item progress (spec 000: the upload item flags errorUploadLoad, successUpload
// and processValue, a percentage), over the shared XMLHttpRequest sender (lib/api/uploads.ts); the form is
// the spec's (id, modelName, customerId, file, name, size).
import { problemMessage } from '../../lib/api/problem.ts';
import { sendWithProgress, tooLarge, uploadTimeoutOf } from '../../lib/api/uploads.ts';

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
      timeoutMs: uploadTimeoutOf(item.file),
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
