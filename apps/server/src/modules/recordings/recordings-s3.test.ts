import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Loopback, startS3Loopback } from '../../../test/s3-loopback.ts';
import { audioFile, audioWithTranscript, toneWav, useRecordingsWorld } from './recordings-test-support.ts';

// Recordings kept in an S3-compatible bucket (S3_BUCKET set): the upload still streams to a
// temporary file on disk and is checked there, then goes to the bucket; reads go to the bucket.
let s3: S3Loopback;
const wav = toneWav(3);

beforeAll(async () => {
  s3 = await startS3Loopback({ bucket: 'call-audio' });
});
afterAll(() => s3.close());
const world = useRecordingsWorld(() => ({
  name: 'recordings-s3',
  transcription: true,
  config: {
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'eu-central-1',
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_PREFIX: '/leadpilot/',
  },
}));

describe('recordings kept in an S3-compatible bucket', () => {
  it('uploads to the bucket, plays byte ranges from it and deletes the object with the recording', async () => {
    const upload = await world.upload({ prospectId: world.prospectId, title: 'Bucket call' }, audioWithTranscript(wav));
    expect(upload.status).toBe(200);
    const id = upload.body.data.id;
    const objectKey = `leadpilot/files/recordings/${world.owner.userData.organisation.id}/${id}.wav`;
    expect(s3.objects.get(objectKey)?.body.equals(wav)).toBe(true);
    expect(s3.objects.get(objectKey)?.contentType).toBe('audio/wav');
    // Nothing kept on the server's disk: not in the files folder, and the temporary file is gone.
    expect(world.filesUnder('files')).toEqual([]);
    expect(world.filesUnder('tmp/recordings')).toEqual([]);
    expect(s3.requests.every((request) => request.accessKeyId === s3.accessKeyId)).toBe(true);

    const url = `/api/v1/meta/audio/${id}/file`;
    const auth = { authorization: `Bearer ${world.owner.accessToken}` };
    const part = await world.context.app.inject({ method: 'GET', url, headers: { ...auth, range: 'bytes=44-143' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 44-143/${wav.length}`);
    expect(part.rawPayload.equals(wav.subarray(44, 144))).toBe(true);
    expect(s3.requests.at(-1)).toMatchObject({ operation: 'GetObject', range: 'bytes=44-143' });
    const link = upload.body.data.audioUrl ?? '';
    const played = await world.context.app.inject({ method: 'GET', url: link });
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.equals(wav)).toBe(true);
    const outside = await world.context.app.inject({
      method: 'GET',
      url,
      headers: { ...auth, range: `bytes=${wav.length}-` },
    });
    expect(outside.statusCode).toBe(416);

    const deleted = await world.context.call('DELETE', `/api/v1/meta/audio/${id}`, { token: world.owner.accessToken });
    expect(deleted.status).toBe(200);
    expect(s3.objects.has(objectKey)).toBe(false);
    expect(s3.requests.at(-1)).toMatchObject({ operation: 'DeleteObject', key: objectKey });
    const gone = await world.context.app.inject({ method: 'GET', url, headers: auth });
    expect(gone.statusCode).toBe(404);
  });

  it('stores nothing in the bucket when the upload is refused', async () => {
    const before = s3.requests.length;
    const objects = s3.objects.size;
    const refused = await world.upload({ prospectId: world.prospectId }, [
      audioFile(Buffer.from('%PDF-1.7 not audio at all'), 'call.wav'),
    ]);
    expect(refused.status).toBe(422);
    expect(s3.requests.length).toBe(before);
    expect(s3.objects.size).toBe(objects);
    expect(world.filesUnder('tmp/recordings')).toEqual([]);
  });

  it('transcribes from a temporary copy of the object, removed afterwards', async () => {
    world.speech.respond({ segments: [{ start: 0, end: 3, text: 'A short call from the bucket.' }] });
    const upload = await world.upload({ prospectId: world.prospectId }, [audioFile(wav)]);
    expect(upload.status).toBe(200);
    await world.context.inline.drain();
    expect(world.speech.requests.at(-1)?.file.equals(wav)).toBe(true);
    const detail = await world.context.call<{ data: { status: string } }>(
      'GET',
      `/api/v1/meta/audio/${upload.body.data.id}`,
      {
        token: world.owner.accessToken,
      },
    );
    expect(detail.body.data.status).toBe('ready');
    expect(world.filesUnder('tmp/recordings')).toEqual([]);
  });

  it('answers 404 for a recording whose object is missing from the bucket', async () => {
    const upload = await world.upload({ prospectId: world.prospectId }, audioWithTranscript(wav));
    s3.objects.delete(`leadpilot/files/recordings/${world.owner.userData.organisation.id}/${upload.body.data.id}.wav`);
    const response = await world.context.app.inject({
      method: 'GET',
      url: `/api/v1/meta/audio/${upload.body.data.id}/file`,
      headers: { authorization: `Bearer ${world.owner.accessToken}`, range: 'bytes=0-9' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('recording') });
  });
});
