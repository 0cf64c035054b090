import type { Recording, RecordingSummary, SummaryItem } from '@leadpilot/contracts';
import { describe, expect, it } from 'vitest';
import {
  audioFile,
  audioWithTranscript,
  multipartBody,
  postUpload,
  toneWav,
  transcriptFile,
  useRecordingsWorld,
  wavHeader,
} from './recordings-test-support.ts';

const world = useRecordingsWorld({ name: 'recordings', organisations: 2, transcription: true });
/** The second organisation: its owner and its own prospect. */
const other = () => world.organisation(1);
const wav = toneWav(8);

const rowCount = async (organisationId: string) =>
  (
    await world.context.database.query<{ n: number }>(
      'select count(*)::int as n from call_recordings where organisation_id = $1',
      [organisationId],
    )
  )[0]?.n;

/** Every item quotes words of the segment it cites, at that segment's start. */
function expectCited(items: SummaryItem[], segments: { index: number; start: number | null; text: string }[]) {
  for (const item of items) {
    const segment = segments[item.segmentIndex];
    expect(segment, item.text).toBeDefined();
    expect(item.start).toBe(segment?.start);
    expect(segment?.text).toContain(item.quote);
  }
}

describe('POST meta/audiosave with a transcript file', () => {
  it('stores the recording and its speakers, and summarises with every item cited', async () => {
    const upload = await world.upload(
      { prospectId: world.prospectId, title: 'Discovery call' },
      audioWithTranscript(wav),
    );
    expect(upload.status).toBe(200);
    expect(upload.body.message).toBe('Saved “Discovery call” with its transcript.');
    const recording = upload.body.data;
    expect(recording).toMatchObject({
      status: 'ready',
      statusLabel: 'Ready',
      format: 'wav',
      durationSeconds: 8,
      transcriptSource: 'file',
      speakersKnown: true,
      prospect: { id: world.prospectId },
    });
    expect(recording.segments.map((segment) => segment.speaker)).toEqual(['Maya', 'Tom', 'Tom', 'Maya', 'Maya']);
    expect(world.filesUnder(`files/recordings/${world.owner.userData.organisation.id}`)).toEqual([
      `${recording.id}.wav`,
    ]);
    await world.context.inline.drain();

    const first = await world.context.call<{ data: RecordingSummary }>(
      'GET',
      `/api/v1/meta/audiosummarize/${recording.id}`,
      {
        token: world.owner.accessToken,
      },
    );
    expect(first.status).toBe(200);
    const summary = first.body.data;
    expect(summary.nextSteps.map((item) => item.quote)).toEqual([
      "I'll send the pricing sheet by Friday.",
      "Let's schedule a demo for next Tuesday.",
    ]);
    expect(summary.nextSteps.map((item) => item.start)).toEqual([4.5, 6]);
    expectCited(summary.nextSteps, recording.segments);
    expect(summary.questions).toEqual([
      { speaker: 'Maya', items: [expect.objectContaining({ quote: 'How do you book meetings today?', start: 0 })] },
      { speaker: 'Tom', items: [expect.objectContaining({ quote: 'Can you integrate with HubSpot?', start: 3 })] },
    ]);
    expect(summary.objections.map((item) => item.quote)).toEqual(['Honestly it is too expensive for us.']);
    expect(summary.competitors.map((item) => item.name)).toEqual(['Salesforce', 'Outreach', 'HubSpot']);
    expect(summary.dates.map((item) => item.quote)).toEqual(['today', 'Friday', 'next Tuesday']);
    expect(summary.dates.every((item) => /^\d{4}-\d{2}-\d{2}$/.test(item.date ?? ''))).toBe(true);
    for (const list of [
      summary.objections,
      summary.competitors,
      summary.dates,
      ...summary.questions.map((q) => q.items),
    ]) {
      expectCited(list, recording.segments);
    }
    expect(summary).toMatchObject({ speakersKnown: true, notes: [], source: 'rules' });

    const again = await world.context.call<{ data: RecordingSummary }>(
      'GET',
      `/api/v1/meta/audiosummarize/${recording.id}`,
      {
        token: world.owner.accessToken,
      },
    );
    expect(again.body.data.createdAt).toBe(summary.createdAt);
    expect(world.speech.requests).toHaveLength(0);
  });
});

