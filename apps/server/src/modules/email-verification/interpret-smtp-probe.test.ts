import { describe, expect, it } from 'vitest';
import { interpretSmtpProbe } from './interpret-smtp-probe.ts';
import type { SmtpReply } from './smtp-reply-reader.ts';

const reply = (code: number, enhancedCode: string | null = null): SmtpReply => ({ code, enhancedCode, text: '' });
const answered = (recipient: SmtpReply, catchAll: SmtpReply | null = null) =>
  interpretSmtpProbe({ kind: 'answered', recipient, catchAll });

describe('reading the SMTP replies', () => {
  it('takes 250 and 251 as accepted, and a made-up mailbox accepted as catch-all', () => {
    expect(answered(reply(250), reply(550, '5.1.1'))).toEqual({ smtp: 'accepted', catchAll: false });
    expect(answered(reply(251), reply(250))).toEqual({ smtp: 'accepted', catchAll: true });
  });

  it('leaves catch-all unknown when the made-up mailbox got no clear answer', () => {
    expect(answered(reply(250), null)).toEqual({ smtp: 'accepted', catchAll: null });
    expect(answered(reply(250), reply(451))).toEqual({ smtp: 'accepted', catchAll: null });
  });

  it.each([
    [550, null],
    [551, null],
    [553, null],
    [550, '5.1.1'],
    [554, '5.1.1'],
  ])('takes %i %s as "no such mailbox"', (code, enhanced) => {
    expect(answered(reply(code, enhanced)).smtp).toBe('rejected');
  });

  it.each([450, 451, 452, 421])('takes %i as temporary', (code) => {
    expect(answered(reply(code)).smtp).toBe('temporary');
  });

  it('takes a policy refusal (5.7.x) or another 5xx as a blocked probe, not a missing mailbox', () => {
    expect(answered(reply(550, '5.7.1')).smtp).toBe('blocked');
    expect(answered(reply(554)).smtp).toBe('blocked');
    expect(answered(reply(552)).smtp).toBe('blocked');
  });

  it('maps a session that ended before RCPT', () => {
    expect(interpretSmtpProbe({ kind: 'refused', step: 'greeting', reply: reply(554) }).smtp).toBe('blocked');
    expect(interpretSmtpProbe({ kind: 'refused', step: 'mail', reply: reply(421) }).smtp).toBe('temporary');
    expect(interpretSmtpProbe({ kind: 'timeout', step: 'greeting' }).smtp).toBe('timeout');
    expect(interpretSmtpProbe({ kind: 'unreachable', step: 'connect', message: 'refused' }).smtp).toBe('unreachable');
  });
});
