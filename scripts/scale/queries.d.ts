// Types of queries.js (plain JavaScript, shared with k6).
export interface QueryVariant {
  name: string;
  path: string;
  kind: 'page' | 'export';
  rate?: number;
}
export const EXPORT_RATE: number;
export function variants(list: string): QueryVariant[];
export const LISTS: string[];
