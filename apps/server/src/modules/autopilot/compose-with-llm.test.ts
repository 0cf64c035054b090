import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LlmLoopback, startLlmLoopback } from '../../../test/llm-loopback.ts';
import { createLlmClient } from '../../integrations/llm/llm-client.ts';
import { classified, decideInputFor, loadKnowledge } from './autopilot-test-support.ts';
import { type ComposedAnswer, type ComposeInput, composeAnswer } from './compose-answer.ts';
import { composeAnswerWithLlm } from './compose-with-llm.ts';
import { decideNextAction } from './decide-next-action.ts';

const knowledge = loadKnowledge();
const people = { prospectFirstName: 'Dana', senderName: 'Maya Brandt' };
let loopback: LlmLoopback;

beforeAll(async () => {
  loopback = await startLlmLoopback();
});
afterAll(async () => {
  await loopback.close();
});
beforeEach(() => {
  loopback.requests.length = 0;
});

/** The meeting answer to an interested reply that asks about Google Meet: facts, three slots and the link. */
function meetingCase(): { input: ComposeInput; builtIn: ComposedAnswer } {
  const reply = 'Sounds interesting. Does it work with Google Meet?';
  const action = decideNextAction(decideInputFor(knowledge, reply, classified('interested')));
  if (!('answer' in action)) throw new Error(`expected an answer, got ${action.kind}`);
  const builtIn = action.answer;
  const units = knowledge.units.filter((unit) => builtIn.sources.factIds.includes(unit.id));
  const slots = builtIn.sources.slotStarts.map((start, index) => ({
    start: new Date(start),
    end: new Date(new Date(start).getTime() + 30 * 60_000),
    zone: 'Europe/Berlin',
    label: builtIn.sources.slotLabels[index] ?? '',
  }));
  const input: ComposeInput = {
    purpose: 'meeting',
    label: 'interested',
    people,
    units,
    slots,
    bookingLink: builtIn.sources.bookingLink,
  };
  expect(composeAnswer(input, 1).text).toBe(builtIn.text);
  return { input, builtIn };
}

async function modelAnswer(paragraphs: unknown): Promise<ComposedAnswer> {
  loopback.script({ kind: 'json', content: { paragraphs } });
  const { input, builtIn } = meetingCase();
  const llm = createLlmClient({ baseUrl: loopback.url, model: 'test-model', timeoutMs: 2000 });
  return composeAnswerWithLlm({
    llm,
    input,
    replyText: 'Does it work with Google Meet?',
    builtIn,
    grounding: { units: knowledge.units, names: ['Dana', 'Maya Brandt'] },
  });
}

const times = (input: ComposeInput) => (input.slots ?? []).map((slot) => ({ text: slot.label, factIds: [] }));

describe('composeAnswerWithLlm', () => {
  it('uses the model’s answer when it keeps to the facts, the times and the link', async () => {
    const { input } = meetingCase();
    const answer = await modelAnswer([
      {
        sentences: [
          {
            text: 'Good news: Notewell works with Zoom, Google Meet and Microsoft Teams.',
            factIds: ['faq.video-tools.1'],
          },
        ],
      },
      { sentences: [{ text: 'Would one of these times work for a quick call?', factIds: [] }, ...times(input)] },
      { sentences: [{ text: `Or choose another time here: ${input.bookingLink}`, factIds: [] }] },
    ]);
    expect(answer).toMatchObject({ engine: 'llm', fallbackReason: null });
    expect(answer.sources.factIds).toEqual(['faq.video-tools.1']);
    expect(answer.text.startsWith('Hi Dana,')).toBe(true);
    // The times the model kept link to the booking page opened on them, as in the built-in answer.
    const [first] = input.slots ?? [];
    const firstLink = `${input.bookingLink}?at=${encodeURIComponent(first?.start.toISOString() ?? '')}`;
    expect(answer.html).toContain(`<a href="${firstLink}">${first?.label}</a>`);
    expect(answer.text).toContain(`${first?.label} (${firstLink})`);
    const prompt = JSON.parse(loopback.requests[0]?.body.messages?.[1]?.content ?? '{}');
    expect(prompt.facts.map((fact: { id: string }) => fact.id)).toEqual(['faq.video-tools.1', 'faq.video-tools.2']);
  });

  it('falls back to the built-in answer, saying why, when the model invents a fact', async () => {
    const { input, builtIn } = meetingCase();
    const answer = await modelAnswer([
      {
        sentences: [
          {
            text: 'Notewell works with Google Meet and Webex, and Globex saved 40% of admin time.',
            factIds: ['faq.video-tools.1'],
          },
        ],
      },
      { sentences: [...times(input), { text: `${input.bookingLink}`, factIds: [] }] },
    ]);
    expect(answer.engine).toBe('built-in');
    expect(answer.text).toBe(builtIn.text);
    expect(answer.fallbackReason).toMatch(
      /^The language model's answer was not used: it names facts that are not in its inputs \(.*Webex.*\)\. The built-in answer is used instead, from the same facts\.$/,
    );
  });

  it('falls back when the model cites a fact it was not given, speaks of pricing or leaves out a time', async () => {
    const { input } = meetingCase();
    const foreign = await modelAnswer([
      {
        sentences: [
          { text: 'Notewell works with Google Meet.', factIds: ['faq.gdpr.1'] },
          ...times(input),
          { text: `${input.bookingLink}`, factIds: [] },
        ],
      },
    ]);
    expect(foreign.fallbackReason).toContain('it cites facts it was not given (faq.gdpr.1)');
    const priced = await modelAnswer([
      {
        sentences: [
          { text: 'Notewell works with Google Meet, and our pricing is fair.', factIds: ['faq.video-tools.1'] },
          ...times(input),
          { text: `${input.bookingLink}`, factIds: [] },
        ],
      },
    ]);
    expect(priced.fallbackReason).toContain('it speaks of pricing or terms (“pricing”)');
    const short = await modelAnswer([
      { sentences: [{ text: 'Notewell works with Google Meet.', factIds: ['faq.video-tools.1'] }] },
    ]);
    expect(short.fallbackReason).toContain('it leaves out “Tuesday 3 June, 10:00–10:30 (Berlin time)”');
  });

  it('falls back when the model answers the wrong shape or fails', async () => {
    expect((await modelAnswer('not a list')).fallbackReason).toBe(
      'The language model answered JSON of the wrong shape. The built-in answer is used instead, from the same facts.',
    );
    loopback.script({ kind: 'http', status: 500, body: '{}' });
    const { input, builtIn } = meetingCase();
    const llm = createLlmClient({ baseUrl: loopback.url, model: 'test-model', timeoutMs: 2000 });
    const failed = await composeAnswerWithLlm({
      llm,
      input,
      replyText: '',
      builtIn,
      grounding: { units: knowledge.units, names: [] },
    });
    expect(failed).toMatchObject({
      engine: 'built-in',
      fallbackReason:
        'The language model answered with an error (HTTP 500). The built-in answer is used instead, from the same facts.',
    });
  });
});
