// REAXML feed → ReaxmlListing[]. Bounded (bytes before parsing, listings while parsing), no entity
// declarations (the XML parser itself refuses them: its entity decoder is handed the entities of every
// DOCTYPE its tokenizer reads, wherever that is, so a comment or a processing instruction before it
// changes nothing; a DOCTYPE naming an external DTD, as real feeds carry, is read and never fetched),
// tolerant of what real exporters write: BOM, CRLF, empty placeholders,
// mixed date forms. A listing's problems become its warnings; only a feed that cannot be read is refused.
import { TextDecoder } from 'node:util';
import { XMLParser } from 'fast-xml-parser';
import { COMMON_HTML, CURRENCY, EntityDecoder } from '@nodable/entities';
import { parseInspectionText, parseReaxmlDate } from './dates.ts';
import {
  DEFAULT_REAXML_LIMITS, REAXML_KINDS, REAXML_STATUSES, ReaxmlError,
  type ParsedReaxmlListing, type ReaxmlAddress, type ReaxmlAgent, type ReaxmlAreaDetails, type ReaxmlCommercialRent,
  type ReaxmlDate, type ReaxmlDepth, type ReaxmlFeed, type ReaxmlInspection, type ReaxmlKind, type ReaxmlLimits,
  type ReaxmlListing, type ReaxmlMeasure, type ReaxmlObject, type ReaxmlPrice, type ReaxmlStatus,
} from './model.ts';
import { readBounded } from './read-bounded.ts';
import { attr, child, children, childText, text, type XmlNode } from './xml-node.ts';

const KINDS = new Set<string>(REAXML_KINDS);
const STATUSES = new Set<string>(REAXML_STATUSES);

/** Parses a whole feed held in memory (a string, or bytes in UTF-8 or the encoding the declaration names). */
export function parseReaxml(input: string | Uint8Array, limits: Partial<ReaxmlLimits> = {}): ReaxmlFeed {
  const { maxBytes, maxListings } = { ...DEFAULT_REAXML_LIMITS, ...limits };
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.byteLength;
  if (size > maxBytes) throw new ReaxmlError('TOO_LARGE', `REAXML feed larger than ${maxBytes} bytes`);
  const xml = (typeof input === 'string' ? input : decode(input)).replace(/^\uFEFF/, '');

  let listingTags = 0;
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false, // uniqueID 1955, postcode 0800 and telephone numbers stay text
    parseAttributeValue: false,
    // HTML's named and numeric character references (&#8217;, &nbsp;) are decoded; no declared entity is.
    entityDecoder: new RefusingEntityDecoder(),
    // A second declaration stops the DOCTYPE reader at once (1 is its least); external and parameter
    // entities it refuses anyway. Its errors are ENTITY_DECLARATIONS below.
    processEntities: { enabled: true, maxEntityCount: 1 },
    captureMetaData: true, // document positions, to keep listings of different kinds in feed order
    updateTag: (tagName, jPath) => {
      // Markup declarations outside a DOCTYPE (<!ENTITY …> in the body) reach here as tags named '!…'.
      if (tagName.startsWith('!')) throw entityDeclarations();
      // Counting while parsing stops a feed of a million tiny listings before its tree is built.
      if (KINDS.has(tagName) && jPath === `propertyList.${tagName}` && ++listingTags > maxListings) {
        throw new ReaxmlError('TOO_MANY_LISTINGS', `REAXML feed has more than ${maxListings} listings`);
      }
      return tagName;
    },
  });
  let tree: Record<string, unknown>;
  try {
    tree = parser.parse(xml, true) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof ReaxmlError) throw error;
    if (error instanceof Error && ENTITY_ERRORS.test(error.message)) throw entityDeclarations();
    const detail = typeof error === 'object' && error && 'err' in error ? JSON.stringify((error as { err: unknown }).err) : String(error);
    throw new ReaxmlError('MALFORMED', `REAXML feed is not well-formed XML: ${detail}`);
  }
  const root = tree['propertyList'];
  if (!root || typeof root !== 'object' || Array.isArray(root)) throw new ReaxmlError('NOT_REAXML', 'not a REAXML feed: no propertyList element');
  return readFeed(root as Record<string, unknown>);
}

