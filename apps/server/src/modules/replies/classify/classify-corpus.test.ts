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

const corpus = new Map<CorpusPart, CorpusCase[]>();
const casesOf = async (part: CorpusPart) => {
  const cached = corpus.get(part);
  if (cached) return cached;
  const cases = await classifyCorpus(part);
  corpus.set(part, cases);
  return cases;
};

describe('the corpus of inbound messages', () => {
  it('holds at least 90 messages, 30 of them held out', async () => {
    const [tuning, heldOut] = await Promise.all(corpusParts.map(casesOf));
    expect(heldOut?.length).toBeGreaterThanOrEqual(30);
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

  for (const part of corpusParts) {
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
