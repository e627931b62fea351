// Template files and shared assets, declared once for the owned-resource kit (staff-made), and their
// queries: a template's files, the shared assets, and the audio and name rules' counts.
import { In, Not, IsNull } from 'typeorm';
import { notFound, SYSTEM, type OwnedResource, type PendingObjects, type Page, type Principal, type ResourceListQuery } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import { CreativeFileEntity, type CreativeFileRow } from './entities.ts';
import { FILE_MESSAGES } from './rules.ts';
import type { CreativeKit, CreativeTx } from '../templates/store.ts';

export class FileStore {
  readonly kit: CreativeKit;
  /** Every row of creative_files: a template's file or a shared asset. */
  readonly files: OwnedResource<CreativeFileRow, 'creative'>;
  /** The same rows as the shared-asset screens page them. */
  readonly sharedAssets: OwnedResource<CreativeFileRow, 'creative'>;

  constructor(kit: CreativeKit) {
    this.kit = kit;
    this.files = kit.resource({ entity: CreativeFileEntity, alias: 'f', owners: 'staff', notFound: FILE_MESSAGES.notFound, list: lists.listCreativeTemplateFiles });
    this.sharedAssets = kit.resource({ entity: CreativeFileEntity, alias: 's', owners: 'staff', notFound: FILE_MESSAGES.sharedNotFound, list: lists.listSharedAssets });
  }

  /** A template's files (its custom ones only with `custom`), or every file without a template named. */
  listOfTemplate(principal: Principal, q: ResourceListQuery, narrow: { creativeTemplateId?: string; custom: boolean }): Promise<Page<CreativeFileRow>> {
    return this.files.list(principal, q, (qb) => {
      if (narrow.creativeTemplateId) qb.andWhere('f.creativeTemplateId = :t', { t: narrow.creativeTemplateId });
      if (narrow.custom) qb.andWhere('f.isDefault = :no', { no: false });
    });
  }

  listShared(principal: Principal, q: ResourceListQuery, alias: 'f' | 's', assetType?: CreativeFileRow['assetType']): Promise<Page<CreativeFileRow>> {
    const resource = alias === 'f' ? this.files : this.sharedAssets;
    return resource.list(principal, q, (qb) => {
      qb.andWhere(`${alias}.isShared = :yes`, { yes: true });
      if (assetType) qb.andWhere(`${alias}.assetType = :assetType`, { assetType });
    });
  }

  /** A shared asset the principal reaches, or 404 'Shared asset not found.' (a template's file is not one). */
  async lockShared(tx: CreativeTx, principal: Principal, id: string): Promise<CreativeFileRow> {
    const row = await this.sharedAssets.lock(tx, principal, id);
    if (!row.isShared) throw notFound(FILE_MESSAGES.sharedNotFound);
    return row;
  }

  /** Every file of a template (a render, the empty-file check), by name. */
  filesOf(tx: CreativeTx, creativeTemplateId: string): Promise<CreativeFileRow[]> {
    return tx.m.find(CreativeFileEntity, { where: { creativeTemplateId }, order: { fileName: 'ASC' } });
  }

  /** Every shared asset (a render loads them beside the template's files). */
  sharedFiles(tx: CreativeTx): Promise<CreativeFileRow[]> {
    return tx.m.find(CreativeFileEntity, { where: { isShared: true, storageKey: Not(IsNull()) }, order: { assetKey: 'ASC' } });
  }

  /** How many AUDIO files the template has besides `exceptId` (003 §4: one per template). */
  audioFilesOf(tx: CreativeTx, creativeTemplateId: string, exceptId?: string): Promise<number> {
    return tx.m.count(CreativeFileEntity, { where: { creativeTemplateId, fileType: 'AUDIO', ...(exceptId ? { id: Not(exceptId) } : {}) } });
  }

  /** Whether another file of the template has this name. */
  async nameTaken(tx: CreativeTx, creativeTemplateId: string, fileName: string, exceptId?: string): Promise<boolean> {
    return (await tx.m.count(CreativeFileEntity, { where: { creativeTemplateId, fileName, ...(exceptId ? { id: Not(exceptId) } : {}) } })) > 0;
  }

  /** The files of these ids the principal reaches, locked for a delete. */
  async lockMany(tx: CreativeTx, principal: Principal, ids: string[]): Promise<CreativeFileRow[]> {
    return (await this.files.queryForUpdate(tx, principal)).andWhere('f.id IN (:...ids)', { ids }).getMany();
  }

  /** The files of these templates, locked for their templates' delete. */
  filesOfTemplates(tx: CreativeTx, templateIds: string[]): Promise<CreativeFileRow[]> {
    return templateIds.length ? tx.m.find(CreativeFileEntity, { where: { creativeTemplateId: In(templateIds) } }) : Promise.resolve([]);
  }

  /** The upload's objects are no longer pending: in the transaction that writes the row naming them. */
  settlePending(tx: CreativeTx, pending: PendingObjects, keys: string[]): Promise<void> {
    return pending.settle(tx.m, keys);
  }

  /** A file as the system sees it (an upload checks its template's audio after reading it). */
  find(tx: CreativeTx, id: string): Promise<CreativeFileRow | null> {
    return this.files.find(SYSTEM, id, tx.m);
  }
}
