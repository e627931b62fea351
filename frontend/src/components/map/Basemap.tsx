// The map's background. Offline by default: the Natural Earth country shapes the world-atlas package ships, drawn
// as vectors, so the embedded default and the browser tests need no network and no tile server. Where a tile URL
// is configured (e.g. an OpenStreetMap-style `https://tile.example/{z}/{x}/{y}.png`), tiles are drawn instead and
// the country shapes are never loaded.
import { useEffect, useState } from 'react';
import { GeoJSON, Pane, TileLayer } from 'react-leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection } from 'geojson';

/** The sea, behind the country shapes. */
export const SEA_COLOUR = '#d4e6f1';
const COUNTRY_STYLE = { color: '#9aa5ad', weight: 0.7, fillColor: '#f4f1e8', fillOpacity: 1 } as const;
/**
 * The shapes' own pane, under the markers' (overlayPane, 400) where tiles would be (tilePane, 200): they arrive
 * after the markers are drawn and, in the markers' pane, would be painted over them.
 */
const BASEMAP_PANE = 'basemap';
const BASEMAP_Z_INDEX = 250;
const NATURAL_EARTH = '<a href="https://www.naturalearthdata.com/">Natural Earth</a>';

let countries: Promise<FeatureCollection> | undefined;

/**
 * The 1:110m countries (about 100 kB), loaded once and only when a map is shown: a chunk of their own, so neither
 * the first load nor the map's own chunk carries them. Coarse, but enough to see where a radius lies; the markers
 * and circles carry the precision.
 */
function loadCountries(): Promise<FeatureCollection> {
  countries ??= import('world-atlas/countries-110m.json').then(
    (module) => {
      const topology = module.default as unknown as Topology<{ countries: GeometryCollection }>;
      return feature(topology, topology.objects.countries) as FeatureCollection;
    },
    (error: unknown) => {
      countries = undefined; // a later map tries again (e.g. after a deploy replaced the chunk)
      throw error;
    },
  );
  return countries;
}

export function Basemap({ tileUrl, tileAttribution }: { tileUrl?: string; tileAttribution?: string }) {
  if (tileUrl) return <TileLayer url={tileUrl} attribution={tileAttribution} />;
  return <CountryShapes />;
}

function CountryShapes() {
  const [shapes, setShapes] = useState<FeatureCollection | null>(null);
  useEffect(() => {
    let live = true;
    // Without the shapes the map still works (markers, circles, clicks) on the plain sea colour.
    loadCountries().then((fc) => { if (live) setShapes(fc); }, () => {});
    return () => { live = false; };
  }, []);
  // Not interactive: a click on a country is a click on the map (it adds a marker).
  return (
    <Pane name={BASEMAP_PANE} style={{ zIndex: BASEMAP_Z_INDEX }}>
      {shapes && <GeoJSON data={shapes} style={COUNTRY_STYLE} interactive={false} attribution={NATURAL_EARTH} />}
    </Pane>
  );
}
