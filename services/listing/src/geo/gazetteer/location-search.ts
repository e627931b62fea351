// Location search over the gazetteer (002 §4 map targeting: the look-up starts at 3 characters;
// §7 queryLocation answers candidates with geometry.location lat and lng).
//
// The index is one sorted array of folded keys: every place's name (and its ASCII spelling where it
// folds differently) from each word start, so 'parra' finds Parramatta and 'parramatta' also finds
// North Parramatta. A query is a binary search for the first key with its folded text as prefix and a
// walk over the keys that share it: no scan of the 200k names per keystroke. Matches rank exact name,
// then name prefix, then a later word of the name, and within each by population (capitals and seats
// of administration first on a tie).
import { fold } from './fold.ts';
import type { Place } from './places.ts';
import { countryName } from './countries.ts';

export const MIN_QUERY_LENGTH = 3;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;

/** The look-up's input was refused; the message is meant for the person typing. */
export class LocationSearchError extends Error {
  override readonly name = 'LocationSearchError';
}

export const TOO_SHORT_MESSAGE = `Location search needs at least ${MIN_QUERY_LENGTH} characters.`;

export interface LocationCandidate {
  /** Stable id of the place in the gazetteer. */
  readonly id: string;
  readonly name: string;
  /** State or region, e.g. 'New South Wales'. */
  readonly region?: string;
  readonly countryCode: string;
  readonly country: string;
  /** 'Ponsonby, Auckland, New Zealand'. */
  readonly formattedAddress: string;
  readonly geometry: { readonly location: { readonly lat: number; readonly lng: number } };
  readonly population: number;
  /** GeoNames feature code (PPLC capital, PPLA… seat, PPL place, PPLX suburb). */
  readonly kind: string;
}

export interface LocationSearchOptions {
  /** At most this many candidates (default 10, at most 50). */
  readonly limit?: number;
  /** ISO 3166-1 alpha-2 codes; only places in these countries. */
  readonly countries?: readonly string[];
}

// Tiers of a match; lower ranks first.
const EXACT_NAME = 0;
const NAME_PREFIX = 1;
const EXACT_WORD = 2;
const WORD_PREFIX = 3;

// Seats of government before ordinary places of the same population and tier.
const KIND_WEIGHT: Readonly<Record<string, number>> = { PPLC: 0, PPLA: 1, PPLA2: 2, PPLA3: 3, PPLA4: 4, PPL: 5 };
const kindWeight = (kind: string) => KIND_WEIGHT[kind] ?? 6;

interface Match {
  readonly place: number;
  readonly tier: number;
}

export class LocationIndex {
  private readonly places: readonly Place[];
  // keys[i] is a folded name from a word start; placeOf[i] its place, wordStart[i] 1 when not the name's start.
  private readonly keys: string[];
  private readonly placeOf: Int32Array;
  private readonly laterWord: Uint8Array;
  // rankOf[place]: the place's position when all are ordered by population, then kind, then id, so
  // ranking two matches of a tier compares two integers.
  private readonly rankOf: Int32Array;

  constructor(places: readonly Place[]) {
    this.places = places;
    const entries: { key: string; place: number; later: number }[] = [];
    places.forEach((place, index) => {
      const seen = new Set<string>();
      for (const spelling of [place.name, place.asciiName]) {
        if (!spelling) continue;
        const folded = fold(spelling);
        if (!folded || seen.has(folded)) continue;
        seen.add(folded);
        entries.push({ key: folded, place: index, later: 0 });
        for (let at = folded.indexOf(' '); at !== -1; at = folded.indexOf(' ', at + 1)) {
          entries.push({ key: folded.slice(at + 1), place: index, later: 1 });
        }
      }
    });
    // Sorted with the engine's own string sort (no comparator called 5 million times): each key is
    // tagged with its entry's number after a NUL, which orders before every character of a key.
    const tagged = entries.map((e, i) => `${e.key}\u0000${i}`).sort();
    const sorted = tagged.map((t) => entries[Number(t.slice(t.lastIndexOf('\u0000') + 1))]!);
    this.keys = sorted.map((e) => e.key);
    this.placeOf = Int32Array.from(sorted, (e) => e.place);
    this.laterWord = Uint8Array.from(sorted, (e) => e.later);
    this.rankOf = importanceRanks(places);
  }

  get size(): number {
    return this.places.length;
  }

