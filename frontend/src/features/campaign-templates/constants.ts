// The campaign-template screens' option lists and limits (000 §3, §4, §5, §9). The frontend cannot import the ads
// service, so these are copies of services/ads/src/campaign-templates (rules.ts, schedule.ts, time-zones.ts,
// template-extras.ts, template-text.ts): keep them in step, or better move them to a shared rules module under
// openapi/src/rules/ that both sides import (as e-mail templates and passwords are). The map's own limits
// (radius presets, 15 markers, the spec's radius messages) come from components/map/targeting.ts.
import type { CampaignObjective, DisplayCampaignType, SocialCampaignType } from '../../lib/api/generated/ads.ts';

/** 000 §3, §9: the schedule's time zone when none is chosen. */
export const DEFAULT_TIME_ZONE = 'Pacific/Auckland';

/** 000 §9 "a list of about 100 zones", the default first (services/ads/src/campaign-templates/time-zones.ts). */
export const TIME_ZONE_CHOICES: readonly string[] = [
  'Pacific/Auckland', 'Pacific/Chatham', 'Pacific/Fiji', 'Pacific/Tongatapu', 'Pacific/Apia', 'Pacific/Kiritimati',
  'Pacific/Norfolk', 'Pacific/Noumea', 'Pacific/Port_Moresby', 'Pacific/Guam', 'Pacific/Rarotonga', 'Pacific/Tahiti',
  'Pacific/Pago_Pago', 'Pacific/Honolulu', 'Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane',
  'Australia/Hobart', 'Australia/Lord_Howe', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth',
  'Asia/Tokyo', 'Asia/Seoul', 'Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Taipei', 'Asia/Manila', 'Asia/Singapore',
  'Asia/Kuala_Lumpur', 'Asia/Jakarta', 'Asia/Bangkok', 'Asia/Ho_Chi_Minh', 'Asia/Yangon', 'Asia/Dhaka',
  'Asia/Kathmandu', 'Asia/Kolkata', 'Asia/Colombo', 'Asia/Karachi', 'Asia/Tashkent', 'Asia/Almaty', 'Asia/Kabul',
  'Asia/Tehran', 'Asia/Dubai', 'Asia/Baku', 'Asia/Tbilisi', 'Asia/Riyadh', 'Asia/Baghdad', 'Asia/Jerusalem',
  'Asia/Beirut', 'Asia/Yekaterinburg', 'Asia/Vladivostok', 'Europe/Moscow', 'Europe/Istanbul', 'Europe/Kyiv',
  'Europe/Helsinki', 'Europe/Athens', 'Europe/Bucharest', 'Europe/Warsaw', 'Europe/Prague', 'Europe/Budapest',
  'Europe/Vienna', 'Europe/Berlin', 'Europe/Stockholm', 'Europe/Zurich', 'Europe/Rome', 'Europe/Paris',
  'Europe/Brussels', 'Europe/Amsterdam', 'Europe/Madrid', 'Europe/Lisbon', 'Europe/Dublin', 'Europe/London',
  'Africa/Johannesburg', 'Africa/Cairo', 'Africa/Nairobi', 'Africa/Lagos', 'Africa/Casablanca', 'Africa/Accra',
  'Atlantic/Reykjavik', 'Atlantic/Azores', 'America/Sao_Paulo', 'America/Argentina/Buenos_Aires', 'America/Santiago',
  'America/St_Johns', 'America/Halifax', 'America/Puerto_Rico', 'America/Caracas', 'America/New_York',
  'America/Toronto', 'America/Bogota', 'America/Lima', 'America/Chicago', 'America/Mexico_City', 'America/Denver',
  'America/Phoenix', 'America/Los_Angeles', 'America/Vancouver', 'America/Anchorage', 'UTC',];

export type TemplateKind = 'social' | 'display';

export const SOCIAL_CAMPAIGN_TYPES: readonly SocialCampaignType[] = ['FACEBOOK_IMAGE_CAMPAIGN', 'SINGLE_LISTING_IMAGE_CAROUSEL', 'FACEBOOK_VIDEO_CAMPAIGN'];
export const DISPLAY_CAMPAIGN_TYPES: readonly DisplayCampaignType[] = ['RESPONSIVE_DISPLAY', 'IMAGE_DISPLAY'];
export type CampaignType = SocialCampaignType | DisplayCampaignType;
export const CAMPAIGN_TYPES_BY_KIND: Record<TemplateKind, readonly CampaignType[]> = { social: SOCIAL_CAMPAIGN_TYPES, display: DISPLAY_CAMPAIGN_TYPES };

export const CAMPAIGN_TYPE_LABELS: Record<CampaignType, string> = {
  FACEBOOK_IMAGE_CAMPAIGN: 'Image',
  SINGLE_LISTING_IMAGE_CAROUSEL: 'Listing image carousel',
  FACEBOOK_VIDEO_CAMPAIGN: 'Video',
  RESPONSIVE_DISPLAY: 'Responsive display ad',
  IMAGE_DISPLAY: 'Image display ads',
};

