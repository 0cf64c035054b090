import { describe, expect, it } from 'vitest';
import {
  type CorpusCase,
  type CorpusPart,
  classifyCorpus,
  corpusParts,
  scoreCorpus,
  shareRight,
} from './corpus-test-support.ts';

/** What the reply reader promises on real-shaped mail (docs/replies.md, "Classification"). */
const aims = { machine: 0.98, labels: 0.9 };

/**
 * The blind part (committed in 11576f9 before the rules were generalised, never tuned on) as it
 * scored when it was measured once after the change: the floor it must not fall under. These are
 * the achieved figures, not hoped-for ones; raise them only by a run that really scored more.
 */
const blindFloor = {
  machine: { right: 27, total: 27 },
  labels: { right: 58, total: 59 },
  returnDates: { right: 12, total: 12 },
  referrals: { right: 5, total: 5 },
};

const corpus = new Map<CorpusPart, CorpusCase[]>();
const casesOf = async (part: CorpusPart) => {
  const cached = corpus.get(part);
  if (cached) return cached;
  const cases = await classifyCorpus(part);
  corpus.set(part, cases);
  return cases;
};

describe('the corpus of inbound messages', () => {
  it('holds at least 90 messages, 30 of them held out and 60 written blind', async () => {
    const [tuning, heldOut, blind] = await Promise.all(corpusParts.map(casesOf));
    expect(heldOut?.length).toBeGreaterThanOrEqual(30);
    expect(blind?.length).toBeGreaterThanOrEqual(60);
    expect((tuning?.length ?? 0) + (heldOut?.length ?? 0)).toBeGreaterThanOrEqual(90);
  });

  it('counts a wrong verdict as a miss (the figures below can fail)', () => {
    const wrong: CorpusCase = {
      file: 'x.eml',
      expected: { kind: 'bounce', bounce: 'hard' },
      got: { kind: 'bounce', bounce: { kind: 'block' }, confidence: 1, evidence: [] },
    };
    const score = scoreCorpus([wrong]);
    expect(shareRight(score.machine)).toBe(0);
    expect(score.machine.misses).toEqual(['x.eml: bounce: hard → bounce: block']);
  });

  describe('its blind part, never tuned on', () => {
    for (const measure of ['machine', 'labels', 'returnDates', 'referrals'] as const) {
      const floor = blindFloor[measure];
      it(`gets at least ${floor.right} of ${floor.total} ${measure} right, as when it was measured`, async () => {
        const tally = scoreCorpus(await casesOf('blind'))[measure];
        expect(tally.total).toBe(floor.total);
        expect(tally.right, tally.misses.join('\n')).toBeGreaterThanOrEqual(floor.right);
      });
    }
  });

  for (const part of ['tuning', 'held-out'] as const) {
    describe(`its ${part} part`, () => {
      it(`gets at least ${aims.machine * 100} % of bounces and automatic replies right (kind, bounce kind, out-of-office)`, async () => {
        const { machine } = scoreCorpus(await casesOf(part));
        expect(machine.total).toBeGreaterThan(0);
        expect(shareRight(machine), machine.misses.join('\n')).toBeGreaterThanOrEqual(aims.machine);
      });

      it(`labels at least ${aims.labels * 100} % of person replies right`, async () => {
        const { labels } = scoreCorpus(await casesOf(part));
        expect(labels.total).toBeGreaterThan(0);
        expect(shareRight(labels), labels.misses.join('\n')).toBeGreaterThanOrEqual(aims.labels);
      });

      it('reads every expected return date right', async () => {
        const { returnDates } = scoreCorpus(await casesOf(part));
        expect(returnDates.total).toBeGreaterThan(0);
        expect(returnDates.misses).toEqual([]);
      });

      it('finds every expected referral address', async () => {
        const { referrals } = scoreCorpus(await casesOf(part));
        expect(referrals.misses).toEqual([]);
      });
    });
  }
});
