// The rules of an order's campaign data (002 §3 campaign data item, §5 order and map targeting) that the
// schema cannot say with the spec's messages: at most 15 markers, each radius 1 km to 80 km, and the
// minimum age not above the maximum. Pure: returns the field errors at their request paths.
import type { FieldError } from '@adops/platform';
import type { CampaignDataItem } from './types.ts';

export const MAX_MARKERS = 15;
/** Metres (000 §3: a marker's radius defaults to 10000 m). */
export const MIN_RADIUS = 1_000;
export const MAX_RADIUS = 80_000;

export const CAMPAIGN_MESSAGES = {
  markers: 'No more than 15 Markers allowed in targeting',
  minRadius: 'Minimum radius is 1km',
  maxRadius: 'Maximum radius is 80km',
  ages: 'Age min cannot exceed age max.',
} as const;

/** The field errors of the campaign data under `base` (e.g. /body/campaignData); none when it is valid. */
export function campaignDataErrors(items: CampaignDataItem[], base: string): FieldError[] {
  const errors: FieldError[] = [];
  items.forEach((item, i) => {
    const at = `${base}/${i}/adSettings`;
    const ad = item.adSettings;
    if (!ad) return;
    const markers = ad.location?.markers ?? [];
    if (markers.length > MAX_MARKERS) errors.push({ path: `${at}/location/markers`, message: CAMPAIGN_MESSAGES.markers });
    markers.forEach((m, j) => {
      if (m.radius < MIN_RADIUS) errors.push({ path: `${at}/location/markers/${j}/radius`, message: CAMPAIGN_MESSAGES.minRadius });
      if (m.radius > MAX_RADIUS) errors.push({ path: `${at}/location/markers/${j}/radius`, message: CAMPAIGN_MESSAGES.maxRadius });
    });
    if (ad.ageMin !== undefined && ad.ageMax !== undefined && ad.ageMin > ad.ageMax) errors.push({ path: `${at}/ageMin`, message: CAMPAIGN_MESSAGES.ages });
  });
  return errors;
}
