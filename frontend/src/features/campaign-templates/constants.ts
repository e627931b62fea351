// The campaign-template screens' option lists, limits and labels (000 §3, §4, §5, §9). The lists and defaults the
// ads service checks come from @adops/openapi/rules/campaign-templates, which both sides import; the labels are
// the screens' own. Still copies of services/ads/src/campaign-templates (keep them in step): the thank-you
// buttons and link default (template-extras.ts) and the placeholders (template-text.ts). The map's own limits
// (radius presets, 15 markers, the spec's radius messages) come from components/map/targeting.ts.
import type { CallToAction, CampaignObjective, CampaignType, Frequency, LocationType } from '@adops/openapi/rules/campaign-templates';

export {
  CALLS_TO_ACTION, CAMPAIGN_TYPES_BY_KIND, DEFAULT_RADIUS_KM, DEFAULT_TIME_ZONE, FREQUENCIES, INTERVAL_HOURS, INTERVAL_MINUTES,
  LOCATION_TYPES, MAX_AD_SETS, MAX_AGE, MIN_AGE, OBJECTIVES_BY_TYPE, TIME_ZONE_CHOICES,
  type CallToAction, type CampaignType, type Frequency, type LocationType, type TemplateKind,
} from '@adops/openapi/rules/campaign-templates';

export const CAMPAIGN_TYPE_LABELS: Record<CampaignType, string> = {
  FACEBOOK_IMAGE_CAMPAIGN: 'Image',
  SINGLE_LISTING_IMAGE_CAROUSEL: 'Listing image carousel',
  FACEBOOK_VIDEO_CAMPAIGN: 'Video',
  RESPONSIVE_DISPLAY: 'Responsive display ad',
  IMAGE_DISPLAY: 'Image display ads',
};

export const OBJECTIVE_LABELS: Record<CampaignObjective, string> = { TRAFFIC: 'Traffic', LEADS: 'Leads', VIDEO_VIEWS: 'Video views', AWARENESS: 'Awareness' };

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

export const LOCATION_TYPE_LABELS: Record<LocationType, string> = {
  LISTING: "Around the listing", OFFICE: "The office's area", COUNTRY: 'Countries', CUSTOM_LOCATION: 'Places on the map',
};

export const GENDERS = ['ALL', 'MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { ALL: 'All', MALE: 'Men', FEMALE: 'Women' };

// Schedule setting (000 §3, §4, §9; schedule.ts)

export const FREQUENCY_LABELS: Record<Frequency, string> = { MINUTE: 'Minute', HOUR: 'Hour', DAY: 'Day', WEEK: 'Week', MONTH: 'Month', YEAR: 'Year' };
export const WEEKDAY_LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const MONTH_LABELS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** 000 §7: templates are listed 50 a page. */
export const TEMPLATE_TABS = ['social', 'display'] as const;
export type TemplateTab = (typeof TEMPLATE_TABS)[number];
export const TEMPLATE_TAB_LABELS: Record<TemplateTab, string> = { social: 'Facebook templates', display: 'GDN templates' };
