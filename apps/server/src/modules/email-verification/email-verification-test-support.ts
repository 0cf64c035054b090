import { type DnsLoopback, startDnsLoopback } from '../../../test/dns-loopback.ts';
import { type SmtpRefusal, startSilentServer, startSmtpLoopback } from '../../../test/smtp-loopback.ts';

/** Mail servers on three loopback addresses that share one port (the verifier has one SMTP port). */
export const loopbackHosts = {
  answering: '127.0.0.1',
  silent: '127.0.0.2',
  blocking: '127.0.0.3',
  closed: '127.0.0.4',
};

const mxOf = (exchange: string, priority = 10) => ({ MX: [{ exchange, priority }] });

/** The test domains; every mail host resolves to a loopback address. */
export const testZone = {
  'example.test': mxOf('mx.example.test'),
  'mx.example.test': { A: [loopbackHosts.answering] },
  'catchall.test': mxOf('mx.catchall.test'),
  'mx.catchall.test': { A: [loopbackHosts.answering] },
  'implicit.test': { A: [loopbackHosts.answering] },
  'nullmx.test': { MX: [{ exchange: '.', priority: 0 }], A: [loopbackHosts.answering] },
  'nomail.test': {},
  'backup.test': {
    MX: [
      { exchange: 'mx2.backup.test', priority: 20 },
      { exchange: 'mx1.backup.test', priority: 10 },
    ],
  },
  'mx2.backup.test': { A: [loopbackHosts.answering] },
  'silent.test': mxOf('mx.silent.test'),
  'mx.silent.test': { A: [loopbackHosts.silent] },
  'blocking.test': mxOf('mx.blocking.test'),
  'mx.blocking.test': { A: [loopbackHosts.blocking] },
  'closed.test': mxOf('mx.closed.test'),
  'mx.closed.test': { A: [loopbackHosts.closed] },
  'busy.test': mxOf('mx.busy.test'),
  'mx.busy.test': { A: [loopbackHosts.answering] },
  'shared-one.test': mxOf('mx.shared.test'),
  'shared-two.test': mxOf('mx.shared.test'),
  'mx.shared.test': { A: [loopbackHosts.answering] },
};

/** Mailboxes that exist on the answering server (besides every `person…@` and all of catchall.test). */
export const existingMailboxes = new Set([
  'ada@example.test',
  'info@example.test',
  'ada@implicit.test',
  'ada@backup.test',
  'slow@shared-one.test',
]);

/**
 * The loopback world of the email verifier: a DNS server for `testZone` (with `dnsdown.test` never
 * answered), an answering SMTP server, one that never speaks and one that refuses every connection.
 * `gate` holds RCPT for `slow@…` until `openGate()` (a probe caught in flight).
 */
export async function startEmailVerificationWorld() {
  let openGate = (): void => undefined;
  let gate = Promise.resolve();
  const closeGate = () => {
    gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
  };
  const answerRecipient = async (address: string): Promise<SmtpRefusal | undefined> => {
    const [local = '', domain = ''] = address.split('@');
    if (local === 'slow') await gate;
    if (domain === 'catchall.test') return undefined;
    if (local === 'greylisted') return { code: 451, message: '4.7.1 Greylisted, please try again later' };
    if (local === 'policy') return { code: 550, message: '5.7.1 Client host rejected: probing not welcome' };
    if (existingMailboxes.has(address) || local.startsWith('person')) return undefined;
    return { code: 550, message: '5.1.1 No such user here' };
  };

  const dns: DnsLoopback = await startDnsLoopback({ zone: testZone, silentNames: ['dnsdown.test'] });
  for (let attempt = 0; ; attempt++) {
    const answering = await startSmtpLoopback({ host: loopbackHosts.answering, answerRecipient });
    let silent: Awaited<ReturnType<typeof startSilentServer>> | null = null;
    try {
      silent = await startSilentServer(loopbackHosts.silent, answering.port);
      const blocking = await startSmtpLoopback({
        host: loopbackHosts.blocking,
        port: answering.port,
        refuseConnections: { code: 554, message: 'mx.blocking.test No verification probes, thank you' },
      });
      const silentServer = silent;
      return {
        dns,
        smtp: answering,
        silent: silentServer,
        blocking,
        closeGate,
        openGate: () => openGate(),
        /** Environment for `testConfig`: DNS and SMTP pointed at loopback. */
        environment: (overrides: Record<string, string> = {}) => ({
          EMAIL_VERIFY_DNS_SERVERS: dns.server,
          EMAIL_VERIFY_SMTP_PORT: String(answering.port),
          EMAIL_VERIFY_MAIL_FROM: 'verify@leadpilot.test',
          EMAIL_VERIFY_TIMEOUT_MS: '5000',
          ...overrides,
        }),
        async close() {
          openGate();
          await Promise.all([dns.close(), answering.close(), silentServer.close(), blocking.close()]);
        },
      };
    } catch (error) {
      // Another process holds this port on 127.0.0.2 or .3: try another one.
      await Promise.all([answering.close(), silent?.close()]);
      if (attempt >= 5) throw error;
    }
  }
}
export type EmailVerificationWorld = Awaited<ReturnType<typeof startEmailVerificationWorld>>;
