import { describe, expect, it } from 'vitest';
import { moveCard, reorderCard } from './board-lists.tsx';

const board = { 'To do': ['a', 'b', 'c'], Done: ['d'] };

describe('the two-list board', () => {
  it('moves a card before the card it is dragged over in the other list', () => {
    expect(moveCard(board, 'b', 'd')).toEqual({ 'To do': ['a', 'c'], Done: ['b', 'd'] });
  });

  it('puts a card last when it is dragged over the other list itself', () => {
    expect(moveCard(board, 'a', 'Done')).toEqual({ 'To do': ['b', 'c'], Done: ['d', 'a'] });
  });

  it('leaves the board alone while a card moves within its own list, then reorders it on drop', () => {
    expect(moveCard(board, 'a', 'c')).toBe(board);
    expect(reorderCard(board, 'a', 'c')).toEqual({ 'To do': ['b', 'c', 'a'], Done: ['d'] });
  });
});
