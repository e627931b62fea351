// Campaign templates as both sides read them: the ads context validates and runs a template, and the
// frontend's template screens offer the same options. One set of option lists, defaults and schedule
// rules (000 §3, §4, §5, §9), so what the form offers is what the service accepts. Pure and without
// dependencies: the cron-parser check of a typed cron syntax stays in the ads service.

// Campaign types, objectives and calls to action

/** 003 "Campaign template (client state)": the social (Meta) campaign types. */
export const SOCIAL_CAMPAIGN_TYPES = ['FACEBOOK_IMAGE_CAMPAIGN', 'SINGLE_LISTING_IMAGE_CAROUSEL', 'FACEBOOK_VIDEO_CAMPAIGN'] as const;
/** The display (Google display network) campaign types: a responsive display ad, or uploaded image ads. */
export const DISPLAY_CAMPAIGN_TYPES = ['RESPONSIVE_DISPLAY', 'IMAGE_DISPLAY'] as const;
export type SocialCampaignType = (typeof SOCIAL_CAMPAIGN_TYPES)[number];
export type DisplayCampaignType = (typeof DISPLAY_CAMPAIGN_TYPES)[number];
export type CampaignType = SocialCampaignType | DisplayCampaignType;
/** A template's network kind: social (Meta) or display (Google). */
export type TemplateKind = 'social' | 'display';

export const CAMPAIGN_TYPES_BY_KIND: Record<TemplateKind, readonly CampaignType[]> = {
  social: SOCIAL_CAMPAIGN_TYPES,
  display: DISPLAY_CAMPAIGN_TYPES,
};

export type CampaignObjective = 'TRAFFIC' | 'LEADS' | 'VIDEO_VIEWS' | 'AWARENESS';

/**
 * The objectives each type can serve: video views need a video; the display network has no lead
 * forms (a lead form is Meta's), so display campaigns bring traffic or awareness.
 */
export const OBJECTIVES_BY_TYPE: Record<CampaignType, readonly CampaignObjective[]> = {
  FACEBOOK_IMAGE_CAMPAIGN: ['TRAFFIC', 'LEADS', 'AWARENESS'],
  SINGLE_LISTING_IMAGE_CAROUSEL: ['TRAFFIC', 'LEADS', 'AWARENESS'],
  FACEBOOK_VIDEO_CAMPAIGN: ['VIDEO_VIEWS', 'TRAFFIC', 'LEADS', 'AWARENESS'],
  RESPONSIVE_DISPLAY: ['TRAFFIC', 'AWARENESS'],
  IMAGE_DISPLAY: ['TRAFFIC', 'AWARENESS'],
};

export const CALLS_TO_ACTION = ['LEARN_MORE', 'SIGN_UP', 'CONTACT_US', 'WATCH_MORE'] as const;
export type CallToAction = (typeof CALLS_TO_ACTION)[number];

// Locations and audience

/** 000 §3 ad-set location types. */
export const LOCATION_TYPES = ['LISTING', 'OFFICE', 'COUNTRY', 'CUSTOM_LOCATION'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** 000 §9: a listing or office radius is 10 km unless chosen (and goes back to 10 when listing location is disabled, §5). */
export const DEFAULT_RADIUS_KM = 10;
/** The ages Meta and Google target: 13 to 65 (65 meaning 65 and over). */
export const MIN_AGE = 13;
export const MAX_AGE = 65;
/** The ad sets a template may hold. */
export const MAX_AD_SETS = 10;

// Schedule setting (000 §3, §4, §9)

/** 000 §3 and §9: a schedule setting's time zone when none is chosen. */
export const DEFAULT_TIME_ZONE = 'Pacific/Auckland';

/**
 * The pick list of the schedule form (000 §9: "a list of about 100 zones"), grouped by region, the
 * default first. Names are IANA's current ones (Asia/Kolkata, Europe/Kyiv); ICU still lists some under
 * their older names, which is why the service accepts a zone by asking Intl rather than by this list.
 */
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
  'America/Phoenix', 'America/Los_Angeles', 'America/Vancouver', 'America/Anchorage', 'UTC',
];

