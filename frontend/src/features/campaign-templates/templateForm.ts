// The template form's values and the bodies they become, pure (tested in templateForm.test.ts). The values
// follow the request body's shape, so a server's field error ('/body/adSets/0/location/radius') lands at the
// field of the same path; what the form types as text (radius, ages, shares) becomes numbers here, and a
// location keeps every type's fields while it is edited, sending only its own type's.
import type {
  AdSetLocation, AdSetTemplate, CampaignObjective, CampaignTemplate, CreateCampaignTemplateRequest, CreateGdnCampaignTemplateRequest,
  DisplayCampaignType, ScheduleSetting, SocialCampaignType, TemplateMarker,
} from '../../lib/api/generated/ads.ts';
import { DEFAULT_CENTER, DEFAULT_ZOOM, radiusError } from '../../components/map/targeting.ts';
import {
  CAMPAIGN_TYPES_BY_KIND, DEFAULT_LINK_URL, DEFAULT_RADIUS_KM, DEFAULT_TIME_ZONE, MAX_AGE, MIN_AGE, OBJECTIVES_BY_TYPE,
  type CallToAction, type CampaignType, type Frequency, type Gender, type LocationType, type TemplateKind, type ThankYouButtonType,
} from './constants.ts';
import { TEMPLATE_MESSAGES } from './messages.ts';
import { clearFinerParts, cronFromInterval, partsFromCron, type IntervalParts, type Part } from './schedule.ts';

export interface LocationValues {
  type: LocationType;
  /** LISTING. */
  enable: boolean;
  /** LISTING and OFFICE: kilometres as typed. */
  radius: string;
  /** OFFICE. */
  byZip: boolean;
  /** COUNTRY: ISO 3166-1 alpha-2 codes. */
  selectedCountries: string[];
  /** CUSTOM_LOCATION: the map's value. */
  center: { lat: number; lng: number };
  zoom: number;
  markers: TemplateMarker[];
}

export interface AdSetValues {
  name: string;
  location: LocationValues;
  /** '' for no narrowing. */
  ageMin: string;
  ageMax: string;
  gender: Gender;
  budgetSharePercent: string;
}

/** The interval's pickers as the selects hold them ('' when not chosen). */
export type IntervalPartValues = Record<Part, string>;

export interface ScheduleValues {
  /** '' for none. */
  type: '' | 'INTERVAL' | 'SCHEDULE';
  interval: { frequency: Frequency; cronSyntax: string } & IntervalPartValues;
  schedule: { date: string; hour: string; minute: string };
  timezone: string;
}

export interface TemplateValues {
  name: string;
  campaignType: CampaignType;
  objective: CampaignObjective;
  useImagesForVideo: boolean;
  /** '' for none. */
  adAccountId: string;
  creative: { headline: string; message: string; description: string; callToAction: CallToAction; linkUrl: string };
  adSets: AdSetValues[];
  leadForm: { introHeadline: string; followUpActionUrl: string; thankYouButtonType: ThankYouButtonType; privacyPolicyUrl: string };
  scheduleSetting: ScheduleValues;
}

export function newLocation(type: LocationType): LocationValues {
  return { type, enable: true, radius: String(DEFAULT_RADIUS_KM), byZip: false, selectedCountries: [], center: { ...DEFAULT_CENTER }, zoom: DEFAULT_ZOOM, markers: [] };
}

/** 000 §5: disabling listing location resets the radius to 10. */
export const withListingEnabled = <L extends Pick<LocationValues, 'enable' | 'radius'>>(location: L, enable: boolean): L =>
  ({ ...location, enable, radius: enable ? location.radius : String(DEFAULT_RADIUS_KM) });

export const newAdSet = (name: string, budgetSharePercent: number): AdSetValues => ({
  name, location: newLocation('LISTING'), ageMin: '', ageMax: '', gender: 'ALL', budgetSharePercent: String(budgetSharePercent),
});

