// A resource's media as read: its asset ids resolved to the assets of its customer that still exist,
// with their URLs (built from the object keys by the assets area, as every answer builds them). The
// answer (dto.ts) and the events (events.ts) read the same resolution.
import type { AssetRow } from '../assets/entities.ts';
import type { AssetFacts } from './rules.ts';

export interface ResolvedAsset {
  id: string;
  kind: 'image' | 'video';
  cdnUrl: string;
  s3Url: string;
  thumbnail: string | null;
}

/** The assets by id; one missing (deleted from the library since) is left out of what is shown. */
export type MediaById = ReadonlyMap<string, ResolvedAsset>;

export type UrlsOf = (a: AssetRow) => { cdnUrl: string; s3Url: string; thumbnail: string | null };

export function resolve(rows: readonly AssetRow[], urlsOf: UrlsOf): Map<string, ResolvedAsset> {
  return new Map(rows.map((a) => [a.id, { id: a.id, kind: a.kind, ...urlsOf(a) }]));
}

/** What the rules need to know of each asset (rules.ts checkMedia). */
export function factsOf(media: MediaById): Map<string, AssetFacts> {
  return new Map([...media].map(([id, a]) => [id, { kind: a.kind, hasPoster: a.thumbnail !== null }]));
}
