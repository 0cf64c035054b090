import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AudioFormat } from './audio-format.ts';

/**
 * Where recordings live: DATA_DIR/files/recordings/<organisation>/<id>.<format>, written first
 * under DATA_DIR/tmp/recordings while the upload streams in and moved in place once it is proven.
 */
export function createRecordingFiles(dataDir: string) {
  const root = path.resolve(dataDir);
  const temporaryFolder = path.join(root, 'tmp', 'recordings');
  const pathOf = (storageKey: string) => {
    const full = path.resolve(root, storageKey);
    if (!full.startsWith(`${root}${path.sep}`)) throw new Error('a storage key outside the data folder');
    return full;
  };
  return {
    async temporaryFile(name: string) {
      await mkdir(temporaryFolder, { recursive: true });
      return path.join(temporaryFolder, name);
    },
    keyFor: (organisationId: string, id: string, format: AudioFormat) =>
      path.posix.join('files', 'recordings', organisationId, `${id}.${format}`),
    async moveIn(temporary: string, storageKey: string) {
      const target = pathOf(storageKey);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(temporary, target);
    },
    remove: (file: string) => rm(file, { force: true }),
    removeStored: (storageKey: string) => rm(pathOf(storageKey), { force: true }),
    pathOf,
    sizeOf: async (storageKey: string) => (await stat(pathOf(storageKey))).size,
    read: (storageKey: string, range?: { start: number; end: number }) =>
      createReadStream(pathOf(storageKey), range ?? {}),
  };
}
export type RecordingFiles = ReturnType<typeof createRecordingFiles>;
