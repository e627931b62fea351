// Entry names are refused, never repaired: an archive that names `../x`, `/etc/x`, `C:\x` or `a\b`
// was either made by a tool we do not want to guess about or made to escape the target folder.
import { ArchiveRefused } from './refusals.ts';

/** Returns the entry's path split into segments, or throws ArchiveRefused('unsafe-path'). */
export function safeEntrySegments(name: string): string[] {
  const refuse = (why: string) =>
    new ArchiveRefused('unsafe-path', `The archive entry "${printable(name)}" ${why}.`, name);
  if (name.length === 0) throw refuse('has an empty name');
  if (name.length > 1024) throw refuse('has a name longer than 1024 characters');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) throw refuse('has control characters in its name');
  if (name.includes('\\')) throw refuse('uses backslashes in its path');
  if (/^[a-zA-Z]:/.test(name)) throw refuse('names a drive');
  if (name.startsWith('/')) throw refuse('has an absolute path');
  const body = name.endsWith('/') ? name.slice(0, -1) : name;
  const segments = body.split('/');
  for (const segment of segments) {
    if (segment === '..') throw refuse('escapes the archive folder (..)');
    if (segment === '' || segment === '.') throw refuse('has an empty or "." path segment');
    if (segment.includes(':')) throw refuse('has a ":" in its path'); // NTFS alternate streams, drive-relative names
  }
  return segments;
}

/**
 * The key two names collide under: case-folded and Unicode-normalized, as a case-insensitive or
 * normalizing file system (macOS, Windows) would write them to the same file.
 */
export function collisionKey(segments: string[]): string {
  return segments.join('/').normalize('NFC').toLowerCase();
}

function printable(name: string): string {
  // eslint-disable-next-line no-control-regex
  const shown = name.replace(/[\u0000-\u001f\u007f]/g, '?');
  return shown.length > 200 ? `${shown.slice(0, 200)}…` : shown;
}
