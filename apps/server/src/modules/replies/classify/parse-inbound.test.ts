import { describe, expect, it } from 'vitest';
import { parseInbound } from './parse-inbound.ts';

const receivedAt = new Date('2026-12-01T10:00:00Z');

const report = [
  'From: Mail Delivery System <MAILER-DAEMON@mail.seller.example>',
  'To: sam@seller.example',
  'Subject: Undelivered Mail Returned to Sender',
  'Auto-Submitted: auto-replied',
  'Received: from a.example by b.example;',
  '\tMon, 30 Nov 2026 10:00:00 +0000',
  'Received: from c.example by a.example; Mon, 30 Nov 2026 09:59:00 +0000',
  'MIME-Version: 1.0',
  'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
  '',
  '--b1',
  'Content-Type: text/plain',
  '',
  'Your message could not be delivered.',
  '--b1',
  'Content-Type: message/delivery-status',
  '',
  'Reporting-MTA: dns; mail.seller.example',
  '',
  'Final-Recipient: rfc822; nobody@buyer.example',
  'Action: failed',
  'Status: 5.1.1',
  '--b1--',
  '',
].join('\r\n');

describe('parsing an inbound message', () => {
  it('keeps the delivery-status part apart from the text, verbatim', async () => {
    const message = await parseInbound(report, receivedAt);
    expect(message.text.trim()).toBe('Your message could not be delivered.');
    expect(message.deliveryStatus).toHaveLength(1);
    expect(message.deliveryStatus?.[0]).toContain('Status: 5.1.1');
  });

  it('lower-cases header names, unfolds them and joins a repeated header with ", "', async () => {
    const message = await parseInbound(report, receivedAt);
    expect(message.headers['auto-submitted']).toBe('auto-replied');
    expect(message.headers.received).toBe(
      'from a.example by b.example; Mon, 30 Nov 2026 10:00:00 +0000, from c.example by a.example; Mon, 30 Nov 2026 09:59:00 +0000',
    );
  });

  it('reads the sender, the subject and the time the message was received', async () => {
    const message = await parseInbound(report, receivedAt);
    expect(message.from).toEqual({ address: 'mailer-daemon@mail.seller.example', name: 'Mail Delivery System' });
    expect(message.subject).toBe('Undelivered Mail Returned to Sender');
    expect(message.receivedAt).toBe(receivedAt);
  });

  it('renders an HTML-only message to text, quoted blocks as "> " lines', async () => {
    const html = [
      'From: Ana <ana@buyer.example>',
      'Subject: Re: routes',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>Not interested, thanks.</p><blockquote><p>Would you be interested in a call?</p></blockquote>',
    ].join('\r\n');
    const message = await parseInbound(Buffer.from(html), receivedAt);
    expect(message.text).toContain('Not interested, thanks.');
    expect(message.text).toContain('> Would you be interested in a call?');
    expect(message.deliveryStatus).toBeUndefined();
  });
});
