import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import {
  type MailboxClient,
  type MailboxClientFactory,
  type MailboxMessage,
  type MailboxRow,
  sendFromMailbox,
} from '../mailboxes/index.ts';

/**
 * One step's access to the mailboxes (as listmonk's campaign manager pushes through a
 * `Messenger`): each mailbox's client is opened once and reused, and `close()` ends them all.
 */
export interface WarmupMailSession {
  /** The mailbox's client, opened on first use (throws `MailboxConnectionError` when it cannot connect). */
  open(mailbox: MailboxRow): Promise<MailboxClient>;
  /** Sends through the mailbox's sending rules (active, daily limit, idempotency key), recorded as warm-up. */
  send(mailbox: MailboxRow, client: MailboxClient, message: MailboxMessage, now: Date): Promise<void>;
  close(): Promise<void>;
}

/** Sends and reads mail for the warm-up engine; the campaign engine uses the same shape. */
export interface WarmupMessenger {
  session(): WarmupMailSession;
}

/** The messenger over the mailboxes' own clients (SMTP + IMAP, Gmail, Microsoft, sandbox). */
export function createMailboxMessenger(deps: { db: Database; clients: MailboxClientFactory }): WarmupMessenger {
  const { db, clients } = deps;
  const fixedClock = (now: Date): Clock => ({ now: () => now });
  return {
    session() {
      const open = new Map<string, Promise<MailboxClient>>();
      return {
        open(mailbox) {
          let client = open.get(mailbox.id);
          if (!client) {
            client = clients.clientFor(mailbox);
            open.set(mailbox.id, client);
          }
          return client;
        },
        async send(mailbox, client, message, now) {
          await sendFromMailbox({ db, clock: fixedClock(now) }, mailbox, client, message, 'warmup');
        },
        async close() {
          for (const client of open.values()) {
            await client.then((opened) => opened.close()).catch(() => undefined);
          }
        },
      };
    },
  };
}
