import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock.ts';
import type { InboundRaw, MailboxRow } from '../../mailboxes/index.ts';
import type { Classification, InboundMessage } from '../classify/types.ts';
import { inboundRowOf, threadingHeadersOf } from './inbound-row.ts';
import { matchThread } from './match-thread.ts';
import { retryDelayMs, syncFailureWords } from './sync-health.ts';
import type { InboundMessageRow, NewInboundMessage, SyncClaim, SyncStore } from './sync-store.ts';
import type { InboundTransport } from './sync-transport.ts';

const minute = 60_000;
const day = 24 * 60 * minute;

/** The log lines the engine writes: ids, counts and plain-words reasons, never a credential. */
export interface SyncLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** How a message becomes an `InboundMessage` and a verdict (the classifier's, injected). */
export interface InboundReaders {
  parse(raw: Buffer, receivedAt: Date): InboundMessage | Promise<InboundMessage>;
  /** Without it, messages are stored unclassified (kind null). */
  classify?: ((message: InboundMessage) => Classification | Promise<Classification>) | null;
}

export interface SyncSettings {
  /** How many days a first read, or one after a gap, reads back. */
  backfillDays: number;
  /** How often a healthy mailbox is read. */
  intervalMs: number;
  /** A failing mailbox waits up to this long between tries. */
  maxRetryDelayMs: number;
  /** Messages per batch (a batch is stored before the cursor moves past it). */
  batchSize: number;
  /** Batches per mailbox per run; a mailbox with more left is due again at once ("catching up"). */
  maxBatchesPerRun: number;
  /** How long a worker holds a mailbox; each stored batch renews it. */
  leaseMs: number;
  /** Bytes of each message read at most (headers and text come first; attachments are not kept). */
  maxMessageBytes: number;
  /** Mailboxes a sweep reads at once. */
  concurrency: number;
}

export const defaultSyncSettings: SyncSettings = {
  backfillDays: 14,
  intervalMs: 2 * minute,
  maxRetryDelayMs: 60 * minute,
  batchSize: 50,
  maxBatchesPerRun: 20,
  leaseMs: 10 * minute,
  maxMessageBytes: 1024 * 1024,
  concurrency: 4,
};

export interface SyncEngineDeps {
  store: SyncStore;
  transport: InboundTransport;
  readers: InboundReaders;
  clock: Clock;
  log: SyncLog;
  /** Runs once for each newly stored message (stop a sequence, suppress, refund…); must be idempotent. */
  onStored?: ((message: InboundMessageRow) => void | Promise<void>) | undefined;
  settings?: Partial<SyncSettings> | undefined;
  /** This worker's name in the lease (default: a random one per engine). */
  worker?: string | undefined;
}

export type MailboxSyncResult =
  | { outcome: 'ok' | 'catching_up'; stored: number }
  | { outcome: 'failing'; stored: number; reason: string }
  | { outcome: 'busy'; stored: number };

/**
 * The inbound sync. For each connected, active mailbox whose read is due: take its lease, read the
 * inbox past its cursor in batches, parse, classify and match each message to the campaign thread it
 * answers, store the batch and the cursor after it in one transaction (a crash re-reads, never
 * skips; the unique Message-ID per mailbox keeps a re-read from storing twice), then run `onStored`
 * for what was new. It reads and writes only through its `store` and reaches mailboxes only
 * through its `transport`.
 */
export function createSyncEngine(deps: SyncEngineDeps) {
  const { store, transport, readers, clock, log } = deps;
  const settings: SyncSettings = { ...defaultSyncSettings, ...deps.settings };
  const worker = deps.worker ?? `sync-${randomUUID()}`;
  const onStored = deps.onStored ?? (() => undefined);

  /** Runs the hook for each message; the ones it finished are marked, the others wait for the next run. */
  async function runEffects(mailboxId: string, rows: InboundMessageRow[]) {
    const done: string[] = [];
    for (const row of rows) {
      try {
        await onStored(row);
        done.push(row.id);
      } catch (error) {
        log.warn({ mailboxId, inboundId: row.id, reason: (error as Error).name }, 'inbound effects failed');
      }
    }
    await store.markEffectsDone(done, clock.now());
  }

  /** One message's row; a message that cannot be read or classified is stored anyway, unclassified. */
  async function rowOf(mailbox: MailboxRow, item: InboundRaw): Promise<NewInboundMessage> {
    let message: InboundMessage;
    try {
      message = await readers.parse(item.raw, item.receivedAt);
    } catch {
      message = { headers: {}, from: { address: '' }, subject: '', text: '', receivedAt: item.receivedAt };
    }
    let verdict: Classification | null = null;
    try {
      verdict = readers.classify ? await readers.classify(message) : null;
    } catch (error) {
      log.warn(
        { mailboxId: mailbox.id, ref: item.ref, reason: (error as Error).name },
        'inbound message not classified',
      );
    }
    const match = await matchThread(
      {
        organisationId: mailbox.organisationId,
        mailboxId: mailbox.id,
        fromAddress: message.from.address.trim().toLowerCase(),
        subject: message.subject,
        ...threadingHeadersOf(message),
        receivedAt: item.receivedAt,
      },
      store,
    );
    return inboundRowOf({
      organisationId: mailbox.organisationId,
      mailboxId: mailbox.id,
      ref: item.ref,
      raw: item.raw,
      size: item.size,
      receivedAt: item.receivedAt,
      message,
      verdict,
      match,
    });
  }

  /** Batches until the provider has no more (caught up) or the run's share is read; 'lost': the lease was taken over. */
  async function readBatches(mailbox: MailboxRow, claim: SyncClaim, counts: { stored: number }) {
    let { cursor, backfillFrom } = claim;
    for (let batch = 0; batch < settings.maxBatchesPerRun; batch += 1) {
      const backfillSince = new Date(clock.now().getTime() - settings.backfillDays * day);
      const fetched = await transport.fetchInbound(mailbox, {
        cursor,
        limit: settings.batchSize,
        backfillSince,
        backfillDays: settings.backfillDays,
        maxBytes: settings.maxMessageBytes,
      });
      if (cursor === null || fetched.reset) backfillFrom = backfillSince;
      if (fetched.reset) {
        log.warn(
          { mailboxId: mailbox.id, reset: fetched.reset },
          'mailbox cursor reset: reading the backfill window again',
        );
      }
      const rows: NewInboundMessage[] = [];
      for (const item of fetched.messages) rows.push(await rowOf(mailbox, item));
      const at = clock.now();
      const inserted = await store.storeBatch({
        mailboxId: mailbox.id,
        worker,
        messages: rows,
        cursor: fetched.cursor,
        backfillFrom,
        at,
        leaseUntil: new Date(at.getTime() + settings.leaseMs),
      });
      if (inserted === null) return 'lost' as const;
      counts.stored += inserted.length;
      await runEffects(mailbox.id, inserted);
      cursor = fetched.cursor;
      if (!fetched.more) return 'caught_up' as const;
    }
    return 'more' as const;
  }

  /** Reads one mailbox now if nobody else is (`onlyIfDue`: and its read is due). */
  async function syncMailbox(mailbox: MailboxRow, options: { onlyIfDue?: boolean } = {}): Promise<MailboxSyncResult> {
    const started = clock.now();
    const claim = await store.claim(
      mailbox,
      worker,
      started,
      new Date(started.getTime() + settings.leaseMs),
      options.onlyIfDue ?? false,
    );
    if (!claim) return { outcome: 'busy', stored: 0 };
    const counts = { stored: 0 };
    try {
      await runEffects(mailbox.id, await store.pendingEffects(mailbox.id, 100));
      const ended = await readBatches(mailbox, claim, counts);
      if (ended === 'lost') return { outcome: 'busy', stored: counts.stored };
      const at = clock.now();
      const caughtUp = ended === 'caught_up';
      await store.release(mailbox.id, worker, {
        status: caughtUp ? 'ok' : 'catching_up',
        at,
        nextSyncAt: caughtUp ? new Date(at.getTime() + settings.intervalMs) : at,
        error: '',
      });
      if (counts.stored > 0) log.info({ mailboxId: mailbox.id, stored: counts.stored }, 'inbound messages stored');
      return { outcome: caughtUp ? 'ok' : 'catching_up', stored: counts.stored };
    } catch (error) {
      const reason = syncFailureWords(error);
      const at = clock.now();
      const delay = retryDelayMs(claim.consecutiveFailures + 1, settings.intervalMs, settings.maxRetryDelayMs);
      await store.release(mailbox.id, worker, {
        status: 'failing',
        at,
        nextSyncAt: new Date(at.getTime() + delay),
        error: reason,
      });
      log.warn({ mailboxId: mailbox.id, reason }, 'mailbox sync failed');
      return { outcome: 'failing', stored: counts.stored, reason };
    } finally {
      await transport.release(mailbox.id);
    }
  }

  return {
    worker,
    syncMailbox,
    /** One sweep: every due mailbox, a few at a time (each under its lease); one that fails does not stop the others. */
    async syncDue(maxMailboxes = 200) {
      const due = await store.dueMailboxes(clock.now(), maxMailboxes);
      const results: (MailboxSyncResult & { mailboxId: string })[] = [];
      let next = 0;
      const work = async () => {
        for (let mailbox = due[next++]; mailbox; mailbox = due[next++]) {
          try {
            results.push({ mailboxId: mailbox.id, ...(await syncMailbox(mailbox, { onlyIfDue: true })) });
          } catch (error) {
            // The store itself failed (the database went away): the mailbox's lease runs out and the next sweep retries.
            log.warn({ mailboxId: mailbox.id, reason: (error as Error).name }, 'mailbox sync stopped');
          }
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, settings.concurrency) }, work));
      return results;
    },
  };
}
export type SyncEngine = ReturnType<typeof createSyncEngine>;