describe('transcription through the service', () => {
  it('sends the file as OpenAI takes it and keeps the segments; unnamed speakers are said, not guessed', async () => {
    world.speech.respond({
      segments: [
        { start: 0, end: 2.5, text: 'Do you already use a dialler?' },
        { start: 2.5, end: 5, text: 'We already use Gong. Budget is tight this quarter.' },
        { start: 5, end: 8, text: "I'll send a case study and we can follow up next week." },
      ],
    });
    const upload = await world.upload({ prospectId: world.prospectId }, [audioFile(wav, 'tone.wav')]);
    expect(upload.status).toBe(200);
    expect(upload.body.data.status).toBe('transcribing');
    await world.context.inline.drain();

    const request = world.speech.requests.at(-1);
    expect(request).toMatchObject({
      authorization: 'Bearer sk-speech',
      fileName: 'tone.wav',
      fileContentType: 'audio/wav',
      fields: { model: ['whisper-1'], response_format: ['verbose_json'], 'timestamp_granularities[]': ['segment'] },
    });
    expect(request?.file.equals(wav)).toBe(true);

    const detail = await world.context.call<{
      data: Recording & { segments: { index: number; start: number; text: string }[] };
    }>('GET', `/api/v1/meta/audio/${upload.body.data.id}`, { token: world.owner.accessToken });
    expect(detail.body.data).toMatchObject({ status: 'ready', transcriptSource: 'service', speakersKnown: false });
    const summary = detail.body.data.summary;
    expect(summary?.nextSteps.map((item) => item.quote)).toEqual([
      "I'll send a case study and we can follow up next week.",
    ]);
    expectCited(summary?.nextSteps ?? [], detail.body.data.segments);
    expect(summary?.questions).toEqual([{ speaker: null, items: [expect.objectContaining({ start: 0 })] }]);
    expect(summary?.notes).toContain(
      'The transcript does not name its speakers, so questions are listed without saying which side asked.',
    );
    expect(summary?.competitors.map((item) => item.name)).toEqual(['Gong']);
  });

  it('keeps a refusal in plain words', async () => {
    world.speech.respond({ status: 400, message: 'Audio file might be corrupted or unsupported' });
    const upload = await world.upload({ prospectId: world.prospectId }, [audioFile(wav)]);
    await world.context.inline.drain();
    const detail = await world.context.call<{ data: Recording }>('GET', `/api/v1/meta/audio/${upload.body.data.id}`, {
      token: world.owner.accessToken,
    });
    expect(detail.body.data).toMatchObject({
      status: 'failed',
      statusDetail:
        'The transcription service refused the file (HTTP 400): Audio file might be corrupted or unsupported.',
    });
    const summary = await world.context.call('GET', `/api/v1/meta/audiosummarize/${upload.body.data.id}`, {
      token: world.owner.accessToken,
    });
    expect(summary.status).toBe(422);
  });
});

describe('bad uploads store nothing', () => {
  const refusals: [string, () => { payload: Buffer; contentType: string }, number, RegExp][] = [
    [
      'not audio',
      () =>
        multipartBody({ prospectId: world.prospectId }, [
          audioFile(Buffer.from('name,email\nAnn,ann@example.test\n'), 'call.wav'),
        ]),
      422,
      /not a recording we can read: upload MP3, M4A, WAV or WebM/,
    ],
    [
      'longer than two hours (a WAV header claiming 2 h 1 min)',
      () =>
        multipartBody({ prospectId: world.prospectId }, [
          audioFile(Buffer.concat([wavHeader(7260 * 16000), Buffer.alloc(800)])),
        ]),
      422,
      /lasts 2 h 1 min; recordings may last up to 2 hours/,
    ],
    [
      'empty',
      () => multipartBody({ prospectId: world.prospectId }, [audioFile(Buffer.alloc(0))]),
      400,
      /This recording is empty/,
    ],
    [
      'cut short',
      () => {
        const body = multipartBody({ prospectId: world.prospectId }, [audioFile(wav)]);
        return { ...body, payload: body.payload.subarray(0, 20_000) };
      },
      400,
      /cut short or could not be read/,
    ],
    [
      'without its prospect or meeting',
      () => multipartBody({}, [audioFile(wav)]),
      400,
      /Choose the prospect or the meeting/,
    ],
    [
      'with a broken transcript',
      () =>
        multipartBody({ prospectId: world.prospectId }, [
          audioFile(wav),
          transcriptFile('WEBVTT\n\n00:00:05.000 --> 00:00:01.000\nHello'),
        ]),
      422,
      /The transcript cannot be read/,
    ],
  ];
  it.each(refusals)('%s', async (_name, body, status, message) => {
    const organisationId = other().owner.userData.organisation.id;
    const upload = await postUpload(world.context, other().owner.accessToken, body());
    expect(upload.status).toBe(status);
    expect(upload.body.message).toMatch(message);
    expect(await rowCount(organisationId)).toBe(0);
    expect(world.filesUnder(`files/recordings/${organisationId}`)).toEqual([]);
    expect(world.filesUnder('tmp/recordings')).toEqual([]);
  });
});

