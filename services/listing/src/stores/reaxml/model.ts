// The REAXML listing as this context reads and writes it: the part of the format an import or a
// distribution uses, with values normalised (dates as ISO 8601 strings, yes/no as booleans, empty
// elements as null). The feed's credentials (propertyList username/password) are never kept.

/** Listing elements of a REAXML propertyList, in the order the format's DTD lists them. */
export const REAXML_KINDS = ['residential', 'rental', 'land', 'commercial', 'commercialLand', 'rural', 'holidayRental', 'business'] as const;
export type ReaxmlKind = (typeof REAXML_KINDS)[number];

export const REAXML_STATUSES = ['current', 'sold', 'leased', 'offmarket', 'withdrawn'] as const;
export type ReaxmlStatus = (typeof REAXML_STATUSES)[number];

/**
 * A date from the feed, normalised: 'YYYY-MM-DD' for a date alone, 'YYYY-MM-DDThh:mm:ss' for a local
 * date-time (REAXML times carry no zone: they are the agency's local time), with 'Z' or '+hh:mm' appended
 * only when the feed gave an offset.
 */
export type ReaxmlDate = string;

export interface ReaxmlPrice {
  value: number | null;
  /** display="yes|no": whether the portal may show the figure. */
  display: boolean | null;
}

export interface ReaxmlRent extends ReaxmlPrice {
  /** week, weekly, month, annual… as the feed spells it. */
  period: string | null;
}

export interface ReaxmlCommercialRent {
  value: number | null;
  /** rentPerSquareMetre/range, when the rent is given per m² as a range. */
  perSquareMetre: { min: number | null; max: number | null } | null;
  period: string | null;
}

export interface ReaxmlAddress {
  display: boolean | null;
  site: string | null;
  subNumber: string | null;
  lotNumber: string | null;
  streetNumber: string | null;
  street: string | null;
  suburb: string | null;
  suburbDisplay: boolean | null;
  state: string | null;
  postcode: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface ReaxmlTelephone {
  type: string | null;
  number: string;
}

export interface ReaxmlAgent {
  /** listingAgent id="1..3": the agent's slot in the listing, not an identity. */
  id: string | null;
  name: string | null;
  email: string | null;
  telephones: ReaxmlTelephone[];
}

export interface ReaxmlMeasure {
  value: number | null;
  unit: string | null;
  /** A measure given as range/min/max instead of a single figure. */
  min: number | null;
  max: number | null;
}

export interface ReaxmlDepth extends ReaxmlMeasure {
  side: string | null;
}

export interface ReaxmlAreaDetails {
  area: ReaxmlMeasure | null;
  frontage: ReaxmlMeasure | null;
  depths: ReaxmlDepth[];
}

export interface ReaxmlInspection {
  /** The feed's free text, e.g. '21-Jan-2009 11:00am to 1:00pm'. */
  text: string;
  /** Parsed from the text when it has REA's usual form; null otherwise. */
  date: ReaxmlDate | null;
  start: string | null;
  end: string | null;
}

/** An img or floorplan object. A feed names the picture by url= or, in exporter zips, by file=. */
export interface ReaxmlObject {
  id: string;
  url: string | null;
  file: string | null;
  modTime: ReaxmlDate | null;
  format: string | null;
}

export interface ReaxmlListing {
  kind: ReaxmlKind;
  status: ReaxmlStatus;
  /** The feed's uniqueID: the store's listing id, the key an import upserts by. */
  uniqueId: string;
  /** The feed's agentID: the agency (office) code at the portal. */
  agentId: string | null;
  modTime: ReaxmlDate | null;
  authority: string | null;
  underOffer: boolean | null;
  /** commercial: sale, lease or both. */
  commercialListingType: string | null;
  headline: string | null;
  description: string | null;
  price: ReaxmlPrice | null;
  priceView: string | null;
  rent: ReaxmlRent | null;
  commercialRent: ReaxmlCommercialRent | null;
  bond: number | null;
  dateAvailable: ReaxmlDate | null;
  soldDetails: { price: ReaxmlPrice | null; date: ReaxmlDate | null } | null;
  address: ReaxmlAddress | null;
  /** category, landCategory, commercialCategory, ruralCategory, businessCategory and holidayCategory names. */
  categories: string[];
  agents: ReaxmlAgent[];
  /** features children: the element's text, or its type attribute when it has no text (heating type="gas"). */
  features: Record<string, string>;
  landDetails: ReaxmlAreaDetails | null;
  buildingDetails: ReaxmlAreaDetails | null;
  inspectionTimes: ReaxmlInspection[];
  auctionDate: ReaxmlDate | null;
  images: ReaxmlObject[];
  floorplans: ReaxmlObject[];
  videoLink: string | null;
  /** externalLink href values, percent-decoded. */
  externalLinks: string[];
}

export interface ParsedReaxmlListing {
  listing: ReaxmlListing;
  /** What the parser dropped or could not read in this listing (placeholders, bad dates, unknown values). */
  warnings: string[];
}

export interface ReaxmlFeed {
  /** propertyList date. */
  date: ReaxmlDate | null;
  /** Document order; unique by uniqueId (a later duplicate replaces the earlier one, with a feed warning). */
  listings: ParsedReaxmlListing[];
  /** Feed-level findings: skipped listings, duplicates. */
  warnings: string[];
}

export interface ReaxmlLimits {
  /** The document's size in bytes (UTF-8). */
  maxBytes: number;
  maxListings: number;
}

// A 12.7 MB feed of 3000 full listings parses in 2–5 s on a shared core and grows the process by ~250–390 MB
// (docs/decisions.md): 10 MiB keeps an import within a modest pod; a store with a larger feed passes its own limit.
export const DEFAULT_REAXML_LIMITS: ReaxmlLimits = { maxBytes: 10 * 1024 * 1024, maxListings: 5000 };

export type ReaxmlErrorCode = 'TOO_LARGE' | 'TOO_MANY_LISTINGS' | 'ENTITY_DECLARATIONS' | 'MALFORMED' | 'NOT_REAXML';

/** A feed refused as a whole; per-listing problems are warnings instead. */
export class ReaxmlError extends Error {
  readonly code: ReaxmlErrorCode;
  constructor(code: ReaxmlErrorCode, message: string) {
    super(message);
    this.name = 'ReaxmlError';
    this.code = code;
  }
}
