// The files chosen on the edit screen's image or video tab, each uploaded to the customer's library at once
// (./resourceMedia.ts) with the spec's item flags (000 §4: processValue, successUpload, errorUploadLoad). A stored
// file becomes the form's media at once (onStored); a failed one stays listed with its reason until it is
// dismissed, and while any is running or failed a save is refused with 003 §5's 'Some Image is not uploaded...' /
// 'Some Video is not upload...'.
import { useCallback, useRef, useState } from 'react';
import type { Asset } from '../../lib/api/generated/listing.ts';
import type { UploadFlags } from '../../lib/api/uploads.ts';
import { uploadToLibrary } from './resourceMedia.ts';

export interface LibraryUpload extends UploadFlags {
  id: string;
  name: string;
}

export interface LibraryUploads {
  items: LibraryUpload[];
  /** Uploads each file; `onStored` gets each stored asset in the order the files finish. */
  add(files: readonly File[]): void;
  /** Forgets a failed item. */
  dismiss(id: string): void;
  /** Files still uploading or failed (a save waits for none). */
  unfinished: number;
}

let made = 0;

export function useLibraryUploads(customerId: string, onStored: (asset: Asset) => void): LibraryUploads {
  const [items, setItems] = useState<LibraryUpload[]>([]);
  const stored = useRef(onStored);
  stored.current = onStored;
  const update = useCallback((id: string, changes: Partial<LibraryUpload>) => setItems((all) => all.map((i) => (i.id === id ? { ...i, ...changes } : i))), []);

  const add = useCallback((files: readonly File[]) => {
    const added = files.map((file) => ({ file, item: { id: `library-upload-${++made}`, name: file.name, processValue: 0, successUpload: false, errorUploadLoad: false } }));
    setItems((all) => [...all, ...added.map((a) => a.item)]);
    for (const { file, item } of added) {
      uploadToLibrary(customerId, file, (processValue) => update(item.id, { processValue }))
        .then((asset) => {
          stored.current(asset);
          // A stored file is the form's media now: its row goes.
          setItems((all) => all.filter((i) => i.id !== item.id));
        })
        .catch((error: unknown) => update(item.id, { errorUploadLoad: true, error: error instanceof Error ? error.message : String(error) }));
    }
  }, [customerId, update]);

  const dismiss = useCallback((id: string) => setItems((all) => all.filter((i) => i.id !== id)), []);
  return { items, add, dismiss, unfinished: items.length };
}