describe('one organisation’s recordings', () => {
  it('lists, searches and pages them', async () => {
    const list = await world.context.call<{ data: Recording[]; total: number }>(
      'GET',
      '/api/v1/meta/listaudiotranscribe?q=discovery&perPage=5',
      { token: world.owner.accessToken },
    );
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({ title: 'Discovery call', status: 'ready', durationSeconds: 8 });
    expect(list.body.data[0]?.summary?.nextSteps).toHaveLength(2);
    const paged = await world.context.call<{ data: Recording[]; total: number }>(
      'GET',
      '/api/v1/meta/listaudiotranscribe?perPage=1',
      {
        token: world.owner.accessToken,
      },
    );
    expect(paged.body).toMatchObject({ total: 3, page: 1, perPage: 1 });
    expect(paged.body.data).toHaveLength(1);
  });

  it('streams the audio with byte ranges', async () => {
    const [first] = (
      await world.context.call<{ data: Recording[] }>('GET', '/api/v1/meta/listaudiotranscribe', {
        token: world.owner.accessToken,
      })
    ).body.data;
    const url = `/api/v1/meta/audio/${first?.id}/file`;
    const auth = { authorization: `Bearer ${world.owner.accessToken}` };
    const whole = await world.context.app.inject({ method: 'GET', url, headers: auth });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.rawPayload.equals(wav)).toBe(true);
    const part = await world.context.app.inject({ method: 'GET', url, headers: { ...auth, range: 'bytes=0-43' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-43/${wav.length}`);
    expect(part.rawPayload.equals(wav.subarray(0, 44))).toBe(true);
    const outside = await world.context.app.inject({
      method: 'GET',
      url,
      headers: { ...auth, range: `bytes=${wav.length}-` },
    });
    expect(outside.statusCode).toBe(416);
  });

  it('opens the audio to the player through its signed link only', async () => {
    const [first, second] = (
      await world.context.call<{ data: Recording[] }>('GET', '/api/v1/meta/listaudiotranscribe', {
        token: world.owner.accessToken,
      })
    ).body.data;
    const link = first?.audioUrl ?? '';
    expect(link).toMatch(new RegExp(`^/api/v1/meta/audio/stream/${first?.id}\\.\\d+\\.[\\w-]{43}$`));
    const played = await world.context.app.inject({ method: 'GET', url: link, headers: { range: 'bytes=44-' } });
    expect(played.statusCode).toBe(206);
    expect(played.rawPayload.equals(wav.subarray(44))).toBe(true);
    const tampered = `${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`;
    // The same expiry and signature for another recording: the signature covers the id.
    const otherId = link.replace(first?.id ?? '', second?.id ?? '');
    for (const url of [tampered, otherId]) {
      const refused = await world.context.app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(404);
    }
    const malformed = await world.context.app.inject({ method: 'GET', url: '/api/v1/meta/audio/stream/not-a-token' });
    expect(malformed.statusCode).toBe(400);
    const before = world.context.clock.now();
    world.context.clock.set(new Date(before.getTime() + 7 * 60 * 60 * 1000));
    const expired = await world.context.app.inject({ method: 'GET', url: link });
    world.context.clock.set(before);
    expect(expired.statusCode).toBe(404);
  });

  it('answers another organisation 404, and refuses its prospect', async () => {
    const [first] = (
      await world.context.call<{ data: Recording[] }>('GET', '/api/v1/meta/listaudiotranscribe', {
        token: world.owner.accessToken,
      })
    ).body.data;
    for (const url of [
      `/api/v1/meta/audio/${first?.id}`,
      `/api/v1/meta/audiosummarize/${first?.id}`,
      `/api/v1/meta/audio/${first?.id}/file`,
    ]) {
      const answer = await world.context.call('GET', url, { token: other().owner.accessToken });
      expect(answer.status, url).toBe(404);
    }
    const theirs = await world.context.call<{ total: number }>('GET', '/api/v1/meta/listaudiotranscribe', {
      token: other().owner.accessToken,
    });
    expect(theirs.body.total).toBe(0);
    const upload = await world.upload({ prospectId: other().prospectId }, [audioFile(wav)]);
    expect(upload.status).toBe(404);
    expect(upload.body.message).toBe('This prospect was not found.');
    const asJson = await world.context.call('POST', '/api/v1/meta/audiosave', {
      token: world.owner.accessToken,
      body: { prospectId: other().prospectId },
    });
    expect(asJson).toMatchObject({ status: 404, body: { message: 'This prospect was not found.' } });
    const withoutFile = await world.context.call('POST', '/api/v1/meta/audiosave', {
      token: world.owner.accessToken,
      body: { prospectId: world.prospectId },
    });
    expect(withoutFile).toMatchObject({
      status: 422,
      body: { message: 'Send the recording as a multipart form with its `file`.' },
    });
    expect(await rowCount(world.owner.userData.organisation.id)).toBe(3);
  });
});
