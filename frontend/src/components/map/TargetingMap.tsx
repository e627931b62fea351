// Custom-location targeting on a map (000 §3 CUSTOM_LOCATION; 002 §4, §5, §9; 003 map targeting): the map's centre
// and zoom, and up to 15 markers, each with a radius circle. A click on the map adds a marker of 8 km, a place found
// by the search one of 10 km; the list under the map changes a radius (presets 1..5, then 5..80 km) or removes one.
//
// Controlled: `value` is what is shown and every change comes out through `onChange` as a whole new value (the shape
// the APIs store, radius in metres). Import it from this file and lazy-load the page that uses it: Leaflet and its
// CSS then stay out of the first load. Basemap: offline Natural Earth country shapes unless `tileUrl` is given
// (see Basemap.tsx).
import 'leaflet/dist/leaflet.css';
import { Fragment, useState } from 'react';
import { Alert, Box, Stack, Text } from '@chakra-ui/react';
import { Circle, CircleMarker, MapContainer, ScaleControl, Tooltip } from 'react-leaflet';
import { Basemap, SEA_COLOUR } from './Basemap.tsx';
import { LocationList, locationName, type RadiusEntry } from './LocationList.tsx';
import { MapEvents, sameView, ViewSync } from './MapBehaviour.tsx';
import { PlaceSearch, type SearchPlace } from './PlaceSearch.tsx';
import {
  addMarker, type Change, CLICK_RADIUS_M, type LatLng, MAX_MARKERS, radiusKm, removeMarker, SEARCH_RADIUS_M, setMarkerRadius,
  type TargetingValue, withView,
} from './targeting.ts';

export type { TargetingValue, TargetingMarker, LatLng } from './targeting.ts';
export type { Place, SearchPlace } from './PlaceSearch.tsx';

const MARKER_COLOUR = '#2b6cb0';
const RADIUS_STYLE = { color: MARKER_COLOUR, weight: 1.5, fillColor: MARKER_COLOUR, fillOpacity: 0.12 } as const;
const PIN_STYLE = { color: '#ffffff', weight: 2, fillColor: MARKER_COLOUR, fillOpacity: 1 } as const;

export interface TargetingMapProps {
  value: TargetingValue;
  /** Called with the whole new value; not called when `readOnly`. */
  onChange?(next: TargetingValue): void;
  /**
   * A tile URL template (`https://…/{z}/{x}/{y}.png`) to draw instead of the offline country shapes; the app feeds
   * it from its configuration. Without it nothing is fetched from the network.
   */
  tileUrl?: string;
  /** The tile provider's attribution (HTML), shown in the corner; most providers require it. */
  tileAttribution?: string;
  /** Finds a place by name; without it there is no search box. */
  searchPlace?: SearchPlace;
  /** Shows the map and the list without a way to change them. */
  readOnly?: boolean;
  /** The map's height (a CSS length); 400 px by default. */
  height?: string;
  /** How a radius is changed: from the presets (default) or typed in km, the presets offered (see LocationList). */
  radiusEntry?: RadiusEntry;
}

export function TargetingMap({ value, onChange, tileUrl, tileAttribution, searchPlace, readOnly, height = '400px', radiusEntry }: TargetingMapProps) {
  // The refusal last met (15 markers, a radius out of range); it goes once a change succeeds.
  const [refusal, setRefusal] = useState<string | null>(null);

  const apply = (change: Change) => {
    if (!change.ok) return setRefusal(change.error);
    setRefusal(null);
    onChange?.(change.value);
  };
  const change = (next: TargetingValue) => apply({ ok: true, value: next });

  const onMapClick = (at: LatLng) => apply(addMarker(value, at, CLICK_RADIUS_M));
  const onView = (center: LatLng, zoom: number) => {
    if (!sameView(center, zoom, value.center, value.zoom)) onChange?.(withView(value, center, zoom));
  };

  const atLimit = value.markers.length >= MAX_MARKERS;

  return (
    <Stack gap="3" data-testid="targeting-map">
      {searchPlace && !readOnly && (
        <PlaceSearch searchPlace={searchPlace}
          onPlace={(place) => {
            const added = addMarker(value, place, SEARCH_RADIUS_M);
            // The map goes to the place found, at the zoom the user chose.
            apply(added.ok ? { ok: true, value: withView(added.value, place, value.zoom) } : added);
          }} />
      )}
      {refusal && (
        <Alert.Root status="warning" role="alert" data-testid="targeting-refusal">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      )}
      {/* SVG, not canvas (preferCanvas false, Leaflet's default kept on purpose): every shape, pin and circle is an
          element that headless browsers draw and tests can find. */}
      <Box role="group" aria-label="Targeting map" h={height} borderWidth="1px" borderRadius="md" overflow="hidden" css={{ '& .leaflet-container': { background: tileUrl ? undefined : SEA_COLOUR } }}>
        <MapContainer center={[value.center.lat, value.center.lng]} zoom={value.zoom} preferCanvas={false} worldCopyJump
          style={{ height: '100%', width: '100%' }}>
          <Basemap tileUrl={tileUrl} tileAttribution={tileAttribution} />
          {/* The offline basemap has few landmarks: the scale tells how far a radius reaches. */}
          <ScaleControl imperial={false} />
          <ViewSync center={value.center} zoom={value.zoom} />
          {!readOnly && <MapEvents onClick={onMapClick} onView={onView} />}
          {value.markers.map((m, i) => (
            <Fragment key={m.id}>
              {/* Not interactive: a click inside a circle adds a marker there, as anywhere on the map. */}
              <Circle center={m.coords} radius={m.radius} interactive={false} pathOptions={RADIUS_STYLE} className="targeting-radius" />
              <CircleMarker center={m.coords} radius={6} pathOptions={PIN_STYLE} bubblingMouseEvents={false} className="targeting-pin">
                <Tooltip>{`${locationName(i)} · ${radiusKm(m.radius)} km`}</Tooltip>
              </CircleMarker>
            </Fragment>
          ))}
        </MapContainer>
      </Box>
      <Text fontSize="sm" color={atLimit ? 'fg.warning' : 'fg.muted'} data-testid="targeting-count">
        {value.markers.length} of {MAX_MARKERS} locations
      </Text>
      <LocationList markers={value.markers} readOnly={readOnly} radiusEntry={radiusEntry}
        onRadius={(id, km) => apply(setMarkerRadius(value, id, km))}
        onRemove={(id) => change(removeMarker(value, id))} />
    </Stack>
  );
}
