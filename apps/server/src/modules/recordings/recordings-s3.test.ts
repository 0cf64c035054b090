import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { type S3Loopback, startS3Loopback } from '../../../test/s3-loopback.ts';
import { startTranscriptionLoopback, type TranscriptionLoopback } from '../../../test/transcription-loopback.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { seedPeople } from '../contacts/contacts-test-support.ts';
import {
  audioFile,
  multipartBody,
  postUpload,
  revealedPerson,
  salesCall,
  toneWav,
  transcriptFile,
  vttOf,
} from './recordings-test-support.ts';

// Recordings kept in an S3-compatible bucket (S3_BUCKET set): the upload still streams to a
// temporary file on disk and is checked there, then goes to the bucket; reads go to the bucket.
let context: TestContext;
let s3: S3Loopback;
let speech: TranscriptionLoopback;
let dataDir: string;
let owner: LoginReply;
let prospectId: string;
const wav = toneWav(3);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'leadpilot-recordings-s3-'));
  s3 = await startS3Loopback({ bucket: 'call-audio' });
  speech = await startTranscriptionLoopback({ apiKey: 'sk-speech' });
  context = await createTestContext({
    config: {
      DATA_DIR: dataDir,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'eu-central-1',
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_PREFIX: '/leadpilot/',
      TRANSCRIPTION_BASE_URL: speech.url,
      TRANSCRIPTION_MODEL: 'whisper-1',
      TRANSCRIPTION_API_KEY: 'sk-speech',
    },
  });
  owner = await context.signup();
  const [person] = await seedPeople(context, 1, 'recordings-s3');
  if (!person) throw new Error('no people seeded');
  prospectId = person.id;
  await revealedPerson(context, prospectId, owner.userData.organisation.id);
}, 60_000);
afterAll(async () => {
  await context.close();
  await s3.close();
  await speech.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const filesUnder = (folder: string): string[] => {
  try {
    return readdirSync(path.join(dataDir, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

const actorOfOwner = () =>
  ({
    userId: owner.userData.id,
    organisationId: owner.userData.organisation.id,
    sessionId: 'test',
    role: 'owner',
    isSuperAdmin: false,
    rules: [],
  }) as unknown as Actor;

describe('recordings kept in an S3-compatible bucket', () => {
  it('uploads to the bucket, plays byte ranges from it and deletes the object with the recording', async () => {
    const upload = await postUpload(
      context,
      owner.accessToken,
      multipartBody({ prospectId, title: 'Bucket call' }, [audioFile(wav), transcriptFile(vttOf(salesCall))]),
    );
    expect(upload.status).toBe(200);
    const id = upload.body.data.id;
    const objectKey = `leadpilot/files/recordings/${owner.userData.organisation.id}/${id}.wav`;
    expect(s3.objects.get(objectKey)?.body.equals(wav)).toBe(true);
    expect(s3.objects.get(objectKey)?.contentType).toBe('audio/wav');
    // Nothing kept on the server's disk: not in the files folder, and the temporary file is gone.
    expect(filesUnder('files')).toEqual([]);
    expect(filesUnder('tmp/recordings')).toEqual([]);
    expect(s3.requests.every((request) => request.accessKeyId === s3.accessKeyId)).toBe(true);

    const url = `/api/v1/meta/audio/${id}/file`;
    const auth = { authorization: `Bearer ${owner.accessToken}` };
    const part = await context.app.inject({ method: 'GET', url, headers: { ...auth, range: 'bytes=44-143' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 44-143/${wav.length}`);
    expect(part.rawPayload.equals(wav.subarray(44, 144))).toBe(true);
    expect(s3.requests.at(-1)).toMatchObject({ operation: 'GetObject', range: 'bytes=44-143' });
    const link = upload.body.data.audioUrl ?? '';
    const played = await context.app.inject({ method: 'GET', url: link });
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.equals(wav)).toBe(true);
    const outside = await context.app.inject({
      method: 'GET',
      url,
      headers: { ...auth, range: `bytes=${wav.length}-` },
    });
    expect(outside.statusCode).toBe(416);

    await context.app.services.recordings.remove(actorOfOwner(), id);
    expect(s3.objects.has(objectKey)).toBe(false);
    expect(s3.requests.at(-1)).toMatchObject({ operation: 'DeleteObject', key: objectKey });
    const gone = await context.app.inject({ method: 'GET', url, headers: auth });
    expect(gone.statusCode).toBe(404);
  });

  it('stores nothing in the bucket when the upload is refused', async () => {
    const before = s3.requests.length;
    const objects = s3.objects.size;
    const refused = await postUpload(
      context,
      owner.accessToken,
      multipartBody({ prospectId }, [audioFile(Buffer.from('%PDF-1.7 not audio at all'), 'call.wav')]),
    );
    expect(refused.status).toBe(422);
    expect(s3.requests.length).toBe(before);
    expect(s3.objects.size).toBe(objects);
    expect(filesUnder('tmp/recordings')).toEqual([]);
  });

  it('transcribes from a temporary copy of the object, removed afterwards', async () => {
    speech.respond({ segments: [{ start: 0, end: 3, text: 'A short call from the bucket.' }] });
    const upload = await postUpload(context, owner.accessToken, multipartBody({ prospectId }, [audioFile(wav)]));
    expect(upload.status).toBe(200);
    await context.inline.drain();
    expect(speech.requests.at(-1)?.file.equals(wav)).toBe(true);
    const detail = await context.call<{ data: { status: string } }>(
      'GET',
      `/api/v1/meta/audio/${upload.body.data.id}`,
      {
        token: owner.accessToken,
      },
    );
    expect(detail.body.data.status).toBe('ready');
    expect(filesUnder('tmp/recordings')).toEqual([]);
  });

  it('answers 404 for a recording whose object is missing from the bucket', async () => {
    const upload = await postUpload(
      context,
      owner.accessToken,
      multipartBody({ prospectId }, [audioFile(wav), transcriptFile(vttOf(salesCall))]),
    );
    s3.objects.delete(`leadpilot/files/recordings/${owner.userData.organisation.id}/${upload.body.data.id}.wav`);
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/v1/meta/audio/${upload.body.data.id}/file`,
      headers: { authorization: `Bearer ${owner.accessToken}`, range: 'bytes=0-9' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('recording') });
  });
});
