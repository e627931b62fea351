// What the Meta adapter sends: the Marketing API parameters for a campaign, its ad sets, its creative and
// its lead form, built from the port's specs. Pure, so the rules below are checked without a network.
// Amounts: Meta takes budgets in the account currency's minor units ("offset" 100 for cents currencies,
// 1 for JPY…), which is what the port carries, so they pass through unchanged.
import type { AdSetChange, AdSetSpec, CampaignObjective, CampaignSpec, CreativeSpec, Targeting } from './port.ts';

/** Our reference rides in the campaign name so a campaign whose creation was cut short can be found again. */
export function nameWithReference(name: string, reference: string): string {
  return `${name} ${referenceTag(reference)}`;
}

export function referenceTag(reference: string): string {
  return `[ref:${reference}]`;
}

/** The ODAX objective (the only ones Meta accepts since v17); video views are optimised for ThruPlay under Engagement. */
export const META_OBJECTIVE: Record<CampaignObjective, string> = {
  TRAFFIC: 'OUTCOME_TRAFFIC',
  LEADS: 'OUTCOME_LEADS',
  AWARENESS: 'OUTCOME_AWARENESS',
  VIDEO_VIEWS: 'OUTCOME_ENGAGEMENT',
};

const OPTIMIZATION_GOAL: Record<CampaignObjective, string> = {
  TRAFFIC: 'LINK_CLICKS',
  LEADS: 'LEAD_GENERATION',
  AWARENESS: 'REACH',
  VIDEO_VIEWS: 'THRUPLAY',
};

export function campaignParams(spec: CampaignSpec): Record<string, unknown> {
  return {
    name: nameWithReference(spec.name, spec.reference),
    objective: META_OBJECTIVE[spec.objective],
    special_ad_categories: spec.specialAdCategories.length > 0 ? spec.specialAdCategories : ['NONE'],
    ...(spec.specialAdCategories.length > 0 ? { special_ad_category_country: spec.specialAdCategoryCountries } : {}),
    status: 'ACTIVE',
    // The budget lives on the ad sets (each gets the share the spec gives it), so the campaign carries none
    // and must say that ad sets do not share budgets (Meta requires the flag on campaigns without one).
    is_adset_budget_sharing_enabled: false,
    start_time: spec.startTime,
    stop_time: spec.endTime,
  };
}

/**
 * A postcode as country and code. The port gives them country first ('NZ:1011'); a bare code takes the
 * targeting's country, or the special category's.
 */
export function splitPostcode(postcode: string, fallbackCountry: string | undefined): { country: string; code: string } {
  const at = postcode.indexOf(':');
  if (at > 0) return { country: postcode.slice(0, at).toUpperCase(), code: postcode.slice(at + 1) };
  if (!fallbackCountry) throw new Error(`postcode ${postcode} needs a country`);
  return { country: fallbackCountry, code: postcode };
}

/**
 * Meta's targeting spec. Meta rejects overlapping locations (a country and a circle inside it), so the
 * countries are targeted whole only when no finer location is given. Meta's zip keys are `CC:code`.
 */
export function metaTargeting(targeting: Targeting, fallbackCountry: string | undefined): Record<string, unknown> {
  const country = targeting.countries[0] ?? fallbackCountry;
  const geo: Record<string, unknown> = {};
  if (targeting.postcodes.length > 0) {
    geo.zips = targeting.postcodes.map((postcode) => {
      const { country: cc, code } = splitPostcode(postcode, country);
      return { key: `${cc}:${code}` };
    });
  }
  if (targeting.circles.length > 0) {
    geo.custom_locations = targeting.circles.map((c) => ({ latitude: c.latitude, longitude: c.longitude, radius: c.radiusKm, distance_unit: 'kilometer' }));
  }
  if (targeting.postcodes.length === 0 && targeting.circles.length === 0) geo.countries = targeting.countries;
  const audiences = [...targeting.audienceIds, ...targeting.lookalikeAudienceIds];
  return {
    geo_locations: geo,
    ...(targeting.ageMin !== null ? { age_min: targeting.ageMin } : {}),
    ...(targeting.ageMax !== null ? { age_max: targeting.ageMax } : {}),
    // Meta's gender codes: 1 men, 2 women; no key means everyone.
    ...(targeting.gender === 'ALL' ? {} : { genders: [targeting.gender === 'MALE' ? 1 : 2] }),
    ...(audiences.length > 0 ? { custom_audiences: audiences.map((id) => ({ id })) } : {}),
  };
}

