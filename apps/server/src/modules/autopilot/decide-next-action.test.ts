import { describe, expect, it } from 'vitest';
import type { AutopilotMode } from './autopilot-settings.ts';
import { classified, decideInputFor, fixtureNow, loadKnowledge } from './autopilot-test-support.ts';
import type { ClassifiedReply } from './classified-reply.ts';
import { type DecideInput, decideNextAction } from './decide-next-action.ts';
import type { NextAction } from './next-action.ts';

const knowledge = loadKnowledge();
const decide = (reply: string, classification: ClassifiedReply, overrides: Parameters<typeof decideInputFor>[3] = {}) =>
  decideNextAction(decideInputFor(knowledge, reply, classification, overrides));
const inMode = (mode: AutopilotMode, isKillSwitchOn = false) => ({ settings: { mode }, isKillSwitchOn });
const rules = (action: NextAction) => action.reasons.map((reason) => reason.rule);

const question = ['Do you integrate with Salesforce?', classified('question')] as const;
const meeting = ['Sounds interesting, happy to talk.', classified('interested')] as const;
const pricing = ['How much is it per seat?', classified('question')] as const;

describe('decideNextAction: the modes', () => {
  it('review: every outgoing message waits for approval', () => {
    for (const [reply, classification] of [question, meeting]) {
      const action = decide(reply, classification, inMode('review'));
      expect(action.kind).toBe('draft_for_review');
      expect(rules(action)).toContain('mode_review');
    }
  });

  it('auto with undo: sent after the undo delay, with the time it leaves', () => {
    const action = decide(...question, { settings: { mode: 'auto_with_undo', undoDelayMinutes: 15 } });
    expect(action).toMatchObject({ kind: 'send_after_delay', delayMinutes: 15, sendAt: '2025-06-02T08:15:00.000Z' });
    expect(action.reasons.at(-1)?.words).toBe('Auto with undo: sent in 15 minutes unless someone undoes it.');
  });

  it('full auto: sent at once', () => {
    expect(decide(...question, inMode('full_auto')).kind).toBe('send_now');
  });

  it.each(['review', 'auto_with_undo', 'full_auto'] as const)('%s: the escalations hold all the same', (mode) => {
    const action = decide(...pricing, inMode(mode));
    expect(action.kind).toBe('escalate');
    expect(action.sources.escalations).toContain('pricing_question');
  });
});

describe('decideNextAction: the kill switch', () => {
  it.each(['review', 'auto_with_undo', 'full_auto'] as const)(
    'in %s mode: nothing is sent, everything waits',
    (mode) => {
      for (const [reply, classification] of [question, meeting]) {
        const action = decide(reply, classification, inMode(mode, true));
        expect(action.kind).toBe('draft_for_review');
        expect(rules(action)).toContain('kill_switch');
      }
      const later = decide('Not now, try next quarter.', classified('not_now'), inMode(mode, true));
      expect(later.kind === 'pause_until' && later.acknowledgement?.delivery).toEqual({ kind: 'review' });
      expect(decide(...pricing, inMode(mode, true)).kind).toBe('escalate');
    },
  );
});

describe('decideNextAction: the labels', () => {
  it('interested: proposes three concrete times and the booking link', () => {
    const action = decide(...meeting);
    if (action.kind !== 'send_now') throw new Error(`expected send_now, got ${action.kind}`);
    expect(action.answer.sources.slotLabels).toEqual([
      'Tuesday 3 June, 10:00–10:30 (Berlin time)',
      'Wednesday 4 June, 14:30–15:00 (Berlin time)',
      'Thursday 5 June, 10:00–10:30 (Berlin time)',
    ]);
    expect(action.answer.text).toContain('https://book.notewell.example/maya-brandt');
    expect(action.sources.slotStarts).toHaveLength(3);
    expect(action.reasons[0]).toEqual({
      rule: 'meeting_offer',
      words: 'Interested: proposes 3 free times from the calendar and the booking link.',
    });
  });

  it('writes the times on the prospect’s clock when their zone is known', () => {
    const action = decide(...meeting, { prospectTimeZone: 'America/New_York' });
    expect(
      'answer' in action && action.answer.sources.slotLabels.every((label) => label.endsWith('(New York time)')),
    ).toBe(true);
  });

  it('meeting without a free time or a booking link: a person proposes one', () => {
    const action = decide('Can we meet?', classified('meeting_request'), { calendar: null, bookingLink: null });
    expect(action.kind === 'escalate' && action.escalations.map((item) => item.code)).toEqual(['no_free_slots']);
  });

  it('question: answered from the facts, citing them, with the rule that decided', () => {
    const action = decide(...question);
    expect(action.sources).toMatchObject({ label: 'question', factIds: ['faq.salesforce.1', 'faq.salesforce.2'] });
    expect(action.reasons[0]).toEqual({
      rule: 'answered_from_knowledge',
      words: 'Answered from the knowledge (FAQ: Do you integrate with Salesforce?).',
    });
  });

  it('not now: pauses until the date it names, with a polite acknowledgement that says when', () => {
    const action = decide('Not a priority this quarter. Reach out in September.', classified('not_now'));
    if (action.kind !== 'pause_until') throw new Error(`expected pause_until, got ${action.kind}`);
    expect(action.until).toBe('2025-09-01');
    expect(action.acknowledgement?.answer.text).toContain("I'll get back in touch around Monday 1 September.");
    expect(action.acknowledgement?.delivery).toEqual({ kind: 'now' });
    expect(action.reasons[0]?.words).toBe(
      'Not now: the sequence waits until 2025-09-01 (read from “in September”), with a short acknowledgement.',
    );
  });

  it('not interested: stops the sequence, sends nothing', () => {
    expect(decide('No thanks, not for us.', classified('not_interested'))).toMatchObject({ kind: 'stop_sequence' });
  });

  it('wrong person with no one named: stops; naming someone: a person decides', () => {
    expect(decide('Not my area.', classified('wrong_person')).kind).toBe('stop_sequence');
    const referral = classified('wrong_person', { referral: { email: 'ops@example.com' } });
    expect(decide('Try ops@example.com.', referral).kind).toBe('escalate');
  });

  it('out of office: pauses until the return date; other automatic mail and bounces: nothing', () => {
    const away: ClassifiedReply = {
      kind: 'auto_reply',
      confidence: 1,
      evidence: [],
      autoReply: { outOfOffice: true, returnDate: '2025-06-16' },
    };
    expect(decide('I am away.', away)).toMatchObject({
      kind: 'pause_until',
      until: '2025-06-16',
      acknowledgement: null,
    });
    const noDate: ClassifiedReply = { ...away, autoReply: { outOfOffice: true } };
    expect(decide('I am away.', noDate)).toMatchObject({ kind: 'pause_until', until: '2025-06-09' });
    const ticket: ClassifiedReply = {
      kind: 'auto_reply',
      confidence: 1,
      evidence: [],
      autoReply: { outOfOffice: false },
    };
    expect(decide('Ticket #123 received.', ticket).kind).toBe('none');
    expect(decide('550 user unknown', { kind: 'bounce', confidence: 1, evidence: [] }).kind).toBe('none');
  });

  it('is pure: the same input gives the same action', () => {
    const input: DecideInput = decideInputFor(knowledge, ...meeting);
    const first = decideNextAction(input);
    expect(decideNextAction({ ...input, now: new Date(fixtureNow.getTime()) })).toEqual(first);
    expect(input.now).toEqual(fixtureNow);
  });
});
