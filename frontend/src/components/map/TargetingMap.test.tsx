// The targeting map under jsdom: Leaflet lays the map out at size 0 there, but it builds its panes, draws the
// SVG paths and turns DOM clicks into map clicks, which is what these tests drive.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { TargetingMap, type TargetingMapProps, type TargetingValue } from './TargetingMap.tsx';
import { defaultTargeting } from './targeting.ts';
import { sameView } from './MapBehaviour.tsx';

function Controlled({ initial, onValue, ...props }: Omit<TargetingMapProps, 'value' | 'onChange'> & { initial: TargetingValue; onValue?(v: TargetingValue): void }) {
  const [value, setValue] = useState(initial);
  return <TargetingMap {...props} value={value} onChange={(v) => { setValue(v); onValue?.(v); }} />;
}

function show(props: Parameters<typeof Controlled>[0]) {
  const onValue = vi.fn<(v: TargetingValue) => void>();
  const view = render(<ChakraProvider value={defaultSystem}><Controlled onValue={onValue} {...props} /></ChakraProvider>);
  const mapEl = () => view.container.querySelector('.leaflet-container') as HTMLElement;
  return { ...view, onValue, mapEl };
}

const marker = (n: number, km = 10) => ({ id: `location-${n}`, coords: { lat: -36.8 - n / 100, lng: 174.7 + n / 100 }, radius: km * 1000 });
const withMarkers = (n: number): TargetingValue => ({ ...defaultTargeting(), markers: Array.from({ length: n }, (_, i) => marker(i + 1)) });
const rows = () => screen.queryAllByTestId('targeting-location');
const last = (fn: { mock: { calls: [TargetingValue][] } }) => fn.mock.calls.at(-1)![0];

