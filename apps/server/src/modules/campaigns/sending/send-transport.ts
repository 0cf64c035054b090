import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/errors.ts';
import {
  type MailboxClient,
  type MailboxClientFactory,
  MailboxConnectionError,
  type MailboxMessage,
  type MailboxRow,
  sendFromMailbox,
} from '../../mailboxes/index.ts';

/**
 * How a send went, as far as the engine must know:
 * - `accepted`: the provider took it (a `warning` says what went wrong after, e.g. its Sent copy);
 * - `refused`: the server answered no for this recipient or message: it will not take it;
 * - `not-sent`: it failed before the message was handed over (connection, sign-in, a 4xx): safe to retry;
 * - `uncertain`: it may have been accepted (a connection lost mid-message): look it up, never resend blindly.
 */
export type TransportResult =
  | { outcome: 'accepted'; messageId: string; warning?: string }
  | { outcome: 'refused' | 'not-sent' | 'uncertain'; reason: string; mailboxBroken: boolean };

/** The engine's one way to reach mailboxes (as listmonk's messenger): send, and look a sent message up. */
export interface SendTransport {
  /** Sends one message with the Message-ID it carries (`message.messageId`, required). */
  send(mailbox: MailboxRow, message: MailboxMessage & { messageId: string }): Promise<TransportResult>;
  /** Whether the mailbox's sent mail holds this Message-ID (throws when the mailbox cannot be reached). */
  findSent(mailbox: MailboxRow, messageId: string): Promise<boolean>;
  close(): Promise<void>;
}

/** An unexpected failure's kind only: another library's message may quote what it was given. */
const safeReason = (error: unknown) => {
  if (error instanceof MailboxConnectionError) return error.message;
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  return `${error instanceof Error ? error.name : 'Error'}${code ? ` ${code}` : ''}`;
};

/**
 * The transport over the mailboxes' own clients (SMTP + IMAP, Gmail, Microsoft 365, sandbox), one
 * client per mailbox, through the mailboxes module's sending rule (an active mailbox within its own
 * daily limit, which warm-up shares; each send recorded there too).
 */
export function createMailboxTransport(deps: {
  db: Database;
  clock: Clock;
  clients: MailboxClientFactory;
}): SendTransport {
  const { clients } = deps;
  const open = new Map<string, Promise<MailboxClient>>();
  const clientOf = (mailbox: MailboxRow) => {
    let client = open.get(mailbox.id);
    if (!client) {
      client = clients.clientFor(mailbox);
      // A mailbox that could not be opened is tried afresh next time.
      client.catch(() => open.delete(mailbox.id));
      open.set(mailbox.id, client);
    }
    return client;
  };
  return {
    async send(mailbox, message) {
      let client: MailboxClient;
      try {
        client = await clientOf(mailbox);
      } catch (error) {
        const permanent = error instanceof MailboxConnectionError && error.permanent;
        return { outcome: 'not-sent', reason: safeReason(error), mailboxBroken: permanent };
      }
      try {
        const sent = await sendFromMailbox(deps, mailbox, client, { ...message, copyToSent: true }, 'campaign');
        return sent.warning
          ? { outcome: 'accepted', messageId: sent.messageId, warning: sent.warning }
          : { outcome: 'accepted', messageId: sent.messageId };
      } catch (error) {
        // The mailbox's own rule refused before sending (switched off, its daily limit reached).
        if (error instanceof AppError) return { outcome: 'not-sent', reason: error.message, mailboxBroken: false };
        if (!(error instanceof MailboxConnectionError)) {
          return { outcome: 'uncertain', reason: safeReason(error), mailboxBroken: false };
        }
        // A failure with no send classification happened before the message was handed over (tokens, keys).
        const outcome = error.sendFailure ?? (error.step === 'api' ? 'uncertain' : 'not-sent');
        return { outcome, reason: error.message, mailboxBroken: error.permanent && outcome !== 'refused' };
      }
    },

    async findSent(mailbox, messageId) {
      return (await clientOf(mailbox)).findSent(messageId);
    },

    async close() {
      const all = [...open.values()];
      open.clear();
      for (const client of all) await client.then((opened) => opened.close()).catch(() => undefined);
    },
  };
}
