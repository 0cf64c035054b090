import { describe, expect, it } from 'vitest';
import { decideBounceKind } from './bounce-kind.ts';
import { readDeliveryStatus } from './delivery-status-fields.ts';
import { detectBounce } from './detect-bounce.ts';
import type { InboundMessage } from './types.ts';

const message = (overrides: Partial<InboundMessage>): InboundMessage => ({
  headers: {},
  from: { address: 'mailer-daemon@mail.seller.example' },
  subject: 'Undelivered Mail Returned to Sender',
  text: '',
  receivedAt: new Date('2026-12-01T10:00:00Z'),
  ...overrides,
});

const report = (action: string, status: string, diagnostic: string) =>
  [
    'Reporting-MTA: dns; mail.seller.example',
    '',
    'Final-Recipient: rfc822; Jane@Buyer.example',
    `Action: ${action}`,
    `Status: ${status}`,
    `Diagnostic-Code: smtp; ${diagnostic}`,
  ].join('\n');

describe('reading a delivery report (RFC 3464)', () => {
  it('reads the recipient block, unfolding long fields', () => {
    const [recipient] = readDeliveryStatus(
      'Reporting-MTA: dns; a.example\n\nFinal-Recipient: rfc822; x@y.example\nAction: failed\nStatus: 5.1.1\nDiagnostic-Code: smtp; 550 5.1.1\n    User unknown\n',
    );
    expect(recipient).toMatchObject({
      action: 'failed',
      status: '5.1.1',
      finalRecipient: 'x@y.example',
      diagnosticCode: 'smtp; 550 5.1.1 User unknown',
    });
  });

  it('calls an unknown user hard, with the recipient, status and the server words', () => {
    const found = detectBounce(
      message({ deliveryStatus: [report('failed', '5.1.1', '550 5.1.1 <jane@buyer.example>: User unknown')] }),
    );
    expect(found?.kind).toBe('bounce');
    expect(found?.bounce).toEqual({
      kind: 'hard',
      recipient: 'jane@buyer.example',
      status: '5.1.1',
      diagnostic: '550 5.1.1 <jane@buyer.example>: User unknown',
    });
    expect(found?.evidence).toContain('Status: 5.1.1');
  });

  it('calls a spam-policy refusal a block, not hard, although it is a 5xx', () => {
    const found = detectBounce(
      message({ deliveryStatus: [report('failed', '5.7.1', '554 5.7.1 Service unavailable; client host blocked')] }),
    );
    expect(found?.bounce?.kind).toBe('block');
  });

  it('calls "421 4.7.0 Try again later" a block: the receiver is throttling the sender', () => {
    const found = detectBounce(message({ deliveryStatus: [report('delayed', '4.7.0', '421 4.7.0 Try again later')] }));
    expect(found?.bounce?.kind).toBe('block');
  });

  it('calls greylisting and a full mailbox soft, whatever their class', () => {
    expect(decideBounceKind('4.7.1', '451 4.7.1 Please try again later (greylisted)').kind).toBe('soft');
    expect(decideBounceKind('5.2.2', '552 5.2.2 Mailbox full').kind).toBe('soft');
    expect(decideBounceKind('4.4.1', 'connect to mx.example: Connection timed out').kind).toBe('soft');
  });

  it('takes the diagnostic’s own code over a generic 5.0.0', () => {
    const found = detectBounce(message({ deliveryStatus: [report('failed', '5.0.0', '550 5.7.1 Blocked by policy')] }));
    expect(found?.bounce).toMatchObject({ kind: 'block', status: '5.7.1' });
  });

  it('decides a block by its words when the server gives no x.7 code', () => {
    expect(decideBounceKind('5.0.0', '550 Envelope blocked - User Entry').kind).toBe('block');
  });

  it('does not take a delivery confirmation for a bounce', () => {
    expect(detectBounce(message({ deliveryStatus: [report('delivered', '2.0.0', '250 OK')] }))).toBeUndefined();
  });

  it('recognises a plain-text failure notice by its sender and words, with the code in the text', () => {
    const found = detectBounce(
      message({
        subject: 'failure notice',
        text: "I'm afraid I wasn't able to deliver your message.\n\n<x@y.example>:\nSorry, no mailbox here by that name. (#5.1.1)\n",
      }),
    );
    expect(found?.bounce).toMatchObject({ kind: 'hard', status: '5.1.1', recipient: 'x@y.example' });
  });

  it('ignores the copy of the campaign below a notice ("spam" in our own words decides nothing)', () => {
    const found = detectBounce(
      message({
        text: 'This is a permanent error.\n\n--- Below this line is a copy of the message.\n\nWe never spam, promise.',
      }),
    );
    expect(found?.bounce?.kind).toBe('hard');
  });

  it('leaves a person who writes that an email came back undelivered as a reply', () => {
    const person = message({
      from: { address: 'nadia@buyer.example' },
      subject: 'Re: SDR hiring',
      text: 'Your first email bounced back with an "Undelivered" notice, so I am replying here.',
    });
    expect(detectBounce(person)).toBeUndefined();
  });

  it('reads notices in the prospects’ languages (German, French, Spanish)', () => {
    const german = message({
      from: { address: 'postmaster@seller.example' },
      subject: 'Unzustellbar: Monatsabschluss',
      text: "Die Nachricht konnte nicht zugestellt werden.\n\nRemote Server returned '550 5.1.1 Benutzer unbekannt'",
    });
    expect(detectBounce(german)?.bounce?.kind).toBe('hard');
    const spanish = message({
      subject: 'No se puede entregar: Cierre mensual',
      text: 'No se pudo entregar el mensaje a estos destinatarios: la dirección no existe.',
    });
    expect(detectBounce(spanish)?.bounce?.kind).toBe('hard');
  });

  it('takes a failure subject, failure words and a status together as a notice from any mail server', () => {
    const found = detectBounce(
      message({
        from: { address: 'MDaemon@mail.buyer.example' },
        subject: 'Permanent Delivery Failure',
        text: 'YOUR MESSAGE WAS NOT DELIVERED TO ONE OR MORE RECIPIENTS!\n552 5.2.2 Mailbox quota exceeded',
      }),
    );
    expect(found?.bounce?.kind).toBe('soft');
  });
});
