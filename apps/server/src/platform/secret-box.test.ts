import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretBoxError } from './secret-box.ts';

const key = 'an-encryption-key-that-is-long-enough-for-tests';

describe('secret box', () => {
  it('opens what it sealed, and the sealed text never contains the secret', () => {
    const box = createSecretBox(key);
    const sealed = box.sealJson({ smtpPassword: 'hunter2-very-secret' }, 'mailbox-1');
    expect(sealed).not.toContain('hunter2');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(box.openJson(sealed, 'mailbox-1')).toEqual({ smtpPassword: 'hunter2-very-secret' });
  });

  it('seals the same secret differently each time (a fresh nonce)', () => {
    const box = createSecretBox(key);
    expect(box.seal('same', 'row')).not.toBe(box.seal('same', 'row'));
  });

  it('refuses a value moved to another row, altered, or sealed under another key', () => {
    const box = createSecretBox(key);
    const sealed = box.seal('token', 'mailbox-1');
    expect(() => box.open(sealed, 'mailbox-2')).toThrow(SecretBoxError);
    const parts = sealed.split('.');
    // Flip one bit of the ciphertext's bytes (editing a base64 character may only touch padding bits).
    const bytes = Buffer.from(parts[3] ?? '', 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 0x01;
    const flipped = bytes.toString('base64url');
    expect(() => box.open([...parts.slice(0, 3), flipped].join('.'), 'mailbox-1')).toThrow(SecretBoxError);
    expect(() => createSecretBox(`${key}-other`).open(sealed, 'mailbox-1')).toThrow(SecretBoxError);
    expect(() => createSecretBox(key, 'another-purpose').open(sealed, 'mailbox-1')).toThrow(SecretBoxError);
    expect(() => box.open('not-a-sealed-value', 'mailbox-1')).toThrow(SecretBoxError);
  });
});
