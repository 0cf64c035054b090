import type { ConnectionStep } from '@leadpilot/contracts';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { createImapMailbox, type ImapMailbox } from '../../integrations/imap/imap-mailbox.ts';
import { explainMailServerError } from '../../integrations/smtp/mail-server-errors.ts';
import {
  createSmtpSender,
  type DkimKey,
  type MailServerAccount,
  mailFieldsOf,
  requiresStartTls,
} from '../../integrations/smtp/smtp-sender.ts';
import { createOutboundGuard, type OutboundGuard } from '../../platform/outbound/outbound-guard.ts';
import {
  type InboundBatch,
  type InboundRequest,
  type MailboxClient,
  MailboxConnectionError,
  type MailboxMessage,
  type SendFailure,
  type SentMessage,
} from './mailbox-client.ts';

export interface SmtpImapClientOptions {
  /** Each wait on a server (connecting, its greeting, each reply) ends after this. */
  timeoutMs: number;
  /** Signs outgoing mail when the organisation holds a key for the sending domain. */
  dkim?: DkimKey | null;
  /** Every connection passes it; default: public addresses only. */
  guard?: OutboundGuard | undefined;
}

/** How the checks reach the servers. */
export interface SmtpImapCheckOptions {
  timeoutMs: number;
  /** Every connection passes it; default: public addresses only. */
  guard?: OutboundGuard | undefined;
}

const publicOnly = createOutboundGuard();

/** Waits on mail servers end after 10 seconds unless the installation says otherwise. */
export const defaultMailServerTimeoutMs = 10_000;

function connectionError(step: 'smtp' | 'imap', account: MailServerAccount, timeoutMs: number, error: unknown) {
  if (error instanceof MailboxConnectionError) return error;
  const explained = explainMailServerError(error, {
    protocol: step,
    host: account.host,
    port: account.port,
    secure: account.secure,
    timeoutMs,
    secrets: [account.password],
  });
  return new MailboxConnectionError(step, explained.message, explained.permanent);
}

/** SMTP commands answered before the message's content is handed over: a failure there sent nothing. */
const beforeContent = /^(CONN|API|EHLO|HELO|LHLO|STARTTLS|AUTH|MAIL FROM|RCPT TO)/;

/**
 * Whether a failed SMTP send may have delivered: a 5xx answer to RCPT TO or to the content is a
 * refusal; a failure before the content (connecting, signing in, the envelope, a 4xx) sent nothing;
 * a connection lost or a timeout after that may have been accepted.
 */
export function smtpSendFailure(error: unknown): SendFailure {
  const field = (name: string) =>
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
  const command = typeof field('command') === 'string' ? (field('command') as string) : '';
  const code = typeof field('code') === 'string' ? (field('code') as string) : '';
  const responseCode = typeof field('responseCode') === 'number' ? (field('responseCode') as number) : null;
  const message = error instanceof Error ? error.message : '';
  if (responseCode !== null && responseCode >= 500 && /^(RCPT TO|DATA)/.test(command)) return 'refused';
  if (responseCode !== null && responseCode >= 400) return 'not-sent';
  if (code === 'EOUTBOUND' || code === 'EAUTH' || code === 'EDNS' || code === 'ETLS') return 'not-sent';
  if (code === 'ETIMEDOUT') return /^Connection timeout/.test(message) ? 'not-sent' : 'uncertain';
  if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH/.test(`${code} ${message}`)) return 'not-sent';
  if (code === 'EENVELOPE' || (command && beforeContent.test(command) && code !== 'ESOCKET')) return 'not-sent';
  return 'uncertain';
}

/** Runs `work`, turning any failure into a MailboxConnectionError in plain words. */
async function explained<T>(
  step: 'smtp' | 'imap',
  account: MailServerAccount,
  timeoutMs: number,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw connectionError(step, account, timeoutMs, error);
  }
}

/** One server's sign-in: the step as the check reports it, and the error when it failed. */
interface Attempt {
  step: ConnectionStep;
  error: MailboxConnectionError | null;
}

async function attempt(
  step: 'smtp' | 'imap',
  account: MailServerAccount,
  timeoutMs: number,
  signIn: () => Promise<string>,
): Promise<Attempt> {
  try {
    const security = await explained(step, account, timeoutMs, signIn);
    const message = `Signed in to ${account.host}:${account.port} as ${account.username} (${security}).`;
    return { step: { step, ok: true, message }, error: null };
  } catch (error) {
    const failure = connectionError(step, account, timeoutMs, error);
    return { step: { step, ok: false, message: failure.message }, error: failure };
  }
}

async function attemptSmtp(account: MailServerAccount, timeoutMs: number, guard: OutboundGuard): Promise<Attempt> {
  const sender = createSmtpSender(account, { timeoutMs, guard });
  try {
    return await attempt('smtp', account, timeoutMs, async () => {
      await sender.verify();
      if (account.secure) return 'SSL/TLS';
      return requiresStartTls(account) ? 'STARTTLS' : 'no encryption required: STARTTLS only if the server offered it';
    });
  } finally {
    sender.close();
  }
}

