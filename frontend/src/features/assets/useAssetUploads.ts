// The upload items of the assets page: files chosen are queued and sent two at a time (a third waits, so
// one large video does not hold every picture behind it); each item's flags change as its bytes go. The
// page's list is fetched again once the queue drains (when at least one file was stored).
import { useCallback, useRef, useState } from 'react';
import { newUploadItem, uploadItem, type UploadItem } from './uploads.ts';

const AT_ONCE = 2;

export function useAssetUploads(customerId: string, onUploaded: () => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<UploadItem[]>([]);
  const running = useRef(0);
  /** At least one file of the current run was stored: the list is fetched again once the queue drains. */
  const stored = useRef(false);

  const update = useCallback((id: string, changes: Partial<UploadItem>) => {
    setItems((all) => all.map((i) => (i.id === id ? { ...i, ...changes } : i)));
  }, []);

  const pump = useCallback(() => {
    while (running.current < AT_ONCE && queue.current.length) {
      const next = queue.current.shift()!;
      running.current++;
      void uploadItem(next, customerId, (changes) => update(next.id, changes)).then((ok) => {
        running.current--;
        if (ok) stored.current = true;
        pump();
        // Once, when nothing is left to send, rather than a list fetch after every file.
        if (running.current === 0 && !queue.current.length && stored.current) {
          stored.current = false;
          onUploaded();
        }
      });
    }
  }, [customerId, onUploaded, update]);

  const add = useCallback((files: Iterable<File>) => {
    const added = [...files].map(newUploadItem);
    if (!added.length) return;
    setItems((all) => [...all, ...added]);
    queue.current.push(...added);
    pump();
  }, [pump]);

  /** Forgets the items that are done (uploaded or failed). */
  const clearFinished = useCallback(() => setItems((all) => all.filter((i) => !i.successUpload && !i.errorUploadLoad)), []);

  return { items, add, clearFinished };
}
