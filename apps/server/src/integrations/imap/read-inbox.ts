import type { ImapFlow } from 'imapflow';

/** A backfill under way: UIDs up to `upTo` count only when the message arrived on or after `since`. */
export interface ImapBackfill {
  since: Date;
  upTo: number;
}

/** Where the inbox's reading stopped, and how far a new read may go. */
export interface ImapReadRequest {
  /** The UIDVALIDITY and last UID read (and the backfill under way); null on the first read. */
  position: { uidValidity: string; lastUid: number; backfill?: ImapBackfill | undefined } | null;
  limit: number;
  /** Where a first read, or one after UIDVALIDITY changed, starts (IMAP's SINCE counts whole days). */
  since: Date;
  /** Bytes read of each message at most. */
  maxBytes: number;
}

export interface ImapReadResult {
  messages: { uid: number; source: Buffer; size: number; internalDate: Date }[];
  uidValidity: string;
  lastUid: number;
  /** The backfill still under way after this read, if any. */
  backfill: ImapBackfill | null;
  more: boolean;
  /** The folder's UIDVALIDITY is not the one the position was read under: it was read again from `since`. */
  uidValidityChanged: boolean;
}

/**
 * The inbox's messages with a UID past the position, oldest first, read-only (EXAMINE and
 * BODY.PEEK: nothing is marked seen). A first read, or one after the folder's UIDVALIDITY changed
 * (UIDs under another UIDVALIDITY say nothing about this one), is a backfill: of the messages
 * there when it began, only those that arrived since `since` are read; whatever arrives after is
 * read whatever its date, so a mailbox unreachable for weeks loses nothing once it is back.
 */
export async function readInboxOn(client: ImapFlow, request: ImapReadRequest): Promise<ImapReadResult> {
  const lock = await client.getMailboxLock('INBOX', { readOnly: true });
  try {
    const folder = client.mailbox;
    if (!folder) throw new Error('The inbox could not be opened.');
    const uidValidity = String(folder.uidValidity);
    const { position } = request;
    const uidValidityChanged = position !== null && position.uidValidity !== uidValidity;
    let lastUid = position?.lastUid ?? 0;
    let backfill = position?.backfill ?? null;
    if (position === null || uidValidityChanged) {
      lastUid = 0;
      backfill = { since: request.since, upTo: folder.uidNext - 1 };
    }
    // `n:*` also answers the last message when none is past n: only UIDs past the position count.
    const found = ((await client.search({ uid: `${lastUid + 1}:*` }, { uid: true })) || [])
      .filter((uid) => uid > lastUid)
      .sort((a, b) => a - b);
    let candidates = found;
    if (backfill && found.some((uid) => uid <= (backfill?.upTo ?? 0))) {
      const window = backfill;
      const recent = await client.search({ uid: `${lastUid + 1}:${window.upTo}`, since: window.since }, { uid: true });
      const inWindow = new Set(recent || []);
      candidates = found.filter((uid) => uid > window.upTo || inWindow.has(uid));
    }
    const picked = candidates.slice(0, request.limit);
    const more = candidates.length > picked.length;
    // All of `found` was read or left out as too old, unless the batch is full.
    lastUid = more ? (picked.at(-1) ?? lastUid) : (found.at(-1) ?? lastUid);
    const messages: ImapReadResult['messages'] = [];
    if (picked.length > 0) {
      const query = { uid: true, size: true, internalDate: true, source: { maxLength: request.maxBytes } };
      for await (const message of client.fetch(picked, query, { uid: true })) {
        const arrived = message.internalDate ? new Date(message.internalDate) : new Date(Number.NaN);
        messages.push({
          uid: message.uid,
          source: message.source ?? Buffer.alloc(0),
          size: message.size ?? message.source?.length ?? 0,
          internalDate: Number.isNaN(arrived.getTime()) ? new Date() : arrived,
        });
      }
    }
    messages.sort((a, b) => a.uid - b.uid);
    if (backfill && lastUid >= backfill.upTo) backfill = null;
    return { messages, uidValidity, lastUid, backfill, more, uidValidityChanged };
  } finally {
    lock.release();
  }
}