const noParts: IntervalPartValues = { minute: '', hour: '', dayOfWeek: '', dayOfMonth: '', month: '' };
const partValues = (parts: IntervalParts): IntervalPartValues =>
  ({ ...noParts, ...Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, String(v)])) });
/** The parts chosen in the selects, as numbers. */
export const partsOf = (values: IntervalPartValues): IntervalParts =>
  Object.fromEntries(Object.entries(values).filter(([k, v]) => k in noParts && v !== '').map(([k, v]) => [k, Number(v)]));

export const newSchedule = (): ScheduleValues => ({
  type: '', interval: { frequency: 'DAY', cronSyntax: cronFromInterval('DAY', {}), ...noParts }, schedule: { date: '', hour: '9', minute: '0' }, timezone: DEFAULT_TIME_ZONE,
});

function scheduleValues(setting: ScheduleSetting | null): ScheduleValues {
  const blank = newSchedule();
  if (!setting) return blank;
  const timezone = setting.timezone ?? DEFAULT_TIME_ZONE;
  if (setting.type === 'INTERVAL') {
    const { frequency, cronSyntax } = setting.interval;
    return { ...blank, type: 'INTERVAL', timezone, interval: { frequency, cronSyntax, ...partValues(partsFromCron(frequency, cronSyntax)) } };
  }
  const { date, hour, minute } = setting.schedule;
  return { ...blank, type: 'SCHEDULE', timezone, schedule: { date, hour: String(hour), minute: String(minute) } };
}

