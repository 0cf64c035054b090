import { describe, expect, it } from 'vitest';
import { messageIdsIn, normaliseSubject } from './match-thread.ts';

describe('normaliseSubject', () => {
  it.each([
    ['Re: Quick idea', 'quick idea'],
    ['RE: AW: Re[2]: Quick  idea', 'quick idea'],
    ['Fwd: FW: WG: Quick idea', 'quick idea'],
    ['SV: VS: Antw: Quick idea', 'quick idea'],
    ['[EXTERNAL] Re: Quick idea', 'quick idea'],
    ['回复: Quick idea', 'quick idea'],
    ['Réf : Quick idea', 'quick idea'],
    ['Quick idea', 'quick idea'],
  ])('%s → %s', (subject, normalised) => {
    expect(normaliseSubject(subject)).toBe(normalised);
  });

  it('keeps words that only start like a prefix', () => {
    expect(normaliseSubject('Regarding the quick idea')).toBe('regarding the quick idea');
    expect(normaliseSubject('Rewards: the plan')).toBe('rewards: the plan');
  });
});

describe('messageIdsIn', () => {
  it('reads bracketed ids in order, and brackets a bare one', () => {
    expect(messageIdsIn('<a@x.test>\r\n <b@y.test>')).toEqual(['<a@x.test>', '<b@y.test>']);
    expect(messageIdsIn('c@z.test')).toEqual(['<c@z.test>']);
    expect(messageIdsIn('')).toEqual([]);
    expect(messageIdsIn(undefined)).toEqual([]);
  });
});
