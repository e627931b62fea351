// Why an archive or table was refused, as a problem the HTTP layer can send as it is. Size-like
// refusals are 413 (the upload holds more than we take), everything else 400 (it is malformed or
// hostile). The listing context maps them to the spec's wording where the spec has one.
import { Problem } from '../problems.ts';

export type ArchiveRefusalReason =
  | 'too-large'
  | 'entry-too-large'
  | 'too-many-entries'
  | 'ratio'
  | 'unsafe-path'
  | 'symlink'
  | 'duplicate-name'
  | 'encrypted'
  | 'size-mismatch'
  | 'corrupt';

const SIZE_REASONS = new Set<ArchiveRefusalReason>(['too-large', 'entry-too-large', 'too-many-entries', 'ratio']);

export class ArchiveRefused extends Problem {
  readonly reason: ArchiveRefusalReason;
  readonly entryName: string | undefined;

  constructor(reason: ArchiveRefusalReason, detail: string, entryName?: string) {
    const status = SIZE_REASONS.has(reason) ? 413 : 400;
    super(status, status === 413 ? 'Payload Too Large' : 'Bad Request', detail);
    this.reason = reason;
    this.entryName = entryName;
  }
}

/** The spec's message (002, bulk upload) for a file that is none of the formats taken, quoted verbatim. */
export const NOT_IN_CORRECT_FORMAT = 'file not in correct format';

export type TableRefusalReason = 'format' | 'too-many-rows' | 'too-many-columns' | 'cell-too-long' | 'no-header';

export class TableRefused extends Problem {
  readonly reason: TableRefusalReason;

  constructor(reason: TableRefusalReason, detail: string, why?: string) {
    const tooLarge = reason === 'too-many-rows' || reason === 'too-many-columns' || reason === 'cell-too-long';
    super(
      tooLarge ? 413 : 400,
      tooLarge ? 'Payload Too Large' : 'Bad Request',
      detail,
      why ? { errors: [{ path: 'file', message: why }] } : {},
    );
    this.reason = reason;
  }
}

/** The detail is the spec's message exactly; what was wrong goes in `errors`, for the log and the curious. */
export const notInCorrectFormat = (why?: string) => new TableRefused('format', NOT_IN_CORRECT_FORMAT, why);
