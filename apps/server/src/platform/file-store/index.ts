import { createDiskFileStore } from './disk-file-store.ts';
import type { FileStore } from './file-store.ts';
import type { S3StoreOptions } from './s3-file-store.ts';

export { createDiskFileStore } from './disk-file-store.ts';
export {
  type ByteRange,
  FileMissingError,
  type FileStore,
  FileStoreTimeoutError,
  type PutOptions,
} from './file-store.ts';
export type { S3StoreOptions } from './s3-file-store.ts';

/** The settings `fileStoreFromConfig` reads (config.ts checks they go together). */
export interface FileStoreSettings {
  DATA_DIR: string;
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
  S3_PREFIX?: string | undefined;
  S3_CONNECTION_TIMEOUT_MS: number;
  S3_REQUEST_TIMEOUT_MS: number;
}

/** The bucket when S3_BUCKET is set, else the disk under DATA_DIR; chosen once at start. */
export function fileStoreFromConfig(config: FileStoreSettings): FileStore {
  if (!config.S3_BUCKET) return createDiskFileStore(config.DATA_DIR);
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_BUCKET is set without S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return lazyS3FileStore({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
    connectionTimeoutMs: config.S3_CONNECTION_TIMEOUT_MS,
    requestTimeoutMs: config.S3_REQUEST_TIMEOUT_MS,
  });
}

/**
 * The S3 store, its SDK (several MB of code) imported with the first file it stores or reads, not at
 * start-up: most servers keep their files on disk and never load it.
 */
function lazyS3FileStore(options: S3StoreOptions): FileStore {
  let loaded: Promise<FileStore> | undefined;
  const store = () => {
    loaded ??= import('./s3-file-store.ts').then((module) => module.createS3FileStore(options));
    return loaded;
  };
  return {
    kind: 's3',
    put: async (key, source, putOptions) => (await store()).put(key, source, putOptions),
    read: async (key, range) => (await store()).read(key, range),
    size: async (key) => (await store()).size(key),
    remove: async (key) => (await store()).remove(key),
    localPath: () => null,
  };
}
