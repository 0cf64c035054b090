import type { Readable } from 'node:stream';

/** An inclusive byte range, as a `Range: bytes=start-end` header names it. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  contentType: string;
  /** The length in bytes, when known (the S3 store sends it ahead). */
  size?: number;
}

/**
 * Where finished files live (docs/recordings.md, "Where recordings are kept"): the server's disk
 * under DATA_DIR, or an S3-compatible bucket. Keys are relative paths such as
 * `files/recordings/<organisation>/<id>.wav`, the same in both stores.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  /**
   * Stores a file under `key`, replacing any there. A path is taken over: the disk store moves it
   * in place, the S3 store streams it up (the caller removes what is left of it).
   */
  put(key: string, source: string | Readable, options: PutOptions): Promise<void>;
  /** The file, or `range` of it; throws `FileMissingError` when there is none. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Its length in bytes; throws `FileMissingError` when there is none. */
  size(key: string): Promise<number>;
  /** Removes it; a key with no file is no error. */
  remove(key: string): Promise<void>;
  /** The file's path on this server's disk when the store keeps it there, else null. */
  localPath(key: string): string | null;
}

export class FileMissingError extends Error {
  readonly key: string;
  constructor(key: string) {
    super(`no stored file under ${key}`);
    this.key = key;
    this.name = 'FileMissingError';
  }
}

/** The store did not connect, or did not answer, within its timeout (a stalled bucket fails instead of hanging). */
export class FileStoreTimeoutError extends Error {
  readonly key: string;
  constructor(key: string, message: string, options?: { cause: unknown }) {
    super(message, options);
    this.key = key;
    this.name = 'FileStoreTimeoutError';
  }
}

/** A key made of plain path segments: no empty, `.` or `..` segment, no leading slash, no backslash. */
export function checkKey(key: string): string {
  const segments = key.split('/');
  if (key.length === 0 || key.length > 900 || key.includes('\\') || key.includes('\0')) {
    throw new Error(`not a storage key: ${JSON.stringify(key.slice(0, 60))}`);
  }
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error(`not a storage key: ${JSON.stringify(key.slice(0, 60))}`);
  }
  return key;
}
