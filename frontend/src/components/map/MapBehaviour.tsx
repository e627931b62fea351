// What ties the Leaflet map to the controlled value: clicks and moves go out as changes, and a centre or zoom
// changed from outside (a search result, a stored value loaded late) moves the map. Leaflet keeps its own view
// after the first render, so the two are compared rather than the map being rebuilt.
import { useEffect } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import { clampZoom, type LatLng, wrapLng } from './targeting.ts';

/** Closer than this (degrees, about 1 cm) is the same place: the map's own rounding must not read as a move. */
const SAME_PLACE = 1e-7;

export const sameView = (a: LatLng, aZoom: number, b: LatLng, bZoom: number): boolean =>
  aZoom === bZoom && Math.abs(a.lat - b.lat) < SAME_PLACE && Math.abs(wrapLng(a.lng) - wrapLng(b.lng)) < SAME_PLACE;

export function MapEvents({ onClick, onView }: { onClick?(at: LatLng): void; onView?(center: LatLng, zoom: number): void }) {
  const map = useMapEvents({
    click(e) { onClick?.({ lat: e.latlng.lat, lng: e.latlng.lng }); },
    moveend() {
      const c = map.getCenter();
      onView?.({ lat: c.lat, lng: c.lng }, clampZoom(map.getZoom()));
    },
  });
  return null;
}

export function ViewSync({ center, zoom }: { center: LatLng; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    const c = map.getCenter();
    if (!sameView({ lat: c.lat, lng: c.lng }, map.getZoom(), center, zoom)) map.setView([center.lat, center.lng], zoom, { animate: false });
  }, [map, center.lat, center.lng, zoom]);

  // A map first laid out while hidden or narrow (a closed tab, a dialog opening) would keep drawing at that size.
  useEffect(() => {
    const container = map.getContainer();
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(container);
    return () => observer.disconnect();
  }, [map]);
  return null;
}
