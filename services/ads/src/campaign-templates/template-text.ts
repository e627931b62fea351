// The texts of a template's creative (headline, message, description) hold placeholders such as
// {{listing.title}} that the campaign fills from the order. Only the placeholders below exist: a
// misspelt one is refused when the template is saved, not discovered in a live ad.

/** The placeholders a template text may use, with what fills them. */
export const PLACEHOLDER_DESCRIPTIONS = {
  'listing.title': "The listing's title (or the resource's)",
  'listing.shortDescription': "The listing's short description",
  'listing.description': "The listing's description",
  'listing.suburb': "The suburb of the listing's address",
  'listing.url': "The listing's page (its customer URL)",
  'agent.fullName': "The order's first agent's full name",
  'agent.email': "The order's first agent's e-mail address",
  'agent.phone': "The order's first agent's phone number",
  'office.name': "The order's office's name",
  'customer.name': "The customer's name",
} as const;

export type Placeholder = keyof typeof PLACEHOLDER_DESCRIPTIONS;
export const PLACEHOLDERS = Object.keys(PLACEHOLDER_DESCRIPTIONS) as Placeholder[];

/** The values a text is rendered with; a missing one renders as nothing. */
export type PlaceholderValues = Partial<Record<Placeholder, string | null | undefined>>;

// {{ name }}, spaces inside the braces allowed; a name never holds a brace.
const TAG = /\{\{\s*([^{}]*?)\s*\}\}/g;

const isPlaceholder = (name: string): name is Placeholder => Object.hasOwn(PLACEHOLDER_DESCRIPTIONS, name);

export const TEXT_MESSAGES = {
  unknown: (name: string) =>
    `Unknown placeholder {{${name}}}: use one of ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}`,
  braces: 'A placeholder is written with two braces on each side, e.g. {{listing.title}}',
} as const;

/** Why a template text is refused: each unknown placeholder once, and stray braces; empty when it is fine. */
export function templateTextErrors(text: string): string[] {
  const unknown = [...new Set([...text.matchAll(TAG)].map((m) => m[1]!).filter((name) => !isPlaceholder(name)))];
  const errors = unknown.map(TEXT_MESSAGES.unknown);
  const rest = text.replace(TAG, '');
  if (rest.includes('{{') || rest.includes('}}')) errors.push(TEXT_MESSAGES.braces);
  return errors;
}

/**
 * A template text with its placeholders filled. A text with an unknown placeholder or stray braces
 * throws (templates are checked when saved, so this is a text that bypassed the check).
 */
export function renderTemplateText(text: string, values: PlaceholderValues): string {
  const errors = templateTextErrors(text);
  if (errors.length) throw new Error(errors.join('; '));
  return text.replace(TAG, (_, name: Placeholder) => values[name] ?? '');
}