/** Parses a feed read from a stream, reading no more than maxBytes of it. */
export async function parseReaxmlStream(source: AsyncIterable<Uint8Array | string>, limits: Partial<ReaxmlLimits> = {}): Promise<ReaxmlFeed> {
  const bytes = await readBounded(source, limits.maxBytes ?? DEFAULT_REAXML_LIMITS.maxBytes);
  return parseReaxml(bytes, limits);
}

function decode(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const declared = /^(?:\uFEFF|\xEF\xBB\xBF)?<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1]?.toLowerCase() ?? 'utf-8';
  const label = declared === 'utf8' ? 'utf-8' : declared;
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label, { fatal: true });
  } catch {
    throw new ReaxmlError('MALFORMED', `REAXML feed declares an unknown encoding: ${declared}`);
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw new ReaxmlError('MALFORMED', `REAXML feed is not valid ${label}`);
  }
}

/** The parser's own words for an entity declaration it met (processEntities.maxEntityCount 0, and what it never supports). */
const ENTITY_ERRORS = /^Entity count \(\d+\) exceeds maximum allowed|^External entities are not supported|^Parameter entities are not supported|^Invalid entity name/;

const entityDeclarations = () => new ReaxmlError('ENTITY_DECLARATIONS', 'REAXML feed declares entities (a DTD internal subset): refused');

/**
 * The decoder fast-xml-parser builds for htmlEntities (the same references and limits), except that the
 * entities a DOCTYPE declares, which the parser hands over once it has read one, refuse the feed.
 * (A declaration whose value holds '&' the parser drops unread: it is never expanded either.)
 */
class RefusingEntityDecoder extends EntityDecoder {
  constructor() {
    super({ namedEntities: { ...COMMON_HTML, ...CURRENCY }, numericAllowed: true, limit: { maxExpandedLength: 100_000, applyLimitsTo: 'all' } });
  }

  override addInputEntities(entities: Record<string, unknown>): void {
    if (Object.keys(entities).length > 0) throw entityDeclarations();
  }
}

function readFeed(root: Record<string, unknown>): ReaxmlFeed {
  const warnings: string[] = [];
  const meta = XMLParser.getMetaDataSymbol() as unknown as symbol; // typed as the Symbol wrapper
  const positioned: { at: number; kind: ReaxmlKind; node: XmlNode }[] = [];
  for (const kind of REAXML_KINDS) {
    for (const node of children(root, kind)) {
      const at = typeof node === 'object' ? (node as Record<symbol, { startIndex?: number } | undefined>)[meta]?.startIndex ?? 0 : 0;
      positioned.push({ at, kind, node });
    }
  }
  positioned.sort((a, b) => a.at - b.at);

  const byId = new Map<string, ParsedReaxmlListing>();
  positioned.forEach(({ kind, node }, index) => {
    const parsed = readListing(kind, node);
    if (typeof parsed === 'string') {
      warnings.push(`listing ${index + 1} (${kind}) skipped: ${parsed}`);
      return;
    }
    const id = parsed.listing.uniqueId;
    if (byId.has(id)) {
      warnings.push(`uniqueID ${id} appears more than once: the last one is kept`);
      byId.delete(id); // re-inserted below, so the map keeps the position of the one kept
    }
    byId.set(id, parsed);
  });
  return { date: date(attr(root, 'date'), 'propertyList date', warnings), listings: [...byId.values()], warnings };
}

