// The ad review rules, pure: the simulator rejects an ad by them, and the check before submission warns
// about the same ones, so what a staff user is warned of is exactly what the simulated network refuses.
// They stand for three of Meta's advertising standards a property ad most often trips over: the old
// 20 % image-text rule, the personal-attributes policy, and the Special Ad Category declaration.
import type { CampaignSpec, CreativeSpec } from './port.ts';

/** Shown when an image is covered by text above IMAGE_TEXT_RATIO_LIMIT. */
export const REASON_IMAGE_MOSTLY_TEXT = 'Image mostly text: text may cover at most 20 % of an image.';
/** Shown when the headline or message matches one of PERSONAL_ATTRIBUTE_PATTERNS. */
export const REASON_PERSONAL_ATTRIBUTES =
  'The headline or message assumes things about the viewer (such as their age, finances or personal situation): speak about the property, not about the person reading.';
/** Shown when a housing ad is not declared in the HOUSING Special Ad Category. */
export const REASON_HOUSING_CATEGORY_MISSING =
  "A property ad is a housing ad: the campaign must be in the Special Ad Category 'HOUSING'.";

/**
 * The share of an image text may cover (0–1). Meta's former rule rejected images with more than 20 % text;
 * it now only reduces delivery, but an image that is mostly text is still the first reason a property
 * ad performs badly, so the simulator keeps the old hard line.
 */
export const IMAGE_TEXT_RATIO_LIMIT = 0.2;

/** Meta's name for the housing Special Ad Category. */
export const HOUSING_CATEGORY = 'HOUSING';

/**
 * Phrases that assume something about the viewer (Meta's personal-attributes policy: an ad may not assert
 * or imply a person's age, financial status, marital status, health or other attributes). Each is matched
 * case-insensitively on the headline and the message; the examples are what the spec tests.
 * Deliberately strict, as automated review is: "Are you looking for a home?" is refused too — write
 * "Looking for a home?" instead.
 */
export const PERSONAL_ATTRIBUTE_PATTERNS: ReadonlyArray<{ name: string; pattern: RegExp; examples: string[] }> = [
  {
    name: 'a question whether the viewer is something',
    pattern: /\bare\s+you\b[^.!?]*\?/i,
    examples: ['Are you a first home buyer?', 'ARE YOU OVER 50?'],
  },
  {
    name: 'a statement of what the viewer is',
    // "You're a short walk from the beach" speaks about the place, so only attribute words count.
    pattern:
      /\byou(?:\s+are|['’]re)\s+(?:(?:a|an|now|still)\s+)?(?:over\s+\d+|under\s+\d+|\d+\s+years\s+old|single|married|divorced|separated|widowed|pregnant|retired|unemployed|broke|struggling|in\s+debt|renting|first[-\s]home[-\s]buyer|senior|parent|student|old|young|disabled|ill)\b/i,
    examples: ["You're retired and want to downsize", 'Because you are a single parent', 'You are over 60'],
  },
  {
    name: 'a group the viewer is put into',
    pattern: /\b(?:people|someone|others|singles|women|men|seniors|parents|families)\s+like\s+you\b/i,
    examples: ['Homes for people like you', 'Built for families like you'],
  },
  {
    name: "the viewer's personal attributes",
    pattern:
      /\byour\s+(?:age|credit(?:\s+(?:score|rating|history))?|debts?|income|salary|weight|health|religion|ethnicity|race|sexuality|sexual\s+orientation|gender|disability|divorce|marital\s+status|pregnancy|financial\s+(?:situation|hardship|status))\b/i,
    examples: ['Whatever your credit score, we can help', 'Homes to suit your age'],
  },
  {
    name: "a one-line question naming the viewer's situation",
    pattern:
      /(?:^|[.!?]\s*)(?:got\s+|have\s+|having\s+)?(?:first[-\s]home[-\s]buyers?|renting|still\s+renting|divorced|separated|single|retired|pregnant|in\s+debt|bad\s+credit|unemployed|over\s+\d+|under\s+\d+)\s*\?/i,
    examples: ['First home buyer? This one is for you.', 'Bad credit? No problem.'],
  },
];

/**
 * Words that make a creative a property listing's ad when the caller does not say (the simulator stands
 * in for Meta's own classifier, which detects housing ads whatever the advertiser declared).
 */
const HOUSING_WORDS =
  /\b(?:for\s+sale|for\s+rent|to\s+let|open\s+homes?|auction|bedrooms?|bathrooms?|\d+\s*(?:bed|bdr|br)\b|apartment|townhouse|house|home|property|listing|real\s+estate|section|freehold|leasehold)\b/i;

/** Whether a creative reads as an ad for a home to buy or rent. */
export function looksLikeHousing(creative: Pick<CreativeSpec, 'headline' | 'message'>): boolean {
  return HOUSING_WORDS.test(`${creative.headline}\n${creative.message}`);
}

/** The personal-attribute patterns a text matches (their names), in list order. */
export function personalAttributesIn(text: string): string[] {
  return PERSONAL_ATTRIBUTE_PATTERNS.filter((p) => p.pattern.test(text)).map((p) => p.name);
}

export interface ReviewSubject {
  creative: CreativeSpec;
  specialAdCategories: string[];
  /** The caller's knowledge (a property listing's campaign); when left out, it is read from the creative. */
  isHousing?: boolean;
}

/**
 * Why the review refuses an ad, empty when it passes, each reason once and in a fixed order (image,
 * wording, category). Takes a whole campaign spec (the simulator) or the parts a form knows (the check
 * before submission).
 */
export function reviewCreative(subject: CampaignSpec | ReviewSubject): string[] {
  const { creative, specialAdCategories } = subject;
  const reasons: string[] = [];
  if ((creative.imageTextRatios ?? []).some((ratio) => ratio > IMAGE_TEXT_RATIO_LIMIT))
    reasons.push(REASON_IMAGE_MOSTLY_TEXT);
  if (personalAttributesIn(creative.headline).length > 0 || personalAttributesIn(creative.message).length > 0)
    reasons.push(REASON_PERSONAL_ATTRIBUTES);
  const isHousing =
    'isHousing' in subject && subject.isHousing !== undefined ? subject.isHousing : looksLikeHousing(creative);
  if (isHousing && !specialAdCategories.includes(HOUSING_CATEGORY)) reasons.push(REASON_HOUSING_CATEGORY_MISSING);
  return reasons;
}
