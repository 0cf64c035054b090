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

/** Short-lived HS256 access tokens; algorithm, issuer, audience and type are all checked. */
export function createAccessTokens(options: { secret: string; ttlSeconds: number; clock: Clock }) {
  const key = deriveKey(options.secret, 'access-token');
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
        const { sub, org, sid } = payload;
        if (typeof sub !== 'string' || typeof org !== 'string' || typeof sid !== 'string') return null;
        return { userId: sub, organisationId: org, sessionId: sid };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
