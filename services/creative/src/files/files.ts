// A template's files (003 §3, §7 Template files): add, read, change and delete them. A text file needs
// content; a template holds one AUDIO file and unique names. Deleting files removes their uploaded bytes
// once the delete has committed.
import { conflict, invalidField, notFound, type Logger, type ObjectStore, type Principal, type ResourceListQuery } from '@adops/platform';
import type { components } from '@adops/openapi/generated/creative';
import type { CreativeFileRow } from './entities.ts';
import type { FileStore } from './store.ts';
import type { TemplateStore, CreativeTx } from '../templates/store.ts';
import { TEMPLATE_MESSAGES } from '../templates/rules.ts';
import { audioAllowed, FILE_MESSAGES, isTextType } from './rules.ts';

type S = components['schemas'];

export interface FilesDeps {
  store: FileStore;
  templates: TemplateStore;
  objects: ObjectStore;
  log: Logger;
}

export class TemplateFiles {
  private readonly store: FileStore;
  private readonly templates: TemplateStore;
  private readonly objects: ObjectStore;
  private readonly log: Logger;

  constructor(d: FilesDeps) {
    this.store = d.store;
    this.templates = d.templates;
    this.objects = d.objects;
    this.log = d.log;
  }

  list(principal: Principal, q: ResourceListQuery & { creativeTemplateId?: string; shared?: boolean; custom?: boolean }) {
    if (q.shared) return this.store.listShared(principal, q, 'f');
    return this.store.listOfTemplate(principal, q, { creativeTemplateId: q.creativeTemplateId, custom: q.custom ?? false });
  }

  get(principal: Principal, id: string): Promise<CreativeFileRow> {
    return this.store.files.get(principal, id);
  }

  async create(principal: Principal, input: S['CreativeTemplateFileInput']): Promise<CreativeFileRow> {
    return this.store.kit.transaction(async (tx) => {
      // The template is locked: two requests adding its one AUDIO file, or the same name, wait for each other.
      const template = await this.templates.templates.lock(tx, principal, input.creativeTemplateId).catch(() => {
        throw invalidField('/body/creativeTemplateId', TEMPLATE_MESSAGES.notFound);
      });
      await this.checkFile(tx, template.id, { fileName: input.fileName, fileType: input.fileType, content: input.content ?? null, storageKey: null });
      return this.store.files.insert(tx, {
        creativeTemplateId: template.id,
        fileName: input.fileName,
        fileType: input.fileType,
        content: isTextType(input.fileType) ? (input.content ?? null) : null,
        isShared: false,
        isDefault: false,
        assetType: null,
        assetKey: null,
        storageKey: null,
        originalFileName: null,
        mediaType: null,
        size: null,
      });
    });
  }

  async update(principal: Principal, id: string, input: S['CreativeTemplateFileUpdate']): Promise<CreativeFileRow> {
    return this.store.kit.transaction(async (tx) => {
      const current = await this.store.files.lock(tx, principal, id);
      if (current.isShared || !current.creativeTemplateId) throw notFound(FILE_MESSAGES.notFound);
      await this.templates.templates.lock(tx, principal, current.creativeTemplateId);
      const next = { fileName: input.fileName ?? current.fileName, fileType: input.fileType ?? current.fileType, content: input.content !== undefined ? input.content : current.content, storageKey: current.storageKey };
      await this.checkFile(tx, current.creativeTemplateId, next, current.id);
      return this.store.files.write(tx, current, { fileName: next.fileName, fileType: next.fileType, content: isTextType(next.fileType) ? next.content : current.content });
    });
  }

  /** Deletes the files named that exist (shared assets included: 003 §7 deletes by ids), then their bytes. */
  async removeMany(principal: Principal, ids: string[]): Promise<number> {
    const rows = await this.store.kit.transaction(async (tx) => {
      const found = await this.store.lockMany(tx, principal, ids);
      await this.store.files.deleteMany(tx, found);
      return found;
    });
    await this.dropObjects(rows);
    return rows.length;
  }

  /** The bytes of deleted rows: after the commit, so a failed delete never loses a file it kept. */
  async dropObjects(rows: readonly CreativeFileRow[]): Promise<void> {
    for (const row of rows) {
      if (!row.storageKey) continue;
      await this.objects.delete(row.storageKey).catch((error: unknown) => this.log.warn({ err: error, key: row.storageKey }, 'creative: a deleted file\'s bytes could not be removed'));
    }
  }

  /** 003 §5 rules of a file of a template: content for text types, one AUDIO file, unique names. */
  private async checkFile(tx: CreativeTx, templateId: string, f: Pick<CreativeFileRow, 'fileName' | 'fileType' | 'content' | 'storageKey'>, exceptId?: string): Promise<void> {
    if (isTextType(f.fileType) && !(f.content ?? '').trim()) throw invalidField('/body/content', TEMPLATE_MESSAGES.emptyFile(f.fileName));
    if (!audioAllowed(f.fileType, await this.store.audioFilesOf(tx, templateId, exceptId))) throw invalidField('/body/fileType', FILE_MESSAGES.oneAudio);
    if (await this.store.nameTaken(tx, templateId, f.fileName, exceptId)) throw conflict(FILE_MESSAGES.nameTaken);
  }
}
