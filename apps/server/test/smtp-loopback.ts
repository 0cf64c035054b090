import { createServer, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A reply the server gives instead of accepting: `{ code: 550, message: '5.1.1 No such user' }`. */
export interface SmtpRefusal {
  code: number;
  message: string;
}

/** What the server saw of one SMTP session, for assertions from the server's side. */
export interface SmtpSessionRecord {
  /** Command names in the order received: EHLO, MAIL, RCPT, QUIT… */
  commands: string[];
  heloName: string | null;
  mailFrom: string | null;
  recipients: { address: string; code: number }[];
}

export interface SmtpLoopbackOptions {
  host: string;
  port?: number;
  /** How RCPT TO is answered; undefined accepts. May wait (a slow server). */
  answerRecipient?: (address: string) => SmtpRefusal | undefined | Promise<SmtpRefusal | undefined>;
  /** Turn every connection away with this greeting (a server that blocks probes). */
  refuseConnections?: SmtpRefusal;
}

const refusal = (answer: SmtpRefusal) => Object.assign(new Error(answer.message), { responseCode: answer.code });

/**
 * A mail server on loopback (smtp-server) that answers RCPT TO per address and records every
 * session's commands. A message (DATA) is refused and counted: a verifier must never get that far.
 */
export async function startSmtpLoopback(options: SmtpLoopbackOptions) {
  const sessions = new Map<string, SmtpSessionRecord>();
  const sessionOf = (id: string) => {
    let record = sessions.get(id);
    if (!record) {
      record = { commands: [], heloName: null, mailFrom: null, recipients: [] };
      sessions.set(id, record);
    }
    return record;
  };
  let dataCommands = 0;
  const noop = () => undefined;
  const logger = {
    level: noop,
    trace: noop,
    info: noop,
    warn: noop,
    error: noop,
    fatal: noop,
    debug: (entry: unknown) => {
      if (typeof entry !== 'object' || entry === null) return;
      const { tnx, cid, command } = entry as { tnx?: unknown; cid?: unknown; command?: unknown };
      if (tnx === 'command' && typeof cid === 'string' && typeof command === 'string') {
        sessionOf(cid).commands.push(command);
      }
    },
  };
  const server = new SMTPServer({
    name: 'mx.loopback.test',
    logger,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    hideENHANCEDSTATUSCODES: true,
    closeTimeout: 100,
    onConnect(_session, callback) {
      callback(options.refuseConnections ? refusal(options.refuseConnections) : null);
    },
    onMailFrom(address, session, callback) {
      const record = sessionOf(session.id);
      record.heloName = session.hostNameAppearsAs;
      record.mailFrom = address.address;
      callback();
    },
    onRcptTo(address, session, callback) {
      Promise.resolve(options.answerRecipient?.(address.address)).then((answer) => {
        sessionOf(session.id).recipients.push({ address: address.address, code: answer?.code ?? 250 });
        callback(answer ? refusal(answer) : null);
      }, callback);
    },
    onData(stream, _session, callback) {
      dataCommands++;
      stream.resume();
      stream.on('end', () => callback(refusal({ code: 554, message: '5.7.1 No messages here' })));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host, () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    /** Every session so far, oldest first. */
    sessions: () => [...sessions.values()],
    /** How many times a client sent DATA. */
    dataCommands: () => dataCommands,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpLoopback = Awaited<ReturnType<typeof startSmtpLoopback>>;

/**
 * A TCP server that accepts connections and never says a word (a mail server that hangs), or says
 * only `banner` (another kind of service: a database, a message broker) and then nothing more.
 */
export async function startSilentServer(host: string, port: number, options: { banner?: string | Buffer } = {}) {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    if (options.banner !== undefined) socket.write(options.banner);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    /** Connections accepted so far. */
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
