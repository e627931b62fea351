// How the settings step names templates and their options.
import type { ProductCampaignTemplate } from '../../../lib/api/generated/order.ts';

const TYPE_LABELS: Record<string, string> = {
  FACEBOOK_IMAGE_CAMPAIGN: 'Image Campaign',
  SINGLE_LISTING_IMAGE_CAROUSEL: 'Single Listing Image Carousel',
  FACEBOOK_VIDEO_CAMPAIGN: 'Video Campaign',
  RESPONSIVE_DISPLAY: 'Responsive Display',
  IMAGE_DISPLAY: 'Image Display',
  CAROUSEL: 'Carousel Campaign',
  DPA: 'Dynamic Product Ads',
};

const NETWORK_LABELS: Record<ProductCampaignTemplate['templateModel'], string> = {
  CustomerCampaignTemplate: 'Facebook',
  CustomerGdnCampaignTemplate: 'Google',
};

/** A type the list does not name, as words: SINGLE_LISTING → Single Listing. */
const words = (type: string) => type.toLowerCase().split(/[_\s]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');

/** A tab's title: its network and campaign type ("Facebook · Image Campaign"), numbered when there is no type. */
export function templateLabel(template: Pick<ProductCampaignTemplate, 'templateModel' | 'type'>, index: number): string {
  const type = template.type?.trim() ? (TYPE_LABELS[template.type.toUpperCase()] ?? words(template.type)) : `Campaign ${index + 1}`;
  return `${NETWORK_LABELS[template.templateModel]} · ${type}`;
}

export const GENDER_OPTIONS = [
  { value: 'ALL', label: 'All' },
  { value: 'MALE', label: 'Men' },
  { value: 'FEMALE', label: 'Women' },
] as const;

/** 000 §3 lead form thank-you button types. */
export const THANK_YOU_BUTTON_OPTIONS = [
  { value: 'VIEW_WEBSITE', label: 'View website' },
  { value: 'CALL_BUSINESS', label: 'Call business' },
  { value: 'DOWNLOAD', label: 'Download' },
] as const;
