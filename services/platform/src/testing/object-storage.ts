// Where tests find the real S3-compatible server: the S3_* lines scripts/dev-services prints.
// Without them a test that needs S3 fails with this message; it never skips or falls back to disk.
import { ConfigError } from '../config.ts';
import { S3ObjectStore } from '../storage/s3-object-store.ts';
import { loadStorageConfig } from '../storage/storage-config.ts';

/** An S3ObjectStore on the dev-services server, its bucket created when missing. */
export async function s3TestStore(bucket = process.env.S3_BUCKET): Promise<S3ObjectStore> {
  if (!process.env.S3_ENDPOINT) {
    throw new Error('Set S3_ENDPOINT and the other S3_* variables: run `eval "$(scripts/dev-services)"` (it starts the S3-compatible server).');
  }
  const config = loadStorageConfig({ dataDir: '.data', publicUrl: 'http://127.0.0.1' }, { ...process.env, STORAGE_DRIVER: 's3', S3_BUCKET: bucket });
  if (config.driver !== 's3') throw new ConfigError('unreachable: STORAGE_DRIVER=s3 gave another driver');
  const { driver: _driver, ...options } = config;
  const store = new S3ObjectStore(options);
  await store.ensureBucket();
  return store;
}
