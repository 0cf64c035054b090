import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size.ts';

describe('formatFileSize', () => {
  it('uses the largest unit that keeps the number at least 1', () => {
    expect(formatFileSize(812)).toBe('812 B');
    expect(formatFileSize(4300)).toBe('4.2 KB');
    expect(formatFileSize(2 * 1024 ** 2)).toBe('2 MB');
  });
});
