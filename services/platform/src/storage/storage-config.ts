// Which object store a service uses, from the environment, checked once at start like config.ts:
//   STORAGE_DRIVER      local (default) | s3
//   STORAGE_PUBLIC_URL  base of cdnUrl (a CDN in front of the store); local default: PUBLIC_URL/files
//   STORAGE_DIR         local: the root folder (default DATA_DIR/objects)
//   S3_BUCKET           s3: required
//   S3_REGION           s3: default us-east-1
//   S3_ENDPOINT         s3: an S3-compatible server's URL (unset for AWS)
//   S3_FORCE_PATH_STYLE s3: default true when S3_ENDPOINT is set, else false
//   S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY  s3: both or neither (neither: the SDK's default chain)
import { join } from 'node:path';
import { ConfigError, type PlatformConfig } from '../config.ts';
import { LocalObjectStore } from './local-object-store.ts';
import type { ObjectStore } from './object-store.ts';
import { bucketUrl, S3ObjectStore, type S3ObjectStoreOptions } from './s3-object-store.ts';

type Env = Record<string, string | undefined>;

export type StorageConfig =
  | { driver: 'local'; root: string; publicBaseUrl: string }
  | ({ driver: 's3' } & S3ObjectStoreOptions);

function httpUrl(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!URL.canParse(raw) || !/^https?:\/\//.test(raw)) throw new ConfigError(`${name} must be an absolute http(s) URL (got '${raw}')`);
  return raw.replace(/\/+$/, '');
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got '${env[name]}')`);
}

export function loadStorageConfig(platform: Pick<PlatformConfig, 'dataDir' | 'publicUrl'>, env: Env = process.env): StorageConfig {
  const driver = env.STORAGE_DRIVER || 'local';
  const publicBaseUrl = httpUrl(env, 'STORAGE_PUBLIC_URL');
  if (driver === 'local') {
    return { driver, root: env.STORAGE_DIR || join(platform.dataDir, 'objects'), publicBaseUrl: publicBaseUrl ?? `${platform.publicUrl}/files` };
  }
  if (driver !== 's3') throw new ConfigError(`STORAGE_DRIVER must be one of local, s3 (got '${driver}')`);
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new ConfigError('S3_BUCKET is required when STORAGE_DRIVER=s3');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError(`S3_BUCKET must be a valid bucket name (got '${bucket}')`);
  const endpoint = httpUrl(env, 'S3_ENDPOINT');
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  return {
    driver,
    bucket,
    region: env.S3_REGION || 'us-east-1',
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', endpoint !== undefined),
    ...(endpoint ? { endpoint } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    ...(publicBaseUrl ? { publicBaseUrl } : {}),
  };
}

export function createObjectStore(config: StorageConfig): ObjectStore {
  if (config.driver === 'local') return new LocalObjectStore(config);
  const { driver: _driver, ...options } = config;
  return new S3ObjectStore(options);
}

/**
 * The origin browsers fetch stored assets from: that of every cdnUrl and thumbnail (STORAGE_PUBLIC_URL, else
 * the local store's PUBLIC_URL/files or the bucket's own URL). The app's Content-Security-Policy admits it
 * for images and media (securityHeaders' assetOrigins).
 */
export function storagePublicOrigin(config: StorageConfig): string {
  const base = config.driver === 'local' ? config.publicBaseUrl : config.publicBaseUrl ?? bucketUrl(config);
  return new URL(base).origin;
}
