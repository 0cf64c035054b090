import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock.ts';
import { deriveKey } from '../crypto.ts';

export const accessTokenType = 'at+jwt';
const issuer = 'leadpilot';
const audience = 'leadpilot-api';

export interface AccessClaims {
  userId: string;
  organisationId: string;
  sessionId: string;
}

/** How many verified tokens `verify` remembers (about 0.5 KiB each). */
const verifiedTokenLimit = 10_000;

/**
 * Short-lived HS256 access tokens; algorithm, issuer, audience and type are all checked.
 *
 * A token's signature and claims never change, so a token that verified once is remembered until
 * it expires and the next request carrying it skips the HMAC and JSON work. Whether its session
 * is still live is checked on every request all the same (see authenticate.ts).
 */
export function createAccessTokens(options: { secret: string; ttlSeconds: number; clock: Clock }) {
  const key = deriveKey(options.secret, 'access-token');
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  function remember(token: string, claims: AccessClaims, expiresAt: number) {
    if (verified.size >= verifiedTokenLimit) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, { claims, expiresAt });
  }

  return {
    ttlSeconds: options.ttlSeconds,
    async sign(claims: AccessClaims): Promise<string> {
      const issuedAt = Math.floor(options.clock.now().getTime() / 1000);
      return new SignJWT({ org: claims.organisationId, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: accessTokenType })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.ttlSeconds)
        .sign(key);
    },
    /** The claims of a valid token, or null for anything else (never throws on bad input). */
    async verify(token: string): Promise<AccessClaims | null> {
      const now = options.clock.now().getTime();
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > now) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload, protectedHeader } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer,
          audience,
          typ: accessTokenType,
          currentDate: options.clock.now(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (protectedHeader.jku || protectedHeader.jwk || protectedHeader.x5u || protectedHeader.crit) {
          return null;
        }
        const { sub, org, sid, exp } = payload;
        if (typeof sub !== 'string' || typeof org !== 'string' || typeof sid !== 'string') return null;
        const claims = { userId: sub, organisationId: org, sessionId: sid };
        if (typeof exp === 'number') remember(token, claims, exp * 1000);
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
