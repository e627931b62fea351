// What an uploaded file is, by its bytes and never by its name or the client's content type: a zip
// (an .xlsx workbook is a zip with xl/workbook.xml in it), text (read as CSV), or neither. Text is
// UTF-8 when its first bytes are, else Windows-1252 (what Excel's plain "CSV" saves on Windows).
import { open } from 'node:fs/promises';
import { inspectZip } from './zip-reader.ts';
import { DEFAULT_ARCHIVE_LIMITS, type ArchiveLimits } from './limits.ts';

export type FileKind = 'zip' | 'xlsx' | 'text' | 'other';

const SNIFF_BYTES = 64 * 1024;
const ZIP_MAGIC = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];

/**
 * Sniffs the first bytes; a zip is then told apart from a workbook by its directory, which is checked
 * against `limits` on the way (so this refuses a hostile zip with ArchiveRefused, as the readers would).
 */
export async function fileKind(file: string, limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS): Promise<FileKind> {
  const head = await readHead(file);
  if (ZIP_MAGIC.some((magic) => head.subarray(0, 4).equals(magic))) {
    const entries = await inspectZip(file, limits);
    return entries.some((e) => e.name === 'xl/workbook.xml') && entries.some((e) => e.name === '[Content_Types].xml')
      ? 'xlsx'
      : 'zip';
  }
  return looksLikeText(head) ? 'text' : 'other';
}

export type TextEncoding = 'utf-8' | 'windows-1252';

/** The encoding a text file's first bytes are in. */
export async function textEncoding(file: string): Promise<TextEncoding> {
  return isUtf8(await readHead(file)) ? 'utf-8' : 'windows-1252';
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function isUtf8(head: Buffer): boolean {
  try {
    // stream: true, so a character cut by the end of the sample is not taken for invalid UTF-8.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** No control bytes other than tab, CR, LF and form feed (binary formats have NULs early on). */
function looksLikeText(head: Buffer): boolean {
  if (head.length === 0) return false;
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
    if (byte === 0x7f) return false;
  }
  return true;
}
