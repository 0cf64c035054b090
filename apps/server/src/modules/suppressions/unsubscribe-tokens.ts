import { EncryptJWT, errors as joseErrors, jwtDecrypt } from 'jose';
import { z } from 'zod';
import { deriveKey } from '../../platform/crypto.ts';

/** Whom an unsubscribe link is for: an address of an organisation's prospect, and the enrolment it was mailed in. */
export interface UnsubscribeClaims {
  organisationId: string;
  email: string;
  enrolmentId?: string | undefined;
}

const claimsSchema = z.object({
  o: z.uuid(),
  e: z.string().min(3).max(254),
  n: z.uuid().optional(),
});

/**
 * Unsubscribe tokens: compact JWTs encrypted and authenticated with AES-256-GCM under a key derived
 * from JWT_SECRET for this one purpose (`dir` + `A256GCM`). Authenticated encryption, not a bare
 * signature, because the token travels in a URL (proxies, link scanners and logs see it) and
 * carries the recipient's address: nobody can read the address from the link, and changing any
 * byte makes it fail. No expiry: a message read a year later must still unsubscribe its reader.
 */
export function createUnsubscribeTokens(secret: string) {
  const key = deriveKey(secret, 'unsubscribe-token');
  return {
    async sign(claims: UnsubscribeClaims): Promise<string> {
      const payload: Record<string, string> = { o: claims.organisationId, e: claims.email.trim().toLowerCase() };
      if (claims.enrolmentId) payload.n = claims.enrolmentId;
      return new EncryptJWT(payload).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).encrypt(key);
    },
    /** The claims of a genuine token, or null for anything else (never throws on bad input). */
    async verify(token: string): Promise<UnsubscribeClaims | null> {
      if (token.length > 2048) return null;
      try {
        const { payload, protectedHeader } = await jwtDecrypt(token, key, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        if (protectedHeader.zip || protectedHeader.crit) return null;
        const parsed = claimsSchema.safeParse(payload);
        if (!parsed.success) return null;
        return { organisationId: parsed.data.o, email: parsed.data.e, enrolmentId: parsed.data.n };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
