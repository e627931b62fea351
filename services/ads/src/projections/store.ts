// The projections' queries: known listings and names, written by the events and read by campaign building.
import { In, type EntityManager } from 'typeorm';
import { KnownListingEntity, KnownNameEntity, type KnownListingRow, type KnownNameRow } from './entities.ts';
import { eventApplies } from './rules.ts';

export class ProjectionStore {
  /** Writes a listing as of its event, unless what is stored is newer. */
  async projectListing(m: EntityManager, row: KnownListingRow): Promise<void> {
    const known = await m.findOne(KnownListingEntity, { select: { eventAt: true, deleted: true }, where: { id: row.id } });
    if (!known) return void (await m.insert(KnownListingEntity, row));
    if (!eventApplies(known, row.eventAt, row.deleted)) return;
    const { id, ...rest } = row;
    await m.update(KnownListingEntity, { id }, rest);
  }

  /** Writes a name as of its event, unless what is stored is newer. */
  async projectName(m: EntityManager, row: KnownNameRow): Promise<void> {
    const known = await m.findOne(KnownNameEntity, { select: { eventAt: true }, where: { id: row.id } });
    if (!known) return void (await m.insert(KnownNameEntity, row));
    if (!eventApplies(known, row.eventAt, false)) return;
    const { id, ...rest } = row;
    await m.update(KnownNameEntity, { id }, rest);
  }

  /** The listings named that are known and not deleted, in the order named. */
  async listings(m: EntityManager, ids: readonly string[]): Promise<KnownListingRow[]> {
    if (!ids.length) return [];
    const rows = await m.find(KnownListingEntity, { where: { id: In([...ids]), deleted: false } });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is KnownListingRow => r !== undefined);
  }

  async names(m: EntityManager, ids: readonly string[]): Promise<Map<string, KnownNameRow>> {
    const wanted = ids.filter((id) => id);
    if (!wanted.length) return new Map();
    const rows = await m.find(KnownNameEntity, { where: { id: In(wanted) } });
    return new Map(rows.map((r) => [r.id, r]));
  }
}