export function adSetParams(spec: CampaignSpec, adSet: AdSetSpec, campaignId: string, pageId: string | undefined): Record<string, unknown> {
  return {
    name: adSet.name,
    campaign_id: campaignId,
    lifetime_budget: adSet.lifetimeBudget,
    start_time: spec.startTime,
    end_time: spec.endTime,
    billing_event: 'IMPRESSIONS',
    optimization_goal: OPTIMIZATION_GOAL[spec.objective],
    bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
    targeting: metaTargeting(adSet.targeting, spec.specialAdCategoryCountries[0]),
    status: 'ACTIVE',
    // A lead ad set collects on Meta's instant form and is promoted for the page that owns the form.
    ...(spec.objective === 'LEADS' ? { destination_type: 'ON_AD', promoted_object: { page_id: requirePage(pageId) } } : {}),
  };
}

/**
 * An ad set's edit (POST /{adset-id}): the name, the whole targeting (Meta replaces it, built as at
 * creation) and the lifetime budget; what is not changing is not sent. The campaign's special-category
 * country is not at hand here: a bare postcode takes the targeting's country, and ours carry theirs ('NZ:1011').
 */
export function adSetUpdateParams(change: AdSetChange): Record<string, unknown> {
  return {
    ...(change.name !== undefined ? { name: change.name } : {}),
    ...(change.targeting !== undefined ? { targeting: metaTargeting(change.targeting, undefined) } : {}),
    ...(change.lifetimeBudget !== undefined ? { lifetime_budget: change.lifetimeBudget } : {}),
  };
}

/** The lead form's parameters (POST /{page-id}/leadgen_forms). */
export function leadFormParams(creative: CreativeSpec, name: string): Record<string, unknown> {
  const form = creative.leadForm;
  if (!form) throw new Error('a LEADS creative needs its lead form');
  return {
    name,
    questions: [{ type: 'FULL_NAME' }, { type: 'EMAIL' }, { type: 'PHONE' }],
    privacy_policy: { url: form.privacyPolicyUrl ?? form.followUpActionUrl },
    follow_up_action_url: form.followUpActionUrl,
    context_card: { title: form.introHeadline, style: 'PARAGRAPH_STYLE', content: [creative.message] },
    thank_you_page: { title: 'Thank you', body: creative.headline, button_type: form.thankYouButtonType, website_url: form.followUpActionUrl },
  };
}

/** What a creative's media resolved to before the creative is made (an uploaded video's id). */
export interface CreativeMedia {
  videoId?: string;
  leadFormId?: string;
}

function callToAction(creative: CreativeSpec, media: CreativeMedia): Record<string, unknown> {
  const value: Record<string, unknown> = media.leadFormId ? { lead_gen_form_id: media.leadFormId } : { link: creative.linkUrl };
  return { type: creative.callToAction, value };
}

/** The creative's object_story_spec: a link ad, a carousel or a video, posted as the page. */
export function creativeParams(creative: CreativeSpec, name: string, pageId: string | undefined, media: CreativeMedia): Record<string, unknown> {
  const page_id = requirePage(pageId);
  const cta = callToAction(creative, media);
  if (creative.format === 'VIDEO') {
    if (!media.videoId) throw new Error('a VIDEO creative needs its uploaded video');
    return {
      name,
      object_story_spec: {
        page_id,
        video_data: { video_id: media.videoId, image_url: creative.imageUrls[0], title: creative.headline, message: creative.message, call_to_action: cta },
      },
    };
  }
  const link_data: Record<string, unknown> = { link: creative.linkUrl, message: creative.message, name: creative.headline, call_to_action: cta };
  if (creative.format === 'CAROUSEL') {
    link_data.child_attachments = creative.imageUrls.map((picture) => ({ link: creative.linkUrl, picture, name: creative.headline, call_to_action: cta }));
  } else {
    link_data.picture = creative.imageUrls[0];
  }
  return { name, object_story_spec: { page_id, link_data } };
}

function requirePage(pageId: string | undefined): string {
  if (!pageId) throw new Error('the Meta account has no page id: ads are posted as a page');
  return pageId;
}

/** Splits a new lifetime budget over the ad sets in proportion to their current budgets (largest remainder, so the parts add up). */
export function splitBudget(total: number, current: number[]): number[] {
  const weight = current.reduce((a, b) => a + b, 0);
  const shares = current.map((c) => (weight > 0 ? (total * c) / weight : total / current.length));
  const parts = shares.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = shares.map((s, i) => ({ i, r: s - Math.floor(s) })).sort((a, b) => b.r - a.r);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}
