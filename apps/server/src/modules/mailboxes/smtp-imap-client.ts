import type { ConnectionStep } from '@leadpilot/contracts';
import { createImapMailbox } from '../../integrations/imap/imap-mailbox.ts';
import { explainMailServerError } from '../../integrations/smtp/mail-server-errors.ts';
import {
  createSmtpSender,
  type DkimKey,
  type MailServerAccount,
  requiresStartTls,
} from '../../integrations/smtp/smtp-sender.ts';
import { createOutboundGuard, type OutboundGuard } from '../../platform/outbound/outbound-guard.ts';
import { type MailboxClient, MailboxConnectionError } from './mailbox-client.ts';

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

/** A mailbox on any SMTP + IMAP server: nodemailer sends (DKIM-signed when a key is given), imapflow reads. */
export function createSmtpImapClient(
  servers: { smtp: MailServerAccount; imap: MailServerAccount },
  options: SmtpImapClientOptions,
): MailboxClient {
  const { timeoutMs } = options;
  const guard = options.guard ?? publicOnly;
  const sender = createSmtpSender(servers.smtp, { timeoutMs, guard, dkim: options.dkim ?? null });
  const reader = createImapMailbox(servers.imap, { timeoutMs, guard });
  return {
    send: (message) => explained('smtp', servers.smtp, timeoutMs, () => sender.send(message)),
    findByToken: (token) => explained('imap', servers.imap, timeoutMs, () => reader.findByToken(token)),
    rescue: (message) => explained('imap', servers.imap, timeoutMs, () => reader.rescue(message)),
    async verify() {
      const failed = (await attemptBoth(servers, timeoutMs, guard)).find((item) => item.error);
      if (failed?.error) throw failed.error;
    },
    async close() {
      sender.close();
    },
  };
}
