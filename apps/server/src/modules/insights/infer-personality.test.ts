import { discStyles, mediumConfidenceFrom } from '@leadpilot/contracts';
import { describe, expect, it } from 'vitest';
import { adviseOn, neutralAdvice } from './communication-advice.ts';
import { inferPersonality, type PersonalityInput } from './infer-personality.ts';
import { labelledAccuracyThreshold, labelledProfiles } from './labelled-profiles.ts';

const inputOf = (profile: (typeof labelledProfiles)[number]): PersonalityInput => ({
  ...profile,
  posts: profile.posts.map((text, index) => ({ id: `00000000-0000-4000-8000-00000000000${index}`, text })),
});

describe('the personality inference', () => {
  it(`names the expected primary style for at least ${labelledAccuracyThreshold} of the ${labelledProfiles.length} labelled profiles`, () => {
    const misses = labelledProfiles
      .map((profile) => ({ profile, reading: inferPersonality(inputOf(profile)) }))
      .filter(({ profile, reading }) => reading.primary !== profile.expected)
      .map(({ profile, reading }) => `${profile.name}: expected ${profile.expected}, got ${reading.primary}`);
    expect(labelledProfiles.length - misses.length, misses.join('\n')).toBeGreaterThanOrEqual(
      labelledAccuracyThreshold,
    );
  });

  it('is tested on a set balanced across the four styles, tricky cases included', () => {
    for (const style of discStyles) {
      expect(labelledProfiles.filter((profile) => profile.expected === style)).toHaveLength(6);
    }
    expect(labelledProfiles.filter((profile) => profile.isTricky).length).toBeGreaterThanOrEqual(6);
  });

  it('quotes every evidence phrase exactly as it stands in its source, with the post it comes from', () => {
    for (const profile of labelledProfiles) {
      const input = inputOf(profile);
      const reading = inferPersonality(input);
      expect(reading.evidence.length, profile.name).toBeGreaterThan(0);
      for (const item of reading.evidence) {
        const source =
          item.source === 'title'
            ? input.title
            : item.source === 'bio'
              ? input.bio
              : input.posts.find((post) => post.id === item.postId)?.text;
        expect(source, `${profile.name}: ${item.phrase}`).toBeDefined();
        expect(source).toContain(item.phrase);
        expect(item.phrase.trim()).not.toBe('');
      }
    }
  });

  it('gives the same reading for the same input, every time', () => {
    for (const profile of labelledProfiles) {
      expect(inferPersonality(inputOf(profile))).toEqual(inferPersonality(inputOf(profile)));
    }
  });

  it('keeps scores within 0–100 and confidence within 0–1, and the primary style scores highest', () => {
    for (const profile of labelledProfiles) {
      const reading = inferPersonality(inputOf(profile));
      for (const style of discStyles) {
        expect(reading.scores[style]).toBeGreaterThanOrEqual(0);
        expect(reading.scores[style]).toBeLessThanOrEqual(100);
        expect(reading.scores[style]).toBeLessThanOrEqual(reading.scores[reading.primary]);
      }
      expect(reading.confidence).toBeGreaterThan(0);
      expect(reading.confidence).toBeLessThanOrEqual(0.95);
    }
  });

  it('has low confidence, and neutral advice, when only a title is known', () => {
    for (const title of [
      'VP of Sales',
      'Senior Software Engineer',
      'Customer Success Manager',
      'Chief Executive Officer',
    ]) {
      const reading = inferPersonality({ title, seniority: 'vp', department: 'sales', bio: '', posts: [] });
      expect(reading.confidence, title).toBeLessThan(mediumConfidenceFrom);
      expect(reading.confidenceLevel).toBe('low');
      expect(adviseOn(reading)).toEqual(neutralAdvice);
    }
  });

  it('has zero confidence and no evidence when there is nothing to read', () => {
    const reading = inferPersonality({ title: '', bio: '', posts: [] });
    expect(reading).toMatchObject({
      confidence: 0,
      confidenceLevel: 'low',
      evidence: [],
      wordsRead: 0,
      secondary: null,
    });
    expect(reading.scores).toEqual({ D: 0, I: 0, S: 0, C: 0 });
  });

  it('gains confidence with more of the same evidence', () => {
    const one = inferPersonality({ title: 'Analyst', bio: 'I care about accuracy.', posts: [] });
    const many = inferPersonality({
      title: 'Analyst',
      bio: 'I care about accuracy.',
      posts: [
        { text: 'Our methodology is documented and every benchmark is reproducible.' },
        { text: 'Root cause analysis beats guesswork. Measure twice.' },
      ],
    });
    expect(one.primary).toBe('C');
    expect(many.primary).toBe('C');
    expect(many.confidence).toBeGreaterThan(one.confidence);
  });

  it('does not count a phrase right after a negation', () => {
    const reading = inferPersonality({
      title: '',
      bio: 'I am not excited by hype and never patient with vague plans.',
      posts: [],
    });
    const phrases = reading.evidence.map((item) => item.phrase.toLowerCase());
    expect(phrases).not.toContain('excited');
    expect(phrases).not.toContain('patient');
  });

  it('does not read the title twice when the bio repeats it', () => {
    const reading = inferPersonality({
      title: 'Head of Support',
      bio: 'Head of Support at Acme, based in Leeds.',
      posts: [],
    });
    expect(reading.evidence.filter((item) => item.source === 'bio')).toEqual([]);
    expect(reading.evidence.map((item) => item.phrase)).toEqual(['Head of', 'Support']);
  });

  it('dilutes phrases in long text, so one keyword in an essay counts less than in a line', () => {
    const filler = Array.from({ length: 300 }, () => 'word').join(' ');
    const short = inferPersonality({ title: '', bio: 'Relentless about results.', posts: [] });
    const long = inferPersonality({ title: '', bio: `Relentless about results. ${filler}`, posts: [] });
    expect(long.scores.D).toBeLessThan(short.scores.D);
  });

  it('gives style advice only from medium confidence up, blending in a strong secondary style', () => {
    const profile = labelledProfiles.find((candidate) => candidate.name === 'enthusiastic SDR');
    if (!profile) throw new Error('the labelled set lost its enthusiastic SDR');
    const reading = inferPersonality(inputOf(profile));
    expect(reading.confidenceLevel).not.toBe('low');
    const advice = adviseOn(reading);
    expect(reading).toMatchObject({ primary: 'I', secondary: 'S' });
    expect(advice.tone).toMatch(/^Warm, upbeat and personal/);
    expect(advice.leadWith.at(-1)).toMatch(/^Also: how it supports their team/);
  });
});
