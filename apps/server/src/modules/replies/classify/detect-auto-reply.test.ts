import { describe, expect, it } from 'vitest';
import { detectAutoReply } from './detect-auto-reply.ts';
import { findReturnDate, timezoneOffsetOf } from './return-date.ts';
import type { InboundMessage } from './types.ts';

// Wednesday 2 December 2026, 09:00 in Berlin.
const receivedAt = new Date('2026-12-02T08:00:00Z');

const message = (text: string, overrides: Partial<InboundMessage> = {}): InboundMessage => ({
  headers: { date: 'Wed, 2 Dec 2026 09:00:00 +0100' },
  from: { address: 'anna@buyer.example' },
  subject: 'Re: Routes for your fleet',
  text,
  receivedAt,
  ...overrides,
});

const detect = (text: string, overrides: Partial<InboundMessage> = {}) =>
  detectAutoReply(message(text, overrides), text);

describe('recognising an automatic reply', () => {
  it('trusts RFC 3834 first: Auto-Submitted makes any message automatic', () => {
    const found = detect('Thanks, we will get back to you.', { headers: { 'auto-submitted': 'auto-replied' } });
    expect(found).toMatchObject({ kind: 'auto_reply', autoReply: { outOfOffice: false } });
    expect(found?.evidence).toContain('Auto-Submitted: auto-replied');
  });

  it('does not count "Auto-Submitted: no", which marks a message a person sent', () => {
    expect(detect('Sounds good, send it over.', { headers: { 'auto-submitted': 'no' } })).toBeUndefined();
  });

  it('reads the vendors’ markers: X-Auto-Response-Suppress, Precedence: auto_reply, X-Autoreply', () => {
    const markers: Record<string, string>[] = [
      { 'x-auto-response-suppress': 'All' },
      { precedence: 'auto_reply' },
      { 'x-autoreply': 'yes' },
    ];
    for (const headers of markers) {
      expect(detect('Thank you for your message.', { headers })?.kind).toBe('auto_reply');
    }
  });

  it('recognises an out-of-office without any header by an absence and the day back', () => {
    const found = detect('Ich bin im Urlaub und ab Montag, den 7. Dezember, wieder im Büro.');
    expect(found?.autoReply).toEqual({ outOfOffice: true, returnDate: '2026-12-07' });
  });

  it('leaves a person who mentions a holiday in passing as a reply', () => {
    expect(detect("Happy to chat - I'm on holiday next week though, so let's aim for the week after.")).toBeUndefined();
  });

  it('tells a ticket acknowledgement from an out-of-office', () => {
    const found = detect(
      'This is an automated message to confirm your request has been received (ticket number 4411).',
    );
    expect(found?.autoReply).toEqual({ outOfOffice: false });
  });

  it('calls a marked reply that dates its writer’s return an out-of-office, even in unlisted words', () => {
    const found = detect('Estoy disfrutando de unos dias de descanso. Volveré el 10 de diciembre.', {
      subject: 'Respuesta automática: Rutas',
    });
    expect(found?.autoReply).toEqual({ outOfOffice: true, returnDate: '2026-12-10' });
  });
});

describe('recognising notices without any automatic header', () => {
  it('calls a mailbox nobody reads automatic, in any of the six languages', () => {
    for (const text of [
      'Please note this inbox is not monitored. Send invoices to ap@buyer.example.',
      'Dieses Postfach wird nicht mehr überwacht. Bitte schreiben Sie an info@buyer.example.',
      "Cette adresse n'est plus consultée.",
      'Este buzón no se revisa. Escriba a info@buyer.example.',
    ]) {
      expect(detect(text)?.autoReply, text).toEqual({ outOfOffice: false });
    }
  });

  it('calls "X has left, your message will not be forwarded" automatic, but not a colleague who says so by hand', () => {
    expect(detect('Jonas Weber has left the company. Your message will not be forwarded.')?.autoReply).toEqual({
      outOfOffice: false,
    });
    expect(detect("Jonas is no longer with us - I've taken over his accounts. What is this about?")).toBeUndefined();
  });

  it('reads ticket acknowledgements by their wording and ticket numbers', () => {
    expect(detect('Incident INC0012345 has been opened on your behalf.')?.autoReply).toEqual({ outOfOffice: false });
    expect(detect('Wir haben Ihre Anfrage erhalten und melden uns in Kürze.')?.autoReply).toEqual({
      outOfOffice: false,
    });
  });

  it('knows the kinds of leave: parental, sick, in every language', () => {
    expect(
      detect('Ich befinde mich in Elternzeit. Ihre E-Mail wird nicht weitergeleitet.')?.autoReply?.outOfOffice,
    ).toBe(true);
    expect(detect("I'm off sick today. For anything urgent, contact ops@buyer.example.")?.autoReply?.outOfOffice).toBe(
      true,
    );
  });
});

describe('reading the return date', () => {
  const read = (text: string, language: 'en' | 'de' | 'fr' | 'es' | 'nl' | 'pt') =>
    findReturnDate(text, [language], receivedAt, 60)?.date;

  it('reads a German date without a year ("bis zum 18.12.") in the year it next falls', () => {
    expect(read('Ich bin bis zum 18.12. nicht im Büro.', 'de')).toBe('2026-12-18');
    expect(read('Ich bin bis zum 5.1. im Urlaub.', 'de')).toBe('2027-01-05');
  });

  it('counts relative days from when the notice arrived', () => {
    expect(read("I'll be back on Monday.", 'en')).toBe('2026-12-07');
    expect(read('Back in the office next Tuesday.', 'en')).toBe('2026-12-08');
  });

  it('prefers the day back over the last day away', () => {
    expect(
      read('Ich bin bis einschließlich 4. Dezember im Urlaub. Ab Montag, dem 7. Dezember, bin ich wieder da.', 'de'),
    ).toBe('2026-12-07');
  });

  it('reads each language in its own way (day before month, accented cue words)', () => {
    expect(read("Je suis absente jusqu'au 04/01/2027.", 'fr')).toBe('2027-01-04');
    expect(read('Volveré el lunes 14 de diciembre.', 'es')).toBe('2026-12-14');
    expect(read('Vanaf 4 januari ben ik weer bereikbaar.', 'nl')).toBe('2027-01-04');
    expect(read('Estou de férias até 18/12.', 'pt')).toBe('2026-12-18');
  });

  it('reads a day of the month on its own, and prefers "back on" over the end of a range before it', () => {
    expect(read("I'm away until the 14th.", 'en')).toBe('2026-12-14');
    expect(read('Out from 2026-12-07 to 2026-12-11, and back on 2026-12-14.', 'en')).toBe('2026-12-14');
  });

  it('ignores times and today: "only at 11am and 4pm" names no day', () => {
    expect(read('I only check email at 11am and 4pm.', 'en')).toBeUndefined();
    expect(read('Ich bin heute auf einer Messe.', 'de')).toBeUndefined();
  });

  it('reads the sender’s time zone from the Date header', () => {
    expect(timezoneOffsetOf('Tue, 01 Dec 2026 01:46:02 -0800 (PST)')).toBe(-480);
    expect(timezoneOffsetOf('Thu,  3 Dec 2026 10:15:42 +0100')).toBe(60);
    expect(timezoneOffsetOf(undefined)).toBe(0);
  });
});
