// ReaxmlListing[] → a REAXML feed document (the distribute-to-store step publishes a batch this way).
// Everything the parser reads is written back, so parseReaxml(writeReaxml(x)) gives x again; dates go
// out in REA's 'YYYY-MM-DD-hh:mm:ss' form. Escaping is fast-xml-parser's builder's.
import { XMLBuilder } from 'fast-xml-parser';
import { formatReaxmlDate } from './dates.ts';
import {
  REAXML_KINDS,
  type ReaxmlAreaDetails, type ReaxmlDate, type ReaxmlListing, type ReaxmlMeasure, type ReaxmlObject, type ReaxmlPrice,
} from './model.ts';

type Element = { [key: string]: unknown };

const yesNo = (b: boolean | null) => (b === null ? undefined : b ? 'yes' : 'no');
const when = (d: ReaxmlDate | null) => (d === null ? undefined : formatReaxmlDate(d));
const str = (n: number | null) => (n === null ? undefined : String(n));

/** Drops undefined keys so the builder writes nothing for them. */
function compact(e: Element): Element {
  return Object.fromEntries(Object.entries(e).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)));
}

function priceElement(p: ReaxmlPrice | null): Element | undefined {
  return p === null ? undefined : compact({ '#text': str(p.value), '@_display': yesNo(p.display) });
}

function range(min: number | null, max: number | null): Element {
  return { range: compact({ min: str(min), max: str(max) }) };
}

function measure(m: ReaxmlMeasure | null, extra: Element = {}): Element | undefined {
  if (m === null) return undefined;
  const body = m.min !== null || m.max !== null ? range(m.min, m.max) : {};
  return compact({ ...extra, '@_unit': m.unit ?? undefined, '#text': str(m.value), ...body });
}

function areaDetails(d: ReaxmlAreaDetails | null): Element | undefined {
  if (d === null) return undefined;
  return compact({
    area: measure(d.area),
    frontage: measure(d.frontage),
    depth: d.depths.map((x) => measure(x, x.side === null ? {} : { '@_side': x.side })),
  });
}

function object(o: ReaxmlObject): Element {
  return compact({ '@_id': o.id, '@_modTime': when(o.modTime), '@_url': o.url ?? undefined, '@_file': o.file ?? undefined, '@_format': o.format ?? undefined });
}

function listingElement(l: ReaxmlListing): Element {
  const a = l.address;
  return compact({
    '@_modTime': when(l.modTime),
    '@_status': l.status,
    agentID: l.agentId ?? undefined,
    uniqueID: l.uniqueId,
    authority: l.authority === null ? undefined : { '@_value': l.authority },
    underOffer: l.underOffer === null ? undefined : { '@_value': yesNo(l.underOffer) },
    commercialListingType: l.commercialListingType === null ? undefined : { '@_value': l.commercialListingType },
    listingAgent: l.agents.map((g) => compact({
      '@_id': g.id ?? undefined,
      name: g.name ?? undefined,
      telephone: g.telephones.map((t) => compact({ '@_type': t.type ?? undefined, '#text': t.number })),
      email: g.email ?? undefined,
    })),
    price: priceElement(l.price),
    priceView: l.priceView ?? undefined,
    rent: l.rent === null ? undefined : compact({ ...priceElement(l.rent), '@_period': l.rent.period ?? undefined }),
    commercialRent: l.commercialRent === null ? undefined : compact({
      '@_period': l.commercialRent.period ?? undefined,
      '#text': str(l.commercialRent.value),
      rentPerSquareMetre: l.commercialRent.perSquareMetre === null ? undefined : range(l.commercialRent.perSquareMetre.min, l.commercialRent.perSquareMetre.max),
    }),
    bond: str(l.bond),
    dateAvailable: when(l.dateAvailable),
    soldDetails: l.soldDetails === null ? undefined : compact({ price: priceElement(l.soldDetails.price), date: when(l.soldDetails.date) }),
    address: a === null ? undefined : compact({
      '@_display': yesNo(a.display),
      site: a.site ?? undefined,
      subNumber: a.subNumber ?? undefined,
      lotNumber: a.lotNumber ?? undefined,
      streetNumber: a.streetNumber ?? undefined,
      street: a.street ?? undefined,
      suburb: a.suburb === null && a.suburbDisplay === null ? undefined : compact({ '#text': a.suburb ?? undefined, '@_display': yesNo(a.suburbDisplay) }),
      state: a.state ?? undefined,
      postcode: a.postcode ?? undefined,
      country: a.country ?? undefined,
      latitude: str(a.latitude),
      longitude: str(a.longitude),
    }),
    // The parser reads the names of every category element back into one list; `category` carries them all.
    category: l.categories.map((name) => ({ '@_name': name })),
    headline: l.headline ?? undefined,
    description: l.description ?? undefined,
    features: Object.keys(l.features).length === 0 ? undefined
      : Object.fromEntries(Object.entries(l.features).map(([k, v]) => [k, TYPED_FEATURES.has(k) ? { '@_type': v } : v])),
    landDetails: areaDetails(l.landDetails),
    buildingDetails: areaDetails(l.buildingDetails),
    inspectionTimes: l.inspectionTimes.length === 0 ? undefined : {
      inspection: l.inspectionTimes.map((i) => i.text),
    },
    auction: l.auctionDate === null ? undefined : { '@_date': when(l.auctionDate) },
    externalLink: l.externalLinks.map((href) => ({ '@_href': href })),
    videoLink: l.videoLink === null ? undefined : { '@_href': l.videoLink },
    images: l.images.length === 0 ? undefined : { img: l.images.map(object) },
    objects: l.floorplans.length === 0 ? undefined : { floorplan: l.floorplans.map(object) },
  });
}

/** Features REA writes as an attribute (heating type="gas"); the parser reads them back from `type`. */
const TYPED_FEATURES = new Set(['heating', 'hotWaterService']);

export interface WriteReaxmlOptions {
  /** propertyList date; now when absent. Credentials are never written: the store's client sends them. */
  date?: ReaxmlDate;
}

/** The feed as a UTF-8 document; listings are grouped by kind (residential, rental, land…) as REAXML's DTD orders them. */
export function writeReaxml(listings: readonly ReaxmlListing[], options: WriteReaxmlOptions = {}): string {
  const date = options.date ?? new Date().toISOString().slice(0, 19);
  const propertyList: Element = { '@_date': formatReaxmlDate(date) };
  for (const kind of REAXML_KINDS) {
    const ofKind = listings.filter((l) => l.kind === kind);
    if (ofKind.length > 0) propertyList[kind] = ofKind.map(listingElement);
  }
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true });
  return builder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'utf-8' }, propertyList }) as string;
}
