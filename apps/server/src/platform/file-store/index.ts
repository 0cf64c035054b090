import { createDiskFileStore } from './disk-file-store.ts';
import type { FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

export { createDiskFileStore } from './disk-file-store.ts';
export { type ByteRange, FileMissingError, type FileStore, type PutOptions } from './file-store.ts';
export { createS3FileStore, type S3StoreOptions } from './s3-file-store.ts';

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
}

/** The bucket when S3_BUCKET is set, else the disk under DATA_DIR; chosen once at start. */
export function fileStoreFromConfig(config: FileStoreSettings): FileStore {
  if (!config.S3_BUCKET) return createDiskFileStore(config.DATA_DIR);
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_BUCKET is set without S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return createS3FileStore({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  });
}
