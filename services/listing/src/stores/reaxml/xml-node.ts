// Reading fast-xml-parser's object tree (attributes as '@_name', text as '#text', a repeated element as an
// array) as REAXML uses it: empty elements and placeholders read as null, never as ''.

export type XmlNode = string | { [key: string]: unknown };

export function isNode(value: unknown): value is XmlNode {
  return typeof value === 'string' || (typeof value === 'object' && value !== null && !Array.isArray(value));
}

/** Every child element of that name, whether the parser gave one or an array. */
export function children(node: unknown, name: string): XmlNode[] {
  if (!node || typeof node !== 'object') return [];
  const value = (node as Record<string, unknown>)[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter(isNode);
}

export function child(node: unknown, name: string): XmlNode | null {
  return children(node, name)[0] ?? null;
}

/** The element's own text, trimmed; null when empty or absent. */
export function text(node: XmlNode | null): string | null {
  if (node === null) return null;
  const raw = typeof node === 'string' ? node : node['#text'];
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const trimmed = String(raw).trim();
  return trimmed === '' ? null : trimmed;
}

export function childText(node: unknown, name: string): string | null {
  return text(child(node, name));
}

/** An attribute, trimmed; null when empty or absent. */
export function attr(node: XmlNode | null, name: string): string | null {
  if (node === null || typeof node === 'string') return null;
  const raw = node[`@_${name}`];
  if (typeof raw !== 'string') return null;
  const trimmed = raw.trim();
  return trimmed === '' ? null : trimmed;
}
