import { describe, expect, it } from 'vitest';
import { findReferral } from './find-referral.ts';
import { labelReply } from './label-reply.ts';
import { newTextOf } from './reply-text.ts';

const label = (text: string) => labelReply(text).label;

describe('labelling a person’s reply', () => {
  it('reads "not interested" as a refusal, never as interest', () => {
    expect(label("Thanks, but I'm not interested.")).toBe('not_interested');
    expect(label("We aren't interested at all.")).toBe('not_interested');
    expect(labelReply('Not interested.').evidence).toEqual(['Not interested']);
  });

  it('reads plain interest as interest', () => {
    expect(label("We're interested - can you send the deck?")).toBe('interested');
  });

  it('lets "not now" beat interest', () => {
    expect(label('Looks interesting, but the timing is off. Circle back after the new year.')).toBe('not_now');
  });

  it('lets a request to stop beat everything, a refusal included', () => {
    expect(label('Not interested. Take me off your list.')).toBe('unsubscribe_request');
  });

  it('tells a proposed time from general interest', () => {
    expect(label('Sounds good. Can we talk Tuesday at 3?')).toBe('meeting_request');
  });

  it('does not take "let’s talk again in Q3" for a meeting', () => {
    expect(label("Let's talk again in Q3, we're busy until then.")).toBe('not_now');
  });

  it('calls a reply that asks something, and says nothing else, a question', () => {
    expect(label('Does it work with HubSpot?')).toBe('question');
  });

  it('says how sure it is: a clear phrase is surer than a reply with no phrase at all', () => {
    expect(labelReply('Please remove me from your mailing list.').confidence).toBeGreaterThanOrEqual(0.7);
    expect(labelReply('Ok.').confidence).toBeLessThan(0.5);
  });

  it('reads only the new text: the campaign quoted below the reply decides nothing', () => {
    const reply = [
      'Not right now, we are mid-reorg. Try me again in Q2.',
      '',
      'On Mon, 30 Nov 2026 at 09:12, Priya Raman <priya@seller.example> wrote:',
      '> Would you be interested in a quick call? Or reply "unsubscribe".',
    ].join('\n');
    expect(newTextOf(reply)).toBe('Not right now, we are mid-reorg. Try me again in Q2.');
    expect(label(newTextOf(reply))).toBe('not_now');
  });

  it('cuts the history at Outlook’s header block and "-----Original Message-----", in other languages too', () => {
    expect(
      newTextOf('Kein Interesse.\n\nVon: Priya <p@seller.example>\nGesendet: Montag\nAn: X\n\nInteressiert?'),
    ).toBe('Kein Interesse.');
    expect(newTextOf('No thanks.\n\n-----Original Message-----\nFrom: Priya\n\nInterested?')).toBe('No thanks.');
  });

  it('drops the signature and "Sent from my iPhone"', () => {
    expect(newTextOf('Yes please, send it.\n\nSent from my iPhone')).toBe('Yes please, send it.');
  });
});

describe('reading a reply by its structure', () => {
  it('lets a negation reach over interest in every language, after the verb too', () => {
    expect(label("I'm not interested right now, maybe in Q3.")).toBe('not_now');
    expect(label('Das interessiert uns nicht.')).toBe('not_interested');
    expect(label('Ça ne nous intéresse pas.')).toBe('not_interested');
    expect(label("Not gonna lie, we've been looking for this. Send it over.")).toBe('interested');
  });

  it('tells a near day (a meeting) from a far period (later)', () => {
    expect(label("Let's talk Thursday at 2pm.")).toBe('meeting_request');
    expect(label("Let's talk in September.")).toBe('not_now');
    expect(label('Can you send it over by Friday?')).toBe('interested');
  });

  it('lets a hand-off to a named colleague beat a refusal, and takes an assistant for a diary', () => {
    expect(label('Not interested personally - talk to Jane Doe (jane.doe@acme.example), she runs ops.')).toBe(
      'wrong_person',
    );
    expect(label('Happy to meet - my assistant Kim (kim@acme.example) keeps my calendar.')).toBe('meeting_request');
  });

  it('is less sure when a second label is nearly as strong', () => {
    const clear = labelReply('Please remove me from your list.');
    const mixed = labelReply('Please remove me from your list. Does it integrate with SAP?');
    expect(mixed.label).toBe('unsubscribe_request');
    expect(mixed.confidence).toBeLessThan(clear.confidence);
  });
});

describe('finding the colleague a wrong-person reply points to', () => {
  it('takes the named colleague and address, not the writer’s own or ours', () => {
    const text =
      'Not the right person. Talk to Jane Doe, our VP of Sales, at jane.doe@acme.example.\n\nTheo\ntheo@acme.example';
    expect(label(text)).toBe('wrong_person');
    expect(findReferral(text, ['theo@acme.example', 'priya@seller.example'])).toEqual({
      name: 'Jane Doe',
      email: 'jane.doe@acme.example',
    });
  });

  it('takes an address without a name', () => {
    expect(findReferral('Please contact operations@acme.example.', [])).toEqual({ email: 'operations@acme.example' });
  });

  it('takes a name without an address, and no pronoun for a name', () => {
    expect(findReferral('You should talk to Marcus in procurement.', [])).toEqual({ name: 'Marcus' });
    expect(findReferral("Wrong contact I'm afraid.", [])).toBeUndefined();
  });

  it('labels a wrong person with no referral too', () => {
    expect(label("Wrong contact I'm afraid, I'm in finance.")).toBe('wrong_person');
  });
});
