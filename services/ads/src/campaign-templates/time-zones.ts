// The time zones of a template's schedule setting (000 §3, §9): any IANA zone is accepted, and the
// form offers a pick list of about 100, Pacific/Auckland first and by default
// (@adops/openapi/rules/campaign-templates).

// The default and the pick list are shared with the frontend's schedule form.
export { DEFAULT_TIME_ZONE, TIME_ZONE_CHOICES } from '@adops/openapi/rules/campaign-templates';

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
