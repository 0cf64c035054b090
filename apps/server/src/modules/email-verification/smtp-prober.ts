import { connect, type Socket } from 'node:net';
import { createOutboundGuard, type OutboundGuard } from '../../platform/outbound/outbound-guard.ts';
import { createSmtpReplyReader, SmtpReadError, type SmtpReply } from './smtp-reply-reader.ts';

export type SmtpStep = 'connect' | 'greeting' | 'ehlo' | 'mail' | 'rcpt';

export interface SmtpProbeInput {
  /** The mail server's IP address (resolved by the verifier's own resolver, not the system's). */
  address: string;
  recipient: string;
  /** A made-up mailbox at the same domain, asked only when the recipient is accepted. */
  catchAllRecipient: string;
}

export type SmtpProbeResult =
  /** The server answered RCPT for the recipient (and for the made-up mailbox when it accepted the recipient). */
  | { kind: 'answered'; recipient: SmtpReply; catchAll: SmtpReply | null }
  /** The server turned the session down before RCPT: greeting, EHLO/HELO or MAIL FROM not accepted. */
  | { kind: 'refused'; step: SmtpStep; reply: SmtpReply }
  | { kind: 'timeout'; step: SmtpStep }
  | { kind: 'unreachable'; step: SmtpStep; message: string };

/** Asks a mail server whether it would take mail for an address, without sending any. */
export interface SmtpProber {
  probe(input: SmtpProbeInput): Promise<SmtpProbeResult>;
}

export interface SmtpProberOptions {
  port: number;
  /** The name we greet with (EHLO); a real, resolvable host name of ours. */
  heloName: string;
  /** The envelope sender (MAIL FROM). */
  mailFrom: string;
  /** The longest wait for the connection and for each reply. */
  timeoutMs: number;
  /** Mail hosts come from user-given domains: each address passes it first. Default: public addresses only. */
  guard?: OutboundGuard;
}

const isPositive = (reply: SmtpReply) => reply.code >= 200 && reply.code < 300;
const isRecipientAccepted = (reply: SmtpReply) => reply.code === 250 || reply.code === 251;

/** Resolves once connected; rejects with a `SmtpReadError` on failure or when `timeoutMs` passes. */
function openConnection(socket: Socket, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new SmtpReadError('timeout', `no connection within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(new SmtpReadError('closed', error.message));
    });
  });
}

/**
 * The probe over `node:net`: connect, EHLO (HELO when EHLO is refused), MAIL FROM, RCPT TO for the
 * address and, if accepted, for a made-up mailbox in the same session, then QUIT. Never DATA.
 */
export function createSmtpProber(options: SmtpProberOptions): SmtpProber {
  const guard = options.guard ?? createOutboundGuard();
  return {
    async probe(input) {
      try {
        guard.checkAddress(input.address, input.address, options.port);
      } catch (error) {
        return {
          kind: 'unreachable',
          step: 'connect',
          message: error instanceof Error ? error.message : String(error),
        };
      }
      const socket = connect({ host: input.address, port: options.port, noDelay: true });
      socket.on('error', () => {
        // Reported through the connection or the reply reader; without a listener it would throw.
      });
      const reader = createSmtpReplyReader(socket);
      let step: SmtpStep = 'connect';
      const command = async (line: string) => {
        socket.write(`${line}\r\n`);
        return reader.read(options.timeoutMs);
      };
      const quit = async () => {
        if (socket.destroyed || !socket.writable) return;
        await command('QUIT').catch(() => undefined);
      };
      try {
        await openConnection(socket, options.timeoutMs);
        step = 'greeting';
        const greeting = await reader.read(options.timeoutMs);
        if (greeting.code !== 220) {
          await quit();
          return { kind: 'refused', step, reply: greeting };
        }
        step = 'ehlo';
        let hello = await command(`EHLO ${options.heloName}`);
        if (hello.code >= 500 && hello.code < 600) hello = await command(`HELO ${options.heloName}`);
        if (!isPositive(hello)) {
          await quit();
          return { kind: 'refused', step, reply: hello };
        }
        step = 'mail';
        const sender = await command(`MAIL FROM:<${options.mailFrom}>`);
        if (!isPositive(sender)) {
          await quit();
          return { kind: 'refused', step, reply: sender };
        }
        step = 'rcpt';
        const recipient = await command(`RCPT TO:<${input.recipient}>`);
        let catchAll: SmtpReply | null = null;
        if (isRecipientAccepted(recipient)) {
          // A server that goes quiet on the second question still answered the first.
          catchAll = await command(`RCPT TO:<${input.catchAllRecipient}>`).catch(() => null);
        }
        await quit();
        return { kind: 'answered', recipient, catchAll };
      } catch (error) {
        if (error instanceof SmtpReadError && error.kind === 'timeout') return { kind: 'timeout', step };
        return { kind: 'unreachable', step, message: error instanceof Error ? error.message : String(error) };
      } finally {
        socket.destroy();
      }
    },
  };
}
