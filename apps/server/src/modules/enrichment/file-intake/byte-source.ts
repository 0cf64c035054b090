import { tooLarge } from './file-intake.errors.ts';

/** An uploaded file's bytes as they arrive: a Node stream, or any iterable of chunks (tests pass an array). */
export type ByteSource = AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string> | NodeJS.ReadableStream;

async function* fromIterable(chunks: Iterable<Uint8Array | string>): AsyncGenerator<Uint8Array | string> {
  yield* chunks;
}

/** The first bytes of a file, enough to tell its format and its delimiter, and the rest after them. */
export interface OpenedSource {
  head: Buffer;
  /** True when `head` is the whole file. */
  isWhole: boolean;
  /** Every chunk of the file, `head` first. */
  chunks: AsyncGenerator<Buffer>;
  /** Stops reading and releases the source (a Node stream is destroyed); safe to call twice. */
  close(): Promise<void>;
}

const toBuffer = (chunk: Uint8Array | string): Buffer =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, 'utf8')
    : Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/**
 * Opens `source` and reads its first `headBytes` (or all of it when shorter). Every chunk, the
 * head's included, counts towards `maxBytes`: past it, reading stops with `too_large`, so a file
 * larger than the limit is never read to its end.
 */
export async function openSource(source: ByteSource, headBytes: number, maxBytes: number): Promise<OpenedSource> {
  const iterator: AsyncIterator<Uint8Array | string> =
    Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : fromIterable(source);
  let bytesRead = 0;
  let closed = false;

  async function close(): Promise<void> {
    if (closed) return;
    closed = true;
    // A read still waiting for data ends now instead of when (or if) the data comes.
    if ('destroy' in source && typeof source.destroy === 'function') source.destroy();
    try {
      await iterator.return?.();
    } catch {
      // The source failed or was cut short while closing: there is nothing left to release.
    }
  }

  async function next(): Promise<Buffer | null> {
    if (closed) return null;
    const result = await iterator.next();
    if (result.done) {
      closed = true;
      return null;
    }
    const chunk = toBuffer(result.value);
    bytesRead += chunk.length;
    if (bytesRead > maxBytes) {
      await close();
      throw tooLarge(maxBytes);
    }
    return chunk;
  }

  const parts: Buffer[] = [];
  let length = 0;
  let isWhole = false;
  try {
    while (length < headBytes) {
      const chunk = await next();
      if (!chunk) {
        isWhole = true;
        break;
      }
      if (chunk.length > 0) parts.push(chunk);
      length += chunk.length;
    }
  } catch (error) {
    await close();
    throw error;
  }
  const head = parts.length === 1 && parts[0] ? parts[0] : Buffer.concat(parts, length);

  async function* chunks(): AsyncGenerator<Buffer> {
    if (head.length > 0) yield head;
    for (let chunk = await next(); chunk; chunk = await next()) {
      if (chunk.length > 0) yield chunk;
    }
  }

  return { head, isWhole, chunks: chunks(), close };
}
