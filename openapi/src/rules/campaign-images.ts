// How many images a campaign of each type takes (002 §5 "Images per campaign type"), as both sides read it: the
// dashboard's order flow blocks with these messages, and the order context refuses an order whose campaign data
// breaks them (the browser is never the only guard). Pure and without dependencies.
import type { CampaignType } from './campaign-templates.ts';

/** A single listing carousel shows at most this many images (002 §9 "Carousel maximum 10 images"). */
export const CAROUSEL_MAX_IMAGES = 10;
/** Carousel and DPA campaigns need at least this many items (listings, resources or catalogue products). */
export const CAROUSEL_MIN_ITEMS = 2;

export const CAMPAIGN_IMAGE_MESSAGES = {
  carouselMin: 'At least 3 images are required for Single Listing Image Carousel',
  imageMin: 'At least 1 image is required for Image Campaign',
  /** The customer's imageAdLimit, or the carousel maximum. */
  tooMany: (max: number) => `Maximum of ${max} images allowed! Please delete other image(s) and try again.`,
  itemsMin: 'At least 2 items are required for Carousel Campaign',
  // Ours: 002 §5 gives the video campaign's minimum of 3 but no message, and display campaigns none at all.
  videoMin: 'At least 3 images are required for Video Campaign',
  displayMin: 'At least 1 image is required for Display Campaign',
} as const;

export interface ImageBounds {
  min: number;
  /** Undefined: no maximum of its own. */
  max?: number;
  minMessage: string;
}

/** The bounds of a campaign type's images; an image campaign's maximum is the customer's imageAdLimit. */
export function imageBounds(campaignType: CampaignType | string, imageAdLimit: number): ImageBounds {
  switch (campaignType) {
    case 'SINGLE_LISTING_IMAGE_CAROUSEL':
      return { min: 3, max: CAROUSEL_MAX_IMAGES, minMessage: CAMPAIGN_IMAGE_MESSAGES.carouselMin };
    case 'FACEBOOK_VIDEO_CAMPAIGN':
      return { min: 3, minMessage: CAMPAIGN_IMAGE_MESSAGES.videoMin };
    case 'FACEBOOK_IMAGE_CAMPAIGN':
      return { min: 1, max: imageAdLimit, minMessage: CAMPAIGN_IMAGE_MESSAGES.imageMin };
    case 'RESPONSIVE_DISPLAY':
    case 'IMAGE_DISPLAY':
      return { min: 1, max: imageAdLimit, minMessage: CAMPAIGN_IMAGE_MESSAGES.displayMin };
    default:
      return { min: 0, minMessage: '' };
  }
}

/**
 * The messages a campaign's images break: `imageCount` counts the images not marked deleted. Empty when they
 * are within the type's bounds.
 */
export function campaignImageErrors(campaignType: CampaignType | string, imageCount: number, imageAdLimit: number): string[] {
  const bounds = imageBounds(campaignType, imageAdLimit);
  if (imageCount < bounds.min) return [bounds.minMessage];
  if (bounds.max !== undefined && imageCount > bounds.max) return [CAMPAIGN_IMAGE_MESSAGES.tooMany(bounds.max)];
  return [];
}

/** The message a carousel or DPA order with too few items breaks, or none. */
export const carouselItemErrors = (itemCount: number): string[] => (itemCount < CAROUSEL_MIN_ITEMS ? [CAMPAIGN_IMAGE_MESSAGES.itemsMin] : []);
