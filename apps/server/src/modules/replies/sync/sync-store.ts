import type { inboundMessages, MailboxSyncStatus } from '../../../db/schema.ts';
import type { InboundCursor, MailboxRow } from '../../mailboxes/index.ts';

/**
 * Every read and write the sync engine makes, and nothing else (as the sending engine sees its
 * store). `createDrizzleSyncStore` is the one on the app's database. The once-only guards live
 * here, never in the engine's memory: the unique (mailbox, Message-ID) of `inbound_messages`, and
 * the lease on a mailbox's `mailbox_sync_state` row that every write of its cursor checks.
 */

/** A stored inbound message, as the `onStored` hook and the inbox read it. */
export type InboundMessageRow = typeof inboundMessages.$inferSelect;

/** A message to store: everything but what the database fills in. */
export type NewInboundMessage = Omit<
  typeof inboundMessages.$inferInsert,
  | 'id'
  | 'createdAt'
  | 'labelOverride'
  | 'overrideBy'
  | 'overrideAt'
  | 'handledAt'
  | 'snoozedUntil'
  | 'deletedAt'
  | 'effectsAt'
>;

/** What a claim of a mailbox hands the engine: where its reading stopped. */
export interface SyncClaim {
  cursor: InboundCursor | null;
  consecutiveFailures: number;
  backfillFrom: Date | null;
}

/** How a run ended, written as the lease is let go. */
export interface SyncOutcome {
  status: MailboxSyncStatus;
  at: Date;
  nextSyncAt: Date;
  /** Plain words for a failed run; '' for a run that read what it could. */
  error: string;
}

/** A campaign message we sent, as a reply is matched to it. */
export interface SentMessageRef {
  sendLedgerId: string;
  enrolmentId: string;
  campaignId: string;
  personId: string | null;
}

export interface SentByMessageId extends SentMessageRef {
  messageId: string;
}

export interface SentToAddress extends SentMessageRef {
  subject: string;
  mailboxId: string | null;
  sentAt: Date;
}

/** The thread look-ups: the campaign messages we sent (read-only; the sending engine owns them). */
export interface ThreadReads {
  /** Sent campaign messages of the organisation carrying one of these Message-IDs. */
  sentByMessageIds(organisationId: string, messageIds: string[]): Promise<SentByMessageId[]>;
  /** Campaign messages the organisation sent to this address between `since` and `until`, newest first. */
  sentTo(organisationId: string, address: string, since: Date, until: Date): Promise<SentToAddress[]>;
}

export interface SyncStore extends ThreadReads {
  /** Connected, active mailboxes (mode Email) whose next read is due and that nobody is reading. */
  dueMailboxes(now: Date, limit: number): Promise<MailboxRow[]>;
  /**
   * Takes the mailbox's lease until `until` when nobody holds it (and, with `onlyIfDue`, when its
   * next read is due), creating its state on first use; null when another worker holds it.
   */
  claim(mailbox: MailboxRow, worker: string, now: Date, until: Date, onlyIfDue: boolean): Promise<SyncClaim | null>;
  /**
   * In one transaction: keeps the new cursor (and the backfill's start) and inserts the messages,
   * a Message-ID the mailbox already has left as it is. Answers the rows inserted, or null when
   * the lease was lost (then nothing is written: the worker holding it now reads them).
   */
  storeBatch(input: {
    mailboxId: string;
    worker: string;
    messages: NewInboundMessage[];
    cursor: InboundCursor;
    backfillFrom: Date | null;
    at: Date;
    leaseUntil: Date;
  }): Promise<InboundMessageRow[] | null>;
  /** Stored messages whose effects have not finished (a crash, a failed hook), oldest first. */
  pendingEffects(mailboxId: string, limit: number): Promise<InboundMessageRow[]>;
  markEffectsDone(ids: string[], at: Date): Promise<void>;
  /** Records the outcome and lets the lease go (only the worker holding it can). */
  release(mailboxId: string, worker: string, outcome: SyncOutcome): Promise<void>;
}
