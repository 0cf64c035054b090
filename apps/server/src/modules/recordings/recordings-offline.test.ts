import type { Recording, RecordingSummary } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LlmLoopback, startLlmLoopback } from '../../../test/llm-loopback.ts';
import { audioFile, audioWithTranscript, toneWav, useRecordingsWorld } from './recordings-test-support.ts';

let llm: LlmLoopback;
const wav = toneWav(3);

beforeAll(async () => {
  llm = await startLlmLoopback({ apiKey: 'sk-summary' });
});
afterAll(() => llm.close());
// No transcription service; a model for summaries.
const world = useRecordingsWorld(() => ({
  name: 'recordings-offline',
  config: { LLM_BASE_URL: llm.url, LLM_MODEL: 'summary-model', LLM_API_KEY: 'sk-summary' },
}));

describe('without a transcription service', () => {
  it('keeps the recording, waiting for transcription in plain words', async () => {
    const upload = await world.upload({ prospectId: world.prospectId }, [audioFile(wav)]);
    expect(upload.status).toBe(200);
    expect(upload.body.data).toMatchObject({
      status: 'waiting',
      statusLabel: 'Waiting for transcription',
      durationSeconds: 3,
    });
    expect(upload.body.message).toMatch(/waiting for transcription/);
    await world.context.inline.drain();
    const summary = await world.context.call('GET', `/api/v1/meta/audiosummarize/${upload.body.data.id}`, {
      token: world.owner.accessToken,
    });
    expect(summary).toMatchObject({
      status: 422,
      body: {
        message: 'This recording is waiting for transcription; upload it with a transcript file to summarise it.',
      },
    });
    expect(llm.requests).toHaveLength(0);
  });
});

describe('a summary written by the model', () => {
  it('keeps only the items whose quote is words of the segment they cite', async () => {
    const cited = (segmentIndex: number, quote: string, text = quote) => ({ segmentIndex, quote, text });
    llm.script({
      kind: 'json',
      content: {
        nextSteps: [
          cited(3, "I'll send the pricing sheet by Friday", 'Maya sends the pricing sheet by Friday'),
          cited(3, 'We will give you a 50% discount'),
          cited(9, 'Let’s schedule a demo'),
          cited(1, "Let's schedule a demo for next Tuesday"),
        ],
        questions: [cited(2, 'Can you integrate with HubSpot?')],
        objections: [cited(1, 'too expensive for us')],
        competitors: [
          { ...cited(1, 'We use Salesforce'), name: 'Salesforce' },
          { ...cited(1, 'We use Salesforce'), name: 'Gong' },
        ],
        dates: [{ ...cited(4, 'next Tuesday'), date: 'soon' }],
      },
    });
    const upload = await world.upload({ prospectId: world.prospectId }, audioWithTranscript(wav));
    expect(upload.status).toBe(200);
    await world.context.inline.drain();
    expect(llm.requests).toHaveLength(1);
    expect(llm.requests[0]?.body.messages?.[1]?.content).toContain(
      "[3] (4.5 s) Maya: Yes. I'll send the pricing sheet by Friday.",
    );

    const reply = await world.context.call<{ data: RecordingSummary }>(
      'GET',
      `/api/v1/meta/audiosummarize/${upload.body.data.id}`,
      {
        token: world.owner.accessToken,
      },
    );
    const summary = reply.body.data;
    expect(summary.source).toBe('model');
    expect(summary.nextSteps).toEqual([
      {
        text: 'Maya sends the pricing sheet by Friday',
        quote: "I'll send the pricing sheet by Friday",
        segmentIndex: 3,
        start: 4.5,
        speaker: 'Maya',
      },
    ]);
    expect(summary.questions).toEqual([{ speaker: 'Tom', items: [expect.objectContaining({ start: 3 })] }]);
    expect(summary.competitors.map((item) => item.name)).toEqual(['Salesforce']);
    expect(summary.dates).toEqual([expect.objectContaining({ quote: 'next Tuesday', date: null, start: 6 })]);
    expect(llm.requests).toHaveLength(1);
  });

  it('falls back to the rules when the model fails', async () => {
    llm.script({ kind: 'http', status: 500, body: '{"error":{"message":"down"}}' });
    const upload = await world.upload({ prospectId: world.prospectId }, audioWithTranscript(wav));
    await world.context.inline.drain();
    const list = await world.context.call<{ data: Recording[] }>('GET', '/api/v1/meta/listaudiotranscribe', {
      token: world.owner.accessToken,
    });
    const stored = list.body.data.find((recording) => recording.id === upload.body.data.id);
    expect(stored?.summary?.source).toBe('rules');
    expect(stored?.summary?.nextSteps).toHaveLength(2);
  });
});
