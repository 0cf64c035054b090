import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createMeetingLinkTokens } from './meeting-link-tokens.ts';

const secret = 'a-test-secret-of-at-least-thirty-two-characters';
const tokens = createMeetingLinkTokens(secret);
const bookingId = '6f1c2b1e-8a4d-4c1e-9a7b-3f2d1c0b9a88';
const issuedAt = new Date('2025-06-01T12:00:00Z');
const meetingEnd = new Date('2025-06-03T08:30:00Z');
const beforeEnd = new Date('2025-06-03T08:29:59Z');

describe('meeting link tokens', () => {
  it('name the booking and the action until the meeting ends', async () => {
    const token = await tokens.sign({ bookingId, action: 'reschedule', expiresAt: meetingEnd }, issuedAt);
    expect(await tokens.verify(token, 'reschedule', issuedAt)).toEqual({
      bookingId,
      action: 'reschedule',
      expiresAt: meetingEnd,
    });
    expect(await tokens.verify(token, 'reschedule', beforeEnd)).not.toBeNull();
  });

  it('are refused once the meeting has ended', async () => {
    const token = await tokens.sign({ bookingId, action: 'cancel', expiresAt: meetingEnd }, issuedAt);
    expect(await tokens.verify(token, 'cancel', meetingEnd)).toBeNull();
    expect(await tokens.verify(token, 'cancel', new Date('2025-06-10T00:00:00Z'))).toBeNull();
  });

  it('are refused for the other action, under another secret, or when any part is changed', async () => {
    const token = await tokens.sign({ bookingId, action: 'reschedule', expiresAt: meetingEnd }, issuedAt);
    expect(await tokens.verify(token, 'cancel', issuedAt)).toBeNull();
    expect(await createMeetingLinkTokens(`${secret}-other`).verify(token, 'reschedule', issuedAt)).toBeNull();

    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherBooking = Buffer.from(JSON.stringify({ ...claims, sub: 'another-booking' })).toString('base64url');
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    for (const tampered of [
      `${header}.${otherBooking}.${signature}`,
      `${header}.${longer}.${signature}`,
      `${header}.${payload}.${flipped}`,
    ]) {
      expect(await tokens.verify(tampered, 'reschedule', issuedAt)).toBeNull();
    }
  });

  it('refuse an unsigned token, a token under the raw secret, and anything that is not a token', async () => {
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: bookingId, act: 'cancel', exp: 1_900_000_000 })).toString('base64url')}.`;
    expect(await tokens.verify(none, 'cancel', issuedAt)).toBeNull();
    const rawKey = await new SignJWT({ act: 'cancel' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(bookingId)
      .setExpirationTime(1_900_000_000)
      .sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(rawKey, 'cancel', issuedAt)).toBeNull();
    for (const junk of ['', 'abc', 'a.b.c', 'x'.repeat(5000)])
      expect(await tokens.verify(junk, 'cancel', issuedAt)).toBeNull();
  });
});
