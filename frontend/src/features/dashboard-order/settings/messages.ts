// The messages of the order flow's per-template settings step (002 §5 images per campaign type, map targeting,
// order; §8). The spec's are verbatim; the shared ones come from the module both sides read (images: the order
// service refuses the same; targeting: components/map/targeting.ts, which the order service mirrors). Where the
// spec gives a rule but no words, the message is marked "Ours".
import { CAMPAIGN_IMAGE_MESSAGES } from '@adops/openapi/rules/campaign-images';
import { TARGETING_MESSAGES } from '../../../components/map/targeting.ts';

export { CAMPAIGN_IMAGE_MESSAGES, TARGETING_MESSAGES };

export const SETTINGS_MESSAGES = {
  /** 002 §5 and §8 "Too many images" (also when a removed image is added back over the maximum). */
  tooManyImages: CAMPAIGN_IMAGE_MESSAGES.tooMany,
  /** 002 §5 map targeting. */
  tooManyMarkers: TARGETING_MESSAGES.tooManyMarkers,
  minRadius: TARGETING_MESSAGES.minRadius,
  maxRadius: TARGETING_MESSAGES.maxRadius,
  // Ours: 002 §5 says URLs must match a simple web-address pattern, without words for a miss.
  invalidUrl: (label: string) => `${label} must be a web address such as https://www.example.com`,
  // Ours: the order service's words for a minimum age above the maximum (services/order rules.ts); the form
  // adjusts the other age instead (002 §5 "adjusted automatically"), so only stored data can show it.
  ages: 'Age min cannot exceed age max.',
  // Ours: the carousel settings' limits (the order API's CampaignResources.settings).
  headlineTooLong: (n: number) => `Headline of card ${n} is longer than 255 characters.`,
  descriptionTooLong: (n: number) => `Description of card ${n} is longer than 2000 characters.`,
  // Ours: while the crop dialog uploads.
  cropUploading: 'Saving the cropped image...',
  /** 003 §5, a cropped image upload failure. */
  cropFailed: 'Error while saving cropped image.',
  // Ours: the place search and the "apply" of the targeting map.
  targetingApplied: 'The map targeting has been applied to this campaign.',
  targetingNotApplied: 'The map has changes that are not applied yet.',
} as const;
