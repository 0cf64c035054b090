import { describe, expect, it } from 'vitest';
import { cardValidation, formatCardNumber, formatExpiry, isValidExpiry, passesLuhn } from './card-validation.ts';

describe('passesLuhn', () => {
  it('accepts well-known test card numbers', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
  });

  it('refuses a mistyped digit and non-digits', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242-4242')).toBe(false);
  });
});

describe('isValidExpiry', () => {
  const today = new Date(2026, 4, 15);

  it('accepts the current month and later ones', () => {
    expect(isValidExpiry('05/26', today)).toBe(true);
    expect(isValidExpiry('01/27', today)).toBe(true);
  });

  it('refuses past months and impossible ones', () => {
    expect(isValidExpiry('04/26', today)).toBe(false);
    expect(isValidExpiry('13/30', today)).toBe(false);
    expect(isValidExpiry('1/30', today)).toBe(false);
  });
});

describe('cardValidation', () => {
  it('reads a spaced card number and names the problem otherwise', () => {
    expect(cardValidation.number('4242 4242 4242 4242')).toBeNull();
    expect(cardValidation.number('1234 5678')).toBe('Enter a valid card number');
    expect(cardValidation.cvv('12')).toBe('Enter the 3 or 4 digit security code');
  });
});

describe('formatting while typing', () => {
  it('groups card digits in fours and adds the expiry slash', () => {
    expect(formatCardNumber('4242424242')).toBe('4242 4242 42');
    expect(formatExpiry('0527')).toBe('05/27');
    expect(formatExpiry('05')).toBe('05');
  });
});
