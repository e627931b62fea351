// What a service that keeps objects does with its object store when it starts (listing, creative): sweep what a crash left behind
// (objects put whose rows never committed, hourly too; upload and work folders in the temp dir, a local
// store's temp files of cut-off writes) and make sure a
// development or test bucket exists (a cluster's is provisioned: HeadBucket only). An unreachable store
// fails uploads, not the service: its other operations still answer.
import type { Logger } from '../logger.ts';
import { sweepStaleTempFolders } from '../http/temp-sweep.ts';
import { LocalObjectStore } from './local-object-store.ts';
import { S3ObjectStore } from './s3-object-store.ts';
import type { ObjectStore } from './object-store.ts';
import type { PendingObjects } from './pending-objects.ts';

/** How often a running service sweeps objects whose requests died mid-write (pending-objects). */
const PENDING_SWEEP_EVERY_MS = 60 * 60 * 1000;

export async function prepareObjectStore(store: ObjectStore, pending: PendingObjects, log: Logger): Promise<() => void> {
  const sweepPending = () =>
    void pending.sweep().then(
      (removed) => removed && log.warn({ removed }, 'object storage: removed objects of writes that never committed'),
      (error: unknown) => log.error({ err: error }, 'object storage: the sweep of pending objects failed'),
    );
  sweepPending();
  const timer = setInterval(sweepPending, PENDING_SWEEP_EVERY_MS);
  timer.unref();
  // A container's /tmp survives its restart; in the background, so a large store never delays the start.
  // Every platform-named work folder (uploads, assets, bulk files, workbooks): the platform names them.
  void sweepStaleTempFolders().then(
    (removed) => removed && log.warn({ removed }, 'uploads: removed temp folders of interrupted requests'),
    (error: unknown) => log.error({ err: error }, 'uploads: the sweep of temp folders failed'),
  );
  if (store instanceof LocalObjectStore) {
    void store.sweepTemporaries().then(
      (removed) => removed && log.warn({ removed }, 'object storage: removed temp files of interrupted writes'),
      (error: unknown) => log.error({ err: error }, 'object storage: the sweep of temp files failed'),
    );
  }
  if (store instanceof S3ObjectStore) {
    await store.ensureBucket().catch((error: unknown) => log.error({ err: error }, 'object storage: the S3 bucket cannot be reached; uploads will fail until it can'));
  }
  return () => clearInterval(timer);
}
