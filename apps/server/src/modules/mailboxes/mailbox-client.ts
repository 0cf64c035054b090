/**
 * What campaigns and warm-up need of a connected mailbox, whatever its kind: send, find a message
 * by its warm-up token, rescue it from spam, and check the connection. SMTP + IMAP, the Gmail API,
 * Microsoft Graph and the sandbox each implement it (see mailbox-clients.ts for the factory).
 */
export interface MailboxMessage {
  /** The same key never sends twice (a retried job is a no-op). */
  idempotencyKey: string;
  from: { name: string; address: string };
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. `X-Leadpilot-Warmup`; `In-Reply-To`/`References` for replies. */
  headers?: Record<string, string>;
  inReplyTo?: string;
  /** The thread's Message-IDs, oldest first, space-separated; default: `inReplyTo`. */
  references?: string;
  /**
   * The Message-ID to send with (`<…@domain>`), chosen and stored by the caller before the send so
   * the message can be found again; default: one derived from `idempotencyKey`.
   */
  messageId?: string;
  /** Also file a copy in the mailbox's Sent folder where the server does not (SMTP + IMAP). */
  copyToSent?: boolean;
}

export interface SentMessage {
  /** The RFC 5322 Message-ID (or the provider's id when it has no other). */
  messageId: string;
  /** Something that went wrong after the message was accepted (e.g. its Sent copy), in plain words. */
  warning?: string;
}

/** A message found in the mailbox; `ref` is the provider's handle for later calls (UID, id). */
export interface FoundMessage {
  ref: string;
  folder: 'inbox' | 'spam';
  messageId: string;
  subject: string;
  seen: boolean;
}

/**
 * Where a mailbox's reading stopped, in the provider's own terms: IMAP's UIDVALIDITY and the last
 * UID read (with the backfill's window while one is under way); Gmail's historyId (with the backfill's page while one is under way); Graph's deltaLink
 * (or the nextLink of a round under way); the sandbox's last message read. Stored as it is.
 */
export type InboundCursor =
  | { kind: 'imap'; uidValidity: string; lastUid: number; backfill?: { since: string; upTo: number } }
  | { kind: 'gmail'; historyId: string; pageToken?: string; backfill?: { query: string; pageToken?: string } }
  | { kind: 'graph'; link: string }
  | { kind: 'sandbox'; createdAt: string; id: string };

/** One message as the provider keeps it: its handle, its RFC 822 bytes and when it arrived. */
export interface InboundRaw {
  ref: string;
  raw: Buffer;
  /** The whole message's size; `raw` may be cut short of it (see `maxBytes`). */
  size: number;
  receivedAt: Date;
}

export interface InboundRequest {
  /** Null on the first read: read from `backfillSince`. */
  cursor: InboundCursor | null;
  /** Messages per call, at most (a provider page may hold fewer). */
  limit: number;
  /** Where a first read, or one after the provider lost the cursor, starts. */
  backfillSince: Date;
  /** The same as whole days back from now, for providers whose search counts days (Gmail's `newer_than:`). */
  backfillDays: number;
  /** A message's bytes past this are not read (the headers and the text come first). */
  maxBytes: number;
}

/**
 * A batch of new messages and the cursor after them. `more`: the provider holds more past the
 * cursor. `reset`: the provider no longer knew the cursor (a new UIDVALIDITY, a Gmail history too
 * old, a Graph delta token expired), so this batch starts again from `backfillSince`.
 */
export interface InboundBatch {
  messages: InboundRaw[];
  cursor: InboundCursor;
  more: boolean;
  reset?: 'uidvalidity' | 'history-expired' | 'delta-expired';
}

export interface MailboxClient {
  send(message: MailboxMessage): Promise<SentMessage>;
  /**
   * The inbox's messages past the cursor, oldest first where the provider says. Reading moves
   * nothing and marks nothing read; the caller stores the batch before it keeps the new cursor.
   */
  fetchInbound(request: InboundRequest): Promise<InboundBatch>;
  /** Messages in the inbox or spam folder carrying `X-Leadpilot-Warmup: <token>` (or the token in the subject). */
  findByToken(token: string): Promise<FoundMessage[]>;
  /**
   * Whether the mailbox's sent mail holds a message with this Message-ID (the IMAP Sent folder,
   * Gmail's `rfc822msgid:`, Graph's `internetMessageId`, the sandbox): how a send whose outcome was
   * not recorded is reconciled.
   */
  findSent(messageId: string): Promise<boolean>;
  /** Marks the message read and important and moves it to the inbox when it is in spam. */
  rescue(message: FoundMessage): Promise<void>;
  /** Signs in for real; throws `MailboxConnectionError` with a plain-words reason. */
  verify(): Promise<void>;
  close(): Promise<void>;
}

/**
 * What a failed send means for the message: `refused` (the server answered no for this message or
 * recipient: it will not take it), `not-sent` (it failed before the message was handed over: safe
 * to try again), `uncertain` (it may have been accepted: never resend blindly, look it up first).
 */
export type SendFailure = 'refused' | 'not-sent' | 'uncertain';

/** A connection failure in plain words, safe to show and log: it never contains a credential. */
export class MailboxConnectionError extends Error {
  readonly step: 'smtp' | 'imap' | 'token' | 'api';
  /** Whether the mailbox should be marked broken (credentials refused, consent revoked) rather than retried. */
  readonly permanent: boolean;
  /** For a failed send: whether the message may have gone out (absent: it did not get that far). */
  readonly sendFailure: SendFailure | undefined;

  constructor(step: 'smtp' | 'imap' | 'token' | 'api', message: string, permanent: boolean, sendFailure?: SendFailure) {
    super(message);
    this.name = 'MailboxConnectionError';
    this.step = step;
    this.permanent = permanent;
    this.sendFailure = sendFailure;
  }
}

/** A mailbox row as stored (see schema-mailboxes.ts). */
export type { MailboxRow } from './mailbox-view.ts';

/**
 * Opens the right client for a stored mailbox: SMTP + IMAP, sandbox, or a provider API. Secrets are
 * unsealed here and never leave the client.
 */
export interface MailboxClientFactory {
  clientFor(mailbox: import('./mailbox-view.ts').MailboxRow): Promise<MailboxClient>;
}
