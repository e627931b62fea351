// The storage port and its adapters (object-store.ts says what the port promises).
export * from './object-store.ts';
export { assertValidKey, objectKeyOf } from './object-keys.ts';
export { LocalObjectStore, type LocalObjectStoreOptions } from './local-object-store.ts';
export { S3ObjectStore, type S3ObjectStoreOptions } from './s3-object-store.ts';
export { loadStorageConfig, createObjectStore, storagePublicOrigin, type StorageConfig } from './storage-config.ts';
export { objectFiles, byteRangeOf } from './object-files.ts';
export { PendingObjects, PendingObjectEntity, CreatePendingObjects1764400000002, PENDING_OBJECT_TTL_MS } from './pending-objects.ts';
export { prepareObjectStore } from './prepare-object-store.ts';
