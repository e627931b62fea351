// Custom-location targeting rules (000 §3, §5, §9; 002 §4, §5, §9).
import { describe, expect, it } from 'vitest';
import {
  addMarker, CLICK_RADIUS_M, clampZoom, DEFAULT_CENTER, defaultTargeting, formatPoint, fromStored, MAX_MARKERS,
  nextMarkerId, RADIUS_PRESETS_KM, radiusError, radiusKm, radiusOptionsKm, removeMarker, SEARCH_RADIUS_M, setMarkerRadius,
  type TargetingValue, withView, wrapLng,
} from './targeting.ts';

const at = (lat: number, lng: number) => ({ lat, lng });

function withMarkers(n: number): TargetingValue {
  let value = defaultTargeting();
  for (let i = 0; i < n; i++) {
    const next = addMarker(value, at(-36 - i / 10, 174), CLICK_RADIUS_M);
    if (!next.ok) throw new Error(next.error);
    value = next.value;
  }
  return value;
}

describe('defaults', () => {
  it('centres on Auckland at zoom 11 with no markers', () => {
    expect(defaultTargeting()).toEqual({ center: { lat: -36.8485, lng: 174.7633 }, zoom: 11, markers: [] });
  });

  it('hands out a fresh centre each time, so one value cannot change another', () => {
    const a = defaultTargeting();
    a.center.lat = 0;
    expect(defaultTargeting().center).toEqual(DEFAULT_CENTER);
    expect(DEFAULT_CENTER.lat).toBe(-36.8485);
  });

  it('adds 8 km by click and 10 km from a search', () => {
    expect(CLICK_RADIUS_M).toBe(8000);
    expect(SEARCH_RADIUS_M).toBe(10000);
  });
});

describe('radius presets', () => {
  it('are 1 to 5 km, then steps of 5 up to 80 km', () => {
    expect(RADIUS_PRESETS_KM).toEqual([1, 2, 3, 4, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80]);
  });

  it('keep a stored radius that is not a preset as a choice, in order', () => {
    const options = radiusOptionsKm(12_000);
    expect(options).toContain(12);
    expect(options.indexOf(12)).toBe(options.indexOf(10) + 1);
    expect(options).toHaveLength(RADIUS_PRESETS_KM.length + 1);
  });

  it('do not offer a stored radius outside 1..80 km, nor repeat a preset', () => {
    expect(radiusOptionsKm(90_000)).toEqual(RADIUS_PRESETS_KM);
    expect(radiusOptionsKm(10_000)).toEqual(RADIUS_PRESETS_KM);
    expect(radiusOptionsKm()).toEqual(RADIUS_PRESETS_KM);
  });
});

describe('radius in km', () => {
  it('is the ceiling of metres / 1000', () => {
    expect(radiusKm(8000)).toBe(8);
    expect(radiusKm(8001)).toBe(9);
    expect(radiusKm(999)).toBe(1);
  });

  it('must lie within 1 and 80 km, with the spec messages', () => {
    expect(radiusError(0)).toBe('Minimum radius is 1km');
    expect(radiusError(0.5)).toBe('Minimum radius is 1km');
    expect(radiusError(Number.NaN)).toBe('Minimum radius is 1km');
    expect(radiusError(81)).toBe('Maximum radius is 80km');
    expect(radiusError(1)).toBeNull();
    expect(radiusError(80)).toBeNull();
  });
});

describe('adding markers', () => {
  it('puts the marker at the point with the radius given and a new id', () => {
    const next = addMarker(defaultTargeting(), at(-36.9, 174.8), CLICK_RADIUS_M);
    expect(next).toEqual({ ok: true, value: { ...defaultTargeting(), markers: [{ id: 'location-1', coords: at(-36.9, 174.8), radius: 8000 }] } });
  });

  it('allows 15 markers and refuses the 16th with the spec message', () => {
    const full = withMarkers(MAX_MARKERS);
    expect(full.markers).toHaveLength(15);
    expect(new Set(full.markers.map((m) => m.id)).size).toBe(15);
    expect(addMarker(full, at(-37, 175), SEARCH_RADIUS_M)).toEqual({ ok: false, error: 'No more than 15 Markers allowed in targeting' });
  });

  it('allows one again after one is removed', () => {
    const full = withMarkers(MAX_MARKERS);
    const next = addMarker(removeMarker(full, full.markers[3]!.id), at(-37, 175), SEARCH_RADIUS_M);
    expect(next.ok && next.value.markers).toHaveLength(15);
  });

  it('wraps a point clicked on a copy of the world into -180..180', () => {
    const next = addMarker(defaultTargeting(), at(-36.9, 174.8 - 360), CLICK_RADIUS_M);
    expect(next.ok && next.value.markers[0]!.coords.lng).toBeCloseTo(174.8, 9);
  });

  it('does not change the value it was given', () => {
    const value = defaultTargeting();
    addMarker(value, at(0, 0), CLICK_RADIUS_M);
    expect(value.markers).toEqual([]);
  });
});

