// Uploading assets with per-item progress (spec 000: the upload item flags errorUploadLoad, successUpload
// and processValue, a percentage), over the shared sender (lib/api/uploads.ts's sendUpload); the form is
// the spec's (id, modelName, customerId, name, size, file).
import { sendUpload, type UploadFlags } from '../../lib/api/uploads.ts';

/** A file of the assets page's queue, with the spec's flags. */
export interface UploadItem extends UploadFlags {
  /** The screen's own id for the item (sent as the form's `id`). */
  id: string;
  file: File;
}

let made = 0;
export const newUploadItem = (file: File): UploadItem => ({
  id: `upload-${Date.now().toString(36)}-${(made++).toString(36)}`, file, processValue: 0, successUpload: false, errorUploadLoad: false,
});

/** Uploads one item to the customer's library; `update` receives each change of its flags. */
export async function uploadItem(item: UploadItem, customerId: string, update: (changes: Partial<UploadItem>) => void): Promise<boolean> {
  try {
    await sendUpload('/api/assets', item.file, { id: item.id, modelName: 'customerAsset', customerId }, (processValue) => update({ processValue }));
    update({ processValue: 100, successUpload: true });
    return true;
  } catch (error) {
    update({ errorUploadLoad: true, error: (error as Error).message });
    return false;
  }
}
