// `npm run bench` (reply reader): the corpus of inbound messages (apps/server/test/fixtures/replies,
// every part), read into memory once, and the mailbox of generated messages the sync part delivers:
// corpus messages with unique Message-IDs, a share of them answering campaign messages the bench
// creates (by In-Reply-To and References, or by sender and subject) so thread matching works.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseInbound } from '../../apps/server/src/modules/replies/classify/parse-inbound.ts';
import { repositoryRoot } from './child.ts';

export type CorpusKind = 'bounce' | 'auto_reply' | 'reply';
export const corpusKinds: readonly CorpusKind[] = ['bounce', 'auto_reply', 'reply'];

export interface CorpusMessage {
  part: string;
  file: string;
  /** The kind the corpus's `expected.json` gives it (what it is, not what the classifier says). */
  kind: CorpusKind;
  raw: Buffer;
  /** Its `Date` header, standing for when it was received (as the corpus tests read it). */
  receivedAt: Date;
}

export const corpusDirectory = path.join(repositoryRoot, 'apps/server/test/fixtures/replies');

/** Every `.eml` of every part, with the kind its part's `expected.json` gives it. */
export async function loadCorpus(): Promise<CorpusMessage[]> {
  const parts = readdirSync(corpusDirectory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const messages: CorpusMessage[] = [];
  for (const part of parts) {
    const directory = path.join(corpusDirectory, part);
    const expected = JSON.parse(readFileSync(path.join(directory, 'expected.json'), 'utf8')) as Record<
      string,
      { kind: CorpusKind }
    >;
    for (const file of readdirSync(directory)
      .filter((name) => name.endsWith('.eml'))
      .sort()) {
      const kind = expected[file]?.kind;
      if (!kind || !corpusKinds.includes(kind)) throw new Error(`${part}/${file}: no expected kind`);
      const raw = readFileSync(path.join(directory, file));
      const parsed = await parseInbound(raw, new Date(0));
      const date = new Date(parsed.headers.date?.replace(/\s*\(.*\)\s*$/, '') ?? Number.NaN);
      messages.push({
        part,
        file,
        kind,
        raw,
        receivedAt: Number.isNaN(date.getTime()) ? new Date('2026-11-02T10:00:00Z') : date,
      });
    }
  }
  if (messages.length === 0) throw new Error(`no corpus messages under ${corpusDirectory}`);
  return messages;
}

/** A small seeded generator (mulberry32): the same mailbox on every run and in every database. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One campaign message the organisation sent (ledger row, enrolment, the log's `sent` event). */
export interface SentMessage {
  campaign: number;
  enrolmentId: string;
  ledgerId: string;
  email: string;
  name: string;
  subject: string;
  messageId: string;
  sentAt: Date;
}

/** One message delivered to the benchmark mailbox. */
export interface Delivery {
  index: number;
  source: CorpusMessage;
  /** The campaign message it answers and how the engine should find it; null: it answers none of ours. */
  thread: { by: 'header' | 'sender_subject'; sent: SentMessage } | null;
  receivedAt: Date;
}

/** Shares of the delivered messages answering one of the campaign messages. */
export const threadShares = {
  /** Any kind (a reply, an automatic reply, a delivery report that quotes our Message-ID): In-Reply-To and References. */
  header: 0.5,
  /** Of the person replies only: the prospect's address and the sent subject with "Re:", no threading headers. */
  senderSubject: 0.1,
};

const day = 86_400_000;

/**
 * `count` messages drawn from the corpus (a seeded shuffle, repeated), received over the 13 days
 * before `now` (inside the first read's 14-day backfill); half of them answer a campaign message by
 * their headers and a tenth of the person replies by sender and subject, each a different one.
 */
export function planDeliveries(
  corpus: readonly CorpusMessage[],
  count: number,
  sent: readonly SentMessage[],
  now: Date,
) {
  const random = seededRandom(20261129);
  const order = corpus.map((_, index) => index);
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other] as number, order[index] as number];
  }
  // The campaign messages answered, in a seeded order over all of them (old and recent sends alike).
  const answeredOrder = sent.map((_, index) => index);
  for (let index = answeredOrder.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [answeredOrder[index], answeredOrder[other]] = [answeredOrder[other] as number, answeredOrder[index] as number];
  }
  const start = now.getTime() - 13 * day;
  const step = (13 * day - 60_000) / count;
  let nextSent = 0;
  const deliveries: Delivery[] = [];
  for (let index = 0; index < count; index += 1) {
    const source = corpus[order[index % order.length] as number] as CorpusMessage;
    const draw = random();
    let thread: Delivery['thread'] = null;
    const by =
      draw < threadShares.header
        ? 'header'
        : source.kind === 'reply' && draw < threadShares.header + threadShares.senderSubject
          ? 'sender_subject'
          : null;
    if (by) {
      const answered = sent[answeredOrder[nextSent] ?? -1];
      if (!answered) throw new Error(`more threads than the ${sent.length} campaign messages`);
      nextSent += 1;
      thread = { by, sent: answered };
    }
    deliveries.push({ index, source, thread, receivedAt: new Date(start + index * step) });
  }
  return { deliveries, threads: nextSent };
}

