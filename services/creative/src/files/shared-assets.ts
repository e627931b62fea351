// Shared assets (003 §3, §5): fonts and icons every template may use by a camel-cased, unique key. Their
// bytes come by upload (uploads.ts), which also sets the asset type from what the bytes are.
import { conflict, isDuplicateKey, notFound, type Principal, type ResourceListQuery } from '@adops/platform';
import type { components } from '@adops/openapi/generated/creative';
import type { CreativeFileRow } from './entities.ts';
import type { FileStore } from './store.ts';
import type { TemplateFiles } from './files.ts';
import { assetKeyOf, FILE_MESSAGES } from './rules.ts';

type S = components['schemas'];

/** A unique index's refusal (a key another asset holds) as the 409 it means. */
async function uniqueKey<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isDuplicateKey(e)) throw conflict(FILE_MESSAGES.keyTaken);
    throw e;
  }
}

export class SharedAssets {
  private readonly store: FileStore;
  private readonly files: TemplateFiles;

  constructor(store: FileStore, files: TemplateFiles) {
    this.store = store;
    this.files = files;
  }

  list(principal: Principal, q: ResourceListQuery & { assetType?: S['AssetType'] }) {
    return this.store.listShared(principal, q, 's', q.assetType);
  }

  async get(principal: Principal, id: string): Promise<CreativeFileRow> {
    const row = await this.store.sharedAssets.get(principal, id);
    // A template's own file is not a shared asset, whatever its id.
    if (!row.isShared) throw notFound(FILE_MESSAGES.sharedNotFound);
    return row;
  }

  /** Staff only (the operation's roles); a shared asset belongs to no customer. */
  create(input: S['SharedAssetInput']): Promise<CreativeFileRow> {
    return uniqueKey(() =>
      this.store.kit.transaction((tx) =>
        this.store.sharedAssets.insert(tx, {
          creativeTemplateId: null,
          fileName: input.fileName,
          fileType: 'OTHER',
          content: null,
          isShared: true,
          isDefault: false,
          assetType: input.assetType ?? 'FONT',
          assetKey: assetKeyOf(input.assetKey),
          storageKey: null,
          originalFileName: null,
          mediaType: null,
          size: null,
        }),
      ),
    );
  }

  update(principal: Principal, id: string, input: S['SharedAssetUpdate']): Promise<CreativeFileRow> {
    return uniqueKey(() =>
      this.store.kit.transaction(async (tx) => {
        const current = await this.store.lockShared(tx, principal, id);
        return this.store.sharedAssets.write(tx, current, { ...(input.fileName !== undefined ? { fileName: input.fileName } : {}), ...(input.assetKey !== undefined ? { assetKey: assetKeyOf(input.assetKey) } : {}) });
      }),
    );
  }

  async remove(principal: Principal, id: string): Promise<void> {
    const row = await this.store.kit.transaction(async (tx) => {
      const current = await this.store.lockShared(tx, principal, id);
      await this.store.sharedAssets.delete(tx, current);
      return current;
    });
    await this.files.dropObjects([row]);
  }
}
