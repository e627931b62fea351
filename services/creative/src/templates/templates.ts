// Creative templates (003 §2–§5, §7): list, read, create with the four default files, change, delete one
// or several (their own files and bytes with them; the shared assets stay), the screens' settings, and
// the content check of unsupported variables.
import { invalidField, invalidFields, isStaff, type Principal, type ResourceListQuery } from '@adops/platform';
import type { components } from '@adops/openapi/generated/creative';
import { lists } from '@adops/openapi/generated/lists';
import type { CreativeTemplateRow } from './entities.ts';
import type { CreativeTx, TemplateStore } from './store.ts';
import type { FileStore } from '../files/store.ts';
import type { CreativeFileRow } from '../files/entities.ts';
import type { TemplateFiles } from '../files/files.ts';
import { ASSET_TYPES, AUDIO_EXTENSIONS, FILE_TYPES, MAX_UPLOAD_BYTES } from '../files/rules.ts';
import { BINDING_VARIABLES, DEFAULT_TEMPLATE_FILES, findUnsupportedVariables } from '../jobs/rendering/index.ts';
import { firstEmptyFile, newTemplate, templateChanges, TEMPLATE_MESSAGES, unknownTags } from './rules.ts';

type S = components['schemas'];

export class CreativeTemplates {
  private readonly store: TemplateStore;
  private readonly fileStore: FileStore;
  private readonly files: TemplateFiles;

  constructor(store: TemplateStore, fileStore: FileStore, files: TemplateFiles) {
    this.store = store;
    this.fileStore = fileStore;
    this.files = files;
  }

  /** Staff list every template; a dashboard user the published ones open to their customer (those they may render). */
  list(principal: Principal, q: ResourceListQuery & { renderType?: S['RenderType']; isPublished?: boolean }) {
    if (!isStaff(principal) && !principal.customerId) return Promise.resolve({ items: [], count: 0 });
    return this.store.list(principal, q, { renderType: q.renderType, isPublished: q.isPublished, ...(isStaff(principal) ? {} : { openTo: principal.customerId! }) });
  }

  get(principal: Principal, id: string): Promise<CreativeTemplateRow> {
    return this.store.templates.get(principal, id);
  }

  /** 003 §3: a new template starts with index.html, style.css, script.js and template.json. */
  create(input: S['CreateCreativeTemplateRequest']): Promise<CreativeTemplateRow> {
    return this.store.kit.transaction(async (tx) => {
      await this.checkTags(tx, input.customerTags ?? []);
      const template = await this.store.templates.insert(tx, newTemplate(input));
      for (const f of DEFAULT_TEMPLATE_FILES) {
        await this.fileStore.files.insert(tx, { creativeTemplateId: template.id, fileName: f.fileName, fileType: f.fileType as CreativeFileRow['fileType'], content: f.content, isShared: false, isDefault: true, assetType: null, assetKey: null, storageKey: null, originalFileName: null, mediaType: null, size: null });
      }
      return template;
    });
  }

  update(principal: Principal, id: string, input: S['CreativeTemplateInput']): Promise<CreativeTemplateRow> {
    return this.store.templates.update(principal, id, async (current, tx) => {
      const empty = firstEmptyFile(await this.fileStore.filesOf(tx, current.id));
      if (empty !== null) throw invalidFields([{ path: '/body', message: TEMPLATE_MESSAGES.emptyFile(empty) }]);
      if (input.customerTags) await this.checkTags(tx, input.customerTags);
      return templateChanges(current, input);
    });
  }

  async remove(principal: Principal, id: string): Promise<void> {
    const files = await this.store.kit.transaction(async (tx) => {
      const template = await this.store.templates.lock(tx, principal, id);
      return this.deleteWithFiles(tx, [template]);
    });
    await this.files.dropObjects(files);
  }

  /** The list's multi-select delete: the templates of these ids that exist, with their files. */
  async removeMany(principal: Principal, ids: string[]): Promise<number> {
    const { count, files } = await this.store.kit.transaction(async (tx) => {
      const templates = await this.store.lockMany(tx, principal, ids);
      return { count: templates.length, files: await this.deleteWithFiles(tx, templates) };
    });
    await this.files.dropObjects(files);
    return count;
  }

  private async deleteWithFiles(tx: CreativeTx, templates: CreativeTemplateRow[]) {
    const files = await this.fileStore.filesOfTemplates(tx, templates.map((t) => t.id));
    await this.fileStore.files.deleteMany(tx, files);
    await this.store.templates.deleteMany(tx, templates);
    return files;
  }

  pageSettings(): S['CreativePageSettings'] {
    return {
      renderTypes: ['IMAGE', 'VIDEO'],
      fileTypes: FILE_TYPES,
      assetTypes: ASSET_TYPES,
      audioExtensions: [...AUDIO_EXTENSIONS],
      maxUploadBytes: MAX_UPLOAD_BYTES,
      pageSizes: [...lists.listCreativeTemplates.pageSizeOptions],
      bindingVariables: BINDING_VARIABLES.map((v) => ({ name: v.name, description: v.description })),
    };
  }

  /** 003 §5: the variables of the content that are neither binding variables nor the template's setting keys. */
  async validateContent(principal: Principal, input: S['ValidateContentRequest']): Promise<S['ValidateContentResult']> {
    // A template named in the body that does not exist is the body's error (the operation has no 404).
    const template = input.creativeTemplateId ? await this.store.templates.find(principal, input.creativeTemplateId) : null;
    if (input.creativeTemplateId && !template) throw invalidField('/body/creativeTemplateId', TEMPLATE_MESSAGES.notFound);
    const settings = template?.settings ?? [];
    const keys = new Set(settings.map((s) => s.key));
    return { unsupportedVariables: findUnsupportedVariables(input.content).filter((v) => !keys.has(v.name)).slice(0, 1000) };
  }

  private async checkTags(tx: CreativeTx, tags: readonly string[]): Promise<void> {
    const unknown = unknownTags(tags, await this.store.liveCustomers(tx, tags));
    if (unknown.length) throw invalidFields(unknown.map((u) => ({ path: `/body/customerTags/${u.index}`, message: TEMPLATE_MESSAGES.customerNotFound })));
  }
}