  /** Candidates for what a person typed, best first; throws LocationSearchError on refused input. */
  search(input: string, options: LocationSearchOptions = {}): LocationCandidate[] {
    if ([...input.trim()].length < MIN_QUERY_LENGTH) throw new LocationSearchError(TOO_SHORT_MESSAGE);
    const limit = options.limit ?? DEFAULT_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
      throw new LocationSearchError(`The limit must be a whole number from 1 to ${MAX_LIMIT}.`);
    }
    const countries = options.countries?.length ? new Set(options.countries.map(checkedCountryCode)) : undefined;
    const query = fold(input);
    if (!query) return [];
    return this.matches(query, countries, limit).map((m) => candidateOf(this.places[m.place]!));
  }

  /** The best place whose whole name is `name` (folded), e.g. a suburb read from an address. */
  exact(name: string, options: { countries?: readonly string[] } = {}): LocationCandidate | undefined {
    const query = fold(name);
    if (!query) return undefined;
    const countries = options.countries?.length ? new Set(options.countries.map(checkedCountryCode)) : undefined;
    const best = this.matches(query, countries, 1)[0];
    return best && best.tier === EXACT_NAME ? candidateOf(this.places[best.place]!) : undefined;
  }

  // The best `limit` places for the query: one walk over the keys that start with it, keeping a
  // sorted top list (a place met again through another spelling or word keeps its better tier).
  private matches(query: string, countries: ReadonlySet<string> | undefined, limit: number): Match[] {
    const top: Match[] = [];
    for (let i = this.lowerBound(query); i < this.keys.length; i++) {
      const key = this.keys[i]!;
      if (!key.startsWith(query)) break;
      const place = this.placeOf[i]!;
      if (countries && !countries.has(this.places[place]!.countryCode)) continue;
      const wholeWord = key.length === query.length || key[query.length] === ' ';
      const tier = this.laterWord[i] ? (wholeWord ? EXACT_WORD : WORD_PREFIX) : key.length === query.length ? EXACT_NAME : NAME_PREFIX;
      const match = { place, tier };
      if (top.length === limit && this.compare(match, top[limit - 1]!) >= 0) continue;
      const known = top.findIndex((m) => m.place === place);
      if (known !== -1) {
        if (top[known]!.tier <= tier) continue;
        top.splice(known, 1);
      }
      let at = top.length;
      while (at > 0 && this.compare(match, top[at - 1]!) < 0) at--;
      top.splice(at, 0, match);
      if (top.length > limit) top.pop();
    }
    return top;
  }

  private compare(a: Match, b: Match): number {
    return a.tier - b.tier || this.rankOf[a.place]! - this.rankOf[b.place]!;
  }

  private lowerBound(query: string): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.keys[mid]! < query) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

// Each place's position when all are ordered by population (most first), then kind (capitals and
// seats first), then file order; packed into one exact number each so a typed-array sort does it.
function importanceRanks(places: readonly Place[]): Int32Array {
  const slots = 2 ** Math.ceil(Math.log2(places.length + 1));
  const maxPopulation = 2 ** 26 - 1; // > every city on earth; the packed key stays under 2^53
  const packed = new Float64Array(places.length);
  places.forEach((place, i) => {
    const fewer = maxPopulation - Math.min(Math.max(place.population, 0), maxPopulation);
    packed[i] = (fewer * 8 + kindWeight(place.featureCode)) * slots + i;
  });
  packed.sort();
  const ranks = new Int32Array(places.length);
  packed.forEach((key, rank) => (ranks[key % slots] = rank));
  return ranks;
}

function checkedCountryCode(code: string): string {
  const upper = code.trim().toUpperCase();
  if (!countryName(upper)) throw new LocationSearchError(`Unknown country code '${code}'.`);
  return upper;
}

function candidateOf(place: Place): LocationCandidate {
  const country = countryName(place.countryCode) ?? place.countryCode;
  const region = place.region && place.region !== place.name ? place.region : undefined;
  return {
    id: `geonames:${place.geonameId}`,
    name: place.name,
    ...(region ? { region } : {}),
    countryCode: place.countryCode,
    country,
    formattedAddress: [place.name, region, country].filter(Boolean).join(', '),
    geometry: { location: { lat: place.lat, lng: place.lng } },
    population: place.population,
    kind: place.featureCode,
  };
}
