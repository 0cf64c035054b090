import { describe, expect, it } from 'vitest';
import { validateCompose } from './compose-form.ts';

describe('the compose form', () => {
  it('asks for a recipient and a subject', () => {
    expect(validateCompose([], ' ')).toEqual({ to: 'Add at least one recipient', subject: 'Add a subject' });
  });

  it('names the first malformed address', () => {
    expect(validateCompose(['ann@acme.io', 'bob@acme'], 'Hi').to).toBe('“bob@acme” is not an email address');
  });

  it('lets a well-formed email go', () => {
    expect(validateCompose(['ann@acme.io'], 'Hi')).toEqual({});
  });
});
