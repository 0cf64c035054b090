import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a player's link to a recording works. */
export const audioLinkSeconds = 6 * 60 * 60;

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A link's token: the recording's id, the expiry (seconds) and the signature. */
export const audioLinkPattern = new RegExp(`^(${uuid})\\.(\\d{1,12})\\.([\\w-]{43})$`);

/**
 * Signed links for the player: an `<audio>` element sends no bearer token, so its address carries a
 * short-lived token instead: the recording's id, an expiry and an HMAC over the id, its organisation
 * and the expiry.
 */
export function createAudioLinks(secret: string) {
  const key = createHmac('sha256', secret).update('call-recording-audio-links').digest();
  const signatureOf = (id: string, organisationId: string, expires: number) =>
    createHmac('sha256', key).update(`${id}:${organisationId}:${expires}`).digest('base64url');
  return {
    urlFor(id: string, organisationId: string, now: Date) {
      const expires = Math.floor(now.getTime() / 1000) + audioLinkSeconds;
      return `/api/v1/meta/audio/stream/${id}.${expires}.${signatureOf(id, organisationId, expires)}`;
    },
    /** The recording a well-formed token names (its signature is checked by `verify`), or null. */
    idOf(token: string): string | null {
      return audioLinkPattern.exec(token)?.[1] ?? null;
    },
    /** Whether `token` opens this recording of this organisation now. */
    verify(token: string, organisationId: string, now: Date): boolean {
      const match = audioLinkPattern.exec(token);
      if (!match) return false;
      const [, id = '', expiresText = '', signature = ''] = match;
      const expires = Number(expiresText);
      if (expires * 1000 < now.getTime()) return false;
      const expected = Buffer.from(signatureOf(id, organisationId, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type AudioLinks = ReturnType<typeof createAudioLinks>;
