import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn } from './color-contrast.ts';

describe('swatch text colour', () => {
  it('measures the extremes of contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('puts dark text on light swatches and white text on dark ones', () => {
    expect(readableTextOn('#fff3bf')).toBe('#000000');
    expect(readableTextOn('#2338b0')).toBe('#ffffff');
  });

  it('always reaches 4.5:1 on any grey', () => {
    for (let value = 0; value < 256; value += 5) {
      const hex = `#${value.toString(16).padStart(2, '0').repeat(3)}`;
      expect(contrastRatio(hex, readableTextOn(hex))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
