// The markers as a list under the map: where each is, its radius (chosen from the presets) and a way to remove it.
// Each control is labelled by the location's number ("Radius of location 2", "Remove location 2") so a screen
// reader, and a browser test, can tell the rows apart.
import { Box, HStack, IconButton, List, Text } from '@chakra-ui/react';
import { LuX } from 'react-icons/lu';
import { Select } from '../Select.tsx';
import { formatPoint, radiusError, radiusKm, radiusOptionsKm, type TargetingMarker } from './targeting.ts';

export const locationName = (index: number): string => `Location ${index + 1}`;

export function LocationList({ markers, readOnly, onRadius, onRemove }: {
  markers: TargetingMarker[];
  readOnly?: boolean;
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
                  <Box w="8rem">
                    <Select name={`radius-${m.id}`} size="sm" aria-label={`Radius of ${lower}`} value={String(radiusKm(m.radius))}
                      onChange={(v) => onRadius(m.id, Number(v))}
                      placeholder={error ? '' : undefined}
                      options={radiusOptionsKm(m.radius).map((km) => ({ value: String(km), label: `${km} km` }))} />
                  </Box>
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
