import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoginReply, RecordingDetail } from '@leadpilot/contracts';
import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { startTranscriptionLoopback, type TranscriptionLoopback } from '../../../test/transcription-loopback.ts';
import { seedPeople } from '../contacts/contacts-test-support.ts';

/** A mono 16-bit PCM WAV header for `dataBytes` of samples at `sampleRate`. */
export function wavHeader(dataBytes: number, sampleRate = 8000): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(Math.min(36 + dataBytes, 0xffffffff), 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** `seconds` of a 440 Hz tone as a WAV file. */
export function toneWav(seconds: number, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 8000), i * 2);
  }
  return Buffer.concat([wavHeader(data.length, sampleRate), data]);
}

export interface Cue {
  start: number;
  end: number;
  speaker: string;
  text: string;
}

const stamp = (seconds: number) => {
  const whole = Math.floor(seconds);
  const hh = String(Math.floor(whole / 3600)).padStart(2, '0');
  const mm = String(Math.floor((whole % 3600) / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(Math.round((seconds - whole) * 1000)).padStart(3, '0')}`;
};

/** A WebVTT file with a voice tag on each cue. */
export function vttOf(cues: readonly Cue[]): string {
  return `WEBVTT\n\n${cues
    .map((cue, index) => `${index + 1}\n${stamp(cue.start)} --> ${stamp(cue.end)}\n<v ${cue.speaker}>${cue.text}</v>`)
    .join('\n\n')}\n`;
}

/** A sales call as the tests tell it: the seller Maya and the buyer Tom. */
export const salesCall: Cue[] = [
  { start: 0, end: 1.5, speaker: 'Maya', text: 'Thanks for joining. How do you book meetings today?' },
  { start: 1.5, end: 3, speaker: 'Tom', text: 'We use Salesforce and Outreach. Honestly it is too expensive for us.' },
  { start: 3, end: 4.5, speaker: 'Tom', text: 'Can you integrate with HubSpot?' },
  { start: 4.5, end: 6, speaker: 'Maya', text: "Yes. I'll send the pricing sheet by Friday." },
  { start: 6, end: 8, speaker: 'Maya', text: "Let's schedule a demo for next Tuesday." },
];

export interface FormFile {
  name: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body: text fields, then files. */
export function multipartBody(fields: Record<string, string>, files: readonly FormFile[]) {
  const boundary = `----recordingtest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.name}"; filename="${file.fileName}"\r\ncontent-type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const audioFile = (bytes: Buffer, fileName = 'call.wav', contentType = 'audio/wav'): FormFile => ({
  name: 'file',
  fileName,
  contentType,
  bytes,
});
export const transcriptFile = (text: string, fileName = 'call.vtt'): FormFile => ({
  name: 'transcript',
  fileName,
  contentType: 'text/vtt',
  bytes: Buffer.from(text),
});
/** A WAV recording with the sales call's transcript beside it. */
export const audioWithTranscript = (wav: Buffer): FormFile[] => [audioFile(wav), transcriptFile(vttOf(salesCall))];

/** Posts `meta/audiosave` with a raw body (a test may cut it short). */
export async function postUpload(context: TestContext, token: string, body: { payload: Buffer; contentType: string }) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/v1/meta/audiosave',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
  return {
    status: response.statusCode,
    body: response.json() as { message: string; data: RecordingDetail; code?: string },
  };
}

/** A person of the prospect database that `organisationId` has revealed. */
export async function revealedPerson(context: TestContext, personId: string, organisationId: string) {
  await context.database.query(
    `insert into contact_reveals (organisation_id, person_id, credits) values ($1, $2, 1) on conflict do nothing`,
    [organisationId, personId],
  );
}

export interface RecordingsWorldOptions {
  /** Names the data folder and seeds the prospects. */
  name: string;
  /** Organisations signed up, each with a revealed prospect of its own (default 1). */
  organisations?: number;
  /** Starts the transcription loopback (key `sk-speech`, model `whisper-1`) and points the app at it. */
  transcription?: boolean;
  /** More settings: a bucket, a model. */
  config?: Record<string, string>;
}

export interface RecordingsOrganisation {
  owner: LoginReply;
  prospectId: string;
}

/**
 * The app on a fresh data folder, with its organisations and their prospects, and the transcription
 * loopback when asked for; `close` stops them all and removes the folder.
 */
export async function startRecordingsWorld(options: RecordingsWorldOptions) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `leadpilot-${options.name}-`));
  const speech = options.transcription ? await startTranscriptionLoopback({ apiKey: 'sk-speech' }) : null;
  const transcriptionConfig: Record<string, string> = speech
    ? { TRANSCRIPTION_BASE_URL: speech.url, TRANSCRIPTION_MODEL: 'whisper-1', TRANSCRIPTION_API_KEY: 'sk-speech' }
    : {};
  const context = await createTestContext({ config: { DATA_DIR: dataDir, ...transcriptionConfig, ...options.config } });
  const count = options.organisations ?? 1;
  const people = await seedPeople(context, count, options.name);
  const organisations: RecordingsOrganisation[] = [];
  for (const person of people.slice(0, count)) {
    const owner = await context.signup();
    await revealedPerson(context, person.id, owner.userData.organisation.id);
    organisations.push({ owner, prospectId: person.id });
  }
  if (organisations.length < count) throw new Error('not enough people seeded');
  return {
    context,
    dataDir,
    /** The `index`th organisation signed up (the first when not given). */
    organisation(index = 0): RecordingsOrganisation {
      const organisation = organisations[index];
      if (!organisation) throw new Error(`this world has ${organisations.length} organisations`);
      return organisation;
    },
    get speech(): TranscriptionLoopback {
      if (!speech) throw new Error('this world was started without a transcription service');
      return speech;
    },
    /** The names of the files below `folder` of the data folder (none when it is not there). */
    filesUnder(folder: string): string[] {
      try {
        return readdirSync(path.join(dataDir, folder), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name);
      } catch {
        return [];
      }
    },
    async close() {
      await context.close();
      await speech?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type RecordingsWorld = Awaited<ReturnType<typeof startRecordingsWorld>>;

/**
 * A recordings world started before the file's tests and closed after them. Its options are read
 * then, so they may name a loopback an earlier `beforeAll` started; its parts are read inside tests.
 */
export function useRecordingsWorld(options: RecordingsWorldOptions | (() => RecordingsWorldOptions)) {
  let started: RecordingsWorld | undefined;
  beforeAll(async () => {
    started = await startRecordingsWorld(typeof options === 'function' ? options() : options);
  }, 60_000);
  afterAll(() => started?.close());
  const world = () => {
    if (!started) throw new Error('the recordings world starts before the tests');
    return started;
  };
  return {
    get context() {
      return world().context;
    },
    get speech() {
      return world().speech;
    },
    /** The first organisation's owner. */
    get owner() {
      return world().organisation().owner;
    },
    /** The first organisation's prospect. */
    get prospectId() {
      return world().organisation().prospectId;
    },
    organisation: (index: number) => world().organisation(index),
    filesUnder: (folder: string) => world().filesUnder(folder),
    /** Posts the form to `meta/audiosave` as the first organisation's owner, or with `token`. */
    upload: (fields: Record<string, string>, files: readonly FormFile[], token?: string) =>
      postUpload(world().context, token ?? world().organisation().owner.accessToken, multipartBody(fields, files)),
  };
}
