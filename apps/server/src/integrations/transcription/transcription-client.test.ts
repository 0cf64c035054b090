import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTranscriptionLoopback, type TranscriptionLoopback } from '../../../test/transcription-loopback.ts';
import { createOutboundGuard } from '../../platform/outbound/outbound-guard.ts';
import { createOutboundPolicy } from '../../platform/outbound/outbound-policy.ts';
import { loopbackAllowedGuard } from '../../platform/outbound/outbound-test-support.ts';
import { createTranscriptionClient, TranscriptionError } from './transcription-client.ts';

let loopback: TranscriptionLoopback;
let folder: string;
let file: string;
const audio = Buffer.from('RIFF....WAVEfmt not really audio, the server only counts the bytes');

beforeAll(async () => {
  loopback = await startTranscriptionLoopback({ apiKey: 'sk-test' });
  folder = mkdtempSync(path.join(tmpdir(), 'leadpilot-transcription-'));
  file = path.join(folder, 'call.wav');
  writeFileSync(file, audio);
});
afterAll(async () => {
  await loopback.close();
  rmSync(folder, { recursive: true, force: true });
});

const client = (options: { apiKey?: string; guard?: ReturnType<typeof loopbackAllowedGuard> } = {}) =>
  createTranscriptionClient({
    baseUrl: loopback.url,
    model: 'diarize-model',
    apiKey: options.apiKey ?? 'sk-test',
    timeoutMs: 5000,
    guard: options.guard ?? loopbackAllowedGuard(),
  });
const input = { file: '', fileName: 'call "one".wav', contentType: 'audio/wav' };

describe('the transcription client', () => {
  it('streams the file and reads a diarised verbose_json reply', async () => {
    loopback.respond({
      segments: [
        { start: 0, end: 1.25, text: 'Hello there.', speaker: 'A' },
        { start: 1.25, end: 2.5, text: 'Hi, Maya.', speaker: 'B' },
      ],
    });
    const result = await client().transcribe({ ...input, file });
    expect(result).toEqual({
      text: 'Hello there. Hi, Maya.',
      language: 'english',
      duration: 2.5,
      segments: [
        { start: 0, end: 1.25, text: 'Hello there.', speaker: 'A' },
        { start: 1.25, end: 2.5, text: 'Hi, Maya.', speaker: 'B' },
      ],
    });
    const received = loopback.requests.at(-1);
    expect(received?.file.equals(audio)).toBe(true);
    expect(received?.fileName).toBe('call _one_.wav');
  });

  it('words refusals, and tells which may be tried again', async () => {
    const bad = await client({ apiKey: 'sk-wrong' })
      .transcribe({ ...input, file })
      .catch((error: unknown) => error);
    expect(bad).toBeInstanceOf(TranscriptionError);
    expect(bad).toMatchObject({
      message: 'The transcription service refused the file (HTTP 401): Incorrect API key provided.',
      retryable: false,
    });
    loopback.respond({ status: 503, message: 'Overloaded' });
    await expect(client().transcribe({ ...input, file })).rejects.toMatchObject({ retryable: true });
  });

  it('dials nothing the outbound guard refuses', async () => {
    const before = loopback.requests.length;
    const guard = createOutboundGuard({ policy: createOutboundPolicy([]) });
    await expect(client({ guard }).transcribe({ ...input, file })).rejects.toMatchObject({
      message: `The transcription address ${new URL(loopback.url).host} is not allowed from this server.`,
      retryable: false,
    });
    expect(loopback.requests).toHaveLength(before);
  });
});
