// The binding variables a creative template may use, the check the editor runs on a template's
// content before it is saved, and the filling of a template's text files with a listing's or a
// resource's values. One list, so a template that validates is a template that renders.

/** A value the worker binds: text, a number (bedrooms), a list (images) or nothing. */
export type BindingValue = string | number | readonly string[] | null | undefined;
export type Bindings = Record<string, BindingValue>;

/** What a variable holds: text is escaped into the file; an image is a URL of the template's origin or a data: URI. */
export type BindingKind = 'text' | 'image';

export interface BindingVariable {
  name: string;
  kind: BindingKind;
  description: string;
}

const IMAGE_SLOTS = 10;

/** The {{variables}} a template may use; any other is reported by findUnsupportedVariables. */
export const BINDING_VARIABLES: readonly BindingVariable[] = Object.freeze([
  { name: 'title', kind: 'text', description: "The listing's or resource's title (headline)." },
  {
    name: 'message',
    kind: 'text',
    description: "The resource's message (the ad's primary text); empty for a listing.",
  },
  { name: 'description', kind: 'text', description: 'The listing or resource description, as plain text.' },
  { name: 'price', kind: 'text', description: 'The listing price as displayed (e.g. "$650,000" or "Auction").' },
  { name: 'address', kind: 'text', description: "The listing's full street address." },
  { name: 'suburb', kind: 'text', description: "The listing's suburb." },
  { name: 'bedrooms', kind: 'text', description: 'Number of bedrooms.' },
  { name: 'bathrooms', kind: 'text', description: 'Number of bathrooms.' },
  { name: 'carSpaces', kind: 'text', description: 'Number of car spaces.' },
  {
    name: 'landingUrl',
    kind: 'text',
    description: "The ad's landing link (the listing page or the resource's LANDING_URL).",
  },
  ...Array.from({ length: IMAGE_SLOTS }, (_, i) => ({
    name: `image${i + 1}`,
    kind: 'image' as const,
    description: `Image ${i + 1} of the listing or resource, in its order (empty when there are fewer).`,
  })),
  {
    name: 'imageCount',
    kind: 'text',
    description: 'How many images the listing or resource has (at most 10 are bound).',
  },
  { name: 'agentName', kind: 'text', description: "The listing agent's display name." },
  { name: 'agentPhone', kind: 'text', description: "The listing agent's phone number." },
  { name: 'agentEmail', kind: 'text', description: "The listing agent's e-mail address." },
  { name: 'agentPhoto', kind: 'image', description: "The listing agent's photo." },
  { name: 'officeName', kind: 'text', description: "The listing's or resource's office (branch) name; the customer's name without one." },
  { name: 'logo', kind: 'image', description: "The customer's (agency's) logo." },
]);

const KNOWN = new Map(BINDING_VARIABLES.map((v) => [v.name, v]));

/** The variables the worker resolves to local bytes (or data: URIs) before rendering: the page fetches nothing outside. */
export const IMAGE_BINDINGS: readonly string[] = Object.freeze(
  BINDING_VARIABLES.filter((v) => v.kind === 'image').map((v) => v.name),
);

/** Every {{…}} placeholder, whatever is inside the braces (as the editor sees it). */
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
/** A placeholder that names a variable: `{{title}}` or `{{ title }}`. */
const VARIABLE = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

export interface UnsupportedVariable {
  /** As written between the braces, trimmed (`{{ agent name }}` gives 'agent name'). */
  name: string;
  /** 1-based line of the opening braces. */
  lineNumber: number;
}

/**
 * The placeholders of a template file that name no binding variable, in order, with the line each
 * starts on; a name repeated on one line is listed once for that line.
 */
export function findUnsupportedVariables(content: string): UnsupportedVariable[] {
  const found: UnsupportedVariable[] = [];
  const seen = new Set<string>();
  let line = 1;
  let scanned = 0;
  for (const match of content.matchAll(PLACEHOLDER)) {
    const name = match[1]!.trim();
    if (KNOWN.has(name)) continue;
    line += countNewlines(content, scanned, match.index);
    scanned = match.index;
    const key = `${line}\u0000${name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({ name, lineNumber: line });
  }
  return found;
}

function countNewlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** The file types whose text is filled; the others (audio, fonts, images) are served as they are. */
export type FillContext = 'html' | 'css' | 'js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
/** Inside a CSS string (`url("{{image1}}")`, `content: "{{price}}"`): a hex escape for anything not plainly safe. */
const escapeCss = (s: string) =>
  s.replace(/[^A-Za-z0-9 _.,:;/?=&%#+!@*~$-]/g, (c) => `\\${c.codePointAt(0)!.toString(16)} `);
/** Inside a JS or JSON string literal, either quote: no quote, backslash, line break or `</script>` survives. */
const escapeJs = (s: string) =>
  JSON.stringify(s)
    .slice(1, -1)
    .replace(/[<>&'\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const ESCAPE: Record<FillContext, (s: string) => string> = { html: escapeHtml, css: escapeCss, js: escapeJs };

/** A binding as text: a list is joined with ', ', nothing is empty. */
export function bindingText(value: BindingValue): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/**
 * The bindings a template sees: the given values for known variables, an `images` list spread into
 * image1..image10 (an explicit imageN wins) and imageCount from it when not given.
 */
export function normalizeBindings(bindings: Bindings): Record<string, string> {
  const out: Record<string, string> = {};
  const images = bindings['images'];
  if (Array.isArray(images)) {
    images.slice(0, IMAGE_SLOTS).forEach((url, i) => (out[`image${i + 1}`] = String(url)));
    out['imageCount'] = String(images.length);
  }
  for (const [name, value] of Object.entries(bindings)) {
    if (KNOWN.has(name) && value !== null && value !== undefined) out[name] = bindingText(value);
  }
  for (const v of BINDING_VARIABLES) out[v.name] ??= '';
  return out;
}

/**
 * Fills a text file's `{{variable}}` placeholders, each value escaped for where it lands. A
 * placeholder that names no variable is left as written: the editor warned about it and the author
 * chose to proceed (their own script may use the same braces).
 */
export function fillBindings(content: string, context: FillContext, values: Record<string, string>): string {
  const escape = ESCAPE[context];
  return content.replace(VARIABLE, (whole, name: string) => (KNOWN.has(name) ? escape(values[name] ?? '') : whole));
}
