import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, FileStore } from '../../platform/file-store/index.ts';
import { type AudioFormat, contentTypes } from './audio-format.ts';

/**
 * Where recordings live: streamed first to DATA_DIR/tmp/recordings while the upload arrives and is
 * checked, then put in the file store (DATA_DIR/files/recordings/<organisation>/<id>.<format>, or the
 * same key in the S3 bucket) once it is proven.
 */
export function createRecordingFiles(dataDir: string, store: FileStore) {
  const temporaryFolder = path.join(path.resolve(dataDir), 'tmp', 'recordings');
  const temporaryFile = async (name: string) => {
    await mkdir(temporaryFolder, { recursive: true });
    return path.join(temporaryFolder, name);
  };
  return {
    temporaryFile,
    keyFor: (organisationId: string, id: string, format: AudioFormat) =>
      path.posix.join('files', 'recordings', organisationId, `${id}.${format}`),
    /** Puts the proven temporary file in the store (the caller removes what is left of it). */
    async moveIn(temporary: string, storageKey: string, format: AudioFormat) {
      const { size } = await stat(temporary);
      await store.put(storageKey, temporary, { contentType: contentTypes[format], size });
    },
    remove: (file: string) => rm(file, { force: true }),
    removeStored: (storageKey: string) => store.remove(storageKey),
    sizeOf: (storageKey: string) => store.size(storageKey),
    read: (storageKey: string, range?: ByteRange) => store.read(storageKey, range),
    /**
     * Runs `use` with the recording as a file on this server's disk (the transcription client sends a
     * file): the stored file itself on disk, else a temporary copy from the bucket removed afterwards.
     */
    async withLocalFile<T>(storageKey: string, use: (file: string) => Promise<T>): Promise<T> {
      const local = store.localPath(storageKey);
      if (local) return use(local);
      const copy = await temporaryFile(`${randomUUID()}${path.posix.extname(storageKey)}`);
      try {
        await pipeline(await store.read(storageKey), createWriteStream(copy));
        return await use(copy);
      } finally {
        await rm(copy, { force: true });
      }
    },
  };
}
export type RecordingFiles = ReturnType<typeof createRecordingFiles>;
