// Country coordinates (§7 GET country-coordinates): a representative point of every country and
// territory, from the data package world-countries (mledoze/countries, ODbL; see data/README.md).
// Only the code, the common name and the point are kept; the package's 1.4 MB file is read once and
// dropped (required, it would stay in the module cache).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface CountryCoordinates {
  /** ISO 3166-1 alpha-2. */
  readonly code: string;
  readonly name: string;
  readonly lat: number;
  readonly lng: number;
}

interface WorldCountry {
  readonly cca2: string;
  readonly cca3: string;
  readonly name: { readonly common: string; readonly official: string };
  readonly latlng: readonly number[];
}

interface Countries {
  readonly byCode: ReadonlyMap<string, CountryCoordinates>;
  /** Alpha-2 by what an address may write instead: the alpha-3 code, the common or official name (upper-case). */
  readonly codeByAlias: ReadonlyMap<string, string>;
}

function readCountries(): Countries {
  const path = createRequire(import.meta.url).resolve('world-countries/countries.json');
  const all = JSON.parse(readFileSync(path, 'utf8')) as WorldCountry[];
  const byCode = new Map<string, CountryCoordinates>();
  const codeByAlias = new Map<string, string>();
  for (const c of [...all].sort((a, b) => a.cca2.localeCompare(b.cca2))) {
    for (const alias of [c.cca3, c.name.common, c.name.official]) codeByAlias.set(alias.toUpperCase(), c.cca2);
    const [lat, lng] = c.latlng;
    if (lat === undefined || lng === undefined) continue;
    byCode.set(c.cca2, { code: c.cca2, name: c.name.common, lat, lng });
  }
  return { byCode, codeByAlias };
}

let countries: Countries | undefined;
const loaded = () => (countries ??= readCountries()).byCode;

/** Every country's coordinates, by ISO code. */
export function allCountryCoordinates(): CountryCoordinates[] {
  return [...loaded().values()];
}

/** One country's coordinates; the code is case-insensitive. */
export function countryCoordinates(code: string): CountryCoordinates | undefined {
  return loaded().get(code.trim().toUpperCase());
}

export function countryName(code: string): string | undefined {
  return loaded().get(code)?.name;
}

/**
 * The ISO 3166-1 alpha-2 code of a country as an address writes it: its alpha-2 or alpha-3 code or
 * its English name, in any case (AU, aus, Australia); undefined for anything else.
 */
export function countryCodeOf(written: string): string | undefined {
  const key = written.trim().toUpperCase();
  if (loaded().has(key)) return key;
  return (countries ??= readCountries()).codeByAlias.get(key);
}
