// What the listing service does with its object store when it starts: sweep what a crash left behind
// (upload and work folders in the temp dir, a local store's temp files of cut-off writes) and make sure a
// development or test bucket exists (a cluster's is provisioned: HeadBucket only). An unreachable store
// fails uploads, not the service: listings, open homes, geo and stores still answer.
import { LocalObjectStore, S3ObjectStore, sweepStaleTempFolders, UPLOAD_TEMP_PREFIX, type Logger, type ObjectStore } from '@adops/platform';
import { ASSET_WORK_PREFIX } from './assets.ts';

export async function prepareObjectStore(store: ObjectStore, log: Logger): Promise<void> {
  // A container's /tmp survives its restart; in the background, so a large store never delays the start.
  void sweepStaleTempFolders([UPLOAD_TEMP_PREFIX, ASSET_WORK_PREFIX]).then(
    (removed) => removed && log.warn({ removed }, 'uploads: removed temp folders of interrupted requests'),
    (error: unknown) => log.error({ err: error }, 'uploads: the sweep of temp folders failed'),
  );
  if (store instanceof LocalObjectStore) {
    void store.sweepTemporaries().then(
      (removed) => removed && log.warn({ removed }, 'object storage: removed temp files of interrupted writes'),
      (error: unknown) => log.error({ err: error }, 'object storage: the sweep of temp files failed'),
    );
  }
  if (!(store instanceof S3ObjectStore)) return;
  await store.ensureBucket().catch((error: unknown) => log.error({ err: error }, 'object storage: the S3 bucket cannot be reached; uploads will fail until it can'));
}
