// Map targeting of a template (002 §4, §5, §9; 003 "Map targeting in campaign settings"): the staff templates'
// map (components/map TargetingMap: a click adds 8 km, a place search 10 km, a radius typed in km, 1–80, at most
// 15 markers), edited as a draft; "Apply targeting" copies its centre, zoom and markers into the campaign data.
// Markers not applied yet are said so, so a change is never dropped without the user seeing it; a moved or zoomed
// view alone (Leaflet also re-centres when the screen changes size) can be applied but is not worth a warning.
import { lazy, Suspense, useState } from 'react';
import { Alert, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuMapPinCheck } from 'react-icons/lu';
import type { CampaignDataItem } from '../../../lib/api/generated/order.ts';
import { searchGeoPlace } from '../../../components/map/geoPlaceSearch.ts';
import type { TargetingValue } from '../../../components/map/targeting.ts';
import { applyTargeting, sameMarkers, sameTargeting, targetingOf } from './campaignData.ts';
import { SETTINGS_MESSAGES } from './messages.ts';

// Leaflet and its CSS load with the first map shown, not with the order page.
const TargetingMap = lazy(() => import('../../../components/map/TargetingMap.tsx').then((m) => ({ default: m.TargetingMap })));

export function TargetingSection({ item, errors, showErrors, onChange }: {
  item: CampaignDataItem;
  errors: string[];
  showErrors: boolean;
  onChange(item: CampaignDataItem): void;
}) {
  const [draft, setDraft] = useState<TargetingValue>(() => targetingOf(item));
  const [applied, setApplied] = useState(false);
  const pending = !sameTargeting(item, draft);
  const markersPending = !sameMarkers(item, draft);

  return (
    <Stack gap="3" data-testid="campaign-targeting">
      <Text fontWeight="semibold">Map targeting</Text>
      <Text fontSize="sm" color="fg.muted">
        Click the map to add a place (8 km) or search for one (10 km); change a radius (1 to 80 km) or remove a place in the list.
      </Text>
      <Suspense fallback={<Spinner size="sm" />}>
        <TargetingMap value={draft} onChange={(next) => { setDraft(next); setApplied(false); }} searchPlace={searchGeoPlace} height="360px" radiusEntry="typed" />
      </Suspense>
      {showErrors && errors.map((e) => <Text key={e} color="fg.error" fontSize="sm" role="alert">{e}</Text>)}
      <HStack gap="3" wrap="wrap">
        <Button size="sm" colorPalette="blue" disabled={!pending} onClick={() => { onChange(applyTargeting(item, draft)); setApplied(true); }}>
          <LuMapPinCheck /> Apply targeting
        </Button>
        {markersPending && (
          <Alert.Root status="info" size="sm" w="auto" data-testid="targeting-pending">
            <Alert.Indicator />
            <Alert.Title>{SETTINGS_MESSAGES.targetingNotApplied}</Alert.Title>
          </Alert.Root>
        )}
        {!pending && applied && <Text fontSize="sm" color="fg.success" data-testid="targeting-applied">{SETTINGS_MESSAGES.targetingApplied}</Text>}
      </HStack>
    </Stack>
  );
}
