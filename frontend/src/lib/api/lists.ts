// Query parameters of list operations (000 §7): the search is sent only when it is long enough, and a filter
// only when it is set, so an empty filter never becomes `?customerId=`. A list's page size and order come
// from its spec's declaration (x-list → @adops/openapi/generated/lists), the one source the server pages by.
import { lists, type ListOperation } from '@adops/openapi/generated/lists';
import { searchTerm } from '../../constants.ts';

/** A list's page size, as its spec declares it. */
export const pageSizeOf = (operation: ListOperation): number => lists[operation].pageSize;

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

/** The query of a page of a declared list: its declared page size and order, the page, search and filters. */
export function listQuery<const Op extends ListOperation, const T extends Params>(operation: Op, params: T & { search?: string }) {
  type Declared = { limit: (typeof lists)[Op]['pageSize']; sort: (typeof lists)[Op]['defaultSort'] };
  const declared = { limit: lists[operation].pageSize, sort: lists[operation].defaultSort } as Declared;
  return listParams({ ...declared, ...params });
}

/** A map id → name, for showing names of referenced customers or offices in tables. */
export const nameMap = (options: { id: string; name?: string }[] | undefined) =>
  new Map((options ?? []).map((o) => [o.id, o.name ?? '']));