function locationValues(location: AdSetLocation): LocationValues {
  const blank = newLocation(location.type);
  switch (location.type) {
    case 'LISTING': return { ...blank, enable: location.enable, radius: String(location.radius) };
    case 'OFFICE': return { ...blank, byZip: location.byZip, radius: String(location.radius) };
    case 'COUNTRY': return { ...blank, selectedCountries: [...location.selectedCountries] };
    case 'CUSTOM_LOCATION': return { ...blank, center: { ...location.center }, zoom: location.zoom, markers: location.markers.map((m) => ({ ...m, coords: { ...m.coords } })) };
  }
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** A form's values: the template's, or a new one's for the kind. */
export function templateValues(kind: TemplateKind, template?: CampaignTemplate): TemplateValues {
  const campaignType = (template?.campaignType ?? CAMPAIGN_TYPES_BY_KIND[kind][0]!) as CampaignType;
  const lead = template?.leadForm;
  return {
    name: template?.name ?? '',
    campaignType,
    objective: template?.objective ?? OBJECTIVES_BY_TYPE[campaignType][0]!,
    useImagesForVideo: template?.useImagesForVideo ?? false,
    adAccountId: template?.adAccountId ?? '',
    creative: {
      headline: template?.creative.headline ?? '', message: template?.creative.message ?? '', description: template?.creative.description ?? '',
      callToAction: template?.creative.callToAction ?? 'LEARN_MORE', linkUrl: template?.creative.linkUrl ?? DEFAULT_LINK_URL,
    },
    adSets: template
      ? template.adSets.map((a) => ({ name: a.name, location: locationValues(a.location), ageMin: text(a.ageMin), ageMax: text(a.ageMax), gender: a.gender, budgetSharePercent: String(a.budgetSharePercent) }))
      : [newAdSet('Around the listing', 100)],
    leadForm: {
      introHeadline: lead?.introHeadline ?? '', followUpActionUrl: lead?.followUpActionUrl ?? DEFAULT_LINK_URL,
      thankYouButtonType: lead?.thankYouButtonType ?? 'VIEW_WEBSITE', privacyPolicyUrl: lead?.privacyPolicyUrl ?? '',
    },
    scheduleSetting: scheduleValues(template?.scheduleSetting ?? null),
  };
}

/** A number typed in a field; NaN when it is not one (the checks say so before anything is sent). */
const numberOf = (typed: string) => (typed.trim() === '' ? NaN : Number(typed));
const optionalNumber = (typed: string) => (typed.trim() === '' ? null : Number(typed));

export function locationBody(location: LocationValues): AdSetLocation {
  switch (location.type) {
    case 'LISTING': return { type: 'LISTING', enable: location.enable, radius: numberOf(location.radius) };
    case 'OFFICE': return { type: 'OFFICE', byZip: location.byZip, radius: numberOf(location.radius) };
    case 'COUNTRY': return { type: 'COUNTRY', selectedCountries: [...location.selectedCountries] };
    case 'CUSTOM_LOCATION': return { type: 'CUSTOM_LOCATION', center: location.center, zoom: location.zoom, markers: location.markers };
  }
}

const adSetBody = (a: AdSetValues): AdSetTemplate => ({
  name: a.name.trim(), location: locationBody(a.location), ageMin: optionalNumber(a.ageMin), ageMax: optionalNumber(a.ageMax),
  gender: a.gender, budgetSharePercent: numberOf(a.budgetSharePercent),
});

export function scheduleBody(s: ScheduleValues): ScheduleSetting | null {
  if (s.type === 'INTERVAL') return { type: 'INTERVAL', interval: { frequency: s.interval.frequency, cronSyntax: s.interval.cronSyntax.trim() }, timezone: s.timezone };
  if (s.type === 'SCHEDULE') {
    return { type: 'SCHEDULE', schedule: { date: s.schedule.date, hour: Number(s.schedule.hour), minute: Number(s.schedule.minute) }, timezone: s.timezone };
  }
  return null;
}

/** What both kinds' bodies carry. */
function contentBody(v: TemplateValues) {
  const description = v.creative.description.trim();
  return {
    name: v.name.trim(),
    objective: v.objective,
    adAccountId: v.adAccountId || null,
    creative: {
      headline: v.creative.headline.trim(), message: v.creative.message.trim(), ...(description ? { description } : {}),
      callToAction: v.creative.callToAction, linkUrl: v.creative.linkUrl.trim() || DEFAULT_LINK_URL,
    },
    adSets: v.adSets.map(adSetBody),
    scheduleSetting: scheduleBody(v.scheduleSetting),
  };
}

/** A social template's body: with its video option and, for the LEADS objective only, its lead form. */
export function socialBody(v: TemplateValues): Omit<CreateCampaignTemplateRequest, 'customerId'> {
  const privacy = v.leadForm.privacyPolicyUrl.trim();
  return {
    ...contentBody(v),
    campaignType: v.campaignType as SocialCampaignType,
    useImagesForVideo: v.campaignType === 'FACEBOOK_VIDEO_CAMPAIGN' && v.useImagesForVideo,
    leadForm: v.objective === 'LEADS'
      ? { introHeadline: v.leadForm.introHeadline.trim(), followUpActionUrl: v.leadForm.followUpActionUrl.trim(), thankYouButtonType: v.leadForm.thankYouButtonType, ...(privacy ? { privacyPolicyUrl: privacy } : {}) }
      : null,
  };
}

/** A display template's body: the display network has no lead forms and no video option. */
export const displayBody = (v: TemplateValues): Omit<CreateGdnCampaignTemplateRequest, 'customerId'> =>
  ({ ...contentBody(v), campaignType: v.campaignType as DisplayCampaignType });

const isCalendarDate = (date: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};

function ageError(typed: string): string | undefined {
  const age = optionalNumber(typed);
  if (age === null) return undefined;
  if (!(age >= MIN_AGE)) return TEMPLATE_MESSAGES.minAge;
  return age > MAX_AGE ? TEMPLATE_MESSAGES.maxAge : undefined;
}

/**
 * The form's own checks, by field path (shown after a submit attempt, 000 §5): the ones a user meets while
 * typing; the server checks all of them again, and the rest (placeholders, links, countries' codes).
 */
export function checkTemplate(v: TemplateValues): Record<string, string | undefined> {
  const checks: Record<string, string | undefined> = {
    name: v.name.trim() ? undefined : TEMPLATE_MESSAGES.name,
    'creative.headline': v.creative.headline.trim() ? undefined : TEMPLATE_MESSAGES.headline,
    'creative.message': v.creative.message.trim() ? undefined : TEMPLATE_MESSAGES.message,
  };
  v.adSets.forEach((a, i) => {
    const at = `adSets.${i}`;
    if (!a.name.trim()) checks[`${at}.name`] = TEMPLATE_MESSAGES.adSetName;
    const { location } = a;
    if (location.type === 'LISTING' || location.type === 'OFFICE') checks[`${at}.location.radius`] = radiusError(numberOf(location.radius)) ?? undefined;
    if (location.type === 'COUNTRY' && !location.selectedCountries.length) checks[`${at}.location.selectedCountries`] = TEMPLATE_MESSAGES.noCountries;
    if (location.type === 'CUSTOM_LOCATION' && !location.markers.length) checks[`${at}.location.markers`] = TEMPLATE_MESSAGES.noMarkers;
    checks[`${at}.ageMin`] = ageError(a.ageMin);
    checks[`${at}.ageMax`] = ageError(a.ageMax);
    const [min, max] = [optionalNumber(a.ageMin), optionalNumber(a.ageMax)];
    if (!checks[`${at}.ageMin`] && !checks[`${at}.ageMax`] && min !== null && max !== null && min > max) checks[`${at}.ageMin`] = TEMPLATE_MESSAGES.ages;
    const share = numberOf(a.budgetSharePercent);
    if (!Number.isInteger(share) || share < 1 || share > 100) checks[`${at}.budgetSharePercent`] = TEMPLATE_MESSAGES.budgetShare;
  });
  const total = v.adSets.reduce((sum, a) => sum + (numberOf(a.budgetSharePercent) || 0), 0);
  // At the list's root (react-hook-form's place for an array's own error), beside its items' errors.
  if (v.adSets.length && total !== 100) checks['adSets.root'] = TEMPLATE_MESSAGES.budgetTotal;
  if (v.objective === 'LEADS' && !v.leadForm.introHeadline.trim()) checks['leadForm.introHeadline'] = TEMPLATE_MESSAGES.introHeadline;
  if (v.scheduleSetting.type === 'SCHEDULE' && !isCalendarDate(v.scheduleSetting.schedule.date)) checks['scheduleSetting.schedule.date'] = TEMPLATE_MESSAGES.scheduleDate;
  return checks;
}

/**
 * The form field of a server's problem path where it is not the field of the same path: anything about a
 * custom location's map (its markers, centre or zoom) shows under the map, a country code under the
 * countries, a missing lead form at its headline.
 */
export function templateFieldOf(path: string): string | undefined {
  const map = /^\/body\/adSets\/(\d+)\/location\/(markers|center|zoom)(\/|$)/.exec(path);
  if (map) return `adSets.${map[1]}.location.markers`;
  const country = /^\/body\/adSets\/(\d+)\/location\/selectedCountries\/\d+$/.exec(path);
  if (country) return `adSets.${country[1]}.location.selectedCountries`;
  if (path === '/body/leadForm') return 'leadForm.introHeadline';
  return undefined;
}

/** The interval after a frequency is chosen: the finer parts cleared (000 §4), the cron syntax written anew. */
export function chooseFrequency(interval: ScheduleValues['interval'], frequency: Frequency): ScheduleValues['interval'] {
  const kept = clearFinerParts(frequency, partsOf(interval));
  return { frequency, cronSyntax: cronFromInterval(frequency, kept), ...partValues(kept) };
}

/** The interval after one of its parts is chosen, the cron syntax written anew. */
export function choosePart(interval: ScheduleValues['interval'], part: Part, value: string): ScheduleValues['interval'] {
  const next = { ...interval, [part]: value };
  return { ...next, cronSyntax: cronFromInterval(next.frequency, partsOf(next)) };
}
