// The template form's values (003 §3): what the fields show, the body the API takes, and the form's own checks.
import type { CreativeTemplate, CreativeTemplateInput, RenderType } from '../../lib/api/generated/creative.ts';
import { MESSAGES } from '../../constants.ts';
import { DEFAULT_FADE_SECONDS } from './constants.ts';
import { CREATIVE_MESSAGES } from './messages.ts';

export interface TemplateValues {
  name: string;
  renderType: RenderType;
  description: string;
  settings: { key: string; value: string }[];
  isPublished: boolean;
  loopAudio: boolean;
  fadeIn: boolean;
  /** Typed seconds (a text field), sent as a number. */
  fadeInDuration: string;
  fadeOut: boolean;
  fadeOutDuration: string;
  customerTags: string[];
}

export function templateValues(t?: CreativeTemplate): TemplateValues {
  const audio = t?.audioOptions;
  return {
    name: t?.name ?? '',
    renderType: t?.renderType ?? 'IMAGE',
    description: t?.description ?? '',
    settings: (t?.settings ?? []).map((s) => ({ key: s.key, value: s.value })),
    // A new template stays unpublished until its files are ready: publishing opens it to the customers.
    isPublished: t?.isPublished ?? false,
    loopAudio: audio?.loopAudio ?? false,
    fadeIn: audio?.fadeIn ?? false,
    fadeInDuration: String(audio?.fadeInDuration ?? DEFAULT_FADE_SECONDS),
    fadeOut: audio?.fadeOut ?? false,
    fadeOutDuration: String(audio?.fadeOutDuration ?? DEFAULT_FADE_SECONDS),
    customerTags: [...(t?.customerTags ?? [])],
  };
}

const seconds = (typed: string) => (typed.trim() === '' ? DEFAULT_FADE_SECONDS : Number(typed));

/** The body of a create or an update: every field, the name always (a create needs it). */
export function templateBody(v: TemplateValues): CreativeTemplateInput & { name: string } {
  return {
    name: v.name.trim(),
    renderType: v.renderType,
    description: v.description.trim() || null,
    settings: v.settings.map((s) => ({ key: s.key.trim(), value: s.value })),
    isPublished: v.isPublished,
    audioOptions: {
      loopAudio: v.loopAudio, fadeIn: v.fadeIn, fadeInDuration: seconds(v.fadeInDuration), fadeOut: v.fadeOut, fadeOutDuration: seconds(v.fadeOutDuration),
    },
    customerTags: v.customerTags,
  };
}

const SETTING_KEY = /^[A-Za-z][A-Za-z0-9_]*$/;
const validSeconds = (typed: string) => typed.trim() === '' || (/^\d+(\.\d+)?$/.test(typed.trim()) && Number(typed) <= 60);

export function validateTemplate(v: TemplateValues): Record<string, string | undefined> {
  const errors: Record<string, string | undefined> = {
    name: v.name.trim() ? undefined : MESSAGES.nameRequired,
    fadeInDuration: validSeconds(v.fadeInDuration) ? undefined : CREATIVE_MESSAGES.fadeDurationInvalid,
    fadeOutDuration: validSeconds(v.fadeOutDuration) ? undefined : CREATIVE_MESSAGES.fadeDurationInvalid,
  };
  const seen = new Set<string>();
  v.settings.forEach((s, i) => {
    const key = s.key.trim();
    if (!SETTING_KEY.test(key)) errors[`settings.${i}.key`] = CREATIVE_MESSAGES.settingKeyInvalid;
    else if (seen.has(key)) errors[`settings.${i}.key`] = CREATIVE_MESSAGES.settingKeyRepeated;
    seen.add(key);
  });
  return errors;
}