describe('marker ids', () => {
  it('are one past the highest location-N, never one in use', () => {
    const m = (id: string) => ({ id, coords: at(0, 0), radius: 1000 });
    expect(nextMarkerId([])).toBe('location-1');
    expect(nextMarkerId([m('location-1'), m('location-7')])).toBe('location-8');
    expect(nextMarkerId([m('1690000000000'), m('abc')])).toBe('location-1');
  });

  it('are not reused for the marker that remains after a removal', () => {
    const three = withMarkers(3);
    const two = removeMarker(three, 'location-1');
    const next = addMarker(two, at(0, 0), CLICK_RADIUS_M);
    expect(next.ok && next.value.markers.map((m) => m.id)).toEqual(['location-2', 'location-3', 'location-4']);
  });
});

describe('removing and resizing', () => {
  it('removes only the marker named', () => {
    const three = withMarkers(3);
    expect(removeMarker(three, 'location-2').markers.map((m) => m.id)).toEqual(['location-1', 'location-3']);
  });

  it('sets the radius in metres from km', () => {
    const next = setMarkerRadius(withMarkers(2), 'location-2', 25);
    expect(next.ok && next.value.markers.map((m) => m.radius)).toEqual([8000, 25000]);
  });

  it('refuses a radius outside 1..80 km', () => {
    expect(setMarkerRadius(withMarkers(1), 'location-1', 0)).toEqual({ ok: false, error: 'Minimum radius is 1km' });
    expect(setMarkerRadius(withMarkers(1), 'location-1', 85)).toEqual({ ok: false, error: 'Maximum radius is 80km' });
  });
});

describe('view and display', () => {
  it('rounds coordinates to four decimals for the list', () => {
    expect(formatPoint(at(-36.848512345, 174.76334999))).toBe('-36.8485, 174.7633');
    expect(formatPoint(at(-36.5, 174))).toBe('-36.5, 174');
  });

  it('keeps the view within what the API accepts', () => {
    const v = withView(withMarkers(1), at(-91, 540), 23.4);
    expect(v.center).toEqual({ lat: -90, lng: 180 });
    expect(v.zoom).toBe(22);
    expect(v.markers).toHaveLength(1);
    expect(clampZoom(-1)).toBe(0);
    expect(clampZoom(10.6)).toBe(11);
  });

  it('wraps longitudes', () => {
    expect(wrapLng(190)).toBe(-170);
    expect(wrapLng(-190)).toBe(170);
    expect(wrapLng(180)).toBe(180);
    expect(wrapLng(-180)).toBe(-180);
    expect(wrapLng(12.5)).toBe(12.5);
  });
});

describe('stored locations', () => {
  it('take the defaults for what is missing', () => {
    expect(fromStored(undefined)).toEqual(defaultTargeting());
    expect(fromStored({ zoom: 5 })).toEqual({ ...defaultTargeting(), zoom: 5 });
  });

  it('give markers an id and a 10 km radius when they have none, keeping ids that are unique', () => {
    const value = fromStored({ center: at(1, 2), zoom: 9, markers: [{ coords: at(1, 2) }, { id: 'location-1', coords: at(3, 4), radius: 2000 }, { id: 'x', coords: at(5, 6), radius: 3000 }] });
    expect(value.markers).toEqual([
      { id: 'location-1', coords: at(1, 2), radius: 10000 },
      { id: 'location-2', coords: at(3, 4), radius: 2000 },
      { id: 'x', coords: at(5, 6), radius: 3000 },
    ]);
    expect(value.center).toEqual(at(1, 2));
    expect(value.zoom).toBe(9);
  });
});

