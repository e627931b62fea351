// The time zones of a template's schedule setting (000 §3, §9): any IANA zone is accepted, and the
// form offers a pick list of about 100, Pacific/Auckland first and by default.

/** 000 §3 and §9: a schedule setting's time zone when none is chosen. */
export const DEFAULT_TIME_ZONE = 'Pacific/Auckland';

/**
 * The pick list of the schedule form (000 §9: "a list of about 100 zones"), grouped by region, the
 * default first. Names are IANA's current ones (Asia/Kolkata, Europe/Kyiv); ICU still lists some under
 * their older names, which is why acceptance goes through `isIanaTimeZone` rather than list membership.
 */
export const TIME_ZONE_CHOICES: readonly string[] = [
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Pacific/Fiji',
  'Pacific/Tongatapu',
  'Pacific/Apia',
  'Pacific/Kiritimati',
  'Pacific/Norfolk',
  'Pacific/Noumea',
  'Pacific/Port_Moresby',
  'Pacific/Guam',
  'Pacific/Rarotonga',
  'Pacific/Tahiti',
  'Pacific/Pago_Pago',
  'Pacific/Honolulu',
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Brisbane',
  'Australia/Hobart',
  'Australia/Lord_Howe',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Perth',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Manila',
  'Asia/Singapore',
  'Asia/Kuala_Lumpur',
  'Asia/Jakarta',
  'Asia/Bangkok',
  'Asia/Ho_Chi_Minh',
  'Asia/Yangon',
  'Asia/Dhaka',
  'Asia/Kathmandu',
  'Asia/Kolkata',
  'Asia/Colombo',
  'Asia/Karachi',
  'Asia/Tashkent',
  'Asia/Almaty',
  'Asia/Kabul',
  'Asia/Tehran',
  'Asia/Dubai',
  'Asia/Baku',
  'Asia/Tbilisi',
  'Asia/Riyadh',
  'Asia/Baghdad',
  'Asia/Jerusalem',
  'Asia/Beirut',
  'Asia/Yekaterinburg',
  'Asia/Vladivostok',
  'Europe/Moscow',
  'Europe/Istanbul',
  'Europe/Kyiv',
  'Europe/Helsinki',
  'Europe/Athens',
  'Europe/Bucharest',
  'Europe/Warsaw',
  'Europe/Prague',
  'Europe/Budapest',
  'Europe/Vienna',
  'Europe/Berlin',
  'Europe/Stockholm',
  'Europe/Zurich',
  'Europe/Rome',
  'Europe/Paris',
  'Europe/Brussels',
  'Europe/Amsterdam',
  'Europe/Madrid',
  'Europe/Lisbon',
  'Europe/Dublin',
  'Europe/London',
  'Africa/Johannesburg',
  'Africa/Cairo',
  'Africa/Nairobi',
  'Africa/Lagos',
  'Africa/Casablanca',
  'Africa/Accra',
  'Atlantic/Reykjavik',
  'Atlantic/Azores',
  'America/Sao_Paulo',
  'America/Argentina/Buenos_Aires',
  'America/Santiago',
  'America/St_Johns',
  'America/Halifax',
  'America/Puerto_Rico',
  'America/Caracas',
  'America/New_York',
  'America/Toronto',
  'America/Bogota',
  'America/Lima',
  'America/Chicago',
  'America/Mexico_City',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Vancouver',
  'America/Anchorage',
  'UTC',
];

// A name as IANA writes it: 'UTC', 'EST' or Area/Location segments, each starting with a capital
// (Intl would also take 'pacific/auckland' and '+05:00', which no zone list spells that way).
const IANA_NAME = /^[A-Z][A-Za-z0-9_+-]*(\/[A-Z][A-Za-z0-9_+-]*)*$/;

let known: Set<string> | undefined;
const supported = () => (known ??= new Set(Intl.supportedValuesOf('timeZone')));

/**
 * Whether `zone` names an IANA time zone: one of `Intl.supportedValuesOf('timeZone')` (the full IANA
 * set as ICU knows it), UTC or an Etc/GMT±N zone, or an IANA link to one of them (Asia/Kolkata for
 * Asia/Calcutta), since ICU canonicalises to older names that people no longer use.
 */
export function isIanaTimeZone(zone: string): boolean {
  if (typeof zone !== 'string' || !IANA_NAME.test(zone)) return false;
  if (supported().has(zone)) return true;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return false;
  }
  // ICU resolves the fixed-offset Etc/GMT±N zones and UTC's links but leaves them out of its list.
  return resolved === 'UTC' || resolved.startsWith('Etc/') || supported().has(resolved);
}