/** How many campaign messages `planDeliveries` needs at most for `count` messages (every draw a thread). */
export function threadsNeeded(count: number): number {
  return Math.ceil(count * (threadShares.header + threadShares.senderSubject) * 1.1) + 10;
}

interface HeaderField {
  name: string;
  lines: string;
}

/** The message with the named headers dropped and `add` prepended; the body is left byte for byte. */
function rewriteHeaders(raw: string, drop: ReadonlySet<string>, add: readonly string[]): string {
  const crlf = raw.indexOf('\r\n\r\n');
  const lf = raw.indexOf('\n\n');
  const useCrlf = crlf >= 0 && (lf < 0 || crlf <= lf);
  const eol = useCrlf ? '\r\n' : '\n';
  const split = useCrlf ? crlf : lf;
  const head = split < 0 ? raw : raw.slice(0, split);
  const rest = split < 0 ? eol : raw.slice(split);
  const fields: HeaderField[] = [];
  for (const line of head.split(eol)) {
    const last = fields.at(-1);
    if (last && /^[ \t]/.test(line)) last.lines += `${eol}${line}`;
    else fields.push({ name: line.slice(0, Math.max(0, line.indexOf(':'))).toLowerCase(), lines: line });
  }
  const kept = fields.filter((field) => !drop.has(field.name)).map((field) => field.lines);
  return `${[...add, ...kept].join(eol)}${rest}`;
}

const threading = new Set(['message-id', 'in-reply-to', 'references']);
const threadingAndSender = new Set([...threading, 'from', 'subject']);

/** The raw message delivered: a unique Message-ID, and the threading (or sender and subject) of the message it answers. */
export function rawOf(delivery: Delivery): string {
  const original = delivery.source.raw.toString('utf8');
  const messageId = `Message-ID: <bench-${delivery.index}.${delivery.source.file.replace(/\.eml$/, '')}@replies.bench.example>`;
  const { thread } = delivery;
  if (!thread) {
    // Its own In-Reply-To and References stay: they name messages the organisation never sent.
    return rewriteHeaders(original, new Set(['message-id']), [messageId]);
  }
  if (thread.by === 'header') {
    return rewriteHeaders(original, threading, [
      messageId,
      `In-Reply-To: ${thread.sent.messageId}`,
      `References: ${thread.sent.messageId}`,
    ]);
  }
  return rewriteHeaders(original, threadingAndSender, [
    messageId,
    `From: ${thread.sent.name} <${thread.sent.email}>`,
    `Subject: Re: ${thread.sent.subject}`,
  ]);
}
