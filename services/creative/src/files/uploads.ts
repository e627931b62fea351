// A template file's or shared asset's bytes (003 §7 Asset upload): at most 10 MB (the multipart kit
// refuses more while it streams, with the spec's words), told apart by their bytes. An AUDIO file takes
// .mp3, .wav or .ogg only; a shared asset becomes an ICON for an image and a FONT otherwise. The bytes
// go to the object store under a fresh key recorded as pending first, so a crash between the put and
// the row's commit leaves nothing unaccounted for; the bytes a replace supersedes go after the commit.
import { randomUUID } from 'node:crypto';
import { badRequest, conflict, notFound, Problem, type Logger, type ObjectStore, type PendingObjects, type Principal, type UploadedFile } from '@adops/platform';
import type { CreativeFileRow } from './entities.ts';
import type { FileStore } from './store.ts';
import type { TemplateFiles } from './files.ts';
import { assetTypeOf, FILE_MESSAGES, isAudioMedia, isAudioName, sniffCreativeMedia } from './rules.ts';

export const UNSUPPORTED_UPLOAD = 'Only images, fonts and audio files are allowed.';

const unsupported = (detail: string) => new Problem(415, 'Unsupported Media Type', detail);

/** A file name's safe extension for the object key (the bytes decide the type; this only helps a reader). */
const EXTENSIONS: Record<string, string> = {
  'audio/mpeg': 'mp3', 'audio/wav': 'wav', 'audio/ogg': 'ogg', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif',
  'image/webp': 'webp', 'image/svg+xml': 'svg', 'font/woff': 'woff', 'font/woff2': 'woff2', 'font/otf': 'otf', 'font/ttf': 'ttf',
};

export interface UploadDeps {
  store: FileStore;
  files: TemplateFiles;
  objects: ObjectStore;
  pending: PendingObjects;
  log: Logger;
}

export class AssetUploads {
  private readonly deps: UploadDeps;

  constructor(deps: UploadDeps) {
    this.deps = deps;
  }

  async upload(principal: Principal, file: UploadedFile | undefined, form: { creativeTemplateFile: string; ignoreExisting?: boolean }): Promise<CreativeFileRow> {
    if (!file || file.size === 0) throw badRequest(FILE_MESSAGES.assetRequired, [{ path: '/body/file', message: FILE_MESSAGES.assetRequired }]);
    const target = await this.deps.store.files.find(principal, form.creativeTemplateFile);
    if (!target) throw notFound(FILE_MESSAGES.notFound);
    const bytes = await file.buffer();
    const mediaType = sniffCreativeMedia(bytes.subarray(0, 4100));
    const name = file.filename ?? target.fileName;
    if (target.fileType === 'AUDIO' && (!mediaType || !isAudioMedia(mediaType) || !isAudioName(name))) throw unsupported(FILE_MESSAGES.audioFormat);
    if (!mediaType) throw unsupported(UNSUPPORTED_UPLOAD);
    if (target.storageKey && !form.ignoreExisting) throw conflict(FILE_MESSAGES.alreadyUploaded);
    const key = `creative/files/${target.id}/${randomUUID()}.${EXTENSIONS[mediaType] ?? 'bin'}`;
    await this.deps.pending.register([key]);
    try {
      await this.deps.objects.put(key, file.stream(), { contentType: mediaType });
      const { row, replaced } = await this.deps.store.kit.transaction(async (tx) => {
        const current = await this.deps.store.files.lock(tx, principal, target.id);
        if (current.storageKey && !form.ignoreExisting) throw conflict(FILE_MESSAGES.alreadyUploaded);
        // An audio file must stay the template's only one: a concurrent type change is seen under the lock.
        if (current.fileType === 'AUDIO' && current.creativeTemplateId && (await this.deps.store.audioFilesOf(tx, current.creativeTemplateId, current.id)) > 0) throw badRequest(FILE_MESSAGES.oneAudio);
        const next = await this.deps.store.files.write(tx, current, {
          storageKey: key,
          originalFileName: (file.filename ?? current.fileName).slice(0, 300),
          mediaType,
          size: file.size,
          ...(current.isShared ? { assetType: assetTypeOf(mediaType) } : {}),
        });
        await this.deps.store.settlePending(tx, this.deps.pending, [key]);
        return { row: next, replaced: current.storageKey };
      });
      if (replaced) await this.deps.files.dropObjects([{ ...row, storageKey: replaced }]);
      return row;
    } catch (error) {
      await this.deps.pending.abandon([key]).catch((e: unknown) => this.deps.log.warn({ err: e, key }, 'creative: an abandoned upload could not be removed yet (the sweep will)'));
      throw error;
    }
  }
}
