// The projections' queries: known listings, resources and names, written by the events and read by
// campaign building, an order's campaign data item and sharing.
import { In, type EntityManager } from 'typeorm';
import { KnownListingEntity, KnownNameEntity, KnownResourceEntity, type KnownListingRow, type KnownNameRow, type KnownResourceRow } from './entities.ts';
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

  /** Writes a resource as of its event, unless what is stored is newer (at the same instant a deletion stands). */
  async projectResource(m: EntityManager, row: KnownResourceRow): Promise<void> {
    const known = await m.findOne(KnownResourceEntity, { select: { eventAt: true, deleted: true }, where: { id: row.id } });
    if (!known) return void (await m.insert(KnownResourceEntity, row));
    if (!eventApplies(known, row.eventAt, row.deleted)) return;
    const { id, ...rest } = row;
    await m.update(KnownResourceEntity, { id }, rest);
  }

  /** A resource as last told, deleted or not (whose it is and whether it may be shown is the caller's to check); null when never told. */
  knownResource(m: EntityManager, id: string): Promise<KnownResourceRow | null> {
    return m.findOne(KnownResourceEntity, { where: { id } });
  }

  /** The resources named that were ever told (deleted ones too), in the order named, each once. */
  async knownResources(m: EntityManager, ids: readonly string[]): Promise<KnownResourceRow[]> {
    const wanted = [...new Set(ids)];
    if (!wanted.length) return [];
    const byId = new Map((await m.find(KnownResourceEntity, { where: { id: In(wanted) } })).map((r) => [r.id, r]));
    return wanted.map((id) => byId.get(id)).filter((r): r is KnownResourceRow => r !== undefined);
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

  /** The names (and a customer's logoUrl, an office's place) of the ids that were ever told, by id. */
  async names(m: EntityManager, ids: readonly string[]): Promise<Map<string, KnownNameRow>> {
    const wanted = ids.filter((id) => id);
    if (!wanted.length) return new Map();
    const rows = await m.find(KnownNameEntity, { where: { id: In(wanted) } });
    return new Map(rows.map((r) => [r.id, r]));
  }
}
