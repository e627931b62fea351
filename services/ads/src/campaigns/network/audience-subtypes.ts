// The networks' own audiences read into the port's NetworkAudience: Meta's custom-audience subtypes and
// Google's user-list types folded onto the few kinds staff choose by, and each network's way of saying
// "too small to estimate" read as null.
import type { AudienceSubtype, NetworkAudience, NetworkPage } from './port.ts';

/** Meta's subtype names (CustomAudience.subtype) by the kind they are to staff; any other is OTHER. */
const META_SUBTYPES: Readonly<Record<string, AudienceSubtype>> = {
  CUSTOM: 'CUSTOM',
  LOOKALIKE: 'LOOKALIKE',
  WEBSITE: 'WEBSITE',
  ENGAGEMENT: 'ENGAGEMENT',
  VIDEO: 'ENGAGEMENT',
};

/** Google's UserListType names: CRM lists are uploaded (custom), rule-based ones are site visitors. */
const GOOGLE_TYPES: Readonly<Record<string, AudienceSubtype>> = {
  CRM_BASED: 'CUSTOM',
  RULE_BASED: 'WEBSITE',
  REMARKETING: 'WEBSITE',
  SIMILAR: 'LOOKALIKE',
  LOOKALIKE: 'LOOKALIKE',
};

/** A whole, non-negative size, or null: Meta answers -1 below its threshold, Google 0 or nothing. */
function sizeOf(value: unknown, unknownBelow: number): number | null {
  const n = Number(value);
  return value === undefined || value === null || !Number.isFinite(n) || n < unknownBelow ? null : Math.floor(n);
}

/** One row of Meta's act_<id>/customaudiences (fields id, name, description, subtype, approximate_count_lower_bound). */
export function metaAudience(row: Record<string, unknown>): NetworkAudience {
  return {
    audienceId: String(row.id),
    name: String(row.name ?? ''),
    description: String(row.description ?? ''),
    subtype: META_SUBTYPES[String(row.subtype)] ?? 'OTHER',
    approximateCount: sizeOf(row.approximate_count_lower_bound, 0),
  };
}

/** One row of Meta's act_<id>/promote_pages (fields id, name, link). */
export function metaPage(row: Record<string, unknown>): NetworkPage {
  return { pageId: String(row.id), name: String(row.name ?? ''), link: typeof row.link === 'string' && row.link ? row.link : null };
}

/** One user_list row of a GAQL search; `type` is the enum's number or name, as the SDK gives it. */
export function googleAudience(
  list: { id?: unknown; name?: unknown; description?: unknown; type?: unknown; size_for_display?: unknown },
  typeNames: Readonly<Record<number, string>>,
): NetworkAudience {
  const type = typeof list.type === 'number' ? typeNames[list.type] : String(list.type ?? '');
  return {
    audienceId: String(list.id),
    name: String(list.name ?? ''),
    description: String(list.description ?? ''),
    subtype: (type && GOOGLE_TYPES[type]) || 'OTHER',
    // Google shows no size under 1 000 (it answers 0 then): unknown, not empty.
    approximateCount: sizeOf(list.size_for_display, 1),
  };
}
