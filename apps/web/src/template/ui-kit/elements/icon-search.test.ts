import { describe, expect, it } from 'vitest';
import { filterIcons, iconWords } from './icon-search.ts';

const entries: [string, number][] = [
  ['IconArrowUpRight', 1],
  ['IconArrowDown', 2],
  ['IconUserPlus', 3],
  ['IconH1', 4],
];

describe('icon search', () => {
  it('spells an export name as words', () => {
    expect(iconWords('IconArrowUpRight')).toBe('arrow up right');
    expect(iconWords('IconH1')).toBe('h1');
  });

  it('keeps the icons matching every word, in any case', () => {
    expect(filterIcons(entries, 'ARROW').map(([name]) => name)).toEqual(['IconArrowUpRight', 'IconArrowDown']);
    expect(filterIcons(entries, 'arrow right').map(([name]) => name)).toEqual(['IconArrowUpRight']);
    expect(filterIcons(entries, 'userplus').map(([name]) => name)).toEqual(['IconUserPlus']);
  });

  it('keeps every icon for an empty query and none for an unknown word', () => {
    expect(filterIcons(entries, '  ')).toHaveLength(4);
    expect(filterIcons(entries, 'zebra')).toEqual([]);
  });
});
