// An ad set's location (000 §3): its type, and each type's own fields. LISTING: around the listing within a
// radius, or (disabled) the listing's country, the radius back at 10 (000 §5); OFFICE: the office's postcode or
// a radius around it; COUNTRY: country codes; CUSTOM_LOCATION: the targeting map, loaded on first use so its
// Leaflet code stays out of the page's chunk. Radii are typed or picked from the presets (1 to 5, then steps
// of 5 to 80 km); an out-of-range one gets the spec's message after a submit attempt.
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Box, Input, Spinner, Stack, Switch, Text } from '@chakra-ui/react';
import { useController } from 'react-hook-form';
import { FormField } from '../../components/FormField.tsx';
import { useFieldError } from '../../components/form/fields.tsx';
import { Select } from '../../components/Select.tsx';
import { RADIUS_PRESETS_KM } from '../../components/map/targeting.ts';
import { LOCATION_TYPE_LABELS, LOCATION_TYPES, type LocationType } from './constants.ts';
import { withListingEnabled, type LocationValues } from './templateForm.ts';

const TargetingMap = lazy(() => import('../../components/map/TargetingMap.tsx').then((m) => ({ default: m.TargetingMap })));

const typeOptions = LOCATION_TYPES.map((t) => ({ value: t, label: LOCATION_TYPE_LABELS[t] }));

export function LocationFields({ name }: { name: string }) {
  // One controller per leaf, not one over the location: react-hook-form revalidates a changed field at its own
  // path, so a radius message comes back when an edit makes the radius wrong again after a submit attempt.
  const type = useController({ name: `${name}.type` }).field;
  const enable = useController({ name: `${name}.enable` }).field;
  const radius = useController({ name: `${name}.radius` }).field;
  const byZip = useController({ name: `${name}.byZip` }).field;
  const countries = useController({ name: `${name}.selectedCountries` }).field;
  const center = useController({ name: `${name}.center` }).field;
  const zoom = useController({ name: `${name}.zoom` }).field;
  const markers = useController({ name: `${name}.markers` }).field;
  const setEnabled = (on: boolean) => {
    const next = withListingEnabled({ enable: enable.value as boolean, radius: radius.value as string }, on);
    enable.onChange(next.enable);
    radius.onChange(next.radius);
  };
  const radiusInput = <RadiusInput name={radius.name} value={radius.value as string} onChange={radius.onChange} />;
  const map = { center: center.value as LocationValues['center'], zoom: zoom.value as number, markers: markers.value as LocationValues['markers'] };
  return (
    <Stack gap="3">
      <FormField label="Location">
        <Select name={type.name} aria-label="Location type" value={type.value as LocationType} options={typeOptions} onChange={type.onChange} />
      </FormField>
      {type.value === 'LISTING' && (
        <>
          <Toggle label="Target around the listing" checked={enable.value as boolean} onChange={setEnabled} />
          {enable.value ? radiusInput : <Text fontSize="sm" color="fg.muted">The listing's whole country.</Text>}
        </>
      )}
      {type.value === 'OFFICE' && (
        <>
          <Toggle label="By the office's postcode" checked={byZip.value as boolean} onChange={byZip.onChange} />
          {!byZip.value && radiusInput}
        </>
      )}
      {type.value === 'COUNTRY' && <CountriesInput name={countries.name} value={countries.value as string[]} onChange={countries.onChange} />}
      {type.value === 'CUSTOM_LOCATION' && (
        <MapField name={markers.name}>
          <Suspense fallback={<Spinner size="sm" />}>
            <TargetingMap value={map} onChange={(v) => {
              if (v.center !== map.center) center.onChange(v.center);
              if (v.zoom !== map.zoom) zoom.onChange(v.zoom);
              if (v.markers !== map.markers) markers.onChange(v.markers);
            }} />
          </Suspense>
        </MapField>
      )}
    </Stack>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)} colorPalette="blue">
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

function RadiusInput({ name, value, onChange }: { name: string; value: string; onChange(value: string): void }) {
  const error = useFieldError(name);
  const presets = useId();
  return (
    <FormField label="Radius (km)" error={error} helper="Type a radius or pick one: 1 to 5, then steps of 5 up to 80 km.">
      <Input name={name} type="number" inputMode="numeric" list={presets} value={value} onChange={(e) => onChange(e.target.value)} maxW="40" />
      <datalist id={presets}>{RADIUS_PRESETS_KM.map((km) => <option key={km} value={km} />)}</datalist>
    </FormField>
  );
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
const codesOf = (line: string) => [...new Set(line.split(/[\s,]+/).map((c) => c.trim().toUpperCase()).filter(Boolean))];

/** Country codes typed as one line ('NZ, AU'), taken when the field is left; their names show below. */
function CountriesInput({ name, value, onChange }: { name: string; value: string[]; onChange(codes: string[]): void }) {
  const error = useFieldError(name);
  const [typed, setTyped] = useState(value.join(', '));
  return (
    <FormField label="Countries" error={error} helper={value.length ? value.map((c) => regionNames.of(c) ?? c).join(', ') : 'Two-letter codes, e.g. NZ, AU.'}>
      <Input name={name} value={typed} onChange={(e) => { setTyped(e.target.value.toUpperCase()); onChange(codesOf(e.target.value)); }}
        onBlur={() => setTyped(value.join(', '))} />
    </FormField>
  );
}

function MapField({ name, children }: { name: string; children: ReactNode }) {
  const error = useFieldError(name);
  // The field lays its content out at its own width: the map takes the whole row.
  return <FormField label="Places on the map" error={error} helper="Click the map to add a place (8 km); change or remove it in the list."><Box w="full">{children}</Box></FormField>;
}