/** 000 §4: the frequency options, finest first. */
export const FREQUENCIES = ['MINUTE', 'HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** 000 §9: "Interval minutes: 0, 5, then 15 to 55" (10 is not among them). */
export const INTERVAL_MINUTES: readonly number[] = [0, 5, 15, 20, 25, 30, 35, 40, 45, 50, 55];
/** 000 §9: hours 0 to 23. */
export const INTERVAL_HOURS: readonly number[] = Array.from({ length: 24 }, (_, h) => h);
/** 000 §9: days 1 to 31. */
export const INTERVAL_DAYS: readonly number[] = Array.from({ length: 31 }, (_, d) => d + 1);
/** Days of the week as cron numbers them: 0 Sunday to 6 Saturday. */
export const INTERVAL_WEEKDAYS: readonly number[] = [0, 1, 2, 3, 4, 5, 6];
/** Months 1 (January) to 12. */
export const INTERVAL_MONTHS: readonly number[] = Array.from({ length: 12 }, (_, m) => m + 1);

/** The parts of an interval the form picks, each from its option list; a frequency uses only those finer than itself. */
export interface IntervalParts {
  minute?: number;
  hour?: number;
  dayOfWeek?: number;
  dayOfMonth?: number;
  month?: number;
}
export type IntervalPart = keyof IntervalParts;

// How fine each part is, on the scale of FREQUENCIES' positions (a weekday and a day of the month are both days).
const PART_RANK: Record<IntervalPart, number> = { minute: 0, hour: 1, dayOfWeek: 2, dayOfMonth: 2, month: 4 };
const rank = (frequency: Frequency) => FREQUENCIES.indexOf(frequency);

export const PART_OPTIONS: Record<IntervalPart, readonly number[]> = {
  minute: INTERVAL_MINUTES,
  hour: INTERVAL_HOURS,
  dayOfWeek: INTERVAL_WEEKDAYS,
  dayOfMonth: INTERVAL_DAYS,
  month: INTERVAL_MONTHS,
};

/** The parts each frequency pins, coarsest first: an hourly run pins its minute, a weekly one its weekday, hour and minute. */
export const PINNED_PARTS: Record<Frequency, readonly IntervalPart[]> = {
  MINUTE: [],
  HOUR: ['minute'],
  DAY: ['hour', 'minute'],
  WEEK: ['dayOfWeek', 'hour', 'minute'],
  MONTH: ['dayOfMonth', 'hour', 'minute'],
  YEAR: ['month', 'dayOfMonth', 'hour', 'minute'],
};

/**
 * 000 §4 "Choosing one clears the finer-grained parts": when a frequency is chosen, the parts finer
 * than it are cleared, so the new period starts from its first instant (a daily run at 00:00, not at a
 * time left over from the previous choice); the coarser parts, unused by it, are kept for a switch back.
 */
export function clearFinerParts(frequency: Frequency, parts: IntervalParts): IntervalParts {
  const kept: IntervalParts = {};
  for (const part of Object.keys(PART_RANK) as IntervalPart[]) {
    if (parts[part] !== undefined && PART_RANK[part] >= rank(frequency)) kept[part] = parts[part];
  }
  return kept;
}

/**
 * The cron syntax of a frequency and its parts: the value `pinnedValue` gives each part the frequency
 * pins, '*' for the others. The callers differ only in a part outside its options: the service throws
 * (the form offers only the options), the form falls back to the first option.
 */
export function cronOfParts(frequency: Frequency, pinnedValue: (part: IntervalPart) => number): string {
  const pinned = new Set(PINNED_PARTS[frequency]);
  const field = (part: IntervalPart): string => (pinned.has(part) ? String(pinnedValue(part)) : '*');
  return [field('minute'), field('hour'), field('dayOfMonth'), field('month'), field('dayOfWeek')].join(' ');
}
