import { EncryptJWT, errors as joseErrors, jwtDecrypt } from 'jose';
import { z } from 'zod';
import { deriveKey } from '../../platform/crypto.ts';

/** Which message a tracking link belongs to; a click token also carries the link's original address. */
export interface TrackingClaims {
  kind: 'open' | 'click';
  organisationId: string;
  enrolmentId: string;
  ledgerId: string;
  campaignId?: string | undefined;
  /** The original http(s) address (click tokens only): the one place a redirect's target comes from. */
  url?: string | undefined;
}

/** The claims of a genuine token, and when it was made (the message's composition, just before the send). */
export type VerifiedTracking = TrackingClaims & { issuedAt: Date };

/** Longest token accepted: a click token grows with its link (links longer than 2,000 characters are left alone). */
export const maxTokenLength = 4096;

const claimsSchema = z.object({
  k: z.enum(['o', 'c']),
  o: z.uuid(),
  n: z.uuid(),
  l: z.uuid(),
  c: z.uuid().optional(),
  u: z.string().max(2048).optional(),
  iat: z.number().int(),
});

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Tracking tokens, made as the unsubscribe tokens are: compact JWTs encrypted and authenticated with
 * AES-256-GCM (`dir` + `A256GCM`, jose) under a key derived from JWT_SECRET for this purpose alone.
 * Authenticated, so a click's target cannot be changed (a changed byte fails and nothing is
 * redirected); encrypted, so the link shows neither the prospect nor the address behind it to the
 * proxies and scanners that see it. No expiry: a message opened a year later still works.
 */
export function createTrackingTokens(secret: string) {
  const key = deriveKey(secret, 'tracking-token');
  return {
    async sign(claims: TrackingClaims, issuedAt: Date): Promise<string> {
      const payload: Record<string, string> = {
        k: claims.kind === 'open' ? 'o' : 'c',
        o: claims.organisationId,
        n: claims.enrolmentId,
        l: claims.ledgerId,
      };
      if (claims.campaignId) payload.c = claims.campaignId;
      if (claims.kind === 'click' && claims.url) payload.u = claims.url;
      return new EncryptJWT(payload)
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .encrypt(key);
    },
    /** The claims of a genuine token of the expected kind, or null for anything else (never throws on bad input). */
    async verify(token: string, kind: TrackingClaims['kind']): Promise<VerifiedTracking | null> {
      if (token.length === 0 || token.length > maxTokenLength) return null;
      try {
        const { payload, protectedHeader } = await jwtDecrypt(token, key, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        if (protectedHeader.zip || protectedHeader.crit) return null;
        const parsed = claimsSchema.safeParse(payload);
        if (!parsed.success) return null;
        const claims = parsed.data;
        if (claims.k !== (kind === 'open' ? 'o' : 'c')) return null;
        if (kind === 'click' && !(claims.u && isHttpUrl(claims.u))) return null;
        return {
          kind,
          organisationId: claims.o,
          enrolmentId: claims.n,
          ledgerId: claims.l,
          campaignId: claims.c,
          url: claims.u,
          issuedAt: new Date(claims.iat * 1000),
        };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
export type TrackingTokens = ReturnType<typeof createTrackingTokens>;
