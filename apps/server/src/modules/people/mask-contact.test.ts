import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask-contact.ts';

describe('contact masking', () => {
  it('keeps only the first character and the domain of an email', () => {
    expect(maskEmail('jane.doe@acme.com')).toBe('j•••@acme.com');
    expect(maskEmail('x@y.io')).toBe('x•••@y.io');
    expect(maskEmail('@broken')).toBe('•••');
    expect(maskEmail(null)).toBeNull();
  });

  it('keeps only the last four digits of a phone number', () => {
    expect(maskPhone('+1 (415) 555-4821')).toBe('•••• 4821');
    expect(maskPhone(null)).toBeNull();
  });
});
