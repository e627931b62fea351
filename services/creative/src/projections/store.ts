// The projections' queries: written by the listing and customer contexts' events, read by a render job
// (whose listing or resource it is, and its facts, names and logo).
import { In, type EntityManager } from 'typeorm';
import { KnownNameEntity, KnownSubjectEntity, type KnownNameRow, type KnownSubjectRow } from './entities.ts';
import { eventApplies } from './rules.ts';
import type { CreativeTx } from '../templates/store.ts';

export class ProjectionStore {
  /** Writes a listing or resource as of its event, unless what is stored is newer. */
  async projectSubject(m: EntityManager, row: KnownSubjectRow): Promise<void> {
    const known = await m.findOne(KnownSubjectEntity, { select: { eventAt: true, deleted: true }, where: { id: row.id } });
    if (!known) return void (await m.insert(KnownSubjectEntity, row));
    if (!eventApplies(known, row.eventAt, row.deleted)) return;
    const { id, ...rest } = row;
    await m.update(KnownSubjectEntity, { id }, rest);
  }

  /** Writes a customer's or agent's name as of its event, unless what is stored is newer. */
  async projectName(m: EntityManager, row: KnownNameRow): Promise<void> {
    const known = await m.findOne(KnownNameEntity, { select: { eventAt: true }, where: { id: row.id } });
    if (!known) return void (await m.insert(KnownNameEntity, row));
    if (row.eventAt.getTime() < known.eventAt.getTime()) return;
    const { id, ...rest } = row;
    await m.update(KnownNameEntity, { id }, rest);
  }

  /** A listing or resource as last told, of that kind and not deleted; null otherwise. */
  subject(tx: CreativeTx, kind: KnownSubjectRow['kind'], id: string): Promise<KnownSubjectRow | null> {
    return tx.m.findOne(KnownSubjectEntity, { where: { id, kind, deleted: false } });
  }

  async names(tx: CreativeTx, ids: string[]): Promise<Map<string, KnownNameRow>> {
    if (!ids.length) return new Map();
    const rows = await tx.m.find(KnownNameEntity, { where: { id: In(ids) } });
    return new Map(rows.map((r) => [r.id, r]));
  }
}
