// The creative templates' limits and choices (003 §3, §4, §9).
import type { FileType, RenderType } from '../../lib/api/generated/creative.ts';

/** Template and asset lists: 25 a page, or 50 or 100 (003 §9). */
export const CREATIVE_PAGE_SIZES = [25, 50, 100] as const;
/** The upload limit (003 §5, §9): 10 MB. */
export const CREATIVE_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The upload time-out (003 §7, §9). */
export const CREATIVE_UPLOAD_TIMEOUT_MS = 30_000;
/** How often a running preview job is asked for its progress (003 §4, §9). */
export const PREVIEW_POLL_MS = 2000;
/** The audio fades' default length in seconds (003 §3, §9). */
export const DEFAULT_FADE_SECONDS = 3;
/** The audio file names the renderer plays (003 §5). */
export const AUDIO_EXTENSIONS = ['.mp3', '.wav', '.ogg'] as const;

export const RENDER_TYPES: readonly RenderType[] = ['IMAGE', 'VIDEO'];
export const FILE_TYPES: readonly FileType[] = ['HTML', 'CSS', 'JAVASCRIPT', 'JSON', 'AMPHTML', 'AUDIO', 'OTHER'];
/** File types whose bytes are uploaded rather than typed. */
export const UPLOADED_FILE_TYPES: readonly FileType[] = ['AUDIO', 'OTHER'];
/** File types whose `{{ variables }}` are checked before saving (003 §5 "HTML content is validated"). */
export const VALIDATED_FILE_TYPES: readonly FileType[] = ['HTML', 'AMPHTML'];

export const isUploadedType = (type: FileType) => UPLOADED_FILE_TYPES.includes(type);
