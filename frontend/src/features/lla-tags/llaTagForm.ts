// The LLA tag form's values and the bodies they become, pure (tested in llaTagForm.test.ts). The ratio is typed,
// so it is text in the form and a whole number in the body; the country is a two-letter code, typed in capitals.
import type { CreateLlaTagRequest, LlaTag, UpdateLlaTagRequest } from '../../lib/api/generated/ads.ts';
import type { Problem } from '../../lib/api/problem.ts';
import type { SaveAnswer } from '../../lib/forms/useApiForm.ts';
import { MESSAGES } from '../../constants.ts';
import { LLA_TAG_MESSAGES } from './messages.ts';

/** A new tag's country: the customers are in New Zealand (the app's locale is en-NZ). */
export const DEFAULT_LOOKALIKE_COUNTRY = 'NZ';
/** A new tag's ratio: 1 % is the closest match to the source audiences. */
export const DEFAULT_LOOKALIKE_RATIO = 1;
export const MIN_LOOKALIKE_RATIO = 1;
export const MAX_LOOKALIKE_RATIO = 10;

export interface LlaTagValues {
  name: string;
  /** Our ids of the custom audiences the lookalike is modelled on. */
  sourceAudienceIds: string[];
  country: string;
  /** As typed: a whole per cent, 1 to 10. */
  ratio: string;
}

export const llaTagValues = (tag?: LlaTag): LlaTagValues => ({
  name: tag?.name ?? '',
  sourceAudienceIds: [...(tag?.sourceAudienceIds ?? [])],
  country: tag?.country ?? DEFAULT_LOOKALIKE_COUNTRY,
  ratio: String(tag?.ratio ?? DEFAULT_LOOKALIKE_RATIO),
});

const countryOf = (typed: string) => typed.trim().toUpperCase();
const ratioOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim()));

/** What both bodies carry: the name trimmed, each audience once, the country in capitals, the ratio a number. */
function fieldsOf(values: LlaTagValues) {
  return { name: values.name.trim(), sourceAudienceIds: [...new Set(values.sourceAudienceIds)], country: countryOf(values.country), ratio: ratioOf(values.ratio) };
}

export const updateBody = (values: LlaTagValues): UpdateLlaTagRequest => fieldsOf(values);

/** A new tag is the customer's: the customer is the page's, not a field. */
export const createBody = (customerId: string, values: LlaTagValues): CreateLlaTagRequest => ({ customerId, ...fieldsOf(values) });

/** The form's own checks, in the server's words where it has them (the ratio's). */
export function checkLlaTag(values: LlaTagValues): Record<string, string | undefined> {
  const ratio = ratioOf(values.ratio);
  return {
    name: values.name.trim() ? undefined : MESSAGES.nameRequired,
    country: /^[A-Z]{2}$/.test(countryOf(values.country)) ? undefined : LLA_TAG_MESSAGES.countryInvalid,
    ratio: Number.isInteger(ratio) && ratio >= MIN_LOOKALIKE_RATIO && ratio <= MAX_LOOKALIKE_RATIO ? undefined : LLA_TAG_MESSAGES.ratio,
  };
}

/** '/body/sourceAudienceIds/2' (an audience not the customer's) is about the audiences field as a whole. */
export const llaTagFieldOf = (problemPath: string): string | undefined =>
  (/^\/body\/sourceAudienceIds(\/|$)/.test(problemPath) ? 'sourceAudienceIds' : undefined);

/**
 * A 409 from create or update means only one thing (the name is taken for this customer), but the server says
 * it as the problem's detail with no field; it is put at the name, where the user can act on it.
 */
export function nameTakenAtName<D>(answer: SaveAnswer<D>): SaveAnswer<D> {
  if (answer.response?.status !== 409 || !answer.error || typeof answer.error !== 'object') return answer;
  const problem = answer.error as Problem;
  if (problem.errors?.length || !problem.detail) return answer;
  return { ...answer, error: { ...problem, errors: [{ path: '/body/name', message: problem.detail }] } };
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** A country code's English name ('NZ' → 'New Zealand'); the code itself when it is not one. */
export function countryName(code: string): string {
  const typed = countryOf(code);
  if (!/^[A-Z]{2}$/.test(typed)) return typed;
  return regionNames.of(typed) ?? typed;
}
