// The templates' rows, declared once for the owned-resource kit (staff-made: only staff reach them through
// the kit; a render job reads one as the system), and their queries.
import { In } from 'typeorm';
import { CustomerReferenceEntity, SYSTEM, type OwnedKit, type OwnedResource, type Page, type Principal, type ResourceListQuery, type Tx } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import { CreativeTemplateEntity, type CreativeTemplateRow } from './entities.ts';
import { TEMPLATE_MESSAGES } from './rules.ts';

export type CreativeKit = OwnedKit<'creative'>;
export type CreativeTx = Tx<'creative'>;

export class TemplateStore {
  readonly kit: CreativeKit;
  readonly templates: OwnedResource<CreativeTemplateRow, 'creative'>;

  constructor(kit: CreativeKit) {
    this.kit = kit;
    // Every signed-in caller the operation admits reads the catalogue; a dashboard user's list is narrowed
    // to what they may render (list below). Writes stay staff's.
    this.templates = kit.resource({ entity: CreativeTemplateEntity, alias: 't', owners: 'staff', readableByAll: true, notFound: TEMPLATE_MESSAGES.notFound, list: lists.listCreativeTemplates });
  }

  /** One page of templates; `openTo` narrows it to the published ones open to that customer (templates/rules.ts openTo). */
  list(principal: Principal, q: ResourceListQuery, narrow: { renderType?: CreativeTemplateRow['renderType']; isPublished?: boolean; openTo?: string }): Promise<Page<CreativeTemplateRow>> {
    return this.templates.list(principal, q, (qb) => {
      if (narrow.renderType) qb.andWhere('t.renderType = :renderType', { renderType: narrow.renderType });
      if (narrow.isPublished !== undefined) qb.andWhere('t.isPublished = :isPublished', { isPublished: narrow.isPublished });
      // customerTags is a JSON array of uuids: none, or this customer's quoted id among them.
      if (narrow.openTo) qb.andWhere('t.isPublished = :published', { published: true }).andWhere("(t.customerTags = '[]' OR t.customerTags LIKE :tag)", { tag: `%"${narrow.openTo}"%` });
    });
  }

  /** Any template, as the system (a render job, a dashboard user's render checks openTo itself); null when none. */
  find(tx: CreativeTx, id: string): Promise<CreativeTemplateRow | null> {
    return this.templates.find(SYSTEM, id, tx.m);
  }

  /** The rows of these ids the principal reaches, locked for the delete. */
  async lockMany(tx: CreativeTx, principal: Principal, ids: string[]): Promise<CreativeTemplateRow[]> {
    return (await this.templates.queryForUpdate(tx, principal)).andWhere('t.id IN (:...ids)', { ids }).getMany();
  }

  /** The newest published VIDEO templates (generateVideo picks the first open to the customer). */
  publishedVideoTemplates(tx: CreativeTx): Promise<CreativeTemplateRow[]> {
    return tx.m.find(CreativeTemplateEntity, { where: { renderType: 'VIDEO', isPublished: true }, order: { createdAt: 'DESC', id: 'DESC' }, take: 200 });
  }

  /** Whether any template exists (the samples are made only into an empty context). */
  async anyTemplate(): Promise<boolean> {
    return (await this.kit.ds.manager.count(CreativeTemplateEntity, { take: 1 })) > 0;
  }

  /** Which of these customer ids name a live customer (the customer context's events). */
  async liveCustomers(tx: CreativeTx, ids: readonly string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await tx.m.find(CustomerReferenceEntity, { select: { id: true }, where: { id: In([...ids]), kind: 'customer', deleted: false } });
    return new Set(rows.map((r) => r.id));
  }

  /** Records the latest successful preview on its template (003 §4), in the job's ending's transaction; a deleted template is left alone. */
  async recordPreview(tx: CreativeTx, templateId: string, preview: { key: string; jobId: string; at: Date }): Promise<void> {
    await tx.m.update(CreativeTemplateEntity, { id: templateId }, { previewKey: preview.key, previewJobId: preview.jobId, previewRenderedAt: preview.at });
  }
}
