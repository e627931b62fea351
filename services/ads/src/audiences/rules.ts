// Pure rules of the audiences area: the messages, tags (no two alike whatever their case; the tags in use
// listed once each), the LLA tag's checks, and how a sync matches the network's audiences and pages to
// the stored ones.
import type { FieldError } from '@adops/platform';
import type { NetworkAudience, NetworkPage } from '../campaigns/network/port.ts';

export const AUDIENCE_MESSAGES = {
  audienceNotFound: 'Custom audience not found.',
  llaTagNotFound: 'LLA tag not found.',
  ratio: 'Lookalike ratio must be between 1 and 10 per cent.',
  llaNameTaken: 'This customer already has an LLA tag of this name.',
  networkUnreachable: 'The ad network could not be reached.',
  tagTwice: (tag: string) => `The tag ${tag} is given twice.`,
} as const;

export const MIN_LOOKALIKE_RATIO = 1;
export const MAX_LOOKALIKE_RATIO = 10;

/** Tags compare without regard to case: "Buyers" and "buyers" on one audience would be one tag twice. */
const tagKey = (tag: string) => tag.toLocaleLowerCase('en');

/** A tag given twice in one list (whatever its case), one error at each repeat. */
export function tagProblems(tags: readonly string[], path = '/body/tags'): FieldError[] {
  const seen = new Set<string>();
  const problems: FieldError[] = [];
  tags.forEach((tag, i) => {
    const key = tagKey(tag);
    if (seen.has(key)) problems.push({ path: `${path}/${i}`, message: AUDIENCE_MESSAGES.tagTwice(tag) });
    seen.add(key);
  });
  return problems;
}

/**
 * The tags in use on some audiences, once each whatever their case (the first spelling in alphabetical
 * order stands for the others, as a filter by tag matches them all), alphabetical whatever the case.
 */
export function tagsInUse(tagLists: ReadonlyArray<readonly string[]>): string[] {
  const byCase = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);
  const spellings = new Map<string, string>();
  for (const tag of [...new Set(tagLists.flat())].sort(byCase)) if (!spellings.has(tagKey(tag))) spellings.set(tagKey(tag), tag);
  return [...spellings.values()];
}

/** The LLA tag's ratio: whole per cent, 1 to 10 (Meta's lookalikes reach further, but beyond 10 % they resemble the source too little to be worth it). */
export function ratioProblems(ratio: number | undefined): FieldError[] {
  if (ratio === undefined) return [];
  return Number.isInteger(ratio) && ratio >= MIN_LOOKALIKE_RATIO && ratio <= MAX_LOOKALIKE_RATIO ? [] : [{ path: '/body/ratio', message: AUDIENCE_MESSAGES.ratio }];
}

/** The source audiences named that are not among those the customer may use, one error each. */
export function sourceAudienceProblems(given: readonly string[], usable: ReadonlySet<string>): FieldError[] {
  return given.flatMap((id, i) => (usable.has(id) ? [] : [{ path: `/body/sourceAudienceIds/${i}`, message: AUDIENCE_MESSAGES.audienceNotFound }]));
}

/** What a sync does: add the network's new items, refresh the known ones, remove the ones it no longer has. */
export interface SyncPlan<S, N> {
  add: N[];
  refresh: Array<{ stored: S; from: N }>;
  remove: S[];
}

/** Matches stored items to the network's by their network id; an id the network repeats counts once (its first). */
export function planSync<S, N>(stored: readonly S[], network: readonly N[], storedKey: (s: S) => string, networkKey: (n: N) => string): SyncPlan<S, N> {
  const incoming = new Map<string, N>();
  for (const n of network) if (!incoming.has(networkKey(n))) incoming.set(networkKey(n), n);
  const byKey = new Map(stored.map((s) => [storedKey(s), s]));
  return {
    add: [...incoming.entries()].filter(([key]) => !byKey.has(key)).map(([, n]) => n),
    refresh: stored.flatMap((s) => {
      const from = incoming.get(storedKey(s));
      return from ? [{ stored: s, from }] : [];
    }),
    remove: stored.filter((s) => !incoming.has(storedKey(s))),
  };
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** A network audience's fields as stored, cut to the columns' lengths (a network may send longer). */
export function storedAudienceFields(a: NetworkAudience) {
  return {
    audienceId: a.audienceId,
    name: clip(a.name.trim() || a.audienceId, 200),
    description: clip(a.description, 500),
    subtype: a.subtype,
    approximateCount: a.approximateCount,
  };
}

/** A network page's fields as stored; a link too long to keep is dropped rather than cut (a cut URL is wrong). */
export function storedPageFields(p: NetworkPage) {
  return { pageId: p.pageId, name: clip(p.name.trim() || p.pageId, 200), link: p.link !== null && p.link.length <= 500 ? p.link : null };
}

/** A network id we can keep: the columns hold 40 characters, every network's ids are far shorter. */
export const keepsNetworkId = (id: string) => id.length > 0 && id.length <= 40;
