import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from './crypto.ts';

/**
 * Seals secrets at rest (mailbox passwords, OAuth tokens) with AES-256-GCM under a key derived from
 * `ENCRYPTION_KEY`. A sealed value is `v1.<iv>.<tag>.<ciphertext>` (base64url); `associatedData`
 * (e.g. the mailbox id) binds it to its row, so a ciphertext copied to another row does not open.
 */
export interface SecretBox {
  seal(plaintext: string, associatedData: string): string;
  /** Throws `SecretBoxError` when the value was altered, belongs to another row or another key. */
  open(sealed: string, associatedData: string): string;
  sealJson(value: unknown, associatedData: string): string;
  openJson<T>(sealed: string, associatedData: string): T;
}

export class SecretBoxError extends Error {
  constructor() {
    super('A stored secret could not be decrypted (altered, moved or sealed with another ENCRYPTION_KEY).');
    this.name = 'SecretBoxError';
  }
}

export function createSecretBox(encryptionKey: string, purpose = 'secrets-at-rest'): SecretBox {
  const key = deriveKey(encryptionKey, purpose);

  function seal(plaintext: string, associatedData: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return ['v1', iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join('.');
  }

  function open(sealed: string, associatedData: string): string {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || ciphertext === undefined) throw new SecretBoxError();
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(associatedData, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretBoxError();
    }
  }

  return {
    seal,
    open,
    sealJson: (value, associatedData) => seal(JSON.stringify(value), associatedData),
    openJson: <T>(sealed: string, associatedData: string) => JSON.parse(open(sealed, associatedData)) as T,
  };
}
