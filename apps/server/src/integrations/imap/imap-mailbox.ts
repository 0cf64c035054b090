import type { ImapFlow, ListResponse } from 'imapflow';
import type { OutboundGuard } from '../../platform/outbound/outbound-guard.ts';
import { hostFormOf } from '../../platform/outbound/outbound-policy.ts';
import { type MailServerAccount, requiresStartTls } from '../smtp/smtp-sender.ts';
import { type ImapReadRequest, type ImapReadResult, readInboxOn } from './read-inbox.ts';

export interface ImapMailboxOptions {
  /** Connecting, the greeting and each later reply must each come within this. */
  timeoutMs: number;
  /** Every connection goes through it (see platform/outbound). */
  guard: OutboundGuard;
  /**
   * Keeps one signed-in session from the first call until `close()`, the calls taking turns on it,
   * instead of signing in and out for each: for a caller that files many messages in a row (the
   * campaign engine's Sent copies). A session that failed is closed and the next call opens another.
   */
  keepOpen?: boolean;
}

/** A message found by its token; `ref` names its folder, UIDVALIDITY and UID for a later rescue. */
export interface ImapFoundMessage {
  ref: string;
  folder: 'inbox' | 'spam';
  messageId: string;
  subject: string;
  seen: boolean;
}

/** Names of spam folders on servers that do not mark theirs with the `\Junk` special use. */
const spamNames = /^(junk|spam|junk e-?mail|bulk mail|junk mail)$/i;

/** The spam folder: the one marked `\Junk`, else one with a usual spam name. */
export function spamFolderOf(folders: ListResponse[]): string | null {
  const marked = folders.find((folder) => folder.specialUse === '\\Junk');
  if (marked) return marked.path;
  return folders.find((folder) => spamNames.test(folder.name))?.path ?? null;
}

/** Names of sent-mail folders on servers that do not mark theirs with the `\Sent` special use. */
const sentNames = /^(sent|sent items|sent messages|sent mail)$/i;

/** The sent-mail folder: the one marked `\Sent`, else one with a usual name. */
export function sentFolderOf(folders: ListResponse[]): string | null {
  const marked = folders.find((folder) => folder.specialUse === '\\Sent');
  if (marked) return marked.path;
  return folders.find((folder) => sentNames.test(folder.name))?.path ?? null;
}

/** `<uidValidity>:<uid>:<path>`; the path comes last as it may hold any character. */
function refOf(uidValidity: bigint, uid: number, path: string) {
  return `${uidValidity}:${uid}:${path}`;
}

function parseRef(ref: string): { uidValidity: string; uid: number; path: string } | null {
  const match = /^(\d+):(\d+):(.+)$/s.exec(ref);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return { uidValidity: match[1], uid: Number(match[2]), path: match[3] };
}

/**
 * Reads a mailbox over IMAP with imapflow: one connection per call, signed in and out, or one kept
 * session with `keepOpen`; each connection through the outbound guard. Errors are imapflow's own or
 * the guard's `OutboundRefusedError` (see mail-server-errors.ts for what they mean).
 */
