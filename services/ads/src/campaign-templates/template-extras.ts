// What a saved template carries beyond its content (rules.ts): the link its ads lead to and the Meta
// lead form of a LEADS template, with their checks. Pure, like rules.ts; validateSavedTemplate is the
// whole check a create, update or clone runs.
import type { FieldError } from '@adops/platform';
import { validateTemplate, type CampaignTemplateContent, type CreativeTemplate } from './rules.ts';
import { PLACEHOLDERS, renderTemplateText, templateTextErrors, type PlaceholderValues } from './template-text.ts';

/** 002 §3 campaign data leadForm: the thank-you screen's button. */
export const THANK_YOU_BUTTON_TYPES = ['VIEW_WEBSITE', 'CALL_BUSINESS', 'DOWNLOAD'] as const;
export type ThankYouButtonType = (typeof THANK_YOU_BUTTON_TYPES)[number];

/** The lead form a LEADS campaign's ads open (the port's CreativeSpec.leadForm); an order's own settings win. */
export interface TemplateLeadForm {
  introHeadline: string;
  /** A web address or a link template such as {{listing.url}}. */
  followUpActionUrl: string;
  thankYouButtonType: ThankYouButtonType;
  privacyPolicyUrl?: string;
}

/** The creative as stored: rules.ts's texts and the link the ad leads to. */
export interface SavedCreative extends CreativeTemplate {
  /** A web address or a link template; DEFAULT_LINK_URL when none was given. */
  linkUrl: string;
}

/** A template as saved: its content, its link, its lead form (LEADS only) and the account it runs on. */
export interface SavedTemplateContent extends CampaignTemplateContent {
  creative: SavedCreative;
  leadForm: TemplateLeadForm | null;
  adAccountId: string | null;
}

/** A listing campaign leads to the listing unless the template says otherwise. */
export const DEFAULT_LINK_URL = '{{listing.url}}';

export const EXTRA_MESSAGES = {
  // Ours: the spec gives none.
  link: 'Link must be a web address (http:// or https://) or a placeholder such as {{listing.url}}',
  leadFormRequired: 'A lead form is required for the LEADS objective',
  introHeadline: 'Intro headline is required',
  otherCustomersAccount: "This ad account is another customer's",
} as const;

/** 000 §7 clone: the copy's name when none is given, "<name> (copy)" within the 200 characters a name has. */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, 200 - suffix.length)}${suffix}`;
}

// What a link template's placeholders stand for when its shape is checked: a link made of
// {{listing.url}} is a web address; any other placeholder is a plain word inside one.
const SAMPLE_VALUES: PlaceholderValues = { ...Object.fromEntries(PLACEHOLDERS.map((name) => [name, 'x'])), 'listing.url': 'https://listing.example.com/1' };

/** Whether a link template, its placeholders filled, is an http(s) address with a dotted host. */
function isWebLink(link: string): boolean {
  let rendered: string;
  try {
    rendered = renderTemplateText(link.trim(), SAMPLE_VALUES);
  } catch {
    return false;
  }
  try {
    const url = new URL(rendered);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !/\s/.test(rendered);
  } catch {
    return false;
  }
}

/** The field errors of a link template at `path`: its placeholders first, then its shape. */
export function linkErrors(link: string, path: string): FieldError[] {
  const textErrors = templateTextErrors(link);
  if (textErrors.length) return textErrors.map((message) => ({ path, message }));
  return isWebLink(link) ? [] : [{ path, message: EXTRA_MESSAGES.link }];
}

/** A LEADS template needs its lead form; any other keeps none (leadFormFor drops it). */
export function leadFormErrors(objective: CampaignTemplateContent['objective'], leadForm: TemplateLeadForm | null, path: string): FieldError[] {
  if (objective !== 'LEADS') return [];
  if (!leadForm) return [{ path, message: EXTRA_MESSAGES.leadFormRequired }];
  const errors: FieldError[] = [];
  if (!leadForm.introHeadline?.trim()) errors.push({ path: `${path}/introHeadline`, message: EXTRA_MESSAGES.introHeadline });
  errors.push(...linkErrors(leadForm.followUpActionUrl, `${path}/followUpActionUrl`));
  if (leadForm.privacyPolicyUrl !== undefined && !isWebLink(leadForm.privacyPolicyUrl)) errors.push({ path: `${path}/privacyPolicyUrl`, message: EXTRA_MESSAGES.link });
  return errors;
}

/** The lead form kept with a template: only a LEADS template keeps one, so changing the objective drops it. */
export const leadFormFor = (objective: CampaignTemplateContent['objective'], leadForm: TemplateLeadForm | null | undefined): TemplateLeadForm | null =>
  objective === 'LEADS' ? (leadForm ?? null) : null;

/** Every field error of a template as saved, under `base` (/body): rules.ts's, then the link's and a social template's lead form's. */
export function validateSavedTemplate(template: SavedTemplateContent, base = '/body'): FieldError[] {
  return [
    ...validateTemplate(template, base),
    ...linkErrors(template.creative?.linkUrl ?? '', `${base}/creative/linkUrl`),
    // The display network has no lead forms: its objective check already refuses LEADS.
    ...(template.kind === 'social' ? leadFormErrors(template.objective, template.leadForm, `${base}/leadForm`) : []),
  ];
}
