import { open } from 'node:fs/promises';

export type AudioFormat = 'mp3' | 'm4a' | 'wav' | 'webm';

export const contentTypes: Record<AudioFormat, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  webm: 'audio/webm',
};

/** How many of the file's first bytes are read to recognise it (a WAV's chunks before `data` fit). */
export const headBytes = 64 * 1024;

/** The file's first bytes. */
export async function readHead(file: string, length = headBytes): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The audio format its first bytes prove (the name is not trusted), or null. */
export function sniffAudio(head: Buffer): AudioFormat | null {
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WAVE') {
    return 'wav';
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') return 'm4a';
  if (head.length >= 3 && head.toString('latin1', 0, 3) === 'ID3') return 'mp3';
  // An MPEG audio frame: eleven sync bits, a known version and layer, a bit rate that is not "bad".
  if (head.length >= 4 && head[0] === 0xff) {
    const b1 = head[1] ?? 0;
    const b2 = head[2] ?? 0;
    const sync = (b1 & 0xe0) === 0xe0;
    const version = (b1 >> 3) & 3;
    const layer = (b1 >> 1) & 3;
    const bitrate = b2 >> 4;
    if (sync && version !== 1 && layer !== 0 && bitrate !== 15) return 'mp3';
  }
  return null;
}

export interface WavHeader {
  channels: number;
  sampleRate: number;
  byteRate: number;
  /** The `data` chunk's size as the header states it. */
  dataBytes: number;
  durationSeconds: number;
}

/** A WAV file's `fmt ` and `data` chunks, read exactly; null when they are not among the first bytes. */
export function readWavHeader(head: Buffer): WavHeader | null {
  let offset = 12;
  let format: { channels: number; sampleRate: number; byteRate: number } | null = null;
  while (offset + 8 <= head.length) {
    const id = head.toString('latin1', offset, offset + 4);
    const size = head.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && body + 16 <= head.length) {
      format = {
        channels: head.readUInt16LE(body + 2),
        sampleRate: head.readUInt32LE(body + 4),
        byteRate: head.readUInt32LE(body + 8),
      };
    } else if (id === 'data') {
      if (!format || format.byteRate === 0) return null;
      return { ...format, dataBytes: size, durationSeconds: size / format.byteRate };
    }
    // Chunks are padded to an even size.
    offset = body + size + (size % 2);
  }
  return null;
}

/**
 * The recording's length in seconds: a WAV's from its header, exactly; the others' from their
 * headers through music-metadata (null when the file does not say, as a live-recorded WebM may not).
 * Throws when the file cannot be read as the format it claims.
 */
export async function durationOf(file: string, format: AudioFormat, head: Buffer): Promise<number | null> {
  if (format === 'wav') {
    const header = readWavHeader(head);
    if (!header) throw new Error('no fmt and data chunks');
    return header.durationSeconds;
  }
  // music-metadata loads with the first recording measured (docs/benchmarks.md, server memory).
  const { parseFile } = await import('music-metadata');
  const metadata = await parseFile(file, { duration: format === 'mp3', skipCovers: true });
  const seconds = metadata.format.duration;
  return seconds !== undefined && Number.isFinite(seconds) ? seconds : null;
}
