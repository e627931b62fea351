// Query parameters of list operations (000 §7): the search is sent only when it is long enough, and a filter
// only when it is set, so an empty filter never becomes `?customerId=`.
import { searchTerm } from '../../constants.ts';

type Params = Record<string, unknown>;
type Value<V> = V extends readonly (infer E)[] ? E[] : Exclude<V, '' | undefined>;
/** The parameters without the empty filters ('' or undefined), with literal types kept (`sort: 'name'`). */
type Present<T extends Params> = { -readonly [K in keyof T]?: Value<T[K]> };

export function listParams<const T extends Params>(params: T & { search?: string }): Present<T> & { search?: string } {
  const { search, ...rest } = params;
  const kept = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== ''));
  const term = searchTerm(search);
  return (term ? { ...kept, search: term } : kept) as Present<T> & { search?: string };
}

/** A map id → name, for showing names of referenced customers or offices in tables. */
export const nameMap = (options: { id: string; name?: string }[] | undefined) =>
  new Map((options ?? []).map((o) => [o.id, o.name ?? '']));
