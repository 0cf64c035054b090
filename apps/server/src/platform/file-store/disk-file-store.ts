import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ByteRange, checkKey, FileMissingError, type FileStore } from './file-store.ts';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

async function moveFile(from: string, to: string) {
  try {
    await rename(from, to);
  } catch (error) {
    // Another file system (a mounted volume): copy, then remove the original.
    if ((error as { code?: string }).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

/** Files on this server's disk, under `root` (DATA_DIR): a key is a path relative to it. */
export function createDiskFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    const full = path.resolve(base, checkKey(key));
    if (!full.startsWith(`${base}${path.sep}`)) throw new Error('a storage key outside the data folder');
    return full;
  };
  return {
    kind: 'disk',
    async put(key, source) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      if (typeof source === 'string') return moveFile(source, target);
      // Written beside its place and renamed, so a reader never sees half a file.
      const partial = `${target}.${randomUUID()}.part`;
      try {
        await pipeline(source, createWriteStream(partial));
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async read(key: string, range?: ByteRange): Promise<Readable> {
      const handle = await open(pathOf(key), 'r').catch((error: unknown) => {
        throw isMissing(error) ? new FileMissingError(key) : error;
      });
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        throw isMissing(error) ? new FileMissingError(key) : error;
      }
    },
    remove: (key) => rm(pathOf(key), { force: true }),
    localPath: pathOf,
  };
}
