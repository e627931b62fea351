// The selected items of an order (listings or resources), each read by its own GET so it shares the SWR entry
// every other screen of that item reads. Hooks are not called in a loop: each id gets a component that loads it
// and hands it up, and the caller renders those `loaders` somewhere on the page.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** The item's query hook, for one id (a module-level function, so every render passes the same one). */
export type UseItem<T> = (id: string) => { data?: T | undefined; error?: unknown };

function Loader<T>({ id, useItem, onLoaded }: { id: string; useItem: UseItem<T>; onLoaded(id: string, item: T | null): void }) {
  const { data, error } = useItem(id);
  useEffect(() => {
    if (data) onLoaded(id, data);
    else if (error) onLoaded(id, null);
  }, [id, data, error, onLoaded]);
  return null;
}

/** The items of `ids`, in that order, once all have answered (one that cannot be read is left out). */
export function useEachLoaded<T>(ids: readonly string[], useItem: UseItem<T>): { items: T[] | undefined; loaders: ReactNode } {
  const [byId, setById] = useState<Record<string, T | null>>({});
  const onLoaded = useRef((id: string, item: T | null) => setById((all) => (all[id] === item ? all : { ...all, [id]: item }))).current;
  const done = ids.every((id) => id in byId);
  const items = useMemo(() => (done ? ids.map((id) => byId[id]).filter((item): item is T => !!item) : undefined), [done, byId, ids.join(',')]);
  return { items, loaders: ids.map((id) => <Loader key={id} id={id} useItem={useItem} onLoaded={onLoaded} />) };
}