function readListing(kind: ReaxmlKind, node: XmlNode): ParsedReaxmlListing | string {
  const warnings: string[] = [];
  const uniqueId = childText(node, 'uniqueID');
  if (!uniqueId) return 'no uniqueID';
  const statusText = attr(node, 'status')?.toLowerCase() ?? null;
  let status: ReaxmlStatus;
  if (statusText && STATUSES.has(statusText)) status = statusText as ReaxmlStatus;
  else if (statusText === 'deleted') status = 'withdrawn'; // older exporters' word for withdrawn
  else return `unknown status ${JSON.stringify(statusText)}`;

  const listing: ReaxmlListing = {
    kind,
    status,
    uniqueId,
    agentId: childText(node, 'agentID'),
    modTime: date(attr(node, 'modTime'), 'modTime', warnings),
    authority: attr(child(node, 'authority'), 'value') ?? attr(child(node, 'commercialAuthority'), 'value'),
    underOffer: bool(attr(child(node, 'underOffer'), 'value'), 'underOffer', warnings),
    commercialListingType: attr(child(node, 'commercialListingType'), 'value'),
    headline: childText(node, 'headline'),
    description: childText(node, 'description'),
    price: price(child(node, 'price'), 'price', warnings),
    priceView: childText(node, 'priceView'),
    rent: rent(child(node, 'rent'), warnings),
    commercialRent: commercialRent(child(node, 'commercialRent'), warnings),
    bond: num(childText(node, 'bond'), 'bond', warnings),
    dateAvailable: date(childText(node, 'dateAvailable'), 'dateAvailable', warnings),
    soldDetails: soldDetails(child(node, 'soldDetails'), warnings),
    address: address(child(node, 'address'), warnings),
    categories: categories(node),
    agents: agents(node, warnings),
    features: features(child(node, 'features')),
    landDetails: areaDetails(child(node, 'landDetails'), 'landDetails', warnings),
    buildingDetails: areaDetails(child(node, 'buildingDetails'), 'buildingDetails', warnings),
    inspectionTimes: inspections(child(node, 'inspectionTimes')),
    auctionDate: date(attr(child(node, 'auction'), 'date'), 'auction date', warnings),
    images: objects(node, 'img', warnings),
    floorplans: objects(node, 'floorplan', warnings),
    videoLink: attr(child(node, 'videoLink'), 'href'),
    externalLinks: children(node, 'externalLink').map((l) => attr(l, 'href')).filter((h) => h !== null).map(percentDecoded),
  };
  return { listing, warnings };
}

function date(value: string | null, what: string, warnings: string[]): ReaxmlDate | null {
  if (value === null || /^0000-00-00/.test(value)) return null;
  const parsed = parseReaxmlDate(value);
  if (parsed === null) warnings.push(`${what} ${JSON.stringify(value)} is not a date: ignored`);
  return parsed;
}

function bool(value: string | null, what: string, warnings: string[]): boolean | null {
  if (value === null) return null;
  const v = value.toLowerCase();
  if (v === 'yes' || v === '1' || v === 'true') return true;
  if (v === 'no' || v === '0' || v === 'false') return false;
  warnings.push(`${what} ${JSON.stringify(value)} is not yes/no: ignored`);
  return null;
}

function num(value: string | null, what: string, warnings: string[]): number | null {
  if (value === null) return null;
  const n = Number(value.replace(/[$,\s]/g, ''));
  if (Number.isFinite(n)) return n;
  warnings.push(`${what} ${JSON.stringify(value)} is not a number: ignored`);
  return null;
}

function price(node: XmlNode | null, what: string, warnings: string[]): ReaxmlPrice | null {
  if (node === null) return null;
  return { value: num(text(node), what, warnings), display: bool(attr(node, 'display'), `${what} display`, warnings) };
}

function rent(node: XmlNode | null, warnings: string[]) {
  if (node === null) return null;
  return { ...price(node, 'rent', warnings)!, period: attr(node, 'period') };
}

function range(node: unknown, what: string, warnings: string[]) {
  const r = child(node, 'range');
  return r === null ? null : { min: num(childText(r, 'min'), `${what} min`, warnings), max: num(childText(r, 'max'), `${what} max`, warnings) };
}

function commercialRent(node: XmlNode | null, warnings: string[]): ReaxmlCommercialRent | null {
  if (node === null) return null;
  return {
    value: num(text(node), 'commercialRent', warnings),
    perSquareMetre: range(child(node, 'rentPerSquareMetre'), 'rentPerSquareMetre', warnings),
    period: attr(node, 'period'),
  };
}

function soldDetails(node: XmlNode | null, warnings: string[]) {
  if (node === null) return null;
  return { price: price(child(node, 'price'), 'sold price', warnings), date: date(childText(node, 'date'), 'sold date', warnings) };
}

