import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { durationOf, readWavHeader, sniffAudio } from './audio-format.ts';
import { toneWav, wavHeader } from './recordings-test-support.ts';

const bytes = (...values: number[]) => Buffer.from([...values, ...new Array(16).fill(0)]);

describe('sniffAudio', () => {
  it.each([
    ['wav', toneWav(0.1)],
    ['mp3', Buffer.concat([Buffer.from('ID3'), Buffer.alloc(20)])],
    ['mp3', bytes(0xff, 0xfb, 0x90, 0x64)],
    ['m4a', Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A '), Buffer.alloc(20)])],
    ['webm', bytes(0x1a, 0x45, 0xdf, 0xa3)],
  ])('knows %s by its first bytes', (format, head) => {
    expect(sniffAudio(head)).toBe(format);
  });

  it.each([
    ['text', Buffer.from('name,email\nAnn,ann@example.test')],
    ['a reserved MPEG version', bytes(0xff, 0xeb, 0x90, 0x64)],
    ['a bad bit rate', bytes(0xff, 0xfb, 0xf0, 0x64)],
    ['a RIFF that is not WAVE', Buffer.concat([Buffer.from('RIFF\0\0\0\0AVI '), Buffer.alloc(8)])],
  ])('refuses %s', (_name, head) => {
    expect(sniffAudio(head)).toBeNull();
  });
});

describe('readWavHeader', () => {
  it('reads the length the header states, past other chunks', () => {
    const header = wavHeader(16000 * 90);
    const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([3, 0, 0, 0]), Buffer.from('abc\0')]);
    const withList = Buffer.concat([header.subarray(0, 36), list, header.subarray(36)]);
    expect(readWavHeader(withList)).toEqual({
      channels: 1,
      sampleRate: 8000,
      byteRate: 16000,
      dataBytes: 16000 * 90,
      durationSeconds: 90,
    });
  });

  it('answers null without a format chunk', () => {
    expect(readWavHeader(Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVEdata'), Buffer.alloc(8)]))).toBeNull();
  });
});

describe('durationOf', () => {
  it('reads an MP3’s length from its frames (100 frames of MPEG-1 Layer III at 44.1 kHz)', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'leadpilot-audio-'));
    try {
      const frame = Buffer.alloc(417);
      frame.set([0xff, 0xfb, 0x90, 0x64]);
      const file = path.join(folder, 'call.mp3');
      const bytes = Buffer.concat(Array.from({ length: 100 }, () => frame));
      writeFileSync(file, bytes);
      expect(await durationOf(file, 'mp3', bytes)).toBeCloseTo((100 * 1152) / 44100, 3);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
