import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type ByteRange, checkKey, FileMissingError, type FileStore, FileStoreTimeoutError } from './file-store.ts';

export interface S3StoreOptions {
  /** An S3-compatible endpoint (MinIO, Ceph, R2…); AWS itself when unset. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>`. */
  forcePathStyle: boolean;
  /** A folder in the bucket every key is put under, e.g. `leadpilot/`. */
  prefix?: string | undefined;
  /** Multipart uploads send parts of this size (at least 5 MiB, S3's smallest part). */
  partSizeBytes?: number;
  /** Attempts per request, retries of throttled, failed or timed-out ones included. */
  maxAttempts?: number;
  /** Longest wait for a connection to the store, in milliseconds (5 s when not given). */
  connectionTimeoutMs?: number;
  /**
   * Longest wait for one request's answer to begin, an upload part's body included, in milliseconds
   * (60 s when not given); a read's body then streams as its reader takes it.
   */
  requestTimeoutMs?: number;
}

const mebibyte = 1024 * 1024;

/** `leadpilot` and `/leadpilot/` alike become `leadpilot/`; empty stays empty. */
export function normalisePrefix(prefix: string | undefined): string {
  const trimmed = (prefix ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `${trimmed}/`;
}

const isTimeout = (error: unknown) => (error as { name?: string }).name === 'TimeoutError';

const isMissing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3-compatible bucket (AWS SDK v3): uploads stream in parts (lib-storage's `Upload`,
 * one PutObject for a small file), reads ask for byte ranges with GetObject.
 */
export function createS3FileStore(options: S3StoreOptions): FileStore {
  const connectionTimeout = options.connectionTimeoutMs ?? 5000;
  const requestTimeout = options.requestTimeoutMs ?? 60_000;
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    maxAttempts: options.maxAttempts ?? 3,
    // Checksums only where S3 requires them: stores other than AWS differ in the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without them a store that accepts the connection and never answers holds the request for ever.
    // `throwOnRequestTimeout`: the SDK only warns about a request past its timeout unless told.
    requestHandler: { connectionTimeout, requestTimeout, throwOnRequestTimeout: true },
  });
  /** The SDK's timeout as an error that says which call, which key and which setting. */
  const clearly = (operation: string, key: string, error: unknown): unknown => {
    if (!isTimeout(error)) return error;
    const connecting = /establish a connection/.test(String((error as Error).message));
    const what = connecting
      ? `could not connect within ${connectionTimeout} ms (S3_CONNECTION_TIMEOUT_MS)`
      : `did not answer within ${requestTimeout} ms (S3_REQUEST_TIMEOUT_MS)`;
    return new FileStoreTimeoutError(key, `The S3 store ${what}: ${operation} of ${key}.`, { cause: error });
  };
  const prefix = normalisePrefix(options.prefix);
  const Bucket = options.bucket;
  const objectKey = (key: string) => `${prefix}${checkKey(key)}`;
  const partSize = Math.max(5 * mebibyte, options.partSizeBytes ?? 8 * mebibyte);

  return {
    kind: 's3',
    async put(key, source, put) {
      const body = typeof source === 'string' ? createReadStream(source) : source;
      try {
        const upload = new Upload({
          client,
          params: {
            Bucket,
            Key: objectKey(key),
            Body: body,
            ContentType: put.contentType,
            ...(put.size !== undefined ? { ContentLength: put.size } : {}),
          },
          partSize,
          queueSize: 2,
        });
        await upload.done();
      } catch (error) {
        throw clearly('upload', key, error);
      } finally {
        if (typeof source === 'string') body.destroy();
      }
    },
    async read(key: string, range?: ByteRange): Promise<Readable> {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!answer.Body) throw new Error(`the bucket answered no body for ${key}`);
        return answer.Body as Readable;
      } catch (error) {
        throw isMissing(error) ? new FileMissingError(key) : clearly('GetObject', key, error);
      }
    },
    async size(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return answer.ContentLength ?? 0;
      } catch (error) {
        throw isMissing(error) ? new FileMissingError(key) : clearly('HeadObject', key, error);
      }
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (error) {
        throw clearly('DeleteObject', key, error);
      }
    },
    localPath: () => null,
  };
}
