// The markers as a list under the map: where each is, its radius and a way to remove it. The radius is chosen
// from the presets, or (radiusEntry 'typed', the dashboard's order flow) typed in whole kilometres with the presets
// offered, so a radius outside 1..80 km meets the spec's message. Each control is labelled by the location's
// number ("Radius of location 2", "Remove location 2") so a screen reader, and a browser test, can tell the rows
// apart.
import { useId, useState } from 'react';
import { Box, HStack, IconButton, Input, List, Text } from '@chakra-ui/react';
import { LuX } from 'react-icons/lu';
import { Select } from '../Select.tsx';
import { formatPoint, RADIUS_PRESETS_KM, radiusError, radiusKm, radiusOptionsKm, type TargetingMarker } from './targeting.ts';

export const locationName = (index: number): string => `Location ${index + 1}`;

export type RadiusEntry = 'presets' | 'typed';

/**
 * A radius typed in kilometres: sent on each change that reads as a number (the map refuses one out of range with
 * the spec's message and keeps the marker's), shown back as the marker's radius once the field is left.
 */
function TypedRadius({ label, km, onRadius }: { label: string; km: number; onRadius(km: number): void }) {
  const [text, setText] = useState<string | null>(null);
  const presets = useId();
  return (
    <HStack gap="1">
      <Input size="sm" w="5.5rem" type="number" inputMode="numeric" step={1} aria-label={label} list={presets}
        value={text ?? String(km)}
        onChange={(e) => {
          const typed = e.currentTarget.value;
          setText(typed);
          // Whole kilometres, rounded up as the spec stores a radius (002 §9); '' waits for more typing.
          if (typed.trim() !== '' && Number.isFinite(Number(typed))) onRadius(Math.ceil(Number(typed)));
        }}
        onBlur={() => setText(null)} />
      <datalist id={presets}>{RADIUS_PRESETS_KM.map((p) => <option key={p} value={p} />)}</datalist>
      <Text fontSize="sm">km</Text>
    </HStack>
  );
}

export function LocationList({ markers, readOnly, radiusEntry = 'presets', onRadius, onRemove }: {
  markers: TargetingMarker[];
  readOnly?: boolean;
  radiusEntry?: RadiusEntry;
  onRadius(id: string, km: number): void;
  onRemove(id: string): void;
}) {
  if (markers.length === 0) {
    return <Text color="fg.muted" fontSize="sm">{readOnly ? 'No locations.' : 'Click on the map or search for a place to add a location.'}</Text>;
  }
  return (
    <List.Root as="ol" listStyle="none" gap="1" aria-label="Target locations">
      {markers.map((m, i) => {
        const name = locationName(i);
        const lower = name.toLowerCase();
        // A stored radius outside 1..80 km (from before the rule, or another client) is shown with the spec's message.
        const error = radiusError(radiusKm(m.radius));
        return (
          <List.Item key={m.id} data-testid="targeting-location">
            <HStack gap="3" wrap="wrap">
              <Text fontWeight="medium" minW="6.5rem">{name}</Text>
              <Text fontSize="sm" fontFamily="mono" minW="12rem">{formatPoint(m.coords)}</Text>
              {readOnly ? (
                <Text fontSize="sm">{radiusKm(m.radius)} km</Text>
              ) : (
                <>
                  {radiusEntry === 'typed' ? (
                    <TypedRadius label={`Radius of ${lower}`} km={radiusKm(m.radius)} onRadius={(km) => onRadius(m.id, km)} />
                  ) : (
                    <Box w="8rem">
                      <Select name={`radius-${m.id}`} size="sm" aria-label={`Radius of ${lower}`} value={String(radiusKm(m.radius))}
                        onChange={(v) => onRadius(m.id, Number(v))}
                        placeholder={error ? '' : undefined}
                        options={radiusOptionsKm(m.radius).map((km) => ({ value: String(km), label: `${km} km` }))} />
                    </Box>
                  )}
                  <IconButton size="xs" variant="ghost" aria-label={`Remove ${lower}`} onClick={() => onRemove(m.id)}>
                    <LuX />
                  </IconButton>
                  {error && <Text color="fg.error" fontSize="sm" role="alert">{error}</Text>}
                </>
              )}
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
