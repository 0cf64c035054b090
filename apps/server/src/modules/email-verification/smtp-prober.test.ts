import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackAllowedGuard } from '../../platform/outbound/outbound-test-support.ts';
import {
  type EmailVerificationWorld,
  loopbackHosts,
  startEmailVerificationWorld,
} from './email-verification-test-support.ts';
import { createSmtpProber, type SmtpProber } from './smtp-prober.ts';

let world: EmailVerificationWorld;
let prober: SmtpProber;
/** The loopback test servers are allowed explicitly; the default policy refuses them. */
const loopbackAllowed = loopbackAllowedGuard();

beforeAll(async () => {
  world = await startEmailVerificationWorld();
  prober = createSmtpProber({
    port: world.smtp.port,
    heloName: 'verifier.leadpilot.test',
    mailFrom: 'verify@leadpilot.test',
    timeoutMs: 2000,
    guard: loopbackAllowed,
  });
});
afterAll(() => world.close());

const probe = (recipient: string, host = loopbackHosts.answering) =>
  prober.probe({ address: host, recipient, catchAllRecipient: `zz9plural@${recipient.split('@')[1]}` });

describe('the SMTP prober', () => {
  it('says EHLO with our name, MAIL FROM our sender, asks RCPT twice when accepted, and QUITs, never DATA', async () => {
    const before = world.smtp.sessions().length;
    const result = await probe('ada@example.test');
    expect(result).toEqual({
      kind: 'answered',
      recipient: { code: 250, enhancedCode: null, text: 'Accepted' },
      catchAll: { code: 550, enhancedCode: '5.1.1', text: '5.1.1 No such user here' },
    });
    const [session] = world.smtp.sessions().slice(before);
    expect(session).toEqual({
      commands: ['EHLO', 'MAIL', 'RCPT', 'RCPT', 'QUIT'],
      heloName: 'verifier.leadpilot.test',
      mailFrom: 'verify@leadpilot.test',
      recipients: [
        { address: 'ada@example.test', code: 250 },
        { address: 'zz9plural@example.test', code: 550 },
      ],
    });
    expect(world.smtp.dataCommands()).toBe(0);
  });

  it('asks only once when the mailbox is refused', async () => {
    const before = world.smtp.sessions().length;
    const result = await probe('nobody@example.test');
    expect(result).toMatchObject({ kind: 'answered', recipient: { code: 550, enhancedCode: '5.1.1' }, catchAll: null });
    expect(world.smtp.sessions().slice(before)[0]?.commands).toEqual(['EHLO', 'MAIL', 'RCPT', 'QUIT']);
  });

  it('gives up on a server that never speaks after the step timeout', async () => {
    const quick = createSmtpProber({
      port: world.smtp.port,
      heloName: 'h.test',
      mailFrom: 'v@h.test',
      timeoutMs: 200,
      guard: loopbackAllowed,
    });
    const started = Date.now();
    const result = await quick.probe({
      address: loopbackHosts.silent,
      recipient: 'ada@silent.test',
      catchAllRecipient: 'x@silent.test',
    });
    expect(result).toEqual({ kind: 'timeout', step: 'greeting' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('reports a server that turns the connection away, and one that is not there', async () => {
    const refused = await probe('ada@blocking.test', loopbackHosts.blocking);
    expect(refused).toMatchObject({ kind: 'refused', step: 'greeting', reply: { code: 554 } });
    const closed = await probe('ada@closed.test', loopbackHosts.closed);
    expect(closed).toMatchObject({ kind: 'unreachable', step: 'connect' });
  });

  it('never dials a loopback or private address under the default policy', async () => {
    const guarded = createSmtpProber({
      port: world.smtp.port,
      heloName: 'h.test',
      mailFrom: 'v@h.test',
      timeoutMs: 2000,
    });
    const before = world.smtp.sessions().length;
    for (const address of [loopbackHosts.answering, '10.0.0.1', '169.254.169.254', '::ffff:127.0.0.1']) {
      const result = await guarded.probe({
        address,
        recipient: 'ada@example.test',
        catchAllRecipient: 'x@example.test',
      });
      expect(result).toMatchObject({
        kind: 'unreachable',
        step: 'connect',
        message: expect.stringContaining('Leadpilot does not connect there'),
      });
    }
    expect(world.smtp.sessions().length).toBe(before);
  });
});
