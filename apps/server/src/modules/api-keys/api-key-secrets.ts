import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { constantTimeEqual, deriveKey, sha256 } from '../../platform/crypto.ts';

/**
 * The secrets of API keys and access codes, and the signed reservation between `GET key/generate`
 * and `POST key/create` (docs/api-keys.md):
 * - a key's secret is `lp_<prefix>_<body>`: a 12-character random prefix (public, it finds the key)
 *   and 32 random bytes (256 bits from the CSPRNG); only the SHA-256 of the whole secret is stored;
 * - a reservation is `<payload>.<HMAC>` under a key derived from JWT_SECRET: it names the secret's
 *   prefix and hash, the organisation and member it was generated for, and when it expires, so only
 *   secrets this server generated become keys, for the member who asked, within minutes;
 * - an access code is 16 characters of Crockford's base32 (80 bits) in groups of four, kept as an
 *   HMAC under another derived key.
 */

const prefixAlphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
const prefixLength = 12;
const secretPattern = /^lp_([a-z2-9]{12})_([A-Za-z0-9_-]{43})$/;

function randomText(alphabet: string, length: number): string {
  let text = '';
  for (let index = 0; index < length; index++) text += alphabet[randomInt(alphabet.length)];
  return text;
}

export interface GeneratedSecret {
  secret: string;
  prefix: string;
  hash: string;
}

export function generateKeySecret(): GeneratedSecret {
  const prefix = randomText(prefixAlphabet, prefixLength);
  const secret = `lp_${prefix}_${randomBytes(32).toString('base64url')}`;
  return { secret, prefix, hash: sha256(secret) };
}

/** The prefix and hash of a presented secret, or null when it is not shaped like one of ours. */
export function parseKeySecret(secret: string): { prefix: string; hash: string } | null {
  const match = secretPattern.exec(secret);
  if (!match?.[1]) return null;
  return { prefix: match[1], hash: sha256(secret) };
}

/** Whether a presented secret's hash is the stored one, in constant time. */
export const hashesMatch = (presented: string, stored: string) => constantTimeEqual(presented, stored);

/** Shown in lists and logs in place of the secret. */
export const displayPrefix = (prefix: string) => `lp_${prefix}`;

export interface Reservation {
  prefix: string;
  hash: string;
  organisationId: string;
  userId: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export function createReservations(secret: string) {
  const key = deriveKey(secret, 'api-key-reservations');
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign(reservation: Reservation): string {
      const payload = Buffer.from(JSON.stringify(reservation)).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    /** The reservation when its signature is ours, whatever its expiry (checked by the caller); else null. */
    verify(token: string): Reservation | null {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      if (!constantTimeEqual(signature, sign(payload))) return null;
      try {
        const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        if (typeof value !== 'object' || value === null) return null;
        const { prefix, hash, organisationId, userId, expiresAt } = value as Record<string, unknown>;
        if (
          typeof prefix !== 'string' ||
          typeof hash !== 'string' ||
          typeof organisationId !== 'string' ||
          typeof userId !== 'string' ||
          typeof expiresAt !== 'number'
        ) {
          return null;
        }
        return { prefix, hash, organisationId, userId, expiresAt };
      } catch {
        return null;
      }
    },
  };
}
export type Reservations = ReturnType<typeof createReservations>;

const codeAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new access code, `XXXX-XXXX-XXXX-XXXX`. */
export function generateAccessCode(): string {
  return randomText(codeAlphabet, 16).replace(/(.{4})(?!$)/g, '$1-');
}

/**
 * The code as typed, in its one stored form: upper case, without spaces or dashes, with the letters
 * Crockford's base32 reads as digits (O as 0, I and L as 1).
 */
export function normaliseAccessCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export function createAccessCodeHasher(secret: string) {
  const key = deriveKey(secret, 'api-access-codes');
  return (code: string) => createHmac('sha256', key).update(normaliseAccessCode(code)).digest('hex');
}
