import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { deriveKey } from '../../platform/crypto.ts';

/** What a link in an invitation lets the prospect do. */
export type MeetingLinkAction = 'reschedule' | 'cancel';

export interface MeetingLinkClaims {
  bookingId: string;
  action: MeetingLinkAction;
  /** The meeting's end: the link stops working then. */
  expiresAt: Date;
}

const maxTokenLength = 1024;
const claimsSchema = z.object({
  sub: z.string().min(1).max(200),
  act: z.enum(['reschedule', 'cancel']),
  exp: z.number().int(),
});

/**
 * Reschedule and cancel links: compact JWTs signed with HS256 under a key derived from the secret
 * for this purpose alone (`deriveKey`), so JWT_SECRET never signs two kinds of token. Signed, not
 * encrypted (as the unsubscribe links are): they carry only a booking id and an action. Each token
 * names its action, so a reschedule link cannot cancel, and expires at the meeting's end. After a
 * reschedule the old links still name the booking; the route reads the booking's current state.
 */
export function createMeetingLinkTokens(secret: string) {
  const key = deriveKey(secret, 'meeting-link-token');
  return {
    async sign(claims: MeetingLinkClaims, issuedAt: Date): Promise<string> {
      return new SignJWT({ act: claims.action })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.bookingId)
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** The claims of a genuine, unexpired token for `action`, or null for anything else (never throws on bad input). */
    async verify(token: string, action: MeetingLinkAction, now: Date): Promise<MeetingLinkClaims | null> {
      if (token.length === 0 || token.length > maxTokenLength) return null;
      try {
        const { payload, protectedHeader } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'exp'],
          currentDate: now,
        });
        if (protectedHeader.crit) return null;
        const parsed = claimsSchema.safeParse(payload);
        if (!parsed.success || parsed.data.act !== action) return null;
        return { bookingId: parsed.data.sub, action, expiresAt: new Date(parsed.data.exp * 1000) };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
export type MeetingLinkTokens = ReturnType<typeof createMeetingLinkTokens>;