function address(node: XmlNode | null, warnings: string[]): ReaxmlAddress | null {
  if (node === null) return null;
  const suburb = child(node, 'suburb');
  return {
    display: bool(attr(node, 'display'), 'address display', warnings),
    site: childText(node, 'site'),
    subNumber: childText(node, 'subNumber'),
    lotNumber: childText(node, 'lotNumber'),
    streetNumber: childText(node, 'streetNumber'),
    street: childText(node, 'street'),
    suburb: text(suburb),
    suburbDisplay: bool(attr(suburb, 'display'), 'suburb display', warnings),
    state: childText(node, 'state'),
    postcode: childText(node, 'postcode'),
    country: childText(node, 'country'),
    latitude: num(childText(node, 'latitude'), 'latitude', warnings),
    longitude: num(childText(node, 'longitude'), 'longitude', warnings),
  };
}

const CATEGORY_ELEMENTS = ['category', 'landCategory', 'commercialCategory', 'ruralCategory', 'businessCategory', 'holidayCategory'];

function categories(node: XmlNode): string[] {
  return CATEGORY_ELEMENTS.flatMap((name) => children(node, name).map((c) => attr(c, 'name') ?? childText(c, 'name'))).filter((n) => n !== null);
}

function agents(node: XmlNode, warnings: string[]): ReaxmlAgent[] {
  const all = children(node, 'listingAgent').map((a) => ({
    id: attr(a, 'id'),
    name: childText(a, 'name'),
    email: childText(a, 'email'),
    telephones: children(a, 'telephone').flatMap((t) => {
      const number = text(t);
      return number === null ? [] : [{ type: attr(t, 'type'), number }];
    }),
  }));
  const kept = all.filter((a) => a.name !== null || a.email !== null || a.telephones.length > 0);
  if (kept.length < all.length) warnings.push(`${all.length - kept.length} empty listingAgent placeholder(s) dropped`);
  return kept;
}

function features(node: XmlNode | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (node === null || typeof node === 'string') return out;
  for (const name of Object.keys(node)) {
    if (name.startsWith('@_') || name === '#text') continue;
    const first = child(node, name);
    const value = text(first) ?? attr(first, 'type');
    if (value !== null) out[name] = value;
  }
  return out;
}

function measure(node: XmlNode | null, what: string, warnings: string[]): ReaxmlMeasure | null {
  if (node === null) return null;
  const r = range(node, what, warnings);
  const value = num(text(node), what, warnings);
  if (value === null && r === null) return null; // <area/>: a placeholder
  return { value, unit: attr(node, 'unit'), min: r?.min ?? null, max: r?.max ?? null };
}

function areaDetails(node: XmlNode | null, what: string, warnings: string[]): ReaxmlAreaDetails | null {
  if (node === null) return null;
  const depths: ReaxmlDepth[] = children(node, 'depth').flatMap((d) => {
    const m = measure(d, `${what} depth`, warnings);
    return m === null ? [] : [{ ...m, side: attr(d, 'side') }];
  });
  return { area: measure(child(node, 'area'), `${what} area`, warnings), frontage: measure(child(node, 'frontage'), `${what} frontage`, warnings), depths };
}

function inspections(node: XmlNode | null): ReaxmlInspection[] {
  return children(node, 'inspection').flatMap((i) => {
    const t = text(i);
    if (t === null) return [];
    const parsed = parseInspectionText(t);
    return [{ text: t, date: parsed?.date ?? null, start: parsed?.start ?? null, end: parsed?.end ?? null }];
  });
}

/** img (under images, or directly under objects in some exporters) and floorplan (under objects). */
function objects(listing: XmlNode, element: 'img' | 'floorplan', warnings: string[]): ReaxmlObject[] {
  const nodes = [...children(child(listing, 'images'), element), ...children(child(listing, 'objects'), element)];
  let placeholders = 0;
  const out: ReaxmlObject[] = [];
  for (const n of nodes) {
    const url = attr(n, 'url'), file = attr(n, 'file');
    if (url === null && file === null) {
      placeholders++; // <img id="b"/>: the exporter's empty slot
      continue;
    }
    out.push({ id: attr(n, 'id') ?? String(out.length + 1), url, file, modTime: date(attr(n, 'modTime'), `${element} modTime`, warnings), format: attr(n, 'format') });
  }
  if (placeholders > 0) warnings.push(`${placeholders} empty ${element} placeholder(s) dropped`);
  return out;
}

function percentDecoded(href: string): string {
  try {
    return decodeURIComponent(href);
  } catch {
    return href;
  }
}