describe('basemap', () => {
  it('draws the Natural Earth countries as SVG paths, with no tiles', async () => {
    const { mapEl } = show({ initial: defaultTargeting() });
    await waitFor(() => expect(mapEl().querySelectorAll('.leaflet-basemap-pane path').length).toBeGreaterThan(150));
    expect(mapEl().querySelector('.leaflet-tile-pane .leaflet-layer')).toBeNull();
    expect(mapEl()).toHaveTextContent('Natural Earth');
  });

  it('keeps the country shapes under the markers, though they arrive after them', async () => {
    const { mapEl } = show({ initial: withMarkers(1) });
    await waitFor(() => expect(mapEl().querySelectorAll('.leaflet-basemap-pane path').length).toBeGreaterThan(150));
    // Leaflet's CSS puts the markers' pane (overlayPane) at z-index 400.
    expect(Number((mapEl().querySelector('.leaflet-basemap-pane') as HTMLElement).style.zIndex)).toBeLessThan(400);
    expect(mapEl().querySelectorAll('.leaflet-overlay-pane path.targeting-pin')).toHaveLength(1);
    expect(mapEl().querySelectorAll('.leaflet-basemap-pane path.targeting-pin')).toHaveLength(0);
  });

  it('draws tiles from a configured URL instead, and no country shapes', async () => {
    const { mapEl } = show({ initial: defaultTargeting(), tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', tileAttribution: 'Example tiles' });
    await waitFor(() => expect(mapEl().querySelector('.leaflet-tile-pane .leaflet-layer')).not.toBeNull());
    expect(mapEl()).toHaveTextContent('Example tiles');
    // Give the (never started) country load a chance to show up before saying it did not.
    await new Promise((r) => setTimeout(r, 50));
    expect(mapEl().querySelectorAll('.leaflet-basemap-pane path')).toHaveLength(0);
  });
});

describe('markers', () => {
  it('draws a pin and a radius circle for each marker, and lists it', () => {
    const { mapEl } = show({ initial: withMarkers(3) });
    expect(mapEl().querySelectorAll('path.targeting-pin')).toHaveLength(3);
    expect(mapEl().querySelectorAll('path.targeting-radius')).toHaveLength(3);
    expect(rows()).toHaveLength(3);
    expect(rows()[1]).toHaveTextContent('Location 2');
    expect(rows()[1]).toHaveTextContent('-36.82, 174.72');
    expect(screen.getByText('3 of 15 locations')).toBeInTheDocument();
  });

  it('adds an 8 km marker where the map is clicked', () => {
    const { mapEl, onValue } = show({ initial: withMarkers(1) });
    fireEvent.click(mapEl(), { clientX: 0, clientY: 0 });
    const next = last(onValue);
    expect(next.markers).toHaveLength(2);
    expect(next.markers[1]).toMatchObject({ id: 'location-2', radius: 8000 });
    expect(Number.isFinite(next.markers[1]!.coords.lat) && Number.isFinite(next.markers[1]!.coords.lng)).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Radius of location 2' })).toHaveValue('8');
    expect(mapEl().querySelectorAll('path.targeting-radius')).toHaveLength(2);
  });

  it('refuses a 16th marker with the spec message, and allows one again after a removal', async () => {
    const { mapEl, onValue } = show({ initial: withMarkers(15) });
    fireEvent.click(mapEl());
    expect(screen.getByRole('alert')).toHaveTextContent('No more than 15 Markers allowed in targeting');
    expect(onValue).not.toHaveBeenCalled();
    expect(rows()).toHaveLength(15);

    await userEvent.click(screen.getByRole('button', { name: 'Remove location 4' }));
    expect(screen.queryByText('No more than 15 Markers allowed in targeting')).toBeNull();
    fireEvent.click(mapEl());
    expect(last(onValue).markers).toHaveLength(15);
  });

  it('removes the marker named, and its circle', async () => {
    const { mapEl, onValue } = show({ initial: withMarkers(3) });
    await userEvent.click(screen.getByRole('button', { name: 'Remove location 2' }));
    expect(last(onValue).markers.map((m) => m.id)).toEqual(['location-1', 'location-3']);
    expect(rows()).toHaveLength(2);
    expect(mapEl().querySelectorAll('path.targeting-radius')).toHaveLength(2);
  });

  it('sets a radius from the presets, in metres', async () => {
    const { onValue } = show({ initial: withMarkers(2) });
    const select = screen.getByRole('combobox', { name: 'Radius of location 2' });
    const options = within(select).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['1 km', '2 km', '3 km', '4 km', '5 km', ...Array.from({ length: 15 }, (_, i) => `${(i + 2) * 5} km`)]);
    await userEvent.selectOptions(select, '25');
    expect(last(onValue).markers.map((m) => m.radius)).toEqual([10000, 25000]);
  });

  it('shows the spec message for a stored radius out of range', () => {
    show({ initial: { ...defaultTargeting(), markers: [marker(1, 90)] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum radius is 80km');
  });
});

describe('place search', () => {
  const wellington = { lat: -41.2865, lng: 174.7762, label: 'Wellington' };

  it('adds a 10 km marker at the place found on Enter and moves the map there', async () => {
    const searchPlace = vi.fn(async () => wellington);
    const { onValue } = show({ initial: withMarkers(1), searchPlace });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search for a place' }), 'Wellington{Enter}');
    await waitFor(() => expect(onValue).toHaveBeenCalled());
    expect(searchPlace).toHaveBeenLastCalledWith('Wellington');
    const next = last(onValue);
    expect(next.markers[1]).toEqual({ id: 'location-2', coords: { lat: -41.2865, lng: 174.7762 }, radius: 10000 });
    expect(next.center).toEqual({ lat: -41.2865, lng: 174.7762 });
    expect(next.zoom).toBe(11);
    expect(screen.getByRole('textbox', { name: 'Search for a place' })).toHaveValue('');
  });

  it('looks a place up after a pause from 3 characters, and adds it only when chosen', async () => {
    const searchPlace = vi.fn(async () => wellington);
    const { onValue } = show({ initial: defaultTargeting(), searchPlace });
    const box = screen.getByRole('textbox', { name: 'Search for a place' });
    await userEvent.type(box, 'We');
    await new Promise((r) => setTimeout(r, 900));
    expect(searchPlace).not.toHaveBeenCalled();
    await userEvent.type(box, 'l');
    const offer = await screen.findByRole('button', { name: 'Add Wellington' });
    expect(searchPlace).toHaveBeenCalledTimes(1);
    expect(searchPlace).toHaveBeenCalledWith('Wel');
    expect(onValue).not.toHaveBeenCalled();
    await userEvent.click(offer);
    expect(last(onValue).markers).toEqual([{ id: 'location-1', coords: { lat: -41.2865, lng: 174.7762 }, radius: 10000 }]);
  });

  it('says when nothing is found, and adds nothing', async () => {
    const { onValue } = show({ initial: defaultTargeting(), searchPlace: async () => null });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search for a place' }), 'Nowhere{Enter}');
    expect(await screen.findByText('No place found for “Nowhere”.')).toBeInTheDocument();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('refuses a found place as a 16th marker', async () => {
    const { onValue } = show({ initial: withMarkers(15), searchPlace: async () => wellington });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search for a place' }), 'Wellington{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('No more than 15 Markers allowed in targeting');
    expect(onValue).not.toHaveBeenCalled();
  });
});

describe('view', () => {
  it('follows a centre and zoom changed from outside without echoing them back as a change', async () => {
    const onChange = vi.fn();
    const at = (value: TargetingValue) => <ChakraProvider value={defaultSystem}><TargetingMap value={value} onChange={onChange} /></ChakraProvider>;
    const { rerender, container } = render(at(defaultTargeting()));
    const pin = () => container.querySelector('path.targeting-pin')?.getAttribute('d');
    const moved = { center: { lat: -41.2865, lng: 174.7762 }, zoom: 9, markers: [marker(1)] };
    rerender(at(moved));
    const before = pin();
    act(() => rerender(at({ ...moved, center: moved.markers[0]!.coords })));
    // The map moved: the pin is drawn somewhere else on it.
    expect(pin()).not.toEqual(before);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('panning and zooming', () => {
  it('report the new centre and zoom, keeping the markers', () => {
    const { mapEl, onValue } = show({ initial: withMarkers(2) });
    fireEvent.focus(mapEl());
    fireEvent.keyDown(document, { keyCode: 38 }); // arrow up: pan north
    const panned = last(onValue);
    expect(panned.center.lat).toBeGreaterThan(-36.8485);
    expect(panned.zoom).toBe(11);
    expect(panned.markers).toEqual(withMarkers(2).markers);
    fireEvent.keyDown(document, { keyCode: 107 }); // numpad +: zoom in
    expect(last(onValue).zoom).toBe(12);
  });

  it('treat the same place on another copy of the world as no move', () => {
    expect(sameView({ lat: 1, lng: 190 }, 5, { lat: 1, lng: -170 }, 5)).toBe(true);
    expect(sameView({ lat: 1, lng: 2 }, 5, { lat: 1, lng: 2 }, 6)).toBe(false);
    expect(sameView({ lat: 1, lng: 2 }, 5, { lat: 1.001, lng: 2 }, 5)).toBe(false);
  });
});

describe('read only', () => {
  it('shows the markers with no way to change them', () => {
    const { mapEl, onValue } = show({ initial: withMarkers(2), readOnly: true, searchPlace: async () => null });
    expect(screen.queryByRole('textbox', { name: 'Search for a place' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove location/ })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(rows()[0]).toHaveTextContent('10 km');
    fireEvent.click(mapEl());
    expect(onValue).not.toHaveBeenCalled();
    expect(mapEl().querySelectorAll('path.targeting-pin')).toHaveLength(2);
  });
});

describe('typed radius (radiusEntry typed, the dashboard order flow)', () => {
  it('sets a typed radius in whole km, rounded up, in metres', async () => {
    const { onValue } = show({ initial: withMarkers(2), radiusEntry: 'typed' });
    const input = screen.getByRole('spinbutton', { name: 'Radius of location 2' });
    expect(input).toHaveValue(10);
    await userEvent.clear(input);
    await userEvent.type(input, '12.3');
    expect(last(onValue).markers.map((m) => m.radius)).toEqual([10000, 13000]);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it("refuses 0 and 81 km with the spec's messages, keeping the marker's radius", async () => {
    const { onValue } = show({ initial: withMarkers(1), radiusEntry: 'typed' });
    const input = screen.getByRole('spinbutton', { name: 'Radius of location 1' });
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    expect(screen.getByTestId('targeting-refusal')).toHaveTextContent('Minimum radius is 1km');
    await userEvent.clear(input);
    await userEvent.type(input, '81');
    expect(screen.getByTestId('targeting-refusal')).toHaveTextContent('Maximum radius is 80km');
    expect(onValue.mock.calls.every(([v]) => v.markers[0]!.radius >= 1000 && v.markers[0]!.radius <= 80000)).toBe(true);
    // '8' on the way to '81' was a valid radius: the marker kept it, and leaving the field shows it.
    expect(last(onValue).markers[0]!.radius).toBe(8000);
    fireEvent.blur(input);
    expect(input).toHaveValue(8);
  });
});
