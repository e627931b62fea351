// A context's page settings (what its getPageSettings serves: page sizes, sort and search fields of
// each of its lists) built from the lists' declarations, so the settings a screen reads are the ones
// the spec validates and the store pages by (the spec's x-list, openapi/generated/lists.ts). Only the
// enumerations of each list's fields are the context's own to add.
import { lists as declaredLists, type ListDeclaration } from '@adops/openapi/generated/lists';

/** One list's settings: the spec's PageSettings schema. */
export interface PageSettings {
  pageSize: number;
  pageSizeOptions: number[];
  defaultSort: string;
  sortFields: string[];
  searchFields: string[];
  minSearchLength: number;
  enums: Record<string, string[]>;
}

type Lists = typeof declaredLists;
/** The page-settings keys of a context's lists, e.g. 'customers' | 'offices' | … for 'customer'. */
export type PageSettingsKey<C extends string, L extends Record<string, ListDeclaration> = Lists> = {
  [K in keyof L]: L[K] extends { context: C; settings: infer S extends string } ? S : never;
}[keyof L];

/** Enumerations of a list's fields (field → values), by the list's page-settings key. */
export type PageEnums<K extends string> = Partial<Record<K, Record<string, readonly string[]>>>;

/**
 * The page-settings map of `context`: one entry per list of that context that declares `settings`,
 * with `enums[key]` as its enumerations (none when absent). `from` is the generated declarations;
 * tests pass their own.
 */
export function pageSettingsOf<C extends string, L extends Record<string, ListDeclaration> = Lists>(
  context: C,
  enums: PageEnums<PageSettingsKey<C, L>> = {},
  from: L = declaredLists as unknown as L,
): Record<PageSettingsKey<C, L>, PageSettings> {
  const out: Record<string, PageSettings> = {};
  for (const list of Object.values(from)) {
    if (list.context !== context || !list.settings) continue;
    const own = (enums as Record<string, Record<string, readonly string[]> | undefined>)[list.settings] ?? {};
    out[list.settings] = {
      pageSize: list.pageSize,
      pageSizeOptions: [...list.pageSizeOptions],
      defaultSort: list.defaultSort,
      sortFields: [...list.sort],
      searchFields: [...list.search],
      minSearchLength: list.minSearchLength,
      enums: Object.fromEntries(Object.entries(own).map(([field, values]) => [field, [...values]])),
    };
  }
  const unknown = Object.keys(enums).filter((key) => !(key in out));
  if (unknown.length) throw new Error(`pageSettingsOf(${context}): no list of ${context} declares settings ${unknown.join(', ')}`);
  return out as Record<PageSettingsKey<C, L>, PageSettings>;
}
