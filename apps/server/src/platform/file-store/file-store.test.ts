import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Loopback, startS3Loopback } from '../../../test/s3-loopback.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import {
  createDiskFileStore,
  FileMissingError,
  type FileStore,
  FileStoreTimeoutError,
  fileStoreFromConfig,
} from './index.ts';
import { createS3FileStore } from './s3-file-store.ts';

let folder: string;
let s3: S3Loopback;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'leadpilot-file-store-'));
  s3 = await startS3Loopback();
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

const s3Options = () => ({
  endpoint: s3.endpoint,
  region: 'eu-west-1',
  bucket: s3.bucket,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
  forcePathStyle: true,
  prefix: 'tenant-a',
  maxAttempts: 1,
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function fileWith(bytes: Buffer) {
  const file = path.join(folder, `source-${randomBytes(4).toString('hex')}`);
  writeFileSync(file, bytes);
  return file;
}

const stores: [string, () => FileStore][] = [
  ['disk', () => createDiskFileStore(path.join(folder, 'data'))],
  ['s3', () => createS3FileStore(s3Options())],
];

describe.each(stores)('the %s file store', (_kind, makeStore) => {
  const bytes = randomBytes(70_000);

  it('puts a file from a path, then reads it whole, by range and its size', async () => {
    const store = makeStore();
    await store.put('files/recordings/org-1/a.wav', fileWith(bytes), { contentType: 'audio/wav', size: bytes.length });
    expect(await store.size('files/recordings/org-1/a.wav')).toBe(70_000);
    expect((await readAll(await store.read('files/recordings/org-1/a.wav'))).equals(bytes)).toBe(true);
    const middle = await readAll(await store.read('files/recordings/org-1/a.wav', { start: 100, end: 1099 }));
    expect(middle.equals(bytes.subarray(100, 1100))).toBe(true);
    const last = await readAll(await store.read('files/recordings/org-1/a.wav', { start: 69_990, end: 69_999 }));
    expect(last.equals(bytes.subarray(69_990))).toBe(true);
  });

  it('puts a stream and replaces what was under the key', async () => {
    const store = makeStore();
    await store.put('files/b.txt', Readable.from([Buffer.from('first')]), { contentType: 'text/plain' });
    await store.put('files/b.txt', Readable.from([Buffer.from('second '), Buffer.from('version')]), {
      contentType: 'text/plain',
    });
    expect((await readAll(await store.read('files/b.txt'))).toString()).toBe('second version');
    expect(await store.size('files/b.txt')).toBe(14);
  });

  it('answers FileMissingError for a missing key, and removes without error', async () => {
    const store = makeStore();
    await expect(store.read('files/none.wav')).rejects.toBeInstanceOf(FileMissingError);
    await expect(store.read('files/none.wav', { start: 0, end: 9 })).rejects.toBeInstanceOf(FileMissingError);
    await expect(store.size('files/none.wav')).rejects.toBeInstanceOf(FileMissingError);
    await store.put('files/c.bin', fileWith(Buffer.from('gone soon')), { contentType: 'application/octet-stream' });
    await store.remove('files/c.bin');
    await expect(store.size('files/c.bin')).rejects.toBeInstanceOf(FileMissingError);
    await expect(store.remove('files/c.bin')).resolves.toBeUndefined();
  });

  it('refuses keys that climb out of their folder', async () => {
    const store = makeStore();
    for (const key of ['../outside.wav', 'files/../../x', '/files/a', 'files//a', '']) {
      await expect(store.size(key)).rejects.toThrow(/storage key/);
    }
  });
});

describe('the S3 file store on the wire', () => {
  it('signs each request with the access key and keeps objects under the prefix with their type', async () => {
    const store = createS3FileStore(s3Options());
    const before = s3.requests.length;
    await store.put('files/recordings/o/r.wav', fileWith(Buffer.from('RIFF....WAVE')), { contentType: 'audio/wav' });
    await store.read('files/recordings/o/r.wav', { start: 0, end: 3 });
    const object = s3.objects.get('tenant-a/files/recordings/o/r.wav');
    expect(object?.contentType).toBe('audio/wav');
    expect(object?.body.toString()).toBe('RIFF....WAVE');
    const sent = s3.requests.slice(before);
    expect(sent.map((request) => request.operation)).toEqual(['PutObject', 'GetObject']);
    expect(sent.every((request) => request.accessKeyId === s3.accessKeyId)).toBe(true);
    expect(sent[1]?.range).toBe('bytes=0-3');
  });

  it('streams a large file in parts and completes the multipart upload', async () => {
    const store = createS3FileStore({ ...s3Options(), partSizeBytes: 5 * 1024 * 1024 });
    const large = randomBytes(6 * 1024 * 1024 + 123);
    const before = s3.requests.length;
    await store.put('files/large.webm', fileWith(large), { contentType: 'audio/webm', size: large.length });
    const operations = s3.requests.slice(before).map((request) => request.operation);
    expect(operations[0]).toBe('CreateMultipartUpload');
    expect(operations.filter((operation) => operation === 'UploadPart')).toHaveLength(2);
    expect(operations.at(-1)).toBe('CompleteMultipartUpload');
    expect(s3.objects.get('tenant-a/files/large.webm')?.body.equals(large)).toBe(true);
    expect(await store.size('files/large.webm')).toBe(large.length);
  });

  it('aborts the multipart upload when a part is refused, leaving nothing behind', async () => {
    const store = createS3FileStore({ ...s3Options(), partSizeBytes: 5 * 1024 * 1024 });
    s3.failNext('UploadPart', { status: 403, code: 'AccessDenied' });
    const large = randomBytes(5 * 1024 * 1024 + 10);
    await expect(store.put('files/refused.webm', fileWith(large), { contentType: 'audio/webm' })).rejects.toThrow();
    expect(s3.requests.at(-1)?.operation).toBe('AbortMultipartUpload');
    expect(s3.openUploads()).toBe(0);
    expect(s3.objects.has('tenant-a/files/refused.webm')).toBe(false);
  });

  it('is refused with a wrong secret (the signature is checked)', async () => {
    const store = createS3FileStore({ ...s3Options(), secretAccessKey: 'not-the-secret-at-all-0123456789' });
    await expect(store.put('files/d.txt', fileWith(Buffer.from('x')), { contentType: 'text/plain' })).rejects.toThrow(
      /signature/i,
    );
    expect(s3.objects.has('tenant-a/files/d.txt')).toBe(false);
  });
});

describe('a stalled S3 store', () => {
  /** How long `work` took to settle, and its error. */
  async function timed(work: () => Promise<unknown>) {
    const started = performance.now();
    const error = await work().then(
      () => null,
      (failure: unknown) => failure,
    );
    return { error, elapsed: performance.now() - started };
  }

  it('fails each call with a clear error once the request timeout has passed, instead of hanging', async () => {
    const store = createS3FileStore({ ...s3Options(), requestTimeoutMs: 300 });
    await store.put('files/stall.txt', fileWith(Buffer.from('kept')), { contentType: 'text/plain' });
    const calls: [string, () => Promise<unknown>][] = [
      ['HeadObject', () => store.size('files/stall.txt')],
      ['GetObject', () => store.read('files/stall.txt', { start: 0, end: 1 })],
      ['PutObject', () => store.put('files/stall.txt', fileWith(Buffer.from('new')), { contentType: 'text/plain' })],
      ['DeleteObject', () => store.remove('files/stall.txt')],
    ];
    for (const [operation, call] of calls) {
      s3.stallNext(operation);
      const { error, elapsed } = await timed(call);
      expect(error, operation).toBeInstanceOf(FileStoreTimeoutError);
      expect((error as Error).message).toBe(
        `The S3 store did not answer within 300 ms (S3_REQUEST_TIMEOUT_MS): ${operation === 'PutObject' ? 'upload' : operation} of files/stall.txt.`,
      );
      expect(elapsed, operation).toBeGreaterThanOrEqual(290);
      expect(elapsed, operation).toBeLessThan(2000);
    }
    // The store answers again: the stalled upload and delete changed nothing.
    expect((await readAll(await store.read('files/stall.txt'))).toString()).toBe('kept');
  });

  it('tries a timed-out request again within its attempts', async () => {
    const store = createS3FileStore({ ...s3Options(), requestTimeoutMs: 300, maxAttempts: 2 });
    await store.put('files/retried.txt', fileWith(Buffer.from('twice')), { contentType: 'text/plain' });
    const before = s3.requests.length;
    s3.stallNext('HeadObject');
    expect(await store.size('files/retried.txt')).toBe(5);
    expect(s3.requests.slice(before).map((request) => request.operation)).toEqual(['HeadObject', 'HeadObject']);
  });

  it('takes its timeouts from S3_CONNECTION_TIMEOUT_MS and S3_REQUEST_TIMEOUT_MS', async () => {
    const base = { NODE_ENV: 'test', JWT_SECRET: 'j'.repeat(40), ENCRYPTION_KEY: 'e'.repeat(40) };
    const bucket = {
      ...base,
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    };
    const defaults = loadConfig(bucket);
    expect([defaults.S3_CONNECTION_TIMEOUT_MS, defaults.S3_REQUEST_TIMEOUT_MS]).toEqual([5000, 60_000]);
    expect(() => loadConfig({ ...bucket, S3_REQUEST_TIMEOUT_MS: '0' })).toThrow(/S3_REQUEST_TIMEOUT_MS/);

    const store = fileStoreFromConfig(loadConfig({ ...bucket, S3_REQUEST_TIMEOUT_MS: '400' }));
    s3.stallNext('HeadObject');
    s3.stallNext('HeadObject');
    s3.stallNext('HeadObject');
    const { error, elapsed } = await timed(() => store.size('files/anything.wav'));
    expect((error as Error).message).toMatch(/did not answer within 400 ms \(S3_REQUEST_TIMEOUT_MS\): HeadObject/);
    // Three attempts of 400 ms each, with the SDK's short back-off between them.
    expect(elapsed).toBeLessThan(6000);
  });
});

describe('choosing the file store from the settings', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'j'.repeat(40), ENCRYPTION_KEY: 'e'.repeat(40) };

  it('keeps files on disk without S3_BUCKET and in the bucket with it', () => {
    const dataDir = path.join(folder, 'chosen');
    expect(fileStoreFromConfig(loadConfig({ ...base, DATA_DIR: dataDir })).kind).toBe('disk');
    const config = loadConfig({
      ...base,
      DATA_DIR: dataDir,
      S3_BUCKET: 'leadpilot-files',
      S3_ACCESS_KEY_ID: 'AKIA1',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.S3_FORCE_PATH_STYLE).toBe(true);
    expect(config.S3_REGION).toBe('us-east-1');
    expect(fileStoreFromConfig(config).kind).toBe('s3');
    expect(existsSync(path.join(dataDir, 'files'))).toBe(false);
  });

  it('refuses to start with a bucket but no keys, or S3 settings without a bucket', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'leadpilot-files' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'leadpilot-files' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...base, S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 's' })).toThrow(/S3_BUCKET/);
    expect(() =>
      loadConfig({ ...base, S3_BUCKET: 'No_Such Bucket', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }),
    ).toThrow(/bucket name/);
  });
});