function attemptImap(account: MailServerAccount, timeoutMs: number, guard: OutboundGuard): Promise<Attempt> {
  return attempt('imap', account, timeoutMs, async () => {
    const { encrypted } = await createImapMailbox(account, { timeoutMs, guard }).verify();
    if (account.secure) return 'SSL/TLS';
    if (requiresStartTls(account)) return 'STARTTLS';
    return encrypted ? 'STARTTLS, offered by the server' : 'not encrypted, as chosen';
  });
}

async function attemptBoth(
  servers: { smtp?: MailServerAccount | undefined; imap?: MailServerAccount | undefined },
  timeoutMs: number,
  guard: OutboundGuard,
): Promise<Attempt[]> {
  const attempts = await Promise.all([
    servers.smtp ? attemptSmtp(servers.smtp, timeoutMs, guard) : null,
    servers.imap ? attemptImap(servers.imap, timeoutMs, guard) : null,
  ]);
  return attempts.filter((item): item is Attempt => item !== null);
}

/** Signs in to each server given, for real, and says in plain words how each went. */
export async function checkSmtpImap(
  servers: { smtp?: MailServerAccount | undefined; imap?: MailServerAccount | undefined },
  options: SmtpImapCheckOptions,
): Promise<ConnectionStep[]> {
  return (await attemptBoth(servers, options.timeoutMs, options.guard ?? publicOnly)).map((item) => item.step);
}

/** The inbox past the cursor (UIDVALIDITY and last UID), in the mailbox client's terms. */
async function readInbound(reader: ImapMailbox, request: InboundRequest): Promise<InboundBatch> {
  const { cursor } = request;
  const position =
    cursor?.kind === 'imap'
      ? {
          uidValidity: cursor.uidValidity,
          lastUid: cursor.lastUid,
          backfill: cursor.backfill && { since: new Date(cursor.backfill.since), upTo: cursor.backfill.upTo },
        }
      : null;
  const read = await reader.readInbox({
    position,
    limit: request.limit,
    since: request.backfillSince,
    maxBytes: request.maxBytes,
  });
  return {
    messages: read.messages.map((message, index) => ({
      ref: read.refs[index] ?? String(message.uid),
      raw: message.source,
      size: message.size,
      receivedAt: message.internalDate,
    })),
    cursor: {
      kind: 'imap',
      uidValidity: read.uidValidity,
      lastUid: read.lastUid,
      ...(read.backfill ? { backfill: { since: read.backfill.since.toISOString(), upTo: read.backfill.upTo } } : {}),
    },
    more: read.more,
    ...(read.uidValidityChanged ? { reset: 'uidvalidity' as const } : {}),
  };
}

/**
 * A mailbox on any SMTP + IMAP server: nodemailer sends (DKIM-signed when a key is given), imapflow
 * reads. The client keeps its connections open between calls, so whoever opens one closes it.
 */
export function createSmtpImapClient(
  servers: { smtp: MailServerAccount; imap: MailServerAccount },
  options: SmtpImapClientOptions,
): MailboxClient {
  const { timeoutMs } = options;
  const guard = options.guard ?? publicOnly;
  // One SMTP connection and one IMAP session, each opened on first use and kept until `close()`.
  const sender = createSmtpSender(servers.smtp, { timeoutMs, guard, dkim: options.dkim ?? null, keepOpen: true });
  const reader = createImapMailbox(servers.imap, { timeoutMs, guard, keepOpen: true });
  /**
   * SMTP servers do not keep what they relay, so a campaign message's copy is filed in the Sent
   * folder over IMAP after the server accepted it (where reconciliation looks it up by Message-ID).
   * The message went out either way: a failed copy is a warning, not a failed send.
   */
  async function send(message: MailboxMessage): Promise<SentMessage> {
    let sent: SentMessage;
    try {
      sent = await sender.send(message);
    } catch (error) {
      const failure = connectionError('smtp', servers.smtp, timeoutMs, error);
      throw new MailboxConnectionError('smtp', failure.message, failure.permanent, smtpSendFailure(error));
    }
    if (!message.copyToSent) return sent;
    try {
      const fields = mailFieldsOf({ ...message, messageId: sent.messageId });
      const raw = await new MailComposer(fields).compile().build();
      await explained('imap', servers.imap, timeoutMs, () => reader.appendSent(raw));
      return sent;
    } catch (error) {
      const reason = error instanceof MailboxConnectionError ? error.message : 'the IMAP server refused it';
      return { ...sent, warning: `Sent, but its copy could not be filed in the Sent folder: ${reason}` };
    }
  }

  return {
    send,
    findSent: (messageId) => explained('imap', servers.imap, timeoutMs, () => reader.findSent(messageId)),
    findByToken: (token) => explained('imap', servers.imap, timeoutMs, () => reader.findByToken(token)),
    fetchInbound: (request) => explained('imap', servers.imap, timeoutMs, () => readInbound(reader, request)),
    rescue: (message) => explained('imap', servers.imap, timeoutMs, () => reader.rescue(message)),
    async verify() {
      const failed = (await attemptBoth(servers, timeoutMs, guard)).find((item) => item.error);
      if (failed?.error) throw failed.error;
    },
    async close() {
      sender.close();
      await reader.close();
    },
  };
}
