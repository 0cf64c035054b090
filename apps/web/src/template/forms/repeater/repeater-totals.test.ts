import { describe, expect, it } from 'vitest';
import { formatPrice, repeaterTotal, rowPrice } from './repeater-totals.ts';

describe('the repeater totals', () => {
  it('price a row as cost times quantity, to the cent', () => {
    expect(rowPrice({ cost: 24.5, quantity: 12 })).toBe(294);
    expect(rowPrice({ cost: 0.1, quantity: 3 })).toBe(0.3);
  });

  it('count blank fields as zero', () => {
    expect(rowPrice({ cost: '', quantity: 4 })).toBe(0);
    expect(
      repeaterTotal([
        { cost: 10, quantity: '' },
        { cost: '2.5', quantity: '2' },
      ]),
    ).toBe(5);
  });

  it('sum the rows and format dollars', () => {
    const total = repeaterTotal([
      { cost: 1200, quantity: 1 },
      { cost: 24.5, quantity: 12 },
    ]);
    expect(total).toBe(1494);
    expect(formatPrice(total)).toBe('$1,494.00');
  });
});
