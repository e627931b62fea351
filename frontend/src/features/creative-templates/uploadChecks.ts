// The checks made before a file is sent or a file type is chosen (003 §5), so the user hears at once what the
// server would refuse anyway (it checks the same: 413, 415, and one AUDIO file per template).
import type { CreativeTemplateFile, FileType } from '../../lib/api/generated/creative.ts';
import { AUDIO_EXTENSIONS, CREATIVE_MAX_UPLOAD_BYTES } from './constants.ts';
import { CREATIVE_MESSAGES } from './messages.ts';

const hasAudioExtension = (name: string) => AUDIO_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));

/** Why this file cannot be uploaded as the bytes of a file of this type, if it cannot. */
export function uploadProblem(file: Pick<File, 'name' | 'size'>, fileType?: FileType): string | undefined {
  if (file.size > CREATIVE_MAX_UPLOAD_BYTES) return CREATIVE_MESSAGES.fileTooLarge;
  if (fileType === 'AUDIO' && !hasAudioExtension(file.name)) return CREATIVE_MESSAGES.unsupportedAudio;
  return undefined;
}

/** Why a file (new, or `fileId` renamed) cannot take this type: a template holds one AUDIO file. */
export function fileTypeProblem(fileType: FileType, files: readonly Pick<CreativeTemplateFile, 'id' | 'fileType'>[], fileId?: string): string | undefined {
  if (fileType !== 'AUDIO') return undefined;
  return files.some((f) => f.fileType === 'AUDIO' && f.id !== fileId) ? CREATIVE_MESSAGES.audioAlreadyPresent : undefined;
}
