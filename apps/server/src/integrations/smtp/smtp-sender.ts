import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { OutboundGuard } from '../../platform/outbound/outbound-guard.ts';
import { hostFormOf } from '../../platform/outbound/outbound-policy.ts';

/** One mail server and the account on it. The password stays inside the sender. */
export interface MailServerAccount {
  host: string;
  port: number;
  /** TLS from the first byte (465, 993). */
  secure: boolean;
  /**
   * Without `secure`: true when the user chose no encryption, so STARTTLS is used only when the
   * server offers it. Absent or false: STARTTLS is required and no credentials go without it.
   */
  plainText?: boolean | undefined;
  username: string;
  password: string;
}

/**
 * A DKIM key for the sending domain: messages are signed with it, and receivers check the
 * signature against the public key published at `<keySelector>._domainkey.<domainName>`.
 */
export interface DkimKey {
  domainName: string;
  keySelector: string;
  /** PEM, RSA or Ed25519. */
  privateKey: string;
}

export interface SmtpMessage {
  /** Makes the Message-ID: the same key gives the same Message-ID, so receivers can drop a resend. */
  idempotencyKey: string;
  from: { name: string; address: string };
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  inReplyTo?: string;
  /** The thread's Message-IDs, space-separated; default: `inReplyTo`. */
  references?: string;
  /** The Message-ID to send with; default: derived from `idempotencyKey`. */
  messageId?: string;
}

/** The nodemailer fields of a message: its Message-ID (given or derived), threading and extra headers. */
export function mailFieldsOf(message: SmtpMessage) {
  const messageId = message.messageId ?? messageIdFor(message.idempotencyKey, message.from.address);
  const references = message.references ?? message.inReplyTo;
  return {
    messageId,
    from: { name: message.from.name, address: message.from.address },
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: message.headers ?? {},
    ...(message.inReplyTo ? { inReplyTo: message.inReplyTo } : {}),
    ...(references ? { references } : {}),
  };
}

export interface SmtpSenderOptions {
  /** Connecting, the greeting and each later reply must each come within this. */
  timeoutMs: number;
  dkim?: DkimKey | null;
  /** Every connection goes through it (see platform/outbound). */
  guard: OutboundGuard;
  /**
   * Keeps one connection open from the first send until `close()` (nodemailer's pool of one),
   * instead of connecting, greeting and signing in for every message: for a sender that sends
   * many messages in a row, as the campaign engine's pass does.
   */
  keepOpen?: boolean;
}

/** Whether the connection must be upgraded with STARTTLS before any credentials are sent. */
export function requiresStartTls(account: Pick<MailServerAccount, 'secure' | 'plainText'>): boolean {
  return !account.secure && account.plainText !== true;
}

/** `<hash of the key>@<sender's domain>`: stable per idempotency key, unique across keys. */
export function messageIdFor(idempotencyKey: string, fromAddress: string): string {
  const domain = fromAddress.split('@')[1] || 'leadpilot.local';
  const digest = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32);
  return `<${digest}@${domain}>`;
}

/**
 * Sends through an SMTP server with nodemailer: one connection per call, or one kept open for the
 * sender's life with `keepOpen`. Each connection first passes the outbound guard: the host is
 * resolved, every address checked, and the socket dials the checked address while TLS still
 * verifies the certificate for the host name. Errors are nodemailer's own, or the guard's
 * `OutboundRefusedError`.
 */
export function createSmtpSender(account: MailServerAccount, options: SmtpSenderOptions) {
  const dkim = options.dkim
    ? {
        dkim: {
          domainName: options.dkim.domainName,
          keySelector: options.dkim.keySelector,
          privateKey: options.dkim.privateKey,
        },
      }
    : {};
  /** What the sender uses of a nodemailer transport, pooled or not. */
  interface Transport {
    sendMail(fields: ReturnType<typeof mailFieldsOf>): Promise<{ messageId?: string }>;
    verify(): Promise<true>;
    close(): void;
  }
  const open = new Set<Transport>();

  async function newTransport(pooled: boolean): Promise<Transport> {
    const target = await options.guard.resolve(account.host, account.port);
    const settings = {
      host: target.address,
      port: account.port,
      secure: account.secure,
      // Without SSL/TLS the password waits for STARTTLS, unless the user chose no encryption.
      requireTLS: requiresStartTls(account),
      // SNI and the certificate check use the name the user gave, not the address dialled.
      ...(hostFormOf(account.host).kind === 'name' ? { tls: { servername: account.host } } : {}),
      auth: { user: account.username, pass: account.password },
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs * 3,
      dnsTimeout: options.timeoutMs,
      logger: false,
      debug: false,
      ...dkim,
    };
    const transport: Transport = pooled
      ? nodemailer.createTransport({ ...settings, pool: true, maxConnections: 1 })
      : nodemailer.createTransport(settings);
    open.add(transport);
    return transport;
  }

  function closeTransport(transport: Transport) {
    transport.close();
    open.delete(transport);
  }

  async function withTransport<T>(work: (transport: Transport) => Promise<T>) {
    const transport = await newTransport(false);
    try {
      return await work(transport);
    } finally {
      closeTransport(transport);
    }
  }

  /** The kept connection's transport, made on first use; one that could not be made is tried afresh. */
  let kept: Promise<Transport> | null = null;
  function keptTransport(): Promise<Transport> {
    if (!kept) {
      kept = newTransport(true);
      kept.catch(() => {
        kept = null;
      });
    }
    return kept;
  }

  return {
    /** Signs in and says goodbye: proves the server, port, TLS and credentials. */
    async verify(): Promise<void> {
      await withTransport((transport) => transport.verify());
    },

    async send(message: SmtpMessage): Promise<{ messageId: string }> {
      const fields = mailFieldsOf(message);
      // The pool reconnects by itself when the server closed the kept connection.
      const info = options.keepOpen
        ? await (await keptTransport()).sendMail(fields)
        : await withTransport((transport) => transport.sendMail(fields));
      return { messageId: info.messageId || fields.messageId };
    },

    close(): void {
      kept = null;
      for (const transport of [...open]) closeTransport(transport);
    },
  };
}
export type SmtpSender = ReturnType<typeof createSmtpSender>;