/** The objectives each type can serve (rules.ts OBJECTIVES_BY_TYPE): display has no lead forms. */
export const OBJECTIVES_BY_TYPE: Record<CampaignType, readonly CampaignObjective[]> = {
  FACEBOOK_IMAGE_CAMPAIGN: ['TRAFFIC', 'LEADS', 'AWARENESS'],
  SINGLE_LISTING_IMAGE_CAROUSEL: ['TRAFFIC', 'LEADS', 'AWARENESS'],
  FACEBOOK_VIDEO_CAMPAIGN: ['VIDEO_VIEWS', 'TRAFFIC', 'LEADS', 'AWARENESS'],
  RESPONSIVE_DISPLAY: ['TRAFFIC', 'AWARENESS'],
  IMAGE_DISPLAY: ['TRAFFIC', 'AWARENESS'],
};
export const OBJECTIVE_LABELS: Record<CampaignObjective, string> = { TRAFFIC: 'Traffic', LEADS: 'Leads', VIDEO_VIEWS: 'Video views', AWARENESS: 'Awareness' };

export const CALLS_TO_ACTION = ['LEARN_MORE', 'SIGN_UP', 'CONTACT_US', 'WATCH_MORE'] as const;
export type CallToAction = (typeof CALLS_TO_ACTION)[number];
export const CALL_TO_ACTION_LABELS: Record<CallToAction, string> = { LEARN_MORE: 'Learn more', SIGN_UP: 'Sign up', CONTACT_US: 'Contact us', WATCH_MORE: 'Watch more' };

export const THANK_YOU_BUTTON_TYPES = ['VIEW_WEBSITE', 'CALL_BUSINESS', 'DOWNLOAD'] as const;
export type ThankYouButtonType = (typeof THANK_YOU_BUTTON_TYPES)[number];
export const THANK_YOU_BUTTON_LABELS: Record<ThankYouButtonType, string> = { VIEW_WEBSITE: 'View website', CALL_BUSINESS: 'Call business', DOWNLOAD: 'Download' };

/** A listing campaign leads to the listing unless the template says otherwise (template-extras.ts). */
export const DEFAULT_LINK_URL = '{{listing.url}}';

/** The placeholders a creative text may use (template-text.ts), offered as a hint under the texts. */
export const PLACEHOLDERS = [
  'listing.title', 'listing.shortDescription', 'listing.description', 'listing.suburb', 'listing.url',
  'agent.fullName', 'agent.email', 'agent.phone', 'office.name', 'customer.name',
] as const;

/** 000 §3 ad-set location types. */
export const LOCATION_TYPES = ['LISTING', 'OFFICE', 'COUNTRY', 'CUSTOM_LOCATION'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];
export const LOCATION_TYPE_LABELS: Record<LocationType, string> = {
  LISTING: "Around the listing", OFFICE: "The office's area", COUNTRY: 'Countries', CUSTOM_LOCATION: 'Places on the map',
};

/** 000 §9: a listing or office radius is 10 km unless chosen (and goes back to 10 when listing location is disabled, §5). */
export const DEFAULT_RADIUS_KM = 10;
/** The ages Meta and Google target: 13 to 65 (65 meaning 65 and over). */
export const MIN_AGE = 13;
export const MAX_AGE = 65;
export const GENDERS = ['ALL', 'MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { ALL: 'All', MALE: 'Men', FEMALE: 'Women' };
/** rules.ts MAX_AD_SETS. */
export const MAX_AD_SETS = 10;

// Schedule setting (000 §3, §4, §9; schedule.ts)

/** 000 §4: the frequency options, finest first. */
export const FREQUENCIES = ['MINUTE', 'HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const FREQUENCY_LABELS: Record<Frequency, string> = { MINUTE: 'Minute', HOUR: 'Hour', DAY: 'Day', WEEK: 'Week', MONTH: 'Month', YEAR: 'Year' };
/** 000 §9: "Interval minutes: 0, 5, then 15 to 55" (10 is not among them). */
export const INTERVAL_MINUTES: readonly number[] = [0, 5, 15, 20, 25, 30, 35, 40, 45, 50, 55];
/** 000 §9: hours 0 to 23. */
export const INTERVAL_HOURS: readonly number[] = Array.from({ length: 24 }, (_, h) => h);
/** 000 §9: days 1 to 31. */
export const INTERVAL_DAYS: readonly number[] = Array.from({ length: 31 }, (_, d) => d + 1);
/** Days of the week as cron numbers them: 0 Sunday to 6 Saturday. */
export const INTERVAL_WEEKDAYS: readonly number[] = [0, 1, 2, 3, 4, 5, 6];
export const WEEKDAY_LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Months 1 (January) to 12. */
export const INTERVAL_MONTHS: readonly number[] = Array.from({ length: 12 }, (_, m) => m + 1);
export const MONTH_LABELS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** 000 §7: templates are listed 50 a page. */
export const TEMPLATE_TABS = ['social', 'display'] as const;
export type TemplateTab = (typeof TEMPLATE_TABS)[number];
export const TEMPLATE_TAB_LABELS: Record<TemplateTab, string> = { social: 'Facebook templates', display: 'GDN templates' };
