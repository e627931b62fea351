// The rules of custom-location targeting (000 §3 CUSTOM_LOCATION, §5 and §9 map radius; 002 §4, §5 and §9 map
// targeting), kept apart from the map so they can be tested without Leaflet. The value has the shape the order and
// campaign-template APIs store (CampaignAdSettings.location): a centre, a zoom and markers whose radius is in metres.
// The messages are the spec's, verbatim; the order service checks the same limits (services/order rules.ts).

export interface LatLng {
  lat: number;
  lng: number;
}

export interface TargetingMarker {
  id: string;
  coords: LatLng;
  /** Metres. */
  radius: number;
}

export interface TargetingValue {
  center: LatLng;
  zoom: number;
  markers: TargetingMarker[];
}

/** Auckland, at zoom 11 (000 §9). */
export const DEFAULT_CENTER: LatLng = { lat: -36.8485, lng: 174.7633 };
export const DEFAULT_ZOOM = 11;

export const MAX_MARKERS = 15;
/** A marker added by a click on the map (002 §4). */
export const CLICK_RADIUS_M = 8_000;
/** A marker added from a place search (002 §4); also the radius a stored marker without one has (000 §3). */
export const SEARCH_RADIUS_M = 10_000;
export const MIN_RADIUS_KM = 1;
export const MAX_RADIUS_KM = 80;
/** 1 to 5 km, then steps of 5 up to 80 km (000 §5). */
export const RADIUS_PRESETS_KM: readonly number[] = [1, 2, 3, 4, 5, ...Array.from({ length: 15 }, (_, i) => (i + 2) * 5)];

/** Location search starts at 3 characters after an 800 ms pause in typing (002 §4, §9). */
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_DELAY_MS = 800;

export const TARGETING_MESSAGES = {
  tooManyMarkers: 'No more than 15 Markers allowed in targeting',
  minRadius: 'Minimum radius is 1km',
  maxRadius: 'Maximum radius is 80km',
} as const;

/** Map zoom levels the API accepts. */
const MIN_ZOOM = 0;
const MAX_ZOOM = 22;
/** Four decimals are about 11 m: finer than any radius preset, short enough to read in a list. */
const COORD_DECIMALS = 4;

export const defaultTargeting = (): TargetingValue => ({ center: { ...DEFAULT_CENTER }, zoom: DEFAULT_ZOOM, markers: [] });

/** Longitude into -180..180: a click on a copy of the world east or west of the first one lies outside it. */
export function wrapLng(lng: number): number {
  if (lng >= -180 && lng <= 180) return lng;
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 ? 180 : wrapped;
}

const clampLat = (lat: number): number => Math.min(90, Math.max(-90, lat));

/** A point the API accepts: latitude clamped to the poles, longitude wrapped. */
export const normalizePoint = (p: LatLng): LatLng => ({ lat: clampLat(p.lat), lng: wrapLng(p.lng) });

export const clampZoom = (zoom: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom)));

export const roundCoord = (n: number): number => Number(n.toFixed(COORD_DECIMALS));

/** How a marker's place reads in the list: "-36.8485, 174.7633". */
export const formatPoint = (p: LatLng): string => `${roundCoord(p.lat)}, ${roundCoord(p.lng)}`;

/** The radius in whole kilometres, as the spec stores it: the ceiling of metres / 1000 (002 §9). */
export const radiusKm = (metres: number): number => Math.ceil(metres / 1000);

/** The spec's message for a radius out of 1..80 km, or null when it is allowed. */
export function radiusError(km: number): string | null {
  if (!(km >= MIN_RADIUS_KM)) return TARGETING_MESSAGES.minRadius;
  if (km > MAX_RADIUS_KM) return TARGETING_MESSAGES.maxRadius;
  return null;
}

/** The presets to offer for a marker; a stored radius that is not a preset (e.g. 12 km) is kept as a choice too. */
export function radiusOptionsKm(currentMetres?: number): number[] {
  const current = currentMetres === undefined ? undefined : radiusKm(currentMetres);
  if (current === undefined || RADIUS_PRESETS_KM.includes(current) || radiusError(current)) return [...RADIUS_PRESETS_KM];
  return [...RADIUS_PRESETS_KM, current].sort((a, b) => a - b);
}

const ID_PATTERN = /^location-(\d+)$/;

/** An id no marker of the list has: one past the highest "location-N" (ids from elsewhere are left alone). */
export function nextMarkerId(markers: readonly TargetingMarker[]): string {
  const highest = markers.reduce((max, m) => {
    const n = ID_PATTERN.exec(m.id);
    return n ? Math.max(max, Number(n[1])) : max;
  }, 0);
  let n = highest + 1;
  while (markers.some((m) => m.id === `location-${n}`)) n += 1;
  return `location-${n}`;
}

export type Change = { ok: true; value: TargetingValue } | { ok: false; error: string };

/** The value with a marker at `at` of `radius` metres; refused with the spec's message once 15 markers are there. */
export function addMarker(value: TargetingValue, at: LatLng, radius: number): Change {
  if (value.markers.length >= MAX_MARKERS) return { ok: false, error: TARGETING_MESSAGES.tooManyMarkers };
  const marker: TargetingMarker = { id: nextMarkerId(value.markers), coords: normalizePoint(at), radius };
  return { ok: true, value: { ...value, markers: [...value.markers, marker] } };
}

export const removeMarker = (value: TargetingValue, id: string): TargetingValue => ({ ...value, markers: value.markers.filter((m) => m.id !== id) });

/** The value with marker `id`'s radius set to `km` kilometres; refused with the spec's message outside 1..80 km. */
export function setMarkerRadius(value: TargetingValue, id: string, km: number): Change {
  const error = radiusError(km);
  if (error) return { ok: false, error };
  return { ok: true, value: { ...value, markers: value.markers.map((m) => (m.id === id ? { ...m, radius: km * 1000 } : m)) } };
}

/** The value with the map's view; the markers stay. */
export const withView = (value: TargetingValue, center: LatLng, zoom: number): TargetingValue => ({ ...value, center: normalizePoint(center), zoom: clampZoom(zoom) });

/**
 * A stored location made whole for the map: missing centre or zoom take the defaults, and markers without an id or
 * a radius get one (the order API makes both optional; the radius defaults to 10000 m, 000 §3).
 */
export function fromStored(stored: { center?: LatLng; zoom?: number; markers?: { id?: string; coords: LatLng; radius?: number }[] } | undefined): TargetingValue {
  const markers: TargetingMarker[] = [];
  for (const m of stored?.markers ?? []) {
    markers.push({ id: m.id && !markers.some((o) => o.id === m.id) ? m.id : nextMarkerId(markers), coords: m.coords, radius: m.radius ?? SEARCH_RADIUS_M });
  }
  return { center: stored?.center ?? { ...DEFAULT_CENTER }, zoom: stored?.zoom ?? DEFAULT_ZOOM, markers };
}