export function createImapMailbox(account: MailServerAccount, options: ImapMailboxOptions) {
  async function connect(): Promise<ImapFlow> {
    const target = await options.guard.resolve(account.host, account.port);
    // imapflow loads with the first connection (docs/benchmarks.md, server memory).
    const { ImapFlow } = await import('imapflow');
    const client = new ImapFlow({
      // The socket dials the checked address; SNI and the certificate check use the name given.
      host: target.address,
      ...(hostFormOf(account.host).kind === 'name' ? { servername: account.host } : {}),
      port: account.port,
      secure: account.secure,
      // Without SSL/TLS, LOGIN waits for STARTTLS unless the user chose no encryption.
      ...(requiresStartTls(account) ? { doSTARTTLS: true } : {}),
      auth: { user: account.username, pass: account.password },
      logger: false,
      emitLogs: false,
      disableAutoIdle: true,
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs * 3,
    });
    // A dropped connection is reported by the call that was waiting on it; the event must not crash the process.
    client.on('error', () => undefined);
    try {
      await client.connect();
    } catch (error) {
      client.close();
      throw error;
    }
    return client;
  }

  /** The kept session (with `keepOpen`), and the calls' turn: one command sequence at a time on it. */
  let session: ImapFlow | null = null;
  let turn: Promise<unknown> = Promise.resolve();
  /** The Sent folder's path, read once per session. */
  const sentPaths = new WeakMap<ImapFlow, string | null>();

  async function inSession<T>(work: (client: ImapFlow) => Promise<T>): Promise<T> {
    if (session && !session.usable) {
      session.close();
      session = null;
    }
    session ??= await connect();
    const client = session;
    try {
      return await work(client);
    } catch (error) {
      // After a failure the session's state is unknown: the next call starts a new one.
      if (session === client) session = null;
      client.close();
      throw error;
    }
  }

  async function withConnection<T>(work: (client: ImapFlow) => Promise<T>): Promise<T> {
    if (options.keepOpen) {
      const result = turn.then(() => inSession(work));
      turn = result.catch(() => undefined);
      return result;
    }
    const client = await connect();
    try {
      const result = await work(client);
      await client.logout().catch(() => undefined);
      return result;
    } finally {
      client.close();
    }
  }

  async function sentFolder(client: ImapFlow): Promise<string | null> {
    if (sentPaths.has(client)) return sentPaths.get(client) ?? null;
    const path = sentFolderOf(await client.list());
    sentPaths.set(client, path);
    return path;
  }

  return {
    /** Signs in and out: proves the server, port, TLS and credentials. Says whether the session was encrypted. */
    verify(): Promise<{ encrypted: boolean }> {
      return withConnection(async (client) => ({ encrypted: client.secureConnection }));
    },

    /** Messages in the inbox and the spam folder with `X-Leadpilot-Warmup: <token>` or the token in the subject. */
    findByToken(token: string): Promise<ImapFoundMessage[]> {
      return withConnection(async (client) => {
        const spam = spamFolderOf(await client.list());
        const folders: { path: string; folder: 'inbox' | 'spam' }[] = [{ path: 'INBOX', folder: 'inbox' }];
        if (spam) folders.push({ path: spam, folder: 'spam' });
        const found: ImapFoundMessage[] = [];
        for (const { path, folder } of folders) {
          const lock = await client.getMailboxLock(path, { readOnly: true });
          try {
            const uids = await client.search(
              { or: [{ header: { 'x-leadpilot-warmup': token } }, { subject: token }] },
              { uid: true },
            );
            if (!uids || uids.length === 0) continue;
            const uidValidity = client.mailbox ? client.mailbox.uidValidity : 0n;
            for await (const message of client.fetch(uids, { uid: true, envelope: true, flags: true }, { uid: true })) {
              found.push({
                ref: refOf(uidValidity, message.uid, path),
                folder,
                messageId: message.envelope?.messageId ?? '',
                subject: message.envelope?.subject ?? '',
                seen: message.flags?.has('\\Seen') ?? false,
              });
            }
          } finally {
            lock.release();
          }
        }
        return found;
      });
    },

    /** Files a sent message (RFC 822 bytes) in the Sent folder, read; makes a `Sent` folder when there is none. */
    appendSent(raw: Buffer): Promise<void> {
      return withConnection(async (client) => {
        let sent = await sentFolder(client);
        if (!sent) {
          await client.mailboxCreate('Sent');
          sent = 'Sent';
          sentPaths.set(client, sent);
        }
        await client.append(sent, raw, ['\\Seen']);
      });
    },

    /** Whether the Sent folder holds a message with this Message-ID. */
    findSent(messageId: string): Promise<boolean> {
      return withConnection(async (client) => {
        const sent = await sentFolder(client);
        if (!sent) return false;
        const lock = await client.getMailboxLock(sent, { readOnly: true });
        try {
          const uids = await client.search({ header: { 'message-id': messageId } }, { uid: true });
          return Array.isArray(uids) && uids.length > 0;
        } finally {
          lock.release();
        }
      });
    },

    /**
     * Marks the message read and flagged, and moves it to the inbox when it is in spam. When the
     * folder was rebuilt since (UIDVALIDITY changed), the message is found again by its Message-ID.
     */
    rescue(message: ImapFoundMessage): Promise<void> {
      const ref = parseRef(message.ref);
      if (!ref) return Promise.reject(new Error('This message reference is not from this mailbox.'));
      return withConnection(async (client) => {
        const lock = await client.getMailboxLock(ref.path);
        try {
          let uids: number[] = [ref.uid];
          const current = client.mailbox ? String(client.mailbox.uidValidity) : '';
          if (current !== ref.uidValidity) {
            if (!message.messageId) return;
            uids = (await client.search({ header: { 'message-id': message.messageId } }, { uid: true })) || [];
            if (uids.length === 0) return;
          }
          await client.messageFlagsAdd(uids, ['\\Seen', '\\Flagged'], { uid: true });
          if (message.folder === 'spam' && ref.path !== 'INBOX') {
            await client.messageMove(uids, 'INBOX', { uid: true });
          }
        } finally {
          lock.release();
        }
      });
    },

    /** The inbox's messages past a position, read-only (see read-inbox.ts); each `ref` as `rescue` reads it. */
    async readInbox(request: ImapReadRequest): Promise<ImapReadResult & { refs: string[] }> {
      const result = await withConnection((client) => readInboxOn(client, request));
      const refs = result.messages.map((message) => refOf(BigInt(result.uidValidity), message.uid, 'INBOX'));
      return { ...result, refs };
    },

    /** Signs the kept session out (with `keepOpen`), after the calls under way. */
    async close(): Promise<void> {
      await turn;
      const client = session;
      session = null;
      if (!client) return;
      await client.logout().catch(() => undefined);
      client.close();
    },
  };
}
export type ImapMailbox = ReturnType<typeof createImapMailbox>;
