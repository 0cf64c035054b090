import { describe, expect, it } from 'vitest';
import { diffWords } from './word-diff.ts';

describe('the rewrite diff', () => {
  it('marks removed and added words and keeps the rest', () => {
    expect(diffWords('We help teams book more meetings', 'We help sales teams book meetings')).toEqual([
      { kind: 'same', text: 'We help ' },
      { kind: 'added', text: 'sales ' },
      { kind: 'same', text: 'teams book ' },
      { kind: 'removed', text: 'more ' },
      { kind: 'same', text: 'meetings' },
    ]);
  });

  it('joins back into the new text when the removed parts are dropped', () => {
    const before = 'Hi Maya, I noticed Northwind is hiring. Worth a chat?';
    const after = 'Maya, Northwind is hiring SDRs. Open to a quick call next week?';
    const parts = diffWords(before, after);
    expect(
      parts
        .filter((part) => part.kind !== 'removed')
        .map((part) => part.text)
        .join(''),
    ).toBe(after);
    expect(
      parts
        .filter((part) => part.kind !== 'added')
        .map((part) => part.text)
        .join(''),
    ).toBe(before);
  });

  it('shows an empty draft as all added, and identical texts as unchanged', () => {
    expect(diffWords('', 'New text')).toEqual([{ kind: 'added', text: 'New text' }]);
    expect(diffWords('Same words', 'Same words')).toEqual([{ kind: 'same', text: 'Same words' }]);
  });
});
