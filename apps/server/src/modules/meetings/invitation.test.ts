import { describe, expect, it } from 'vitest';
import { buildInvitationIcs, invitationContentType, type MeetingInvitation, meetingUid } from './invitation.ts';
import { buildInvitationEmail } from './invitation-email.ts';

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** The content lines of an iCalendar text (RFC 5545 §3.1): unfolded, split into name, parameters and value. */
function parseIcs(text: string): Property[] {
  expect(text).toMatch(/\r\n/);
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      // The value starts at the first colon outside a quoted parameter value.
      let quoted = false;
      let colon = -1;
      for (let index = 0; index < line.length && colon < 0; index += 1) {
        if (line[index] === '"') quoted = !quoted;
        else if (line[index] === ':' && !quoted) colon = index;
      }
      const [name = '', ...rawParams] = line.slice(0, colon).split(';');
      const params = Object.fromEntries(rawParams.map((param) => param.split('=') as [string, string]));
      return { name, params, value: line.slice(colon + 1) };
    });
}

const unescapeText = (value: string) => value.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');
const one = (properties: Property[], name: string) => {
  const found = properties.filter((property) => property.name === name);
  expect(found, name).toHaveLength(1);
  return found[0] as Property;
};

const booking: MeetingInvitation = {
  bookingId: '6f1c2b1e-8a4d-4c1e-9a7b-3f2d1c0b9a88',
  change: 'booked',
  sequence: 0,
  title: 'Intro call: Leadpilot, for Acme',
  start: new Date('2025-06-03T08:00:00Z'),
  end: new Date('2025-06-03T08:30:00Z'),
  host: { name: 'Ada Lovelace', email: 'ada@leadpilot.example', timeZone: 'Europe/Berlin' },
  prospect: { name: 'Grace <Hopper>', email: 'grace@acme.example', timeZone: 'America/New_York' },
  videoUrl: 'https://meet.example.com/abc-defg-hij',
  rescheduleUrl: 'https://app.leadpilot.example/meet/reschedule?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.sig-1',
  cancelUrl: 'https://app.leadpilot.example/meet/cancel?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ5In0.sig-2',
  now: new Date('2025-06-01T12:00:00Z'),
};

describe('the invitation ICS', () => {
  it('asks the prospect to a meeting the host organises, in UTC, with the call and the links', () => {
    const properties = parseIcs(buildInvitationIcs(booking));
    expect(one(properties, 'METHOD').value).toBe('REQUEST');
    expect(one(properties, 'UID').value).toBe(meetingUid(booking.bookingId));
    expect(one(properties, 'SEQUENCE').value).toBe('0');
    expect(one(properties, 'DTSTART').value).toBe('20250603T080000Z');
    expect(one(properties, 'DTEND').value).toBe('20250603T083000Z');
    expect(one(properties, 'DTSTAMP').value).toBe('20250601T120000Z');
    expect(one(properties, 'STATUS').value).toBe('CONFIRMED');
    expect(unescapeText(one(properties, 'SUMMARY').value)).toBe(booking.title);
    expect(one(properties, 'ORGANIZER').value).toBe('mailto:ada@leadpilot.example');
    const attendee = one(properties, 'ATTENDEE');
    expect(attendee.value.toLowerCase()).toBe('mailto:grace@acme.example');
    expect(attendee.params).toMatchObject({ RSVP: 'TRUE', ROLE: 'REQ-PARTICIPANT', PARTSTAT: 'NEEDS-ACTION' });
    expect(one(properties, 'LOCATION').value).toBe(booking.videoUrl);
    expect(one(properties, 'URL').value).toBe(booking.videoUrl);
    const description = unescapeText(one(properties, 'DESCRIPTION').value);
    expect(description).toContain(`Join the call: ${booking.videoUrl}`);
    expect(description).toContain(`Reschedule: ${booking.rescheduleUrl}`);
    expect(description).toContain(`Cancel: ${booking.cancelUrl}`);
    expect(invitationContentType('booked')).toBe('text/calendar; charset=utf-8; method=REQUEST');
  });

  it('updates the same event on a reschedule and cancels it with a higher sequence', () => {
    const moved = parseIcs(
      buildInvitationIcs({
        ...booking,
        change: 'rescheduled',
        sequence: 1,
        start: new Date('2025-06-04T13:00:00Z'),
        end: new Date('2025-06-04T13:30:00Z'),
      }),
    );
    expect(one(moved, 'METHOD').value).toBe('REQUEST');
    expect(one(moved, 'UID').value).toBe(meetingUid(booking.bookingId));
    expect(one(moved, 'SEQUENCE').value).toBe('1');
    expect(one(moved, 'DTSTART').value).toBe('20250604T130000Z');

    const cancelled = parseIcs(buildInvitationIcs({ ...booking, change: 'cancelled', sequence: 2 }));
    expect(one(cancelled, 'METHOD').value).toBe('CANCEL');
    expect(one(cancelled, 'STATUS').value).toBe('CANCELLED');
    expect(one(cancelled, 'UID').value).toBe(meetingUid(booking.bookingId));
    expect(one(cancelled, 'SEQUENCE').value).toBe('2');
    expect(one(cancelled, 'ATTENDEE').params).toMatchObject({ RSVP: 'FALSE' });
    expect(unescapeText(one(cancelled, 'DESCRIPTION').value)).not.toContain('Reschedule');
    expect(invitationContentType('cancelled')).toBe('text/calendar; charset=utf-8; method=CANCEL');
  });

  it('leaves the place out when there is no video link, and refuses a negative sequence', () => {
    const properties = parseIcs(buildInvitationIcs({ ...booking, videoUrl: null }));
    expect(properties.some((property) => property.name === 'LOCATION' || property.name === 'URL')).toBe(false);
    expect(() => buildInvitationIcs({ ...booking, sequence: -1 })).toThrow(RangeError);
  });
});

describe('the invitation email', () => {
  it("writes the time on the prospect's clock, with the call and the links, escaped in HTML", () => {
    const email = buildInvitationEmail(booking);
    expect(email.subject).toBe(
      'Invitation: Intro call: Leadpilot, for Acme — Tuesday 3 June, 04:00–04:30 (New York time)',
    );
    expect(email.text).toContain(
      'Ada Lovelace invited you to “Intro call: Leadpilot, for Acme” on Tuesday 3 June, 04:00–04:30 (New York time).',
    );
    expect(email.text).toContain(booking.rescheduleUrl);
    expect(email.text).toContain(booking.cancelUrl);
    expect(email.html).toContain('Hello Grace &lt;Hopper&gt;,');
    expect(email.html).toContain(`<a href="${booking.videoUrl}">Join the call</a>`);
    expect(email.html).toContain(`<a href="${booking.cancelUrl}">Cancel</a>`);
    expect(email.html).not.toContain('<Hopper>');
  });

  it("falls back to the host's clock and words each change", () => {
    const noZone = { ...booking, prospect: { ...booking.prospect, timeZone: null } };
    expect(buildInvitationEmail({ ...noZone, change: 'rescheduled' }).subject).toBe(
      'Updated invitation: Intro call: Leadpilot, for Acme — Tuesday 3 June, 10:00–10:30 (Berlin time)',
    );
    const cancelled = buildInvitationEmail({ ...noZone, change: 'cancelled' });
    expect(cancelled.subject).toMatch(/^Cancelled: /);
    expect(cancelled.text).toContain('Ada Lovelace cancelled “Intro call: Leadpilot, for Acme”');
    expect(cancelled.html).not.toContain('Reschedule');
  });
});
